// Reading digits as one phone number, libphonenumber-js's steps over numbering.ts's compiled plans:
// the national prefix stripped, the country found, "possible" and "valid" decided; and the entry
// points the detector, the tel: links and a list's cells use.
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

import type { CountryCode } from 'libphonenumber-js/core';
import {
  anchored,
  type CountryEntry,
  countryOf,
  internationalLengthPlausible,
  isSupported,
  isValidNumber,
  json,
  lengthCheck,
  nanpValid,
  northAmerican,
  type Plan,
  PREFIX_SLACK,
  planFor,
  planOf,
} from './numbering';

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
