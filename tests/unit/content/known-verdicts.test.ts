// KnownVerdicts: what a frame asks the background about its numbers' verdicts, and when. At most
// one question per VERDICTS_EVERY_MS, only numbers not asked since the cache changed, everything
// again after a notice (which names no number), and a check's own verdict taken from its reply.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KnownVerdicts, VERDICTS_EVERY_MS } from '@/entrypoints/content/known-verdicts';
import type { VerdictEntry } from '@/utils/messaging/protocol';
import { fakeTimers } from './fake-timers';

const A = '+14155550132';
const B = '+14155550199';

function setUp(listed: string[] | undefined = [A, B], answer: VerdictEntry[] = []) {
  let numbers: string[] | undefined = listed;
  const asked: string[][] = [];
  const marks = { refresh: vi.fn(), stop: vi.fn() };
  let stopped = false;
  const known = new KnownVerdicts(
    {
      numbers: () => numbers,
      ask: async (n) => {
        asked.push(n);
        return { verdicts: answer.filter(([x]) => n.includes(x)), anyKnown: answer.length > 0 };
      },
      timers: fakeTimers(),
      stopped: () => stopped,
    },
    () => marks,
  );
  return {
    known,
    asked,
    marks,
    setNumbers: (n: string[] | undefined) => (numbers = n),
    stop: () => (stopped = true),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // (The spied timer first: restored after, it would put the fake one back.)
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('KnownVerdicts', () => {
  it('asks for the frame’s numbers and keeps their verdicts', async () => {
    const { known, asked, marks } = setUp([A, B], [[A, 'valid', 1000]]);
    known.askSoon();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([[A, B]]);
    expect(known.get(A)).toEqual({ verdict: 'valid', checkedAt: 1000 });
    expect(known.get(B)).toBeUndefined();
    expect(known.book.anyKnown).toBe(true);
    expect(marks.refresh).toHaveBeenCalled();
  });

  it('asks at most once per interval, and then only for numbers not asked yet', async () => {
    const { known, asked, setNumbers } = setUp([A]);
    known.askSoon();
    await vi.advanceTimersByTimeAsync(0);
    setNumbers([A, B]);
    known.askSoon();
    known.askSoon();
    await vi.advanceTimersByTimeAsync(VERDICTS_EVERY_MS - 1);
    expect(asked).toEqual([[A]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([[A], [B]]);
    // Nothing new and no change in the cache: no question at all.
    known.askSoon();
    await vi.advanceTimersByTimeAsync(VERDICTS_EVERY_MS);
    expect(asked).toHaveLength(2);
  });

  it('asks again for all of its numbers after a notice, which names none (a frame is told nothing of others)', async () => {
    const { known, asked } = setUp([A, B]);
    known.askSoon();
    await vi.advanceTimersByTimeAsync(0);
    known.changed();
    await vi.advanceTimersByTimeAsync(VERDICTS_EVERY_MS);
    expect(asked).toEqual([
      [A, B],
      [A, B],
    ]);
  });

  it('numbers refused over the tab budget are asked again at the next turn', async () => {
    const asked: string[][] = [];
    let refuse = true;
    const known = new KnownVerdicts(
      {
        numbers: () => [A, B],
        ask: async (n) => {
          asked.push(n);
          if (refuse) return { verdicts: [], anyKnown: false, limited: true };
          return { verdicts: n.includes(A) ? [[A, 'valid', 1000]] : [], anyKnown: true };
        },
        timers: fakeTimers(),
        stopped: () => false,
      },
      () => ({ refresh: vi.fn(), stop: vi.fn() }),
    );
    known.askSoon();
    await vi.advanceTimersByTimeAsync(0);
    expect(known.get(A)).toBeUndefined();
    refuse = false;
    await vi.advanceTimersByTimeAsync(VERDICTS_EVERY_MS);
    expect(asked).toEqual([
      [A, B],
      [A, B],
    ]);
    expect(known.get(A)?.verdict).toBe('valid');
  });

  it('lists a page’s many numbers in tasks of a few ms, a pause between, and asks for them all once listed', async () => {
    // A clock that a listed number moves on by 1 ms.
    let clock = 0;
    const many = Array.from({ length: 100 }, (_, i) => `+1415555${String(1000 + i)}`);
    let pulled = 0;
    const asked: string[][] = [];
    const known = new KnownVerdicts(
      {
        numbers: function* () {
          for (const n of many) {
            pulled++;
            clock++;
            yield n;
          }
        },
        ask: async (n) => {
          asked.push(n);
          return { verdicts: [], anyKnown: false };
        },
        timers: { setTimeout: (run, ms) => setTimeout(run, ms) as unknown as number, now: () => clock },
        stopped: () => false,
      },
      () => ({ refresh: vi.fn(), stop: vi.fn() }),
    );
    known.askSoon();
    // Where the listing paused: how many numbers it had pulled at each of the window's timers set.
    const pausedAt: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
      pausedAt.push(pulled);
      return realSetTimeout(run, ms);
    }) as typeof setTimeout);
    await vi.runAllTimersAsync();
    const parts = [...pausedAt, pulled].map((p, i) => p - (pausedAt[i - 1] ?? 0));
    expect(parts.length).toBeGreaterThan(10);
    expect(Math.max(...parts)).toBeLessThanOrEqual(6);
    expect(asked).toEqual([many]);
  });

  it('a frame without numbers asks nothing and only places its marks', async () => {
    const { known, asked, marks, setNumbers } = setUp();
    setNumbers(undefined);
    known.askSoon();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([]);
    expect(marks.refresh).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that comes after the content script stopped', async () => {
    const { known, stop } = setUp([A], [[A, 'invalid', 5]]);
    known.askSoon();
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(known.get(A)).toBeUndefined();
  });

  it('learns a check’s verdict from its reply, at once, and does not ask for that number', async () => {
    const { known, asked, marks } = setUp([A, B]);
    known.learn([A, 'invalid', 42]);
    expect(known.get(A)).toEqual({ verdict: 'invalid', checkedAt: 42 });
    expect(known.book.anyKnown).toBe(true);
    expect(marks.refresh).toHaveBeenCalledTimes(1);
    known.askSoon();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([[B]]);
  });

  it('learns nothing from a reply without a verdict or with a malformed one', () => {
    const { known, marks } = setUp();
    known.learn(undefined);
    known.learn(['+1', 'great', 1] as unknown as VerdictEntry);
    expect(known.book.size).toBe(0);
    expect(known.book.anyKnown).toBe(false);
    expect(marks.refresh).not.toHaveBeenCalled();
  });
});
