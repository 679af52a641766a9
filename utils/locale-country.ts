import type { CountryCode } from 'libphonenumber-js/min';
import { readCountry } from './settings';

/** 'en-GB' → 'GB'; a locale without a region gives undefined (the language alone says too little). */
export function countryFromLocale(locale: string | undefined): CountryCode | undefined {
  if (!locale) return undefined;
  // Intl.Locale finds the region after a script subtag too ('zh-Hant-TW', 'sr-Latn-RS').
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale.replace(/_/g, '-')).region;
  } catch {
    return undefined;
  }
  return region && /^[A-Za-z]{2}$/.test(region) ? readCountry(region.toUpperCase()) : undefined;
}

/** The country used to read numbers written without a country code. */
export function effectiveCountry(setting: CountryCode | '', locale: string | undefined): CountryCode | undefined {
  return setting || countryFromLocale(locale);
}
