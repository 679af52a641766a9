// Reads what a user typed or selected into one canonical number before anything is sent.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { NumberFormat } from '../storage/settings';

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
}

const MAX_INPUT = 64;

export function normalizeNumber(input: string, defaultCountry?: CountryCode): NormalizedNumber | undefined {
  const text = input.replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > MAX_INPUT) return undefined;
  // Letters beyond an extension marker mean this is not a number someone typed (vanity numbers
  // like 1-800-FLOWERS are not supported by the service contract we know).
  if (/[a-z]/i.test(text.replace(/(ext\.?|extension|x)\s*\d+$/i, ''))) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 17) return undefined;
  const parsed = parsePhoneNumberFromString(text, defaultCountry ? { defaultCountry } : undefined);
  if (!parsed) return undefined;
  const out: NormalizedNumber = {
    e164: parsed.number,
    international: parsed.formatInternational(),
    national: parsed.formatNational(),
    possible: parsed.isPossible(),
    valid: parsed.isValid(),
    input: text,
  };
  if (parsed.country) out.country = parsed.country;
  return out;
}

/** The form of the number that travels in the request, per the "number format" setting. */
export function numberForService(n: NormalizedNumber, format: NumberFormat): string {
  if (format === 'digits') return n.e164.replace(/\D/g, '');
  if (format === 'as-typed') return n.input;
  return n.e164;
}
