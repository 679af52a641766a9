// What the popup says about a number while it is typed: the background's reading of it
// (utils/phone/normalize.ts, over the library's full data: the unit tests check that it reads
// alike), so a number flagged here is the one the background would refuse to spend a credit on;
// and, when it cannot be a number of the chosen country, the countries it likely belongs to.
import { type CountryCode, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { type PlainKey, t } from '@/utils/i18n/t';
import { formatTyped, type Typed } from '@/utils/phone/as-you-type';
import { type CountryChoice, type LikelyContext, likelyCountries } from '@/utils/phone/likely-countries';
import { normalizeNumber } from '@/utils/phone/normalize';

export type { CountryChoice, LikelyContext };

export type NumberHint =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'not-a-number' }
  | { kind: 'impossible'; reason: string; others: CountryChoice[] }
  | {
      kind: 'possible';
      international: string;
      country?: CountryCode;
      valid: boolean;
      extension?: string;
      /** When the number is in no known range of its country: where it would be one. */
      others: CountryChoice[];
    };

const LENGTH_REASONS: Readonly<Record<string, PlainKey>> = {
  TOO_LONG: 'hint_tooLong',
  INVALID_LENGTH: 'hint_badLength',
  INVALID_COUNTRY: 'hint_noCountry',
  NOT_A_NUMBER: 'hint_notANumber',
};

export function assessNumber(text: string, country: CountryCode | undefined, ctx: LikelyContext): NumberHint {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const n = normalizeNumber(trimmed, country);
  // No North American number starts with 0 or 1 after the +1 (normalizeNumber calls it impossible).
  if (n && /^\+1[01]/.test(n.e164)) {
    return {
      kind: 'impossible',
      reason: t('hint_nanpZeroOne'),
      others: likelyCountries(trimmed, country, ctx, n.e164),
    };
  }
  if (n?.possible) {
    const out: NumberHint = {
      kind: 'possible',
      international: n.international,
      valid: n.valid,
      // A number of the chosen country, only in no known range: other countries are offered when it
      // is written the way they write theirs.
      others: n.valid ? [] : likelyCountries(trimmed, country, ctx, n.e164).filter((c) => c.valid && c.sameLayout),
    };
    if (n.country) out.country = n.country;
    if (n.extension) out.extension = n.extension;
    return out;
  }
  const digits = trimmed.replace(/\D/g, '');
  if (!n) {
    if (/[a-z]/i.test(trimmed)) return { kind: 'not-a-number' };
    if (digits.length < 3) return { kind: 'incomplete' };
    if (!trimmed.startsWith('+') && !country) return { kind: 'impossible', reason: t('hint_needCountry'), others: [] };
  }
  const length = validatePhoneNumberLength(n ? n.e164 : trimmed, country ? { defaultCountry: country } : undefined);
  // Too short is only "not finished yet" while typing; Enter still asks the background, which refuses it.
  if (length === 'TOO_SHORT') return { kind: 'incomplete' };
  return {
    kind: 'impossible',
    reason: t((length && LENGTH_REASONS[length]) || 'hint_notPossible'),
    others: likelyCountries(trimmed, country, ctx, n?.e164),
  };
}

/** The country of recent checks, from their numbers (most recent first, each once). */
export function countriesOf(e164s: readonly string[]): CountryCode[] {
  const out: CountryCode[] = [];
  for (const e of e164s) {
    const c = parsePhoneNumberFromString(e)?.country;
    if (c && !out.includes(c)) out.push(c);
  }
  return out;
}

/** Formats while typing: spacing only (utils/phone/as-you-type). */
export function formatAsYouType(typed: Typed, country: CountryCode | undefined): Typed {
  return formatTyped(typed, country);
}
