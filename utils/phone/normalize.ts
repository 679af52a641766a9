// Reads what a user typed or selected into one canonical number before anything is sent.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { NumberFormat } from '../storage/settings';
import { splitTyped } from './typed-number';
import { readVanity } from './vanity';

export interface NormalizedNumber {
  /** Canonical form, the identity used by the cache and history. */
  e164: string;
  international: string;
  national: string;
  country?: CountryCode;
  /** Length and prefix fit a phone number of its country. */
  possible: boolean;
  /** Matches a known numbering range (by the bundled metadata). */
  valid: boolean;
  /** What the user gave, trimmed. */
  input: string;
  /** An extension or dial pauses written after the number ("204", ",,123#"), kept as written. */
  extension?: string;
  /** Written with letters for digits ("1-800-FLOWERS"). */
  vanity?: boolean;
}

const MAX_INPUT = 64;

export function normalizeNumber(input: string, defaultCountry?: CountryCode): NormalizedNumber | undefined {
  const text = input.replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > MAX_INPUT) return undefined;
  const parts = splitTyped(text);
  let number = parts.number;
  let vanity = false;
  if (/[a-z]/i.test(number)) {
    // Letters for digits, as North American toll-free numbers are advertised; any other letters
    // mean this is not a number someone typed.
    const v = readVanity(number, 0);
    if (!v || v.end !== number.length) return undefined;
    number = `+1${v.digits}`;
    vanity = true;
  }
  const digits = number.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 17) return undefined;
  const parsed = parsePhoneNumberFromString(number, defaultCountry ? { defaultCountry } : undefined);
  if (!parsed) return undefined;
  const out: NormalizedNumber = {
    e164: parsed.number,
    international: parsed.formatInternational(),
    national: parsed.formatNational(),
    // (No North American number starts with 0 or 1 after the +1, whatever the parser allows.)
    possible: parsed.isPossible() && !/^\+1[01]/.test(parsed.number),
    valid: parsed.isValid(),
    input: text,
  };
  if (parsed.country) out.country = parsed.country;
  if (parts.extension) out.extension = parts.extension;
  if (vanity) out.vanity = true;
  return out;
}

/** The form of the number that travels in the request, per the "number format" setting. */
export function numberForService(n: NormalizedNumber, format: NumberFormat): string {
  if (format === 'digits') return n.e164.replace(/\D/g, '');
  // As typed, but without the extension (never sent) and with a vanity number's letters dialled.
  if (format === 'as-typed') return n.vanity ? n.e164 : splitTyped(n.input).number;
  return n.e164;
}
