// The clock the content script's owners run on: the page's timers, whose callbacks do nothing once
// the script's life has ended (the extension updated or removed: script-life.ts), fake ones in unit
// tests.
import type { ScriptLife } from './script-life';

export interface Timers {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestAnimationFrame(run: () => void): void;
  now(): number;
}

export function contextTimers(ctx: Pick<ScriptLife, 'isValid'>): Timers {
  // No listener on the life's signal per timer (WXT's ctx.setTimeout added one per call, never
  // removed: a page open for hours, a timer per hover, piled up thousands). A callback that checks
  // the life when it fires keeps the one promise those listeners were for: nothing of ours runs
  // after the life ended.
  const guarded = (run: () => void) => () => ctx.isValid && run();
  return {
    setTimeout: (run, ms) => setTimeout(guarded(run), ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
    requestAnimationFrame: (run) => void requestAnimationFrame(guarded(run)),
    now: () => Date.now(),
  };
}
