// Built as `popup-app.js` (with `assets/popup-app.css`): the whole popup as one classic script, which
// popup/index.html loads. Loaded as an ES module instead, the popup waited for the browser to fetch and
// link its graph of modules (entry, Preact, the storage and message code) before any of it ran, a good
// part of the time between opening the popup and the last result on screen (dev/bench/popup-open.bench.ts).
// The typing helpers stay out of it (popup-number-tools.js, loaded after the first paint).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { mountPopup } from './popup/main';

export default defineUnlistedScript(() => mountPopup());
