import { describe, expect, it } from 'vitest';
import { ChunkRunner, type Job, nextBudget } from '@/utils/highlight/slicing';

/** A clock the jobs advance, and a post queue the test runs by hand. */
function fakeEnv() {
  let t = 0;
  const posted: (() => void)[] = [];
  return {
    env: { now: () => t, post: (run: () => void) => posted.push(run) },
    advance: (ms: number) => {
      t += ms;
    },
    posted,
    runAll() {
      let slices = 0;
      while (posted.length > 0) {
        posted.shift()?.();
        slices++;
      }
      return slices;
    },
  };
}

function* steps(
  log: string[],
  name: string,
  n: number,
  cost: (ms: number) => void,
  children: Job[] = [],
): Generator<void, Job[], undefined> {
  for (let i = 0; i < n; i++) {
    log.push(`${name}${i}`);
    cost(1);
    yield;
  }
  return children;
}

describe('ChunkRunner', () => {
  it('calls beforeYield at the end of every slice, before onSlice or onIdle, and runs jobs it adds', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 3);
    const log: string[] = [];
    let flushed = 0;
    runner.beforeYield = () => {
      log.push('yield');
      // The first time: what the jobs batched comes back as a new job (a detector's answer).
      if (flushed++ === 1) runner.add([steps(log, 'b', 1, f.advance)], 'urgent');
    };
    runner.onSlice = () => log.push('slice');
    runner.onIdle = () => log.push('idle');
    runner.add([steps(log, 'a', 4, f.advance)], 'normal');
    f.runAll();
    expect(log).toEqual(['a0', 'a1', 'a2', 'yield', 'slice', 'a3', 'yield', 'slice', 'b0', 'yield', 'idle']);
  });

  it('drain() calls beforeYield when it runs out of work, and goes on with what that added', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 3);
    const log: string[] = [];
    let added = false;
    runner.beforeYield = () => {
      log.push('yield');
      if (!added) {
        added = true;
        runner.add([steps(log, 'b', 1, f.advance)], 'urgent');
      }
    };
    runner.add([steps(log, 'a', 2, f.advance)], 'normal');
    runner.drain();
    expect(log).toEqual(['a0', 'a1', 'yield', 'b0', 'yield']);
    expect(runner.busy).toBe(false);
  });

  it('hold() stops stepping at once, mid-slice, and posts nothing until release()', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 100);
    const log: string[] = [];
    function* holding(): Generator<void, Job[], undefined> {
      log.push('h0');
      runner.hold();
      yield;
      log.push('h1');
      return [];
    }
    runner.add([holding(), steps(log, 'a', 2, f.advance)], 'normal');
    f.runAll();
    // The slice ended at the hold, though its budget had room for every step.
    expect(log).toEqual(['h0']);
    expect(f.posted).toHaveLength(0);
    // Work added meanwhile waits too.
    runner.add([steps(log, 'u', 1, f.advance)], 'urgent');
    expect(f.posted).toHaveLength(0);
    runner.release();
    expect(f.posted).toHaveLength(1);
    f.runAll();
    expect(log).toEqual(['h0', 'u0', 'h1', 'a0', 'a1']);
    // A second release posts nothing.
    runner.release();
    expect(f.posted).toHaveLength(0);
  });

  it('holds add up: stepping goes on once each is released', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 100);
    const log: string[] = [];
    runner.hold(); // the first screen's answer
    runner.hold(); // the page's clues
    runner.add([steps(log, 'a', 2, f.advance)], 'normal');
    runner.release();
    expect(f.posted).toHaveLength(0);
    f.runAll();
    expect(log).toEqual([]);
    runner.release();
    f.runAll();
    expect(log).toEqual(['a0', 'a1']);
    // More releases than holds hold nothing later.
    runner.release();
    runner.hold();
    runner.add([steps(log, 'b', 1, f.advance)], 'normal');
    expect(f.posted).toHaveLength(0);
    runner.release();
    f.runAll();
    expect(log).toEqual(['a0', 'a1', 'b0']);
  });

  it('clear() ends a hold', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 100);
    runner.hold();
    runner.hold();
    runner.clear();
    const log: string[] = [];
    runner.add([steps(log, 'a', 1, f.advance)], 'normal');
    f.runAll();
    expect(log).toEqual(['a0']);
  });

  it('runs jobs in slices no longer than the budget, yielding between them', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 5);
    const log: string[] = [];
    runner.add([steps(log, 'a', 12, f.advance)], 'normal');
    expect(log).toEqual([]); // nothing runs synchronously
    const slices = f.runAll();
    expect(log.length).toBe(12);
    expect(slices).toBeGreaterThanOrEqual(3);
    expect(runner.stats.maxSliceMs).toBeLessThanOrEqual(5);
    expect(runner.busy).toBe(false);
  });

  it('keeps slices in budget by the cheap clock when one is given, reading the precise one per slice only', () => {
    const f = fakeEnv();
    let preciseReads = 0;
    let coarse = 0;
    const env = {
      now: () => {
        preciseReads++;
        return 0;
      },
      clock: () => coarse,
      post: f.env.post,
    };
    const runner = new ChunkRunner(env, 5);
    const log: string[] = [];
    runner.add([steps(log, 'a', 12, (ms) => (coarse += ms))], 'normal');
    const slices = f.runAll();
    expect(log.length).toBe(12);
    expect(slices).toBe(3); // 5 + 5 + 2 steps of 1 ms
    expect(preciseReads).toBe(2 * slices);
  });

  it('ends a slice when the cheap clock goes back, rather than running on', () => {
    const f = fakeEnv();
    let coarse = 1_000;
    const runner = new ChunkRunner({ now: f.env.now, clock: () => coarse, post: f.env.post }, 5);
    const log: string[] = [];
    runner.add([steps(log, 'a', 4, () => (coarse -= 600_000))], 'normal');
    const slices = f.runAll();
    expect(log.length).toBe(4);
    expect(slices).toBe(5); // one step per slice: 4 yields and the step that ends the job
  });

  it('runs children right after their parent, in document order', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 100);
    const log: string[] = [];
    const parent = steps(log, 'p', 1, f.advance, [
      steps(log, 'c', 1, f.advance, [steps(log, 'g', 1, f.advance)]),
      steps(log, 'd', 1, f.advance),
    ]);
    runner.add([parent, steps(log, 'q', 1, f.advance)], 'normal');
    f.runAll();
    expect(log).toEqual(['p0', 'c0', 'g0', 'd0', 'q0']);
  });

  it('runs urgent work (page changes) before the background read', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 3);
    const log: string[] = [];
    runner.add([steps(log, 'n', 6, f.advance)], 'normal');
    f.posted.shift()?.();
    runner.add([steps(log, 'u', 2, f.advance)], 'urgent');
    f.runAll();
    expect(log).toEqual(['n0', 'n1', 'n2', 'u0', 'u1', 'n3', 'n4', 'n5']);
  });

  it('calls onIdle when the work is done, and clear() cancels what is pending', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 2);
    let idle = 0;
    runner.onIdle = () => idle++;
    const log: string[] = [];
    runner.add([steps(log, 'a', 10, f.advance)], 'normal');
    f.posted.shift()?.();
    runner.clear();
    f.runAll();
    expect(log.length).toBeLessThan(10);
    expect(idle).toBe(0);
    runner.add([steps(log, 'b', 1, f.advance)], 'normal');
    f.runAll();
    expect(idle).toBe(1);
  });

  it('keeps going when one job throws', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 10);
    const log: string[] = [];
    const bad: Job = {
      next() {
        throw new Error('odd DOM');
      },
    };
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      runner.add([bad, steps(log, 'ok', 1, f.advance)], 'normal');
      f.runAll();
    } finally {
      console.warn = warn;
    }
    expect(log).toEqual(['ok0']);
  });
});

describe('nextBudget: slices sized by measuring', () => {
  it.each([
    // budget, took, target → next
    [8, 8, 8, 8], // on target: unchanged
    [8, 20, 8, 0], // overran by 12 ms (a slow step, a slow machine): one step a slice
    [8, 12, 8, 4], // overran by 4 ms: 4 ms of steps next time
    [4, 12, 8, 0], // still over: never below 0
    [0, 4, 8, 2], // under the target: grows back by half the slack
    [6, 2, 8, 8], // never above the target
  ])('budget %d ms, slice took %d ms, target %d ms: next budget %d ms', (budget, took, target, next) => {
    expect(nextBudget(budget, took, target)).toBe(next);
  });

  it('takes fewer steps a slice when steps are slow, so slices stay near the target', () => {
    const f = fakeEnv();
    const runner = new ChunkRunner(f.env, 8);
    const log: string[] = [];
    const lengths: number[] = [];
    // Every slice also pays 6 ms after its steps (sending a batch, painting): measured, not assumed.
    runner.beforeYield = () => f.advance(6);
    let before = runner.stats.busyMs;
    runner.onSlice = () => undefined;
    runner.add([steps(log, 'a', 40, (ms) => f.advance(ms * 3))], 'normal');
    while (f.posted.length > 0) {
      f.posted.shift()?.();
      lengths.push(runner.stats.busyMs - before);
      before = runner.stats.busyMs;
    }
    expect(log.length).toBe(40);
    // The first slice (8 ms budget, 3 ms steps) overruns; after it, one 3 ms step and 6 ms: 9 ms.
    expect(Math.max(...lengths.slice(1))).toBeLessThanOrEqual(9);
    expect(runner.budget).toBeLessThan(8);
  });
});
