// This frame's answer to the popup's "On this page": the numbers the highlighter found, distinct and
// in page order, with how each was found, then the numbers typed in the page's form fields (read
// now: utils/highlight/field-numbers.ts). Only a click on the toolbar button asks for it, so it is
// built as a script of its own, `content-numbers.js` (entrypoints/content-numbers.ts), which the
// content script loads the first time the popup asks (numbers-port.ts).
import { type FrameNumber, firstFrameNumbers, inPageOrder, listFrameNumbers } from '@/utils/bulk/page-numbers';
import { type FieldNumber, FieldNumbers, fieldsIn } from '@/utils/highlight/field-numbers';
import { FIRST_PART_ROWS, type FrameNumbers } from '@/utils/messaging/numbers-port';
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
 * This frame's answer; a long list's first rows are given to `ahead` first, read from the top of
 * the page before the whole list is made (the popup paints them while the rest is made, posted and
 * read: numbers-port.ts FIRST_PART_ROWS).
 */
export async function frameNumbers(
  highlighter: PageHighlighter,
  doc: Document,
  ahead?: (part: FrameNumbers) => void,
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
  const first =
    ahead && firstFrameNumbers(doc.documentElement, doc, store.blocksWithNumbers(), listedIn, FIRST_PART_ROWS, fields, rootOf);
  if (first) ahead({ ...answer(first, false), more: true });
  const blocks = inPageOrder(doc.documentElement, store.blocksWithNumbers(), doc, rootOf);
  const { numbers, truncated } = listFrameNumbers(blocks, listedIn, undefined, fields);
  return answer(numbers, truncated);
}

/** What `content-numbers.js` offers. */
export interface FrameNumbersModule {
  frameNumbers: typeof frameNumbers;
}

/** Where it leaves itself (the isolated world's global, not the page's). */
export const FRAME_NUMBERS_GLOBAL = '__numberCheckFrameNumbers';
