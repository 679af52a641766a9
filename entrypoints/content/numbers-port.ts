// Answers the popup's "On this page": over a port the popup opens to every frame of the tab
// (tabs.connect without a frame id), each frame sends the numbers it highlighted, in page order,
// with how each was found. Nothing is read again and nothing is sent to the service.
import { browser } from 'wxt/browser';
import { type FrameNumbers, inPageOrder, listFrameNumbers, NUMBERS_PORT } from '@/utils/bulk/page-numbers';
import type { PageHighlighter } from './page-highlighter';

interface PortLike {
  name: string;
  sender?: { id?: string };
  onMessage: { addListener(fn: (msg: unknown) => void): void };
  postMessage(msg: unknown): void;
}

export function frameNumbers(highlighter: PageHighlighter, doc: Document): FrameNumbers {
  const store = highlighter.store;
  const blocks = store ? inPageOrder(doc.documentElement, store.blocksWithNumbers(), doc) : [];
  const { numbers, truncated } = store ? listFrameNumbers(blocks, (b) => store.listedIn(b)) : { numbers: [], truncated: false };
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
export function answerNumbersPort(highlighter: PageHighlighter, doc: Document): () => void {
  const onConnect = (port: PortLike) => {
    if (port.name !== NUMBERS_PORT || port.sender?.id !== browser.runtime.id) return;
    port.onMessage.addListener((msg) => {
      if ((msg as { type?: unknown } | null)?.type !== 'numbers:list') return;
      try {
        port.postMessage(frameNumbers(highlighter, doc));
      } catch {
        // The popup closed meanwhile.
      }
    });
  };
  browser.runtime.onConnect.addListener(onConnect as never);
  return () => browser.runtime.onConnect.removeListener(onConnect as never);
}
