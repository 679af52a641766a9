// Starts the popup: reads what the first paint shows, then renders. Run by `popup-app.js`
// (entrypoints/popup-app.ts), which carries these styles as `assets/popup-app.css`, once
// `popup-first-paint.js` has painted the kept top of the popup, if any (first-paint.ts).
import { options, render } from 'preact';
import '@/components/result-view.css';
import '@/components/controls.css';
import './popup.css';
import { localisePage } from '@/utils/i18n/page';
import { t } from '@/utils/i18n/t';
import { App } from './App';
import { afterNextFrame } from './after-frame';
import { readInitialData } from './initial-data';
import { findPageTab } from './page-tab';

/** With the kept first paint on screen (first-paint.ts), storage is waited for this long, not 80 ms. */
const PAINTED_TIMEOUT_MS = 2000;

export function mountPopup(): void {
  // Effects run after a frame really drawn, not after Preact's 35 ms without one (after-frame.ts).
  options.requestAnimationFrame = (flush) => afterNextFrame(flush);
  localisePage(document, t('ext_name'));
  const root = document.getElementById('app');
  if (!root) return;
  // Rendering before storage answers would replace a true first paint with an emptier one.
  const painted = root.hasChildNodes();
  // The tab "On this page" is about, found while the popup renders (page-tab.ts).
  findPageTab().catch(() => undefined);
  void readInitialData(painted ? PAINTED_TIMEOUT_MS : undefined).then((initial) => {
    // What was typed into the painted number field before the popup's script ran is kept: the
    // popup starts from it rather than clearing the field under the person's fingers.
    const typed = root.querySelector<HTMLInputElement>('#nc-number')?.value ?? '';
    // Preact renders over the painted markup, reusing its elements: the same words, in place.
    render(<App initial={initial} typed={typed} />, root);
  });
}
