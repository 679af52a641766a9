// A later country's reading of a block skips the runs an earlier reading covered wholly
// (PhoneDetector.find's `kept`): the same numbers fill the gaps, for less work.
import { describe, expect, it } from 'vitest';
import { createPhoneDetector, type PhoneMatch } from '@/utils/phone/detect';

const overlapsNone = (kept: readonly PhoneMatch[]) => (m: PhoneMatch) => !kept.some((k) => k.start < m.end && m.start < k.end);

describe('find with the numbers kept by an earlier reading', () => {
  const gb = createPhoneDetector('GB');
  const us = createPhoneDetector('US');

  it('does not read a run the kept numbers cover', () => {
    const text = 'Call +44 20 7946 0000 or 020 7946 0001, not 2024-03-15.';
    const all = gb.find(text);
    expect(all.map((m) => m.number)).toEqual(['+442079460000', '+442079460001']);
    const kept = [all[0] as PhoneMatch];
    expect(gb.find(text, 1, kept).map((m) => m.number)).toEqual(['+442079460001']);
    expect(gb.find(text, 1, all)).toEqual([]);
  });

  it('reads a run the kept numbers cover only in part', () => {
    // Two numbers in one run, the first kept: the run is read, the second number with it.
    const text = 'Tel 020 7946 0000 020 7946 0001';
    const all = gb.find(text);
    expect(all).toHaveLength(2);
    expect(gb.find(text, 1, [all[0] as PhoneMatch])).toEqual(all);
  });

  it('reads a covered run with an extension after it (its reading moves the scan on)', () => {
    const text = 'Call +44 20 7946 0000 ext. 1234567';
    const all = gb.find(text);
    const kept: PhoneMatch[] = [{ start: 5, end: 21, number: '+442079460000' }];
    expect(gb.find(text, 1, kept)).toEqual(all);
  });

  it('leaves what overlaps no kept number as it was', () => {
    const texts = [
      'Call +44 20 7946 0000 or (212) 555-0100 after 2024-03-15, or 1-800-FLOWERS.',
      'Bureau : 01 42 68 53 00, fax +33 1 42 68 53 01, commande 2023-000123.',
      'Ring 0049 30 901820, 415-666-7777 x12 or +1 650 253 0000.',
    ];
    for (const text of texts) {
      const kept = us.find(text);
      const before = gb.find(text, 2).filter(overlapsNone(kept));
      expect(gb.find(text, 2, kept).filter(overlapsNone(kept))).toEqual(before);
    }
  });
});

describe('runs no country reads', () => {
  it('are listed by the last find, and another detector given them reads the same', () => {
    const us = createPhoneDetector('US');
    const de = createPhoneDetector('DE');
    const text = 'Call (212) 555-0100 after 2024-03-15 or 030 901820 (order 2023-000123), INV-4455667788.';
    const found = us.find(text);
    const starts = us.deadRuns.map((at) => text.slice(at, at + 10));
    expect(starts).toEqual(['2024-03-15', '2023-00012', '4455667788']);
    expect(us.unread).toBe(true);
    const plain = de.find(text, 2);
    const plainUnread = de.unread;
    expect(de.find(text, 2, undefined, us.deadRuns)).toEqual(plain);
    expect(de.unread).toBe(plainUnread);
    expect(de.find(text, 2, found, us.deadRuns).filter(overlapsNone(found))).toEqual(plain.filter(overlapsNone(found)));
  });

  it('leave nothing unread: no other country would read them', () => {
    const us = createPhoneDetector('US');
    us.find('Call (212) 555-0100 after 2024-03-15, order 2023-000123.');
    expect(us.deadRuns).toHaveLength(2);
    expect(us.unread).toBe(false);
    // A run another country may read still is unread, a date beside it or not.
    us.find('Call 020 7946 0018 after 2024-03-15.');
    expect(us.unread).toBe(true);
  });

  it('are none when every run was read', () => {
    const us = createPhoneDetector('US');
    us.find('after 2024-03-15');
    us.find('Call (212) 555-0100');
    expect(us.deadRuns).toEqual([]);
  });
});
