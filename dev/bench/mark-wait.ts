// Waiting for a performance mark of the content script without running anything of the bench's in
// the page while it is measured. A poll (`page.waitForFunction`, every 20 ms or every frame) is a
// task of the bench's in the page's main thread, 3–5 ms each with the CPU 4× slower. One
// `evaluate` that a PerformanceObserver settles was still one: the evaluate came once Playwright
// saw the document's DOMContentLoaded, that is as the content script started, and took 3.9–5.7 ms
// of the page's thread at CPU 4× (the DevTools message and the compile of the observer's code),
// then 3.2–3.8 ms more at the observer's first callback (its own compile), both inside the first
// screen the benches time (traced on the 10,000-number page, `dev/bench/page-timeline.ts`).
// So the page's side is an init script, run at the document's start before anything is measured,
// its callback compiled there, and the mark is told back through a binding: nothing goes into the
// page after the navigation, and the page calls out only once the awaited mark is made.
import type { Page } from '@playwright/test';

/** The binding the page tells its marks through. */
const BINDING = '__ncMarkMade';

/**
 * The page-side watch, a string: code passed to Playwright as a function would be compiled by
 * tsx/esbuild, which may put its `__name` helper in it, unknown in the page. Tells `BINDING` the
 * name and start time of each of `names` the first time the document makes it.
 */
export function markWatchScript(names: readonly string[]): string {
  return `(() => {
  const wanted = new Set(${JSON.stringify(names)});
  const seen = (list) => {
    for (const entry of list.getEntriesByType('mark'))
      if (wanted.delete(entry.name)) window.${BINDING}(entry.name, entry.startTime);
  };
  // Called once here, so that it is compiled at the document's start, not at the first mark.
  seen({ getEntriesByType: () => [] });
  new PerformanceObserver(seen).observe({ type: 'mark' });
})();`;
}

export interface MarkWatch {
  /**
   * The start time of the next `name` mark of a load: one made since the last wait for it (or
   * since the watch began), else the next one to come; rejects when none comes within `timeoutMs`.
   */
  wait(name: string, timeoutMs: number): Promise<number>;
  /** Where the page tells a mark (the binding's function). */
  made(name: string, at: number): void;
}

/** The list kept under `name`, made empty the first time. */
function listOf<T>(lists: Map<string, T[]>, name: string): T[] {
  const list = lists.get(name);
  if (list) return list;
  const made: T[] = [];
  lists.set(name, made);
  return made;
}

/** The bench's side of the watch: marks told and not yet waited for are kept in order, per name. */
export function markWatch(): MarkWatch {
  const told = new Map<string, number[]>();
  const waiting = new Map<string, ((at: number) => void)[]>();
  return {
    made(name, at) {
      const next = listOf(waiting, name).shift();
      if (next) next(at);
      else listOf(told, name).push(at);
    },
    wait(name, timeoutMs) {
      const early = listOf(told, name).shift();
      if (early !== undefined) return Promise.resolve(early);
      const waiters = listOf(waiting, name);
      return new Promise((resolve, reject) => {
        const settle = (at: number) => {
          clearTimeout(timer);
          resolve(at);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(settle), 1);
          reject(new Error(`no ${name} mark within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(settle);
      });
    },
  };
}

/**
 * Watches a page's marks in every document it loads from now on: call before the navigation. The
 * names are those the bench will wait for.
 */
export async function watchMarks(page: Page, names: readonly string[]): Promise<MarkWatch> {
  const watch = markWatch();
  await page.exposeBinding(BINDING, (_source, name: string, at: number) => watch.made(name, at));
  await page.addInitScript(markWatchScript(names));
  return watch;
}
