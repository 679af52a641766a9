// The content script: wiring only. It runs in every frame (each frame reads its own text), in
// about:blank and srcdoc frames too (they inherit their opener's origin), at document idle.
import { defineContentScript } from 'wxt/utils/define-content-script';
import { ContentController } from './controller';

export default defineContentScript({
  matches: ['<all_urls>'],
  allFrames: true,
  matchAboutBlank: true,
  matchOriginAsFallback: true,
  runAt: 'document_idle',
  // The CSS bundled with the card goes into our shadow root (imported `?inline`), never into the page.
  cssInjectionMode: 'manual',
  // A newer copy of this script (the extension updated) tells the older one to stop with an event
  // on the document only, not also a message to the page's window: every page's message listeners
  // got that one, the extension's id in its type, and posting it took 2.2–2.4 ms of the script's
  // start (9–15 ms at CPU 4× slower, traced). Every released version listens for the event (WXT 0.21).
  noScriptStartedPostMessage: true,
  main(ctx) {
    // For the benchmarks: where "after the content script starts" counts from (dev builds only).
    if (import.meta.env.NC_DEV_BUILD) performance.mark('nc:content-start');
    // A PDF shown by the browser's own viewer (Chromium's sits inside the PDF's document): its text
    // is the viewer's, out of our reach, and no card can show over it. Nothing runs here, so a
    // right-click in it is answered by a notification (entrypoints/background/menu-target.ts).
    if (document.contentType === 'application/pdf') return;
    new ContentController(ctx).start();
  },
});
