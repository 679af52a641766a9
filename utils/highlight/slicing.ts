// Runs the highlighting work in slices so the page stays responsive: a slice aims at `targetMs` (8 ms:
// half a frame, docs/architecture.md#highlighting), measured, not assumed. The runner times every
// slice whole (its steps, the batch sent at its end, the paint after it) and sizes the next one's
// stepping budget from it (nextBudget): on a slow machine, or with steps slower than expected,
// slices take fewer steps, so a slice stays near the target whatever the machine.
// Work is a set of jobs, each an iterator whose every `next()` is one bounded step; a job may end
// by returning child jobs, which run next, in order (a block's child blocks, depth first, so the
// page is read in document order).

export type Job = Iterator<unknown, Job[] | undefined, undefined>;
export type Priority = 'urgent' | 'normal';

export interface RunnerEnv {
  /** A precise clock, ms: slice lengths. */
  now(): number;
  /**
   * A cheap clock, ms, possibly coarse, read after every step to keep a slice in its budget
   * (`Date.now`: in a content script `performance.now()` is a call into the page's bindings, and
   * a page of 10,000 numbers takes tens of thousands of steps). Defaults to `now`.
   */
  clock?(): number;
  /**
   * Runs `slice` soon, yielding to input and rendering in between: ahead of the page's other tasks
   * (`scheduler.yield()`), or, with `behindTasks`, after those already queued (answers waited for).
   */
  post(slice: () => void, behindTasks?: boolean): void;
}

export interface RunnerStats {
  slices: number;
  /** Longest slice so far, in ms: the longest task we caused. */
  maxSliceMs: number;
  busyMs: number;
}

/**
 * The stepping budget of the next slice, from what the last one took: cut by what it overran the
 * target (its last step, the work at its end), grown back by half the slack when under. Between 0
 * (one step a slice) and the target.
 */
export function nextBudget(budget: number, tookMs: number, targetMs: number): number {
  const next = tookMs > targetMs ? budget - tookMs + targetMs : budget + (targetMs - tookMs) / 2;
  return next < 0 ? 0 : next > targetMs ? targetMs : next;
}

export class ChunkRunner {
  /** Changes the page just made: first, oldest first. */
  private urgent: Job[] = [];
  /** The background read of the page: a stack, its top the next job in document order. */
  private normal: Job[] = [];
  private posted = false;
  /**
   * Holds in force: no slice runs while any is (the first screen's answer is awaited, the page's
   * clues are still being read). Each hold() is ended by one release().
   */
  private holds = 0;
  private generation = 0;
  readonly stats: RunnerStats = { slices: 0, maxSliceMs: 0, busyMs: 0 };
  /** Called when the last job finishes. */
  onIdle: (() => void) | undefined;
  /** Called after each slice that leaves work for later. */
  onSlice: (() => void) | undefined;
  /**
   * Called whenever the runner stops stepping (a slice ends, or drain() runs out of work), before
   * onSlice or onIdle: where jobs send what they batched. It may add jobs.
   */
  beforeYield: (() => void) | undefined;

  /** Whether the next slices go behind the tasks already queued (the detector's answers are awaited). */
  behindTasks = false;
  /** The stepping budget of the next slice (nextBudget). */
  budget: number;

  constructor(
    private readonly env: RunnerEnv,
    private readonly targetMs = 8,
  ) {
    this.budget = targetMs;
  }

  get busy(): boolean {
    return this.urgent.length > 0 || this.normal.length > 0;
  }

  /** Adds jobs to run in the given order. Normal jobs added later run before earlier normal ones. */
  add(jobs: Job[], priority: Priority): void {
    if (jobs.length === 0) return;
    if (priority === 'urgent') this.urgent.push(...jobs);
    else for (let i = jobs.length - 1; i >= 0; i--) this.normal.push(jobs[i] as Job);
    this.schedule();
  }

  /**
   * Stops stepping at once, the slice under way included, and posts no slice until release(): for
   * an answer the page should handle as soon as it comes, not behind a slice of ours. Holds add
   * up: stepping goes on once each has been released.
   */
  hold(): void {
    this.holds++;
  }

  release(): void {
    if (this.holds === 0) return;
    this.holds--;
    if (this.holds === 0 && this.busy) this.schedule();
  }

  clear(): void {
    this.urgent = [];
    this.normal = [];
    this.holds = 0;
    // A slice already posted finds nothing to do; one posted by an older generation must not run.
    this.generation++;
    this.posted = false;
  }

  /** Runs everything now, without slicing (tests, and a page's last moments). */
  drain(): void {
    do {
      while (this.busy) this.step();
      this.beforeYield?.();
    } while (this.busy);
  }

  private schedule(): void {
    if (this.posted || this.holds > 0) return;
    this.posted = true;
    const gen = this.generation;
    this.env.post(() => {
      if (gen !== this.generation) return;
      this.posted = false;
      this.slice();
    }, this.behindTasks);
  }

  private slice(): void {
    const start = this.env.now();
    const clock = this.env.clock ?? this.env.now;
    const clockStart = clock();
    const deadline = clockStart + this.budget;
    let t = clockStart;
    do {
      this.step();
      t = clock();
      // (A clock set back mid-slice ends the slice rather than stretching it.)
    } while (this.busy && this.holds === 0 && t < deadline && t >= clockStart);
    const t1 = import.meta.env.NC_DEV_BUILD ? this.env.now() : 0;
    this.beforeYield?.();
    const t2 = import.meta.env.NC_DEV_BUILD ? this.env.now() : 0;
    const more = this.busy;
    if (more) this.onSlice?.();
    else this.onIdle?.();
    if (import.meta.env.NC_DEV_BUILD) {
      const d = this.stats as unknown as Record<string, number>;
      const t3 = this.env.now();
      d.maxSteps = Math.max(d.maxSteps ?? 0, t1 - start);
      d.maxFlush = Math.max(d.maxFlush ?? 0, t2 - t1);
      d.maxAfter = Math.max(d.maxAfter ?? 0, t3 - t2);
    }
    // (What ran after the steps is part of the task, so part of the slice.)
    const took = this.env.now() - start;
    this.budget = nextBudget(this.budget, took, this.targetMs);
    // For the benchmarks (dev builds): where our longer slices were, to tell our long tasks from the browser's.
    if (import.meta.env.NC_DEV_BUILD && took > 16) performance.measure('nc:slice', { start, duration: took });
    this.stats.slices++;
    this.stats.busyMs += took;
    if (took > this.stats.maxSliceMs) this.stats.maxSliceMs = took;
    if (more) this.schedule();
  }

  private step(): void {
    const fromUrgent = this.urgent.length > 0;
    const job = fromUrgent ? this.urgent[0] : this.normal[this.normal.length - 1];
    if (!job) return;
    let result: IteratorResult<unknown, Job[] | undefined>;
    try {
      result = job.next();
    } catch (err) {
      // One block that cannot be read (a page's odd DOM) must not stop the rest.
      console.warn('Number Check: a scan step failed', err);
      result = { done: true, value: undefined };
    }
    if (!result.done) return;
    const children = result.value ?? [];
    if (fromUrgent) {
      this.urgent.shift();
      this.urgent.unshift(...children);
    } else {
      this.normal.pop();
      for (let i = children.length - 1; i >= 0; i--) this.normal.push(children[i] as Job);
    }
  }
}
