// When the engine runs again by itself: one timer, at the earliest time a call may go (a 429's
// Retry-After, the pace), and, while a job runs, the alarm that wakes a stopped worker. Only the
// earliest wake-up is kept: a later one asked for meanwhile would be met by it anyway.
export interface WakeEnv {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  keepAwake(on: boolean): void;
}

export class EngineWake {
  private timer: unknown;
  private timerAt = 0;
  private awake = false;

  constructor(
    private readonly env: WakeEnv,
    private readonly run: () => void,
  ) {}

  /** Runs the engine at `at` (or sooner, if an earlier wake-up is set). */
  at(at: number): void {
    if (this.timer !== undefined && this.timerAt <= at) return;
    if (this.timer !== undefined) this.env.clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = this.env.setTimeout(
      () => {
        this.timer = undefined;
        this.run();
      },
      Math.max(0, at - this.env.now()),
    );
  }

  /** Keeps the worker's alarm on while a job runs; told only of a change. */
  keepAwake(on: boolean): void {
    if (on === this.awake) return;
    this.awake = on;
    this.env.keepAwake(on);
  }
}
