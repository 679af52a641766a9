// Where the phone detector comes from. By default it is bundled into the content script. A build
// that defines `import.meta.env.NC_LAZY_DETECTOR` (and ships `content-detector.js`,
// entrypoints/content-detector.ts, as a web-accessible resource with `use_dynamic_url`) loads it
// only when a page shows a run of digits worth a look: the detector and its numbering data are most
// of the content script, and most pages and frames (ads, widgets) never need them.
import { browser } from 'wxt/browser';
import { importExposed } from '@/utils/exposed-script';
import { createPhoneDetector, phoneFromTelHref } from '@/utils/phone-detect';
import { DETECTOR_GLOBAL, type DetectorModule } from './detector-api';

let loading: Promise<DetectorModule> | undefined;

export function loadDetector(): Promise<DetectorModule> {
  loading ??= import.meta.env.NC_LAZY_DETECTOR
    ? importExposed<DetectorModule>(browser.runtime.getURL('/content-detector.js' as '/'), DETECTOR_GLOBAL)
    : // Named, not `import()`: a namespace would keep every export of the module in the bundle.
      Promise.resolve({ createPhoneDetector, phoneFromTelHref });
  return loading;
}
