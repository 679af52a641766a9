// Built as `popup-first-paint.js`, the one script popup.html loads: it paints the top of the popup
// from what the popup last rendered, when that is still true, then loads the popup itself
// (`popup-app.js`). See entrypoints/popup/first-paint.ts.
import { browser } from 'wxt/browser';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startPopup } from './popup/first-paint';

export default defineUnlistedScript(() => {
  void startPopup(document, (area, keys) => browser.storage[area].get(keys));
});
