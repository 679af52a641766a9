// The background's side of detection in batches (detect-batch.ts has the shapes and limits): every
// item of a batch read with the detector of the right country. Pure: the detectors are passed in.
import type { CountryCode } from 'libphonenumber-js/core';
import { type CountryChoice, findWithCountries, firstCountry, validIn, votedCountry } from '../phone/country-passes';
import type { PhoneDetector } from '../phone/detect';
import type { DetectItem, DetectResult } from './detect-batch';

/**
 * Reads every item: with one detector (bound to the default country) when the page's country is
 * not asked for; else with the countries the page and each block say (utils/phone/country-passes.ts).
 * An item from a section with its own country (`<section lang="fr-FR">`) is read with it as the
 * page's. A `tel:` link without a country is read with the page's country, else the voted one
 * where valid there, else the default.
 */
export function detectItems(
  items: readonly DetectItem[],
  choice: CountryChoice,
  detectorFor: (country: CountryCode | undefined) => PhoneDetector,
  telNumber: (href: string, country: CountryCode | undefined) => string | undefined,
): DetectResult[] {
  const out: DetectResult[] = [];
  const single = !choice.byBlock && firstCountry(choice) === choice.fallback && !votedCountry(choice);
  const detector = detectorFor(firstCountry(choice));
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as DetectItem;
    const mine = item.country && item.country !== choice.page ? { ...choice, page: item.country } : choice;
    const matches =
      single && mine === choice ? detector.find(item.text) : findWithCountries(item.text, item.hrefs, mine, detectorFor);
    const result: DetectResult = { matches };
    if (item.hrefs && item.hrefs.length > 0) {
      const first = firstCountry(mine);
      const voted = votedCountry(mine);
      result.tels = item.hrefs.map((h) => {
        const asVoted = voted ? telNumber(h, voted) : undefined;
        return asVoted && validIn(asVoted, voted as CountryCode) ? asVoted : telNumber(h, first);
      });
    }
    out.push(result);
  }
  return out;
}
