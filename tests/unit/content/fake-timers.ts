// The content script owners' clock on Vitest's fake timers: a frame is 16 ms.
import type { Timers } from '@/entrypoints/content/timers';

export const FRAME_MS = 16;

export function fakeTimers(): Timers {
  return {
    setTimeout: (run, ms) => setTimeout(run, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
    requestAnimationFrame: (run) => void setTimeout(run, FRAME_MS),
    now: () => Date.now(),
  };
}
