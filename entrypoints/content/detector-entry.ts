// The detector as a script of its own (see detector-loader.ts). A build that loads it on demand
// adds an unlisted entrypoint `entrypoints/content-detector.ts`:
//   import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
//   import { exposeDetector } from './content/detector-entry';
//   export default defineUnlistedScript(() => exposeDetector());
import { createPhoneDetector, phoneFromTelHref } from '@/utils/phone-detect';
import { DETECTOR_GLOBAL, type DetectorModule } from './detector-api';

export function exposeDetector(): void {
  const mod: DetectorModule = { createPhoneDetector, phoneFromTelHref };
  (globalThis as unknown as Record<string, DetectorModule>)[DETECTOR_GLOBAL] = mod;
}
