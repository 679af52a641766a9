// The clock the content script's owners run on: the page's timers, whose callbacks do nothing once
// the content script context is invalidated (the extension updated or removed), fake ones in unit
// tests.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';

export interface Timers {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestAnimationFrame(run: () => void): void;
  now(): number;
}

export function contextTimers(ctx: ContentScriptContext): Timers {
  // Not ctx.setTimeout / ctx.requestAnimationFrame: each call of those adds a listener to the
  // context's abort signal that is never removed, so a page open for hours (a timer per hover, per
  // known-verdicts pause) piled up thousands, each add costing more. A callback that checks the
  // context when it fires keeps the one promise those listeners were for: nothing of ours runs
  // after invalidation.
  const guarded = (run: () => void) => () => ctx.isValid && run();
  return {
    setTimeout: (run, ms) => setTimeout(guarded(run), ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
    requestAnimationFrame: (run) => void requestAnimationFrame(guarded(run)),
    now: () => Date.now(),
  };
}
