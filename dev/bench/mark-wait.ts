// Waiting for a performance mark of the content script without polling the page. A poll
// (`page.waitForFunction`, every 20 ms or every frame) is a task of the bench's in the page's main
// thread, 3–5 ms each with the CPU 4× slower, in the middle of what the bench measures (first
// screen, work, slices). Instead ONE evaluate whose promise a PerformanceObserver settles: the
// page runs nothing of ours until the mark comes (the marks of the content script's isolated world
// are in the document's performance timeline, and its observers are told of them).
import type { Page } from '@playwright/test';

/**
 * The page-side expression, a string: code passed to `evaluate` as a function would be compiled by
 * tsx/esbuild, which may put its `__name` helper in it, unknown in the page. Resolves with the
 * mark's start time; rejects when it has not come within `timeoutMs`.
 */
export function markWaitExpression(name: string, timeoutMs: number): string {
  const mark = JSON.stringify(name);
  const failure = JSON.stringify(`no ${name} mark within ${timeoutMs} ms`);
  return `new Promise((resolve, reject) => {
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntriesByName(${mark}, 'mark')[0];
    if (!entry) return;
    clearTimeout(timer);
    observer.disconnect();
    resolve(entry.startTime);
  });
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error(${failure}));
  }, ${Math.max(0, Math.round(timeoutMs))});
  // buffered: a mark made before this evaluate came is in the first callback.
  observer.observe({ type: 'mark', buffered: true });
})`;
}

/** Waits for the mark in the page; its start time. */
export async function waitForMark(page: Page, name: string, timeoutMs: number): Promise<number> {
  return (await page.evaluate(markWaitExpression(name, timeoutMs))) as number;
}
