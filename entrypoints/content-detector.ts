// Built as `content-detector.js`: the phone detector and its numbering data, imported by the
// content script only when a page shows digits worth a look (entrypoints/content/detector-loader.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeDetector } from './content/detector-entry';

export default defineUnlistedScript(() => exposeDetector());
