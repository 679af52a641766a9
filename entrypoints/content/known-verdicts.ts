// What this frame knows of its numbers' verdicts, and the marks that show them. The background is
// asked (`verdicts:for-page`) for the numbers highlighted here, at most every VERDICTS_EVERY_MS
// while a page keeps changing, and only for numbers not asked about since the cache last changed;
// `verdicts:changed` says only that the cache changed (not which numbers: a frame is told nothing of
// other frames' numbers), so every number here is asked for again, in messages the background bounds
// (utils/messaging/verdict-asks.ts); numbers over the tab's budget are asked at the next turn. A check
// made in this frame brings its verdict with its reply, so its mark needs neither the notice nor a
// second request.

import { type KnownMark, VerdictBook } from '@/utils/highlight/verdict-marks';
import type { VerdictEntry } from '@/utils/messaging/protocol';
import { readVerdictEntries } from '@/utils/messaging/protocol';
import { askInSlices } from '@/utils/messaging/verdict-asks';
import type { Timers } from './timers';

/** Verdicts are asked for again at most this often while a page keeps changing. */
export const VERDICTS_EVERY_MS = 1_000;

/** The numbers to ask about are listed in tasks of about this long (ms), a pause between. */
const LIST_SLICE_MS = 4;

/** The marks drawn from the book (VerdictOverlay). */
export interface Marks {
  refresh(): void;
  stop(): void;
}

export interface KnownVerdictsEnv {
  /** The numbers highlighted in this frame, each block's in turn; undefined when there are none. */
  numbers(): Iterable<string> | undefined;
  /** The background's verdicts for `numbers` (undefined when it did not answer; `limited` past the tab's budget). */
  ask(numbers: string[]): Promise<{ verdicts: unknown; anyKnown?: unknown; limited?: unknown } | undefined>;
  timers: Pick<Timers, 'setTimeout' | 'now'>;
  /** The content script was stopped (extension updated or removed): answers are dropped. */
  stopped(): boolean;
}

export class KnownVerdicts {
  readonly book = new VerdictBook();
  private readonly marks: Marks;
  private timer: number | undefined;
  private askedAt = Number.NEGATIVE_INFINITY;
  /** Numbers asked about since the cache last changed: a page that keeps changing asks only for new ones. */
  private asked = new Set<string>();
  /**
   * The cache changed since the last answer: ask even with no number to ask about, since whether it
   * holds anything at all (`anyKnown`) decides whether the marks' host is in the page, and must not
   * depend on which numbers changed.
   */
  private cacheChanged = false;

  constructor(
    private readonly env: KnownVerdictsEnv,
    makeMarks: (book: VerdictBook) => Marks,
  ) {
    this.marks = makeMarks(this.book);
  }

  get(number: string): KnownMark | undefined {
    return this.book.get(number);
  }

  /** Places the marks again (after a scroll, a resize). */
  refresh(): void {
    this.marks.refresh();
  }

  stop(): void {
    this.marks.stop();
  }

  /** Asks for the verdicts of this frame's numbers, at most every VERDICTS_EVERY_MS. */
  askSoon(): void {
    if (this.timer !== undefined) return;
    const { timers } = this.env;
    const wait = Math.max(0, this.askedAt + VERDICTS_EVERY_MS - timers.now());
    this.timer = timers.setTimeout(() => {
      this.timer = undefined;
      this.askedAt = timers.now();
      void this.ask();
    }, wait);
  }

  /** The background's `verdicts:changed`: every number of this frame is asked for again. */
  changed(): void {
    this.asked.clear();
    this.cacheChanged = true;
    this.askSoon();
  }

  /**
   * The verdict a check made here brought back, when the cache keeps it: the cache now holds a fresh
   * verdict (`anyKnown`), and the number needs no asking until the cache changes again.
   */
  learn(entry: VerdictEntry | undefined): void {
    const [known] = readVerdictEntries(entry ? [entry] : []);
    if (!known) return;
    this.asked.add(known[0]);
    this.book.update([known[0]], [known], true);
    this.marks.refresh();
  }

  private async ask(): Promise<void> {
    const listed = this.env.numbers();
    if (!listed) {
      this.marks.refresh();
      return;
    }
    const { timers } = this.env;
    const asked: string[] = [];
    let since = timers.now();
    for (const n of listed) {
      if (!this.asked.has(n)) {
        this.asked.add(n);
        asked.push(n);
      }
      // Listed in tasks of a few ms: a page's 10,000 numbers took 58–66 ms at CPU 4× slower in one.
      // (Once the extension went, the pause never ends: nothing more of ours runs.)
      if (timers.now() - since > LIST_SLICE_MS) {
        await new Promise<void>((go) => timers.setTimeout(go, 0));
        since = timers.now();
      }
    }
    if (asked.length === 0 && this.asked.size > 0 && !this.cacheChanged) {
      this.marks.refresh();
      return;
    }
    this.cacheChanged = false;
    const got = await askInSlices((part) => this.env.ask(part), asked);
    if (this.env.stopped()) return;
    // Over the tab's budget (even the first slice): the rest are asked again at the next turn.
    for (const n of got.unanswered) this.asked.delete(n);
    if (got.unanswered.length > 0) {
      this.cacheChanged = true;
      this.askSoon();
    }
    if (got.anyKnown === undefined) return;
    this.book.update(got.answered, got.entries, got.anyKnown);
    this.marks.refresh();
  }
}
