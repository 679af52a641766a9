// Each painted range sits in exactly one Highlight: the plain one, or its number's verdict's; new
// verdicts move what is painted, and a removed range leaves every Highlight.
import { describe, expect, it } from 'vitest';
import type { Verdict } from '@/utils/checks/verdict';
import { VerdictRanges } from '@/utils/highlight/verdict-ranges';

function sets() {
  const make = () => new Set<string>();
  return { plain: make(), valid: make(), invalid: make(), unknown: make() };
}

/** Ranges are named after their number here: "A1" is a range of number "A". */
const numberOf = (range: string) => range.slice(0, 1);

function where(s: ReturnType<typeof sets>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, [...v].sort()]));
}

describe('VerdictRanges', () => {
  it.each<[string, Record<string, Verdict>, Record<string, string[]>]>([
    ['no verdicts: all plain', {}, { plain: ['A1', 'B1', 'C1'], valid: [], invalid: [], unknown: [] }],
    ['one of each', { A: 'valid', B: 'invalid', C: 'unknown' }, { plain: [], valid: ['A1'], invalid: ['B1'], unknown: ['C1'] }],
    [
      'a verdict of a number not on the page changes nothing',
      { Z: 'valid' },
      { plain: ['A1', 'B1', 'C1'], valid: [], invalid: [], unknown: [] },
    ],
  ])('routes ranges added after the verdicts: %s', (_name, verdicts, expected) => {
    const s = sets();
    const r = new VerdictRanges(s, numberOf);
    r.setVerdicts(new Map(Object.entries(verdicts)));
    for (const range of ['A1', 'B1', 'C1']) r.add(range);
    expect(where(s)).toEqual(expected);
  });

  it('moves painted ranges when verdicts arrive or change, and says how many moved', () => {
    const s = sets();
    const r = new VerdictRanges(s, numberOf);
    for (const range of ['A1', 'A2', 'B1']) r.add(range);
    expect(r.setVerdicts(new Map([['A', 'valid']]))).toBe(2);
    expect(where(s)).toEqual({ plain: ['B1'], valid: ['A1', 'A2'], invalid: [], unknown: [] });
    expect(
      r.setVerdicts(
        new Map([
          ['A', 'invalid'],
          ['B', 'valid'],
        ]),
      ),
    ).toBe(3);
    expect(where(s)).toEqual({ plain: [], valid: ['B1'], invalid: ['A1', 'A2'], unknown: [] });
    // A cleared cache: back to plain.
    expect(r.setVerdicts(new Map())).toBe(3);
    expect(where(s)).toEqual({ plain: ['A1', 'A2', 'B1'], valid: [], invalid: [], unknown: [] });
  });

  it('a range is in one Highlight only, even when added twice', () => {
    const s = sets();
    const r = new VerdictRanges(s, numberOf);
    r.add('A1');
    r.setVerdicts(new Map([['A', 'valid']]));
    r.add('A1');
    expect(where(s)).toEqual({ plain: [], valid: ['A1'], invalid: [], unknown: [] });
    expect(r.size).toBe(1);
  });

  it('delete and clear take ranges out of every Highlight', () => {
    const s = sets();
    const r = new VerdictRanges(s, numberOf);
    r.setVerdicts(new Map([['A', 'valid']]));
    for (const range of ['A1', 'B1']) r.add(range);
    r.delete('A1');
    r.delete('never-added');
    expect(where(s)).toEqual({ plain: ['B1'], valid: [], invalid: [], unknown: [] });
    r.clear();
    expect(where(s)).toEqual({ plain: [], valid: [], invalid: [], unknown: [] });
    expect(r.setVerdicts(new Map([['B', 'valid']]))).toBe(0);
  });

  it('a range whose number is not known (yet) is plain', () => {
    const s = sets();
    const r = new VerdictRanges(s, () => undefined);
    r.setVerdicts(new Map([['A', 'valid']]));
    r.add('A1');
    expect(where(s).plain).toEqual(['A1']);
  });
});
