// Reading a candidate's digits as a phone number: E.164, "possible", "valid". libphonenumber-js
// does the parsing; this module adds what the page detector needs around it:
//  - the trimmed metadata (utils/phone-metadata.json, see dev/bench/gen-phone-metadata.ts),
//  - cheap length tests that skip the parser for digits that cannot be a number,
//  - validity and North American numbers decided over patterns compiled once: the library
//    builds a RegExp from the pattern source on every call, and for +1 it tries all 25 countries
//    of the plan in turn — most of its cost on a number-dense page. Both give exactly the
//    library's answer (the unit tests compare them on thousands of generated numbers).
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import detectorData from './phone-metadata.json';

export const metadata = detectorData.metadata as unknown as MetadataJson;

/** One country in the compact metadata (format v4), by field index. */
interface CountryEntry {
  0: string; // calling code
  1: string; // international (IDD) prefix
  2: string; // national number pattern
  3: number[]; // possible lengths
  5?: string | 0 | null; // national prefix
  8?: string | 0 | null; // national prefix transform rule (local numbers completed with an area code)
  10?: string | 0 | null; // leading digits (countries sharing a calling code)
  11?: unknown[] | 0 | null; // number types: [pattern, lengths?] per type
}

const json = metadata as unknown as {
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, CountryEntry>;
  nonGeographic?: Record<string, CountryEntry>;
};
const TRUNK_WRITTEN: Readonly<Record<string, string>> = detectorData.trunkPrefixWritten;

export function isSupported(country: string | undefined): country is CountryCode {
  return country !== undefined && isSupportedCountry(country as CountryCode, metadata);
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
const PREFIX_SLACK = 4;

/** Can "+<digits>" be a number at all? */
function internationalLengthPlausible(digits: string): boolean {
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
  const exempt = TRUNK_WRITTEN[country];
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
  if (!v?.national.test(nationalNumber)) return false;
  if (!v.hasTypes) return true;
  return v.types.some((t) => t.lengths.includes(nationalNumber.length) && t.pattern.test(nationalNumber));
}

// ---- North America (+1) --------------------------------------------------------------------

const NANP: readonly string[] = json.country_calling_codes['1'] ?? [];
const nanpLeading = new Map<string, RegExp | null>();

/**
 * Validity of a 10-digit +1 national number as the library decides it: the first country of
 * the plan whose leading digits match owns the number; countries without leading digits own
 * it when one of their number types matches; no owner means invalid.
 */
function nanpValid(nsn: string): boolean {
  for (const country of NANP) {
    const entry = json.countries[country];
    if (!entry) continue;
    let leading = nanpLeading.get(country);
    if (leading === undefined) {
      const source = entry[10];
      leading = typeof source === 'string' && source !== '' ? new RegExp(`^(?:${source})`) : null;
      nanpLeading.set(country, leading);
    }
    if (leading) {
      if (leading.test(nsn)) return isValidNumber(country, '1', nsn);
    } else if (Array.isArray(entry[11]) && isValidNumber(country, '1', nsn)) {
      return true;
    }
  }
  return false;
}

/**
 * The national significant number of "+1" + 10 digits, or of 10 (or "1" + 10) national digits
 * read as US or CA: the cases where the library's answer is known without running it.
 */
function northAmerican(input: string, international: boolean, country: CountryCode | undefined): string | undefined {
  if (input.length === 12 && input.startsWith('+1')) return input.slice(2);
  if (international || (country !== 'US' && country !== 'CA')) return undefined;
  if (input.length === 10 && input.charCodeAt(0) !== 43) return input;
  if (input.length === 11 && input.charCodeAt(0) === 49) return input.slice(1);
  return undefined;
}

// ---- Reading -------------------------------------------------------------------------------

export interface ReadNumber {
  /** E.164 ("+16502530000"). */
  e164: string;
  /** In an assigned range, by the bundled metadata. */
  valid: boolean;
}

/**
 * Reads digits as the library would ("+" and digits, or national digits for `plan`'s country,
 * possibly opening with its international prefix). Null unless the result is a *possible*
 * number (right length for its country).
 */
export function readDigits(input: string, international: boolean, plan: Plan | undefined): ReadNumber | null {
  const country = plan?.country;
  const nsn = northAmerican(input, international, country);
  if (nsn !== undefined) return { e164: `+1${nsn}`, valid: nanpValid(nsn) };
  if (input.startsWith('+')) {
    if (!internationalLengthPlausible(input.slice(1))) return null;
  } else if (!international && plan) {
    // Every other national length is impossible in the US (Canada has 7-digit local numbers).
    if (country === 'US') return null;
    // National digits: the national number plus a trunk prefix (and, in a few countries, a
    // carrier or mobile token).
    if (input.length < plan.minLength || input.length > plan.maxLength + PREFIX_SLACK) return null;
  }
  const phone = country ? parsePhoneNumberFromString(input, country, metadata) : parsePhoneNumberFromString(input, metadata);
  if (!phone?.isPossible()) return null;
  return { e164: phone.number, valid: isValidNumber(phone.country, phone.countryCallingCode, phone.nationalNumber) };
}

/** readDigits for a string of digits as a user or page wrote it (exported for the tests). */
export function readPhoneDigits(input: string, defaultCountry?: CountryCode): ReadNumber | null {
  const plan = isSupported(defaultCountry) ? planFor(defaultCountry) : undefined;
  const international = input.startsWith('+') || (plan?.idd?.test(input) ?? false);
  if (!plan && !input.startsWith('+')) return null;
  return readDigits(input, international, plan);
}

/**
 * E.164 of a tel: link (RFC 3966): "tel:+1-650-253-0000", "tel:%2B44%2020…",
 * "tel:030-1234567;phone-context=+49", "tel:0301234567" with a default country. Undefined when
 * the link does not hold a possible phone number.
 */
export function phoneFromTelHref(href: string, defaultCountry?: CountryCode): string | undefined {
  const m = /^\s*tel:(?:\/\/)?([^?#]*)/i.exec(href);
  if (!m) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(m[1] ?? '');
  } catch {
    return undefined;
  }
  const [local = '', ...params] = value.split(';');
  // Visual separators are allowed anywhere in a tel: URI; letters are not (no vanity numbers).
  let number = local.replace(/[\s\-.()\u00A0]/g, '');
  const context = params.find((p) => /^phone-context=/i.test(p))?.slice('phone-context='.length);
  if (!number.startsWith('+') && context?.startsWith('+')) number = context.replace(/[\s\-.()]/g, '') + number;
  if (!/^\+?[0-9]{3,20}$/.test(number)) return undefined;
  const country = isSupported(defaultCountry) ? defaultCountry : undefined;
  if (!number.startsWith('+') && !country) return undefined;
  const parsed = country ? parsePhoneNumberFromString(number, country, metadata) : parsePhoneNumberFromString(number, metadata);
  return parsed?.isPossible() ? parsed.number : undefined;
}
