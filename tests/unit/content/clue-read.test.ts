// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readClues } from '@/entrypoints/content/clue-read';
import { EARLY_NODES } from '@/utils/phone/page-clues';

/**
 * A scheduler that logs how the read paused: behind the queued tasks ("task") or ahead of them
 * ("yield"). Its tasks run at once, or, given a queue, when the test runs them.
 */
function loggingScheduler(queued?: (() => void)[]) {
  const log: string[] = [];
  return {
    log,
    scheduler: {
      yield: async () => {
        log.push('yield');
      },
      postTask: (run: () => void) =>
        new Promise<void>((resolve) => {
          log.push('task');
          const task = () => {
            run();
            resolve();
          };
          if (queued) queued.push(task);
          else task();
        }),
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

  it("once the first clues are told, reads the rest only after the first screen's end, and then behind the page's tasks", async () => {
    document.body.innerHTML = page(EARLY_NODES + 40);
    // Tasks run when the test says; a yield goes on at once.
    const queued: (() => void)[] = [];
    const { log, scheduler } = loggingScheduler(queued);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const runTasks = async () => {
      for (let task = queued.shift(); task; task = queued.shift()) {
        task();
        await settle();
      }
    };
    const read = readClues(document, scheduler, ticking());
    let done = false;
    void read.all.then(() => {
      done = true;
    });
    let firstTold = false;
    void read.first.then(() => {
      firstTold = true;
    });
    read.want(true);
    while (!firstTold && queued.length > 0) {
      queued.shift()?.();
      await settle();
    }
    expect(read.partial()).toBe(true);
    // The first clues are told and the read has paused behind the page's tasks: told to wait for
    // the first screen's end before that pause ends (as the controller does, in the same moment).
    let endFirstScreen: () => void = () => undefined;
    read.readRestAfter(
      new Promise<void>((resolve) => {
        endFirstScreen = resolve;
      }),
    );
    await runTasks();
    await settle();
    // Waiting: no task asked for, nothing more read.
    expect(queued).toHaveLength(0);
    expect(done).toBe(false);
    const paused = log.length;
    endFirstScreen();
    await settle();
    // Behind the page's tasks first (the frame that paints the first screen), then the rest.
    expect(log.slice(paused)).toEqual(['task']);
    expect(done).toBe(false);
    await runTasks();
    const all = await read.all;
    expect(done).toBe(true);
    expect(all?.postcodes).toEqual(['GB']);
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
