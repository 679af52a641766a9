// The wait for a content script's mark. The page's side runs in Node's own performance timeline
// (the same PerformanceObserver and `performance.mark` as a page's), as a string with nothing of
// this module in scope and a stand-in for the binding; the bench's side is plain logic.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markWatch, markWatchScript } from './mark-wait';

/** Runs the page-side script with `told` as the binding, as the page would at its start. */
function runInPage(script: string, told: (name: string, at: number) => void): void {
  new Function('window', script)({ __ncMarkMade: told });
}

/** An observer's callbacks come in a task after the marks: wait for one. */
const afterObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  performance.clearMarks();
});

describe('markWatchScript', () => {
  it('tells each watched mark once, with its start time, and no other mark', async () => {
    const told: [string, number][] = [];
    runInPage(markWatchScript(['nc:test-done', 'nc:test-visible']), (name, at) => told.push([name, at]));
    performance.mark('nc:test-other');
    const visible = performance.mark('nc:test-visible');
    const done = performance.mark('nc:test-done');
    performance.mark('nc:test-done');
    await afterObservers();
    expect(told).toEqual([
      ['nc:test-visible', visible.startTime],
      ['nc:test-done', done.startTime],
    ]);
  });

  it('calls nothing at its start (its callback is run empty, to compile it there)', () => {
    const told = vi.fn();
    performance.mark('nc:test-done');
    runInPage(markWatchScript(['nc:test-done']), told);
    expect(told).not.toHaveBeenCalled();
  });

  it('quotes the names, so a name cannot break out of the script', async () => {
    const name = `nc:"quoted'\n`;
    const told = vi.fn();
    runInPage(markWatchScript([name]), told);
    const mark = performance.mark(name);
    await afterObservers();
    expect(told).toHaveBeenCalledWith(name, mark.startTime);
  });
});

describe('markWatch', () => {
  it('resolves a wait with a mark told before it, then one told after the next wait', async () => {
    const watch = markWatch();
    watch.made('nc:done', 10);
    await expect(watch.wait('nc:done', 1_000)).resolves.toBe(10);
    const next = watch.wait('nc:done', 1_000);
    watch.made('nc:other', 15);
    watch.made('nc:done', 20);
    await expect(next).resolves.toBe(20);
  });

  it('gives each load its own mark, in order', async () => {
    const watch = markWatch();
    watch.made('nc:done', 1);
    watch.made('nc:done', 2);
    await expect(watch.wait('nc:done', 1_000)).resolves.toBe(1);
    await expect(watch.wait('nc:done', 1_000)).resolves.toBe(2);
  });

  it('rejects naming the mark when none comes in time, and a mark after that goes to the next wait', async () => {
    vi.useFakeTimers();
    try {
      const watch = markWatch();
      const late = watch.wait('nc:never', 50);
      const failed = expect(late).rejects.toThrow('no nc:never mark within 50 ms');
      vi.advanceTimersByTime(50);
      await failed;
      watch.made('nc:never', 70);
      await expect(watch.wait('nc:never', 50)).resolves.toBe(70);
    } finally {
      vi.useRealTimers();
    }
  });
});
