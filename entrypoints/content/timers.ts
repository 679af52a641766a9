// The clock the content script's owners run on: the content script context's timers in the page
// (they stop when the extension is updated or removed), fake ones in unit tests.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';

export interface Timers {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestAnimationFrame(run: () => void): void;
  now(): number;
}

export function contextTimers(ctx: ContentScriptContext): Timers {
  return {
    setTimeout: (run, ms) => ctx.setTimeout(run, ms),
    clearTimeout: (id) => clearTimeout(id),
    requestAnimationFrame: (run) => void ctx.requestAnimationFrame(run),
    now: () => Date.now(),
  };
}
