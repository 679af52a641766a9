// The numbering plans, compiled for reading a candidate's digits as a phone number (read-digits.ts
// reads with them): E.164, "possible", "valid", exactly as libphonenumber-js reads them
// (parsePhoneNumberFromString, isPossible, isValid) over its data:
//  - the trimmed metadata (numbering-data.ts: the background's one numbering data set),
//  - cheap length tests that skip the reading for digits that cannot be a number,
//  - the library's parsing steps, validity and North American numbers redone over patterns
//    compiled once: the library builds a RegExp from the pattern source (and a Metadata object)
//    on every call, and for +1 it tries all 25 countries of the plan in turn — most of its cost
//    on a number-dense page. Only the library's data and isSupportedCountry are used, so its
//    parser is not bundled. All of it gives exactly the library's answer (the unit tests compare
//    them on thousands of generated numbers in every country).
import type { CountryCode } from 'libphonenumber-js/core';
import { isSupportedCountry } from 'libphonenumber-js/core';
import { numberingData, trunkPrefixWritten } from './numbering-data';

/** One country in the compact metadata (format v4), by field index. */
export interface CountryEntry {
  0: string; // calling code
  1: string; // international (IDD) prefix
  2: string; // national number pattern
  3: number[]; // possible lengths
  5?: string | 0 | null; // national prefix
  7?: string | 0 | null; // national prefix for parsing (defaults to the national prefix)
  8?: string | 0 | null; // national prefix transform rule (local numbers completed with an area code)
  10?: string | 0 | null; // leading digits (countries sharing a calling code)
  11?: unknown[] | 0 | null; // number types: [pattern, lengths?] per type
}

export const json = numberingData as unknown as {
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, CountryEntry>;
  nonGeographic?: Record<string, CountryEntry>;
};

export function isSupported(country: string | undefined): country is CountryCode {
  return country !== undefined && isSupportedCountry(country as CountryCode, numberingData);
}

/**
 * Shortest and longest national number per calling code, over every country that shares it,
 * and for the non-geographic codes (+800, +882 …), which have a plan but no country.
 */
const callingCodeLengths = new Map<string, [number, number]>();
function addLengths(cc: string, entries: Array<CountryEntry | undefined>): void {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const entry of entries) {
    for (const l of entry?.[3] ?? []) {
      min = Math.min(min, l);
      max = Math.max(max, l);
    }
    // A transform rule completes short local numbers (San Marino "+378 …" gains "0549").
    if (entry?.[8]) min = 0;
  }
  if (max > 0) callingCodeLengths.set(cc, [min, max]);
}
for (const [cc, countries] of Object.entries(json.country_calling_codes)) {
  addLengths(
    cc,
    countries.map((c) => json.countries[c]),
  );
}
for (const [cc, entry] of Object.entries(json.nonGeographic ?? {})) addLengths(cc, [entry]);

/**
 * Slack over the longest national number: a written trunk prefix ("+49 (0)30 …") or carrier
 * code, which the parser drops.
 */
export const PREFIX_SLACK = 4;

/** Can "+<digits>" be a number at all? */
export function internationalLengthPlausible(digits: string): boolean {
  for (let k = 1; k <= 3 && k < digits.length; k++) {
    const range = callingCodeLengths.get(digits.slice(0, k));
    if (!range) continue;
    const rest = digits.length - k;
    return rest >= range[0] && rest <= range[1] + PREFIX_SLACK;
  }
  return false;
}

/** What the detector needs to know about its default country. */
export interface Plan {
  country: CountryCode;
  callingCode: string;
  /** Matches the international prefix at the start of national digits ("00", "011"). */
  idd: RegExp | undefined;
  /** Shortest national digits worth parsing, over the calling code (0 where a rule completes short local numbers). */
  minLength: number;
  maxLength: number;
  nationalPrefix: string | undefined;
  /** Numbers are written with the national prefix ("030 …"), except those matching trunkExempt. */
  trunkWritten: boolean;
  trunkExempt: RegExp | undefined;
}

const plans = new Map<string, Plan>();

export function planFor(country: CountryCode): Plan | undefined {
  const known = plans.get(country);
  if (known) return known;
  const entry = json.countries[country];
  if (!entry) return undefined;
  const lengths = entry[3] ?? [];
  const prefix = entry[5];
  const exempt = trunkPrefixWritten[country];
  const plan: Plan = {
    country,
    callingCode: entry[0],
    idd: entry[1] ? new RegExp(`^(?:${entry[1]})`) : undefined,
    minLength: callingCodeLengths.get(entry[0])?.[0] ?? Math.min(...lengths),
    maxLength: Math.max(...lengths),
    nationalPrefix: typeof prefix === 'string' && prefix !== '' ? prefix : undefined,
    trunkWritten: exempt !== undefined,
    trunkExempt: exempt ? new RegExp(`^(?:${exempt})`) : undefined,
  };
  plans.set(country, plan);
  return plan;
}

// ---- Validity ------------------------------------------------------------------------------

interface Validity {
  national: RegExp;
  hasTypes: boolean;
  /** Per number type with a pattern: the pattern and the lengths it allows. */
  types: Array<{ pattern: RegExp; lengths: readonly number[] }>;
}

const validities = new Map<string, Validity | null>();

function validityFor(key: string, entry: CountryEntry | undefined): Validity | null {
  const known = validities.get(key);
  if (known !== undefined) return known;
  let v: Validity | null = null;
  if (entry) {
    const lengths = entry[3] ?? [];
    const types = Array.isArray(entry[11]) ? entry[11] : [];
    v = {
      national: new RegExp(`^(?:${entry[2]})$`),
      hasTypes: types.length > 0,
      types: types
        .filter((t): t is [string, number[]?] => Array.isArray(t) && typeof t[0] === 'string' && t[0] !== '')
        .map((t) => ({ pattern: new RegExp(`^(?:${t[0]})$`), lengths: t[1] || lengths })),
    };
  }
  validities.set(key, v);
  return v;
}

/** libphonenumber-js getNumberType(…) !== undefined: the national pattern and one number type match. */
function hasNumberType(country: string, nsn: string): boolean {
  const v = validityFor(country, json.countries[country]);
  return !!v?.hasTypes && validIn(v, nsn);
}

let lastValidity: Validity | undefined;
let lastNsn = '';
let lastValid = false;

/**
 * The national pattern and, where there are number types, one of them match. The last answer
 * is kept: the country found by countryOf is asked again by isValidNumber.
 */
function validIn(v: Validity, nsn: string): boolean {
  if (v === lastValidity && nsn === lastNsn) return lastValid;
  let valid = v.national.test(nsn);
  if (valid && v.hasTypes) {
    valid = false;
    for (const t of v.types) {
      if (t.lengths.includes(nsn.length) && t.pattern.test(nsn)) {
        valid = true;
        break;
      }
    }
  }
  lastValidity = v;
  lastNsn = nsn;
  lastValid = valid;
  return valid;
}

/**
 * libphonenumber-js isValidNumber: the national pattern matches and, where the metadata lists
 * number types, one of them matches with an allowed length. Without a resolved country the
 * library falls back to the calling code's main country, and so does this.
 */
export function isValidNumber(country: string | undefined, callingCode: string, nationalNumber: string): boolean {
  const main = country ?? json.country_calling_codes[callingCode]?.[0];
  const nonGeographic = main === undefined || main === '001';
  const entry = nonGeographic ? json.nonGeographic?.[callingCode] : json.countries[main];
  const v = validityFor(nonGeographic ? `+${callingCode}` : main, entry);
  return !!v && validIn(v, nationalNumber);
}

// ---- North America (+1) --------------------------------------------------------------------

/** Validity of a 10-digit +1 national number as the library decides it (see countryOf). */
export function nanpValid(nsn: string): boolean {
  const country = countryOf('1', nsn);
  return country !== undefined && isValidNumber(country, '1', nsn);
}

/**
 * The national significant number of "+1" + 10 digits, or of 10 (or "1" + 10) national digits
 * read as US or CA: the cases where the library's answer is known without running it.
 */
export function northAmerican(input: string, international: boolean, country: CountryCode | undefined): string | undefined {
  if (input.length === 12 && input.startsWith('+1')) return input.slice(2);
  if (international || (country !== 'US' && country !== 'CA')) return undefined;
  if (input.length === 10 && input.charCodeAt(0) !== 43) return input;
  if (input.length === 11 && input.charCodeAt(0) === 49) return input.slice(1);
  return undefined;
}

// ---- Parsing -------------------------------------------------------------------------------
// libphonenumber-js parse + isPossible, for the only inputs the detector has ("+" and ASCII
// digits, or national digits with a default country), step by step as the library takes them
// (helpers/extractCountryCallingCode, extractNationalNumber, getCountryByCallingCode,
// checkNumberLength), over patterns compiled once: the library builds each RegExp, a Metadata
// and an options object on every call, which made it most of the cost of a number-dense page.

const compiled = new Map<string, RegExp>();

/** `^(?:source)`, or `^(?:source)$` when `whole`, compiled once. */
export function anchored(source: string, whole?: boolean): RegExp {
  const key = whole ? `$${source}` : source;
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(`^(?:${source})${whole ? '$' : ''}`);
    compiled.set(key, re);
  }
  return re;
}

/** The numbering plan the library selects for a calling code: its main country's, or a non-geographic one. */
export function planOf(callingCode: string): CountryEntry | undefined {
  const countries = json.country_calling_codes[callingCode];
  return countries ? json.countries[countries[0] as string] : json.nonGeographic?.[callingCode];
}

/** checkNumberLength: 0 possible, 1 too short, 2 invalid length, 3 too long. */
export function lengthCheck(length: number, lengths: number[] | undefined): number {
  if (!lengths) return 0;
  const min = lengths[0] as number;
  if (min === length) return 0;
  if (min > length) return 1;
  if ((lengths[lengths.length - 1] as number) < length) return 3;
  return lengths.indexOf(length, 1) >= 0 ? 0 : 2;
}

/** The countries sharing a calling code, each with its leading digits (null: decided by number types). */
interface Sharing {
  /** The leading digits of all of them in one pattern (+1 has 23). */
  any: RegExp;
  countries: Array<[string, RegExp | null]>;
}
const sharings = new Map<string, Sharing>();

/** getCountryByCallingCode: the country that owns a national number among those sharing its code. */
export function countryOf(callingCode: string, nsn: string): string | undefined {
  const countries = json.country_calling_codes[callingCode];
  if (!countries || countries.length === 1) return countries?.[0];
  let sharing = sharings.get(callingCode);
  if (!sharing) {
    const sources = countries.map((c) => json.countries[c]?.[10] || '');
    sharing = {
      any: anchored(
        sources
          .filter((l) => l)
          .map((l) => `(?:${l})`)
          .join('|') || '(?!)',
      ),
      countries: countries.map((c, k) => [c, sources[k] ? anchored(sources[k]) : null]),
    };
    sharings.set(callingCode, sharing);
  }
  // When no leading digits match, only the countries without them are left to ask.
  const leads = nsn !== '' && sharing.any.test(nsn);
  for (const [country, leading] of sharing.countries) {
    if (leading) {
      if (leads && leading.test(nsn)) return country;
    } else if (hasNumberType(country, nsn)) return country;
  }
  return undefined;
}
