// Answers the popup's "On this page" in this frame (utils/messaging/numbers-port.ts): the numbers
// the highlighter found, distinct and in page order, with how each was found, then the numbers typed
// in the page's form fields (read now: utils/highlight/field-numbers.ts).
import { browser } from 'wxt/browser';
import { inPageOrder, listFrameNumbers } from '@/utils/bulk/page-numbers';
import { answerNumbersPort, type FrameNumbers, type PortListeners } from '@/utils/messaging/numbers-port';
import type { PageHighlighter } from './page-highlighter';

export async function frameNumbers(highlighter: PageHighlighter, doc: Document): Promise<FrameNumbers> {
  const fields = await highlighter.fieldNumbers();
  const store = highlighter.store;
  const blocks = store
    ? inPageOrder(
        doc.documentElement,
        store.blocksWithNumbers(),
        doc,
        highlighter.hasShadowRoots ? highlighter.rootOf : undefined,
      )
    : [];
  const { numbers, truncated } = store
    ? listFrameNumbers(blocks, (b) => store.listedIn(b), undefined, fields)
    : { numbers: [], truncated: false };
  const win = doc.defaultView;
  return {
    type: 'numbers:of-frame',
    top: win ? win === win.top : true,
    host: doc.location?.hostname ?? '',
    highlighting: highlighter.active,
    complete: highlighter.complete,
    numbers,
    truncated,
    children: win?.frames.length ?? 0,
  };
}

/** Listens for the popup's port; returns what removes the listener. */
export function answerFrameNumbers(highlighter: PageHighlighter, doc: Document): () => void {
  return answerNumbersPort(browser.runtime.onConnect as unknown as PortListeners, browser.runtime.id, () =>
    frameNumbers(highlighter, doc),
  );
}
