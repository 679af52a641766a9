import type { CountryCode } from 'libphonenumber-js/core';
import { countryFromLocale as fromLocale } from './phone-detect';

/** 'en-GB' → 'GB', 'ja' → 'JP'; a language spoken in many countries ('en', 'de') gives undefined. */
export function countryFromLocale(locale: string | undefined): CountryCode | undefined {
  return locale ? fromLocale(locale) : undefined;
}

/** The country used to read numbers written without a country code. */
export function effectiveCountry(setting: CountryCode | '', locale: string | undefined): CountryCode | undefined {
  return setting || countryFromLocale(locale);
}
