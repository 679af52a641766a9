// A frame's list of numbers comes from a web page's process: read strictly. The frames of a tab are
// merged into one list, top document first.
import { describe, expect, it } from 'vitest';
import {
  FOUND_IN_FIELD,
  FOUND_IN_TEL,
  FOUND_IN_TEXT,
  type FrameNumber,
  MAX_FRAME_NUMBERS,
  MAX_NUMBER_TEXT,
  mergeFrames,
} from '@/utils/bulk/page-numbers';
import { freshVerdicts, knownVerdicts } from '@/utils/checks/verdict';
import { type FrameNumbers, parseFrameNumbers } from '@/utils/messaging/numbers-port';
import { record, T0 } from './harness';

function frame(over: Partial<FrameNumbers>): FrameNumbers {
  return {
    type: 'numbers:of-frame',
    top: true,
    host: 'example.test',
    highlighting: true,
    complete: true,
    numbers: [],
    truncated: false,
    children: 0,
    ...over,
  };
}

describe('parseFrameNumbers', () => {
  it('keeps a good list, cutting overlong texts', () => {
    const good = frame({ numbers: [['+16502530000', 'x'.repeat(300), FOUND_IN_TEXT | FOUND_IN_TEL, 2]] });
    const parsed = parseFrameNumbers(good);
    expect(parsed?.numbers[0]?.[1]).toHaveLength(MAX_NUMBER_TEXT);
    expect(parsed?.numbers[0]?.[2]).toBe(3);
  });

  it.each<[string, unknown]>([
    ['not an object', 'numbers'],
    ['another type', { ...frame({}), type: 'detect:batch' }],
    ['numbers not a list', { ...frame({}), numbers: {} }],
    ['a number not in E.164', frame({ numbers: [['650 253 0000', 't', 1, 1]] })],
    ['a number with a script', frame({ numbers: [['<img src=x>', 't', 1, 1]] })],
    ['a text that is not a string', { ...frame({}), numbers: [['+16502530000', 5, 1, 1]] }],
    ['an unknown way of finding', frame({ numbers: [['+16502530000', 't', 8, 1]] })],
    ['a count of zero', frame({ numbers: [['+16502530000', 't', 1, 0]] })],
    ['a fractional count', frame({ numbers: [['+16502530000', 't', 1, 1.5]] })],
    ['an entry of the wrong length', { ...frame({}), numbers: [['+16502530000', 't', 1]] }],
    ['too many numbers', frame({ numbers: Array(MAX_FRAME_NUMBERS + 1).fill(['+16502530000', 't', 1, 1]) })],
  ])('refuses %s', (_name, msg) => {
    expect(parseFrameNumbers(msg)).toBeUndefined();
  });

  it("keeps the message's own rows once checked, copying only to cut a text (the message left as it came)", () => {
    const rows: FrameNumber[] = [
      ['+16502530000', '(650) 253-0000', FOUND_IN_TEXT, 1],
      ['+442079460018', 'x'.repeat(300), FOUND_IN_TEXT, 1],
    ];
    const kept = parseFrameNumbers(frame({ numbers: [rows[0] as FrameNumber] }));
    expect(kept?.numbers[0]).toBe(rows[0]);
    const cut = parseFrameNumbers(frame({ numbers: rows }));
    expect(cut?.numbers[0]).toBe(rows[0]);
    expect(cut?.numbers[1]?.[1]).toHaveLength(MAX_NUMBER_TEXT);
    expect(rows[1]?.[1]).toHaveLength(300);
  });

  it('reads flags strictly: only `true` is true', () => {
    const parsed = parseFrameNumbers({ ...frame({}), top: 'yes', highlighting: 1, complete: 'true', truncated: 1, more: 1 });
    expect(parsed).toMatchObject({ top: false, highlighting: false, complete: false, truncated: false });
    expect(parsed).not.toHaveProperty('more');
    expect(parseFrameNumbers({ ...frame({}), more: true })?.more).toBe(true);
  });
});

describe('mergeFrames', () => {
  it('lists each number once, top document first, with how and where it was found', () => {
    const child = frame({
      top: false,
      host: 'widget.test',
      numbers: [
        ['+442079460018', '020 7946 0018', FOUND_IN_TEL, 1],
        ['+16502530000', '(650) 253-0000', FOUND_IN_TEXT, 1],
      ],
    });
    const top = frame({ numbers: [['+16502530000', '+1 650 253 0000', FOUND_IN_TEXT, 3]] });
    expect(mergeFrames([child, top])).toEqual([
      { number: '+16502530000', text: '+1 650 253 0000', inText: true, inTel: false, count: 4, frames: ['widget.test'] },
      { number: '+442079460018', text: '020 7946 0018', inText: false, inTel: true, count: 1, frames: ['widget.test'] },
    ]);
  });
});

describe('knownVerdicts', () => {
  const cache = {
    'staging|+16502530000': record('+16502530000', T0 - 60_000, true),
    'staging|+16502530001': record('+16502530001', T0 - 60_000, false),
    'staging|+16502530002': { ...record('+16502530002', T0 - 60_000), summary: {} },
    'staging|+16502530003': record('+16502530003', T0 - 2 * 24 * 3_600_000, true),
  };
  it('gives the verdict and its time of each fresh cached number, once, and nothing else', () => {
    const numbers = ['+16502530000', '+16502530001', '+16502530002', '+16502530003', '+19999999999', '+16502530000'];
    expect(knownVerdicts(cache, 'staging', numbers, T0, 24 * 60)).toEqual([
      { number: '+16502530000', verdict: 'valid', checkedAt: T0 - 60_000 },
      { number: '+16502530001', verdict: 'invalid', checkedAt: T0 - 60_000 },
      { number: '+16502530002', verdict: 'unknown', checkedAt: T0 - 60_000 },
    ]);
    expect(knownVerdicts(cache, 'production', numbers, T0, 24 * 60)).toEqual([]);
    expect(knownVerdicts(cache, 'staging', numbers, T0, 0)).toEqual([]);
  });
});

describe('freshVerdicts', () => {
  const cache = {
    'staging|+16502530000': record('+16502530000', T0 - 60_000, true),
    'staging|+16502530001': record('+16502530001', T0 - 60_000, false),
    'staging|+16502530003': record('+16502530003', T0 - 2 * 24 * 3_600_000, true),
    // An extension's answer is not the number's.
    'staging|+16502530004|12': { ...record('+16502530004', T0 - 60_000, true), extension: '12', extensionSent: true },
    'production|+16502530005': { ...record('+16502530005', T0 - 60_000, true), environment: 'production' as const },
  };
  it("finds, walking the cache, what knownVerdicts finds for every one of a page's numbers", () => {
    const page = ['+16502530000', '+16502530001', '+16502530003', '+16502530004', '+16502530005', '+19999999999'];
    for (const env of ['staging', 'production'] as const) {
      for (const lifetime of [24 * 60, 0]) {
        const fresh = freshVerdicts(cache, env, T0, lifetime);
        expect(page.flatMap((n) => fresh.get(n) ?? [])).toEqual(knownVerdicts(cache, env, page, T0, lifetime));
      }
    }
    expect([...freshVerdicts(cache, 'staging', T0, 24 * 60).keys()]).toEqual(['+16502530000', '+16502530001']);
  });
});

describe('mergeFrames, a long page of one frame', () => {
  it('gives the rows a merge with another, empty, frame gives, its host named when it is not the top', () => {
    const numbers: FrameNumber[] = [
      ['+16502530000', '(650) 253-0000', FOUND_IN_TEXT | FOUND_IN_TEL, 2],
      ['+442079460018', '020 7946 0018', FOUND_IN_FIELD, 1],
    ];
    for (const top of [true, false]) {
      const one = frame({ top, host: 'widget.test', numbers });
      const empty = frame({ top: !top, host: 'other.test', numbers: [] });
      expect(mergeFrames([one])).toEqual(mergeFrames([one, empty]));
    }
    expect(mergeFrames([frame({ top: false, host: 'widget.test', numbers })])[0]?.frames).toEqual(['widget.test']);
  });

  it('lists its 10,000 numbers in page order, each its own row, a repeated one merged', () => {
    const numbers: [string, string, number, number][] = Array.from({ length: 10_000 }, (_, i) => [
      `+1650253${String(i).padStart(4, '0')}`,
      `(650) 253-${String(i).padStart(4, '0')}`,
      FOUND_IN_TEXT,
      1,
    ]);
    const merged = mergeFrames([frame({ numbers: [...numbers, ['+16502530000', '+1 650 253 0000', FOUND_IN_TEL, 2]] })]);
    expect(merged).toHaveLength(10_000);
    expect(merged[9_999]?.number).toBe('+16502539999');
    expect(merged[0]).toEqual({
      number: '+16502530000',
      text: '(650) 253-0000',
      inText: true,
      inTel: true,
      count: 3,
      frames: [],
    });
  });
});
