// Reading an ISO country code from untrusted input, and the calling code of a country. From a
// ~2 KB table (generated with the detector's metadata by dev/bench/gen-phone-metadata.ts) rather
// than the numbering plans: settings and messages are read by every page of the extension before
// its first paint, and "is DE a country" should not cost them ~45 KB of metadata.
import type { CountryCode } from 'libphonenumber-js/core';
import callingCodes from './data/country-calling-codes.json';

const CALLING_CODES: Readonly<Record<string, string>> = callingCodes;

export function isCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.hasOwn(CALLING_CODES, value);
}

export function readCountry(value: unknown): CountryCode | undefined {
  return isCountry(value) ? value : undefined;
}

/** A country's calling code ("49" for DE). */
export function callingCodeOf(code: CountryCode): string | undefined {
  return isCountry(code) ? CALLING_CODES[code] : undefined;
}

/** Every country with its calling code, in ISO code order. */
export function countryCallingCodes(): [CountryCode, string][] {
  return Object.entries(CALLING_CODES) as [CountryCode, string][];
}
