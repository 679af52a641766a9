// What the popup says about a number while it is typed: the same reading the background makes
// (utils/phone/normalize), so a number flagged here is the one it would refuse to spend a credit on.
import { AsYouType, type CountryCode, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { normalizeNumber } from '@/utils/phone/normalize';

export type NumberHint =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'not-a-number' }
  | { kind: 'impossible'; reason: string }
  | { kind: 'possible'; international: string; country?: CountryCode; valid: boolean };

const LENGTH_REASONS: Record<string, string> = {
  TOO_LONG: 'too many digits',
  INVALID_LENGTH: 'wrong number of digits',
  INVALID_COUNTRY: 'no country uses this code',
  NOT_A_NUMBER: 'not a phone number',
};

export function assessNumber(text: string, country: CountryCode | undefined): NumberHint {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const n = normalizeNumber(trimmed, country);
  if (n?.possible) {
    const out: NumberHint = { kind: 'possible', international: n.international, valid: n.valid };
    if (n.country) out.country = n.country;
    return out;
  }
  const digits = trimmed.replace(/\D/g, '');
  if (!n) {
    if (/[a-z]/i.test(trimmed.replace(/(ext\.?|extension|x)\s*\d+$/i, ''))) return { kind: 'not-a-number' };
    if (digits.length < 3) return { kind: 'incomplete' };
    if (!trimmed.startsWith('+') && !country) return { kind: 'impossible', reason: 'add the +country code or pick a country' };
  }
  const length = validatePhoneNumberLength(trimmed, country ? { defaultCountry: country } : undefined);
  // Too short is only "not finished yet" while typing; Enter still asks the background, which refuses it.
  if (length === 'TOO_SHORT') return { kind: 'incomplete' };
  return { kind: 'impossible', reason: (length && LENGTH_REASONS[length]) ?? 'not a possible number' };
}

/**
 * Formats while typing. Text with letters is left alone (the background will say what is wrong),
 * and so is a deletion, or the formatter would put back the bracket the user just removed.
 */
export function formatAsYouType(text: string, country: CountryCode | undefined): string {
  if (/[a-z]/i.test(text) || text.length > 40) return text;
  return new AsYouType(country).input(text);
}
