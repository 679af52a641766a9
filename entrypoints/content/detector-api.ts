// What the detector module offers the content script, whether bundled or loaded on demand.
import type { createPhoneDetector, phoneFromTelHref } from '@/utils/phone-detect';

export interface DetectorModule {
  createPhoneDetector: typeof createPhoneDetector;
  phoneFromTelHref: typeof phoneFromTelHref;
}

/** Where the lazily loaded detector leaves itself (the isolated world's global, not the page's). */
export const DETECTOR_GLOBAL = '__numberCheckDetector';
