// Built as `content-detector.js`: the phone detector and its numbering data, imported by the
// content script only when a page shows digits worth a look (entrypoints/content/detector-loader.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeAs } from '@/utils/exposed-script';
import { createPhoneDetector, phoneFromTelHref } from '@/utils/phone-detect';
import { DETECTOR_GLOBAL, type DetectorModule } from './content/detector-api';

export default defineUnlistedScript(() => exposeAs<DetectorModule>(DETECTOR_GLOBAL, { createPhoneDetector, phoneFromTelHref }));
