// A frame asks for its numbers' verdicts in slices the background accepts, and stops at its tab's
// budget: what was not answered is asked again later.
import { describe, expect, it } from 'vitest';
import { MAX_VERDICT_NUMBERS, parsePageRequest } from '@/utils/messaging/protocol';
import { askInSlices } from '@/utils/messaging/verdict-asks';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `+1650${String(2_000_000 + i)}`);

describe('askInSlices', () => {
  it('20,000 numbers go in slices the background reads, every one answered', async () => {
    const sent: string[][] = [];
    const all = numbers(20_000);
    const got = await askInSlices(async (part) => {
      sent.push(part);
      // Each slice is a message the background's reader accepts whole.
      expect(parsePageRequest({ type: 'verdicts:for-page', numbers: part })).toEqual({
        type: 'verdicts:for-page',
        numbers: part,
      });
      return { verdicts: [[part[0], 'valid', 1]], anyKnown: true };
    }, all);
    expect(sent).toHaveLength(20_000 / MAX_VERDICT_NUMBERS);
    expect(sent.every((p) => p.length <= MAX_VERDICT_NUMBERS)).toBe(true);
    expect(got.answered).toEqual(all);
    expect(got.entries).toHaveLength(sent.length);
    expect(got).toMatchObject({ anyKnown: true, unanswered: [] });
  });

  it('stops at the first refusal of the budget: the rest is left to ask again', async () => {
    const all = numbers(3_500);
    let calls = 0;
    const got = await askInSlices(async () => {
      calls += 1;
      return calls === 1 ? { verdicts: [], anyKnown: false } : { verdicts: [], anyKnown: false, limited: true };
    }, all);
    expect(calls).toBe(2);
    expect(got.answered).toEqual(all.slice(0, MAX_VERDICT_NUMBERS));
    expect(got.unanswered).toEqual(all.slice(MAX_VERDICT_NUMBERS));
    expect(got.anyKnown).toBe(false);
  });

  it('no answer at all: nothing answered, nothing to ask again', async () => {
    const got = await askInSlices(async () => Promise.reject(new Error('Extension context invalidated')), numbers(10));
    expect(got).toEqual({ answered: [], entries: [], anyKnown: undefined, unanswered: [] });
  });

  it('no numbers: one message still asks whether the cache knows anything', async () => {
    let calls = 0;
    const got = await askInSlices(async () => {
      calls += 1;
      return { verdicts: [], anyKnown: true };
    }, []);
    expect(calls).toBe(1);
    expect(got.anyKnown).toBe(true);
  });
});
