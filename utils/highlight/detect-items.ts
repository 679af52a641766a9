// The background's side of detection in batches (detect-batch.ts has the shapes and limits): every
// item of a batch read with the detector of the right country. Pure: the detectors are passed in.
import type { CountryCode } from 'libphonenumber-js/core';
import { type CountryChoice, findWithCountries, firstCountry } from '../phone/country-passes';
import type { PhoneDetector } from '../phone/detect';
import type { DetectItem, DetectResult } from './detect-batch';

/**
 * Reads every item: with one detector (bound to the default country) when the page's country is
 * not asked for; else with the countries the page and each block say (utils/phone/country-passes.ts).
 * A `tel:` link without a country is read with the page's country, else the default.
 */
export function detectItems(
  items: readonly DetectItem[],
  choice: CountryChoice,
  detectorFor: (country: CountryCode | undefined) => PhoneDetector,
  telNumber: (href: string, country: CountryCode | undefined) => string | undefined,
): DetectResult[] {
  const out: DetectResult[] = [];
  const first = firstCountry(choice);
  const single = !choice.byBlock && first === choice.fallback;
  const detector = detectorFor(first);
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as DetectItem;
    const matches = single ? detector.find(item.text) : findWithCountries(item.text, item.hrefs, choice, detectorFor);
    const result: DetectResult = { matches };
    if (item.hrefs && item.hrefs.length > 0) result.tels = item.hrefs.map((h) => telNumber(h, first));
    out.push(result);
  }
  return out;
}
