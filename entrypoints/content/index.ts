// The content script: wiring only. It runs in every frame (each frame reads its own text), in
// about:blank and srcdoc frames too (they inherit their opener's origin), at document idle.
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { ContentController } from './controller';
import { ScriptLife } from './script-life';

export default defineContentScript({
  matches: ['<all_urls>'],
  allFrames: true,
  matchAboutBlank: true,
  matchOriginAsFallback: true,
  runAt: 'document_idle',
  // The CSS bundled with the card goes into our shadow root (imported `?inline`), never into the page.
  cssInjectionMode: 'manual',
  // Started by our own wrapper (dev/build/content-script-start.ts), not WXT's: `main` gets no WXT
  // context, whose document event any page could send to stop us. Its life is ours (script-life.ts).
  main() {
    // A PDF shown by the browser's own viewer (Chromium's sits inside the PDF's document): its text
    // is the viewer's, out of our reach, and no card can show over it. Nothing runs here, so a
    // right-click in it is answered by a notification (entrypoints/background/menu-target.ts).
    if (document.contentType === 'application/pdf') return;
    new ContentController(new ScriptLife(() => browser.runtime?.id)).start();
  },
});
