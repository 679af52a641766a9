// Reads one cell of a list as a phone number, fast enough for 100,000 rows in a preview: one pass
// over the cell's characters, then the detector's reader (utils/phone/numbering.ts), which gives
// libphonenumber-js's own answer for "possible" and E.164 without building its objects. The check
// itself reads the cell again with the library (readTypedNumber, utils/phone/typed-number.ts)
// before anything is sent.
import type { CountryCode } from 'libphonenumber-js/core';
import { readPhoneDigits } from '../phone/read-digits';

export type CellReading = { kind: 'number'; e164: string } | { kind: 'impossible' } | { kind: 'no-number' };

/** As readTypedNumber: longer text is not a number someone typed. */
const MAX_CELL = 64;
const NO_NUMBER: CellReading = { kind: 'no-number' };
const IMPOSSIBLE: CellReading = { kind: 'impossible' };
/** An extension at the end ("ext. 12", "x12", "#12"): not part of the number sent. */
const EXTENSION = /^(?:ext\.?|extension|x|#)\s*\d+\s*$/i;

export function readCell(cell: string, country: CountryCode | undefined): CellReading {
  let text = cell;
  if (text.length > MAX_CELL) {
    text = text.trim();
    if (text.length > MAX_CELL) return NO_NUMBER;
  }
  // A leading "tel:" and a trailing extension are set aside; any other letter means no number.
  let from = 0;
  while (from < text.length && text.charCodeAt(from) <= 32) from++;
  if (text.length - from >= 4 && text.slice(from, from + 4).toLowerCase() === 'tel:') from += 4;
  let digits = '';
  let plus = false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += text[i];
    else if (c === 43 && digits === '') plus = true;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 35) {
      if (EXTENSION.test(text.slice(i))) break;
      return NO_NUMBER;
    }
  }
  if (digits.length < 3 || digits.length > 17) return NO_NUMBER;
  const read = readPhoneDigits(plus ? `+${digits}` : digits, country);
  return read ? { kind: 'number', e164: read.e164 } : IMPOSSIBLE;
}
