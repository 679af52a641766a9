// The read of what a page's words say of its country (utils/phone/page-clues.ts), begun with the ask
// for the settings and so before their answer says whether it is wanted.
import { documentClues, type PageClues } from '@/utils/phone/page-clues';

/**
 * The page's words are read for its country in slices of this size. The clock is read after every
 * text: `Date.now`, not `performance.now()` (a call into the page's bindings: a tenth of the read's
 * samples in a profile at CPU 4× slower on the 10,000-number bench page).
 */
const CLUE_SLICES = { now: Date.now, sliceMs: 8 };
const noop = () => undefined;

interface SchedulerLike {
  yield(): Promise<void>;
  postTask(run: () => void): Promise<void>;
}

export interface ClueRead {
  /** The first clues of a long page (its first EARLY_NODES text nodes'), else all of them; undefined if the read failed. */
  first: Promise<PageClues | undefined>;
  /** All the clues; undefined if the read failed. */
  all: Promise<PageClues | undefined>;
  /** Whether `first` are a long page's first clues only (known once `first` is). */
  partial(): boolean;
  /** Whether the clues are wanted (the settings' answer): the read ends at its next pause when not. */
  want(wanted: boolean): void;
  /** Once a long page's first clues are told, the rest of the read waits for this too (the first screen's end). */
  readRestAfter(done: Promise<void>): void;
}

/**
 * Reads a page's clues in slices. Until the settings' answer is read, and again once a long page's
 * first clues are told, the read pauses behind the tasks already queued: the answer's among them
 * (a yield's continuation goes ahead of it: the answer was read only once the whole read was done,
 * wanted or not), then the first screen's read; and it waits for the first screen's end when told
 * to (readRestAfter). In between, ahead of the page's tasks.
 */
export function readClues(
  doc: Document,
  scheduler: SchedulerLike,
  slices: { now(): number; sliceMs: number } = CLUE_SLICES,
): ClueRead {
  let wanted: boolean | undefined;
  let restAfter: Promise<void> | undefined;
  let early: PageClues | undefined;
  let tellEarly: (clues: PageClues) => void = () => undefined;
  const told = new Promise<PageClues>((resolve) => (tellEarly = resolve));
  const read = documentClues(doc, {
    ...slices,
    // Going behind the tasks already queued was not enough for the first screen's answer, which
    // comes a few ms after its batch went: the next slice began meanwhile, and the answer waited
    // behind it (8–13 ms at CPU 4× slower, traced on the 10,000-number page). So the rest of the
    // read waits for the first screen's end (readRestAfter, told while the read is paused here),
    // then goes behind the page's tasks again: nor is the frame that paints it held by a slice.
    pause: () =>
      wanted !== undefined && !early
        ? scheduler.yield()
        : scheduler.postTask(noop).then(() => {
            const wait = early ? restAfter : undefined;
            restAfter = undefined;
            return wait?.then(() => scheduler.postTask(noop));
          }),
    dropped: () => wanted === false,
    early: (clues) => {
      early = clues;
      tellEarly(clues);
    },
  });
  const all = read.catch(() => undefined);
  const first = Promise.race([read, told]).catch(() => undefined);
  return {
    first,
    all,
    partial: () => early !== undefined,
    want: (w) => {
      wanted = w;
    },
    readRestAfter: (done) => {
      restAfter = done;
    },
  };
}
