// Reading a candidate's digits as a phone number: E.164, "possible", "valid", exactly as
// libphonenumber-js reads them (parsePhoneNumberFromString, isPossible, isValid) over its data:
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
interface CountryEntry {
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

const json = numberingData as unknown as {
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
function nanpValid(nsn: string): boolean {
  const country = countryOf('1', nsn);
  return country !== undefined && isValidNumber(country, '1', nsn);
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

// ---- Parsing -------------------------------------------------------------------------------
// libphonenumber-js parse + isPossible, for the only inputs the detector has ("+" and ASCII
// digits, or national digits with a default country), step by step as the library takes them
// (helpers/extractCountryCallingCode, extractNationalNumber, getCountryByCallingCode,
// checkNumberLength), over patterns compiled once: the library builds each RegExp, a Metadata
// and an options object on every call, which made it most of the cost of a number-dense page.

const compiled = new Map<string, RegExp>();

/** `^(?:source)`, or `^(?:source)$` when `whole`, compiled once. */
function anchored(source: string, whole?: boolean): RegExp {
  const key = whole ? `$${source}` : source;
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(`^(?:${source})${whole ? '$' : ''}`);
    compiled.set(key, re);
  }
  return re;
}

/** The numbering plan the library selects for a calling code: its main country's, or a non-geographic one. */
function planOf(callingCode: string): CountryEntry | undefined {
  const countries = json.country_calling_codes[callingCode];
  return countries ? json.countries[countries[0] as string] : json.nonGeographic?.[callingCode];
}

/** checkNumberLength: 0 possible, 1 too short, 2 invalid length, 3 too long. */
function lengthCheck(length: number, lengths: number[] | undefined): number {
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
function countryOf(callingCode: string, nsn: string): string | undefined {
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

/** extractNationalNumber: strips a national prefix (or carrier code) when what is left still fits the plan. */
function nationalOf(number: string, plan: CountryEntry): string {
  const source = plan[7] || plan[5];
  if (!number || !source) return number;
  const prefix = anchored(source);
  const m = prefix.exec(number);
  if (!m) return number;
  const rule = plan[8];
  const national = rule && m.length > 1 && m[m.length - 1] ? number.replace(prefix, rule) : number.slice(m[0].length);
  if (national === number) return number;
  const pattern = anchored(plan[2], true);
  if (pattern.test(number) && !pattern.test(national)) return number;
  if (plan[3]) {
    const country = countryOf(plan[0], national);
    const fit = lengthCheck(national.length, (country ? json.countries[country] : plan)?.[3]);
    if (fit === 1 || fit === 2) return number;
  }
  return national;
}

interface Parsed {
  callingCode: string;
  nsn: string;
  country: string | undefined;
}

/**
 * parsePhoneNumberFromString(input, country), for "+" and ASCII digits, when the result
 * isPossible(); undefined otherwise.
 */
function possibleNumber(input: string, defaultCountry: CountryCode | undefined): Parsed | undefined {
  let number = input;
  let callingCode: string | undefined;
  let country: string | undefined;
  let plan: CountryEntry | undefined;
  if (number.charCodeAt(0) !== 43) {
    const home = defaultCountry && json.countries[defaultCountry];
    if (!home) return undefined;
    // An international prefix ("00", "011") followed by a calling code.
    const idd = anchored(home[1]).exec(number);
    const rest = idd ? number.slice(idd[0].length) : '';
    if (rest && rest !== number && rest.charCodeAt(0) !== 48) {
      number = `+${rest}`;
    } else {
      // The home calling code written without "+" ("4930…" in DE), when the digits only fit that way.
      const home0 = home[0];
      if (number.startsWith(home0)) {
        const shorter = number.slice(home0.length);
        const full = nationalOf(number, home);
        const pattern = anchored(home[2], true);
        if ((!pattern.test(full) && pattern.test(nationalOf(shorter, home))) || lengthCheck(full.length, home[3]) === 3) {
          callingCode = home0;
          number = shorter;
          plan = planOf(home0);
        }
      }
      if (!callingCode) {
        callingCode = home0;
        country = defaultCountry;
        plan = home;
      }
    }
  }
  if (number.charCodeAt(0) === 43) {
    if (number.charCodeAt(1) === 48) return undefined;
    for (let i = 2; i <= 4 && i <= number.length; i++) {
      const code = number.slice(1, i);
      plan = planOf(code);
      if (plan) {
        callingCode = code;
        number = number.slice(i);
        break;
      }
    }
  }
  if (!plan || !callingCode || !number) return undefined;
  const nsn = nationalOf(number, plan);
  country = countryOf(callingCode, nsn) ?? country;
  if (nsn.length < 2 || nsn.length > 17) return undefined;
  // isPossible: the lengths of the number's country, else of its calling code's plan.
  const lengths = (country ? json.countries[country] : planOf(callingCode))?.[3];
  return lengthCheck(nsn.length, lengths) === 0 ? { callingCode, nsn, country } : undefined;
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
  const nanp = northAmerican(input, international, country);
  if (nanp !== undefined) return { e164: `+1${nanp}`, valid: nanpValid(nanp) };
  if (input.startsWith('+')) {
    if (!internationalLengthPlausible(input.slice(1))) return null;
  } else if (!international && plan) {
    // Every other national length is impossible in the US (Canada has 7-digit local numbers).
    if (country === 'US') return null;
    // National digits: the national number plus a trunk prefix (and, in a few countries, a
    // carrier or mobile token).
    if (input.length < plan.minLength || input.length > plan.maxLength + PREFIX_SLACK) return null;
  }
  const phone = possibleNumber(input, country);
  if (!phone) return null;
  const { callingCode, nsn } = phone;
  return { e164: `+${callingCode}${nsn}`, valid: isValidNumber(phone.country, callingCode, nsn) };
}

/** The country of an E.164 number (the one that owns its range, among those sharing a calling code). */
export function countryOfNumber(e164: string): CountryCode | undefined {
  return possibleNumber(e164, undefined)?.country as CountryCode | undefined;
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
  const phone = possibleNumber(number, country);
  return phone && `+${phone.callingCode}${phone.nsn}`;
}
