// Answers the popup's "On this page" in this frame (utils/messaging/numbers-port.ts). The port is
// checked here; the answer is built by `content-numbers.js` (frame-numbers.ts), loaded the first
// time the popup asks: a click on the toolbar button, never a page, brings it in.
import { browser } from 'wxt/browser';
import { loadOnce } from '@/utils/in-page/load-once';
import { importExposed } from '@/utils/in-page/on-demand-script';
import { answerNumbersPort, type PortListeners } from '@/utils/messaging/numbers-port';
import { FRAME_NUMBERS_GLOBAL, type FrameNumbersModule } from './frame-numbers';
import type { PageHighlighter } from './page-highlighter';
import type { ScriptLife } from './script-life';

const loadFrameNumbers = loadOnce(() =>
  // Written out here, as in ui-loader.ts, so dev/firefox/lint.ts sees the extension's own file.
  importExposed<FrameNumbersModule>(
    () => import(/* @vite-ignore */ browser.runtime.getURL('/content-numbers.js' as '/')),
    FRAME_NUMBERS_GLOBAL,
  ),
);

/**
 * Listens for the popup's port; returns what removes the listener. The answer is made in slices and
 * stops once the popup has closed or the script's life has ended.
 */
export function answerFrameNumbers(highlighter: PageHighlighter, doc: Document, life: ScriptLife): () => void {
  return answerNumbersPort(browser.runtime.onConnect as unknown as PortListeners, browser.runtime.id, async (ahead, closed) =>
    (await loadFrameNumbers()).frameNumbers(highlighter, doc, ahead, { stopped: () => closed() || life.isInvalid }),
  );
}
