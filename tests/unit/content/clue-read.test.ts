// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readClues } from '@/entrypoints/content/clue-read';
import { EARLY_NODES } from '@/utils/phone/page-clues';

/** A scheduler that logs how the read paused: behind the queued tasks ("task") or ahead of them ("yield"). */
function loggingScheduler() {
  const log: string[] = [];
  return {
    log,
    scheduler: {
      yield: async () => {
        log.push('yield');
      },
      postTask: async (run: () => void) => {
        log.push('task');
        run();
      },
    },
  };
}

/** Slices of 8 ms on a clock 5 ms later at each look: a pause every other text. */
function ticking() {
  let t = 0;
  return { now: () => (t += 5), sliceMs: 8 };
}

/** Texts that say nothing, then a footer that says the United Kingdom. */
const page = (rows: number) =>
  `${Array.from({ length: rows }, (_, i) => `<p>Row ${i}</p>`).join('')}<footer>1 High St, Bath BA1 1AA, United Kingdom</footer>`;

describe('readClues', () => {
  it("pauses behind the page's tasks until the answer, ahead of them once the words are wanted, behind again once the first are told", async () => {
    document.body.innerHTML = page(EARLY_NODES + 40);
    const s = loggingScheduler();
    const read = readClues(document, s.scheduler, ticking());
    // The first pause came before the answer.
    expect(s.log).toEqual(['task']);
    read.want(true);
    const first = await read.first;
    expect(read.partial()).toBe(true);
    expect(first).toEqual({ numbers: [], domains: [], names: [], postcodes: [] });
    const all = await read.all;
    expect(all?.postcodes).toEqual(['GB']);
    expect(all?.names).toEqual(['United Kingdom']);
    // Ahead of the page's tasks from the answer to the first clues (a pause every other text), behind them after.
    const firstTask = s.log.indexOf('task', 1);
    expect(s.log.slice(1, firstTask).every((p) => p === 'yield')).toBe(true);
    expect(firstTask).toBeGreaterThanOrEqual(EARLY_NODES / 2 - 1);
    expect(s.log.slice(firstTask).every((p) => p === 'task')).toBe(true);
    expect(s.log.length - firstTask).toBeGreaterThan(5);
  });

  it('on a shorter page, all the clues are the first ones', async () => {
    document.body.innerHTML = page(EARLY_NODES - 100);
    const read = readClues(document, loggingScheduler().scheduler, ticking());
    read.want(true);
    const [first, all] = await Promise.all([read.first, read.all]);
    expect(read.partial()).toBe(false);
    expect(first).toEqual(all);
    expect(all?.postcodes).toEqual(['GB']);
  });

  it('stops at its next pause when the answer says the words are not wanted', async () => {
    document.body.innerHTML = page(EARLY_NODES + 40);
    const s = loggingScheduler();
    const read = readClues(document, s.scheduler, ticking());
    read.want(false);
    await read.all;
    expect(s.log).toEqual(['task']);
  });
});
