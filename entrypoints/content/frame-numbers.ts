// This frame's answer to the popup's "On this page": the numbers the highlighter found, distinct and
// in page order, with how each was found, then the numbers typed in the page's form fields (read
// now: utils/highlight/field-numbers.ts). Only a click on the toolbar button asks for it, so it is
// built as a script of its own, `content-numbers.js` (entrypoints/content-numbers.ts), which the
// content script loads the first time the popup asks (numbers-port.ts).
import {
  type FrameNumber,
  firstRowsSteps,
  listingSteps,
  MAX_FRAME_NUMBERS,
  pageOrderSteps,
  type Steps,
} from '@/utils/bulk/page-numbers';
import { type FieldNumber, FieldNumbers, fieldsIn } from '@/utils/highlight/field-numbers';
import { FIRST_PART_ROWS, type FrameNumbers, PART_ROWS } from '@/utils/messaging/numbers-port';
import type { PageHighlighter } from './page-highlighter';

/** Each highlighter's reader of its fields (it keeps what it read, by field). */
const readers = new WeakMap<PageHighlighter, FieldNumbers>();

function isElementVisible(el: Element): boolean {
  if (typeof el.checkVisibility === 'function') return el.checkVisibility({ visibilityProperty: true });
  return el.getClientRects().length > 0;
}

/** Numbers typed in the page's fields (and those of its shadow roots), read now; none while highlighting is off. */
function fieldNumbers(highlighter: PageHighlighter, doc: Document): Promise<FieldNumber[]> {
  if (!highlighter.active) return Promise.resolve([]);
  let reader = readers.get(highlighter);
  if (!reader) {
    reader = new FieldNumbers(() => highlighter.fieldDetector);
    readers.set(highlighter, reader);
  }
  return reader.read(fieldsIn([doc, ...highlighter.shadowRoots()], (el) => !isElementVisible(el)));
}

/**
 * How the answer lets the page run: it is made in slices of SLICE_MS, with a pause between them
 * (`scheduler.yield()`: the page's input and rendering go first), and it stops at a pause after which
 * it is no longer wanted (the popup closed, or this content script's life ended: an orphaned copy
 * does no more). `now` and `pause` are the page's own unless given (tests).
 */
export interface AnswerSlices {
  stopped(): boolean;
  now?(): number;
  pause?(): Promise<unknown>;
}

/** Issue 29: no task of ours over 16 ms at CPU 4×; a slice ends at the first step past this. */
export const SLICE_MS = 8;

/** What an answer that is no longer wanted ends with (nothing more is posted). */
export class AnswerStopped extends Error {}

/** Runs steps in slices, the time since the last pause carried from one piece of work to the next. */
function slicer(slices: AnswerSlices, doc: Document) {
  const scheduler = (doc.defaultView as unknown as { scheduler?: { yield?(): Promise<unknown> } } | null)?.scheduler;
  const now = slices.now ?? Date.now;
  const pause = slices.pause ?? (() => scheduler?.yield?.() ?? new Promise((r) => setTimeout(r)));
  let since = now();
  const breathe = async () => {
    if (now() - since < SLICE_MS) return;
    await pause();
    if (slices.stopped()) throw new AnswerStopped();
    since = now();
  };
  return {
    breathe,
    async run<T>(steps: Steps<T>): Promise<T> {
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await breathe();
      }
    },
  };
}

/** An answer's id, which its parts carry: random, so that no other frame's message can pass for one of them. */
function partId(): string {
  return [...crypto.getRandomValues(new Uint32Array(2))].map((n) => n.toString(36)).join('');
}

/**
 * This frame's answer, made in slices (AnswerSlices). A long list comes in parts (numbers-port.ts
 * `part`), given to `ahead` but the last, which is returned: first its first rows, read from the top
 * of the page before the whole list is made (the popup paints them while the rest is made, posted
 * and read: FIRST_PART_ROWS), then the rows after them, PART_ROWS a post (one post of 10,000 rows
 * took 16–25 ms at CPU 4×).
 */
export async function frameNumbers(
  highlighter: PageHighlighter,
  doc: Document,
  ahead?: (part: FrameNumbers) => void,
  slices: AnswerSlices = { stopped: () => false },
): Promise<FrameNumbers> {
  const fields = await fieldNumbers(highlighter, doc);
  const store = highlighter.store;
  const rootOf = highlighter.hasShadowRoots ? highlighter.rootOf : undefined;
  const listedIn = (b: Element) => store?.listedIn(b) ?? [];
  const win = doc.defaultView;
  const answer = (numbers: FrameNumber[], truncated: boolean): FrameNumbers => ({
    type: 'numbers:of-frame',
    top: win ? win === win.top : true,
    host: doc.location?.hostname ?? '',
    highlighting: highlighter.active,
    complete: highlighter.complete,
    numbers,
    truncated,
    children: win?.frames.length ?? 0,
  });
  if (!store) return answer([], false);
  const slice = slicer(slices, doc);
  const root = doc.documentElement;
  const first =
    ahead && (await slice.run(firstRowsSteps(root, doc, store.blocksWithNumbers(), listedIn, FIRST_PART_ROWS, fields, rootOf)));
  const part = first ? partId() : undefined;
  if (first) ahead({ ...answer(first, false), more: true, part });
  const blocks = await slice.run(pageOrderSteps(root, store.blocksWithNumbers(), doc, rootOf));
  const { numbers, truncated } = await slice.run(listingSteps(blocks, listedIn, undefined, fields));
  if (!first || !ahead) return answer(numbers, truncated);
  // The rows after the first ones: the list's head is those rows, unless the page changed between
  // slices; then the rows already sent are left out, wherever they are.
  const sent = new Set(first.map((row) => row[0]));
  let rest = numbers.slice(0, first.length).every((row) => sent.has(row[0]))
    ? numbers.slice(first.length)
    : numbers.filter((row) => !sent.has(row[0]));
  const room = MAX_FRAME_NUMBERS - first.length;
  const cut = rest.length > room;
  if (cut) rest = rest.slice(0, room);
  await slice.breathe();
  let at = 0;
  for (; rest.length - at > PART_ROWS; at += PART_ROWS) {
    ahead({ ...answer(rest.slice(at, at + PART_ROWS), false), more: true, part });
    await slice.breathe();
  }
  return { ...answer(rest.slice(at), truncated || cut), part };
}

/** What `content-numbers.js` offers. */
export interface FrameNumbersModule {
  frameNumbers: typeof frameNumbers;
}

/** Where it leaves itself (the isolated world's global, not the page's). */
export const FRAME_NUMBERS_GLOBAL = '__numberCheckFrameNumbers';
