// The country list the pickers offer: code, calling code and a readable name in the UI's language
// (Intl.DisplayNames, utils/i18n/format.ts), sorted the way that language sorts.
// Read from the small country table (utils/phone/country), not from libphonenumber-js/min: its full
// metadata (~145 KB) would be parsed before the popup's first paint. A unit test keeps the table
// equal to the library's country list.
import type { CountryCode } from 'libphonenumber-js/core';
import { compareWords, countryName as regionName } from '@/utils/i18n/format';
import { countryCallingCodes } from '@/utils/phone/country';

export interface CountryOption {
  code: CountryCode;
  callingCode: string;
  name: string;
}

let cached: CountryOption[] | undefined;

/** Built on first use: naming ~245 regions costs a few milliseconds the popup's first paint need not pay. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  cached = countryCallingCodes()
    .map(([code, callingCode]) => ({ code, callingCode, name: regionName(code) ?? code }))
    .sort((a, b) => compareWords(a.name, b.name));
  return cached;
}

/** The name the pickers show for one country, without building (and sorting) the whole list. */
export function countryName(code: CountryCode): string {
  return regionName(code) ?? code;
}

/** Matches a name, an ISO code or a calling code ("+49", "49"). */
export function filterCountries(list: CountryOption[], query: string): CountryOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return list;
  const digits = q.replace(/^\+/, '');
  const byCode = /^\d+$/.test(digits);
  return list
    .filter((c) =>
      byCode
        ? c.callingCode.startsWith(digits)
        : c.code.toLowerCase() === q || c.name.toLowerCase().includes(q) || (q.length <= 2 && c.code.toLowerCase().startsWith(q)),
    )
    .sort((a, b) => rank(a, q) - rank(b, q));
}

// Exact code first, then names that start with the query, then the rest in alphabetical order.
function rank(c: CountryOption, q: string): number {
  if (c.code.toLowerCase() === q) return 0;
  if (c.name.toLowerCase().startsWith(q)) return 1;
  return 2;
}
