// The popup's "Check the N unchecked" makes a job of exactly those numbers, each sent once.
import { describe, expect, it } from 'vitest';
import { foundInWords, pageJobSpec, pageListCsv } from '@/utils/bulk/page-job';
import type { TabNumber } from '@/utils/bulk/page-numbers';

const n = (number: string, over: Partial<TabNumber> = {}): TabNumber => ({
  number,
  text: number,
  inText: true,
  inTel: false,
  count: 1,
  frames: [],
  ...over,
});

describe('pageJobSpec', () => {
  it('one pending row per number, nothing else counted', () => {
    const spec = pageJobSpec([n('+16502530000'), n('+442079460018', { inTel: true, inText: false, text: 'Call us' })], {
      title: 'Example page',
      environment: 'staging',
      pace: { concurrency: 2, perMinute: 60 },
      now: 1,
    });
    expect(spec.rows).toEqual([
      ['+16502530000', '+16502530000', 'text'],
      ['+442079460018', 'Call us', 'tel: link'],
    ]);
    expect(spec.planned.plan).toMatchObject({ rows: 2, numbers: 2, toSend: 2, known: 0, duplicates: 0 });
    expect(spec.planned.states.map((s) => s.status)).toEqual(['pending', 'pending']);
    expect(spec.source).toBe('page');
  });

  it.each<[Partial<TabNumber>, string]>([
    [{ inText: true, inTel: false }, 'text'],
    [{ inText: false, inTel: true }, 'tel: link'],
    [{ inText: true, inTel: true }, 'text and tel: link'],
    [{ inText: true, frames: ['widget.test'] }, 'text (frame: widget.test)'],
  ])('found in %o → %s', (over, words) => {
    expect(foundInWords(n('+1', over))).toBe(words);
  });
});

describe('pageListCsv', () => {
  it('writes each number with how it was found, its country and the known verdict, every cell defused', () => {
    const csv = pageListCsv(
      [n('+16502530000'), n('+442079460018', { inTel: true, text: '=HYPERLINK("x")' })],
      new Map([['+16502530000', { number: '+16502530000', verdict: 'valid' as const, checkedAt: Date.UTC(2026, 0, 2) }]]),
      (e164) => (e164.startsWith('+1') ? 'United States' : ''),
    );
    expect(csv.split('\r\n')).toEqual([
      '"Number","As written on the page","Found in","Country","Verdict","Checked at"',
      '"+16502530000","+16502530000","text","United States","Valid","2026-01-02T00:00:00.000Z"',
      '"+442079460018","\'=HYPERLINK(""x"")","text and tel: link","","Not checked",""',
      '',
    ]);
  });
});
