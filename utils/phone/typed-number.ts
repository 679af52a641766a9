// What a person typed into the lookup field, or selected on a page: split into the number and what
// follows it (an extension or dial pause: "ext. 204", "x12", ",,123#", kept as written), then read
// as one canonical number by libphonenumber-js over the numbering data the caller passes. The
// background passes its one data set (numbering-data.ts); the popup passes the library's full data
// (normalize.ts), which it needs anyway to print numbers as their country writes them. Both get the
// same reading: the unit tests compare them on every typed number they know.
import { type CountryCode, type MetadataJson, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { readVanity } from './vanity';

/** An extension marker and its digits at the end of typed text, or dial pauses (",", ";"). */
const TAIL =
  /(?:\s*,?\s*(?:ext(?:ension|n)?|extensi[oó]n|e?xt|x|#|~|durchwahl|dw|poste|anexo|ramal|interno|int|toestel|доб)\.?\s*:?[\s-]*(\d{1,10})#?|;ext=(\d{1,20})|\s*([,;]+[\d*#,;]{1,30}))\s*$/i;

export interface TypedParts {
  /** The number itself, as typed (trimmed). */
  number: string;
  /** Everything after it, exactly as typed ('' when nothing follows). */
  tail: string;
  /** The extension's digits ("204"), or a dial pause sequence as written (",,123#"). */
  extension?: string;
}

export function splitTyped(text: string): TypedParts {
  const m = TAIL.exec(text);
  if (!m || m.index === 0) return { number: text.trim(), tail: '' };
  const number = text.slice(0, m.index);
  if (!/\d/.test(number)) return { number: text.trim(), tail: '' };
  const extension = m[1] ?? m[2] ?? (m[3] as string).trim();
  return { number: number.trim(), tail: text.slice(number.trimEnd().length), extension };
}

/** Dial pauses ("," and ";") with the digits dialled after them, as written: ",,123#". */
export function isDialPause(extension: string): boolean {
  return /^[,;]/.test(extension);
}

/** An extension as people read it after the number: " ext. 204", or the pauses as written. */
export function extensionLabel(extension: string): string {
  return isDialPause(extension) ? extension : ` ext. ${extension}`;
}

/**
 * What a check of a number found on a page asks for: the number the detector read (E.164, with
 * the page's country) and the extension or pause written after it on the page, if any.
 */
export function withWrittenExtension(e164: string, written: string): string {
  const { extension } = splitTyped(written.replace(/\s+/g, ' ').trim());
  return extension ? `${e164}${extensionLabel(extension)}` : e164;
}

export interface TypedNumber {
  /** Canonical form, the identity used by the cache and history. */
  e164: string;
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

/** The reading and the library's parsed number, for a caller that also formats it (normalize.ts). */
export function parseTyped(
  input: string,
  defaultCountry: CountryCode | undefined,
  data: MetadataJson,
): { number: TypedNumber; phone: PhoneNumber } | undefined {
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
  const phone = parsePhoneNumberFromString(number, defaultCountry ? { defaultCountry } : {}, data);
  if (!phone) return undefined;
  const out: TypedNumber = {
    e164: phone.number,
    // (No North American number starts with 0 or 1 after the +1, whatever the parser allows.)
    possible: phone.isPossible() && !/^\+1[01]/.test(phone.number),
    valid: phone.isValid(),
    input: text,
  };
  if (phone.country) out.country = phone.country;
  if (parts.extension) out.extension = parts.extension;
  if (vanity) out.vanity = true;
  return { number: out, phone };
}

/** What a user typed or selected, as one canonical number read over `data`; undefined when it is none. */
export function readTypedNumber(
  input: string,
  defaultCountry: CountryCode | undefined,
  data: MetadataJson,
): TypedNumber | undefined {
  return parseTyped(input, defaultCountry, data)?.number;
}

/** How the number travels in the `number` query parameter (the "number format" setting). */
export const NUMBER_FORMATS = ['e164', 'digits', 'as-typed'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The form of the number that travels in the request, per the "number format" setting. */
export function numberForService(n: TypedNumber, format: NumberFormat): string {
  if (format === 'digits') return n.e164.replace(/\D/g, '');
  // As typed, but without the extension (never sent) and with a vanity number's letters dialled.
  if (format === 'as-typed') return n.vanity ? n.e164 : splitTyped(n.input).number;
  return n.e164;
}
