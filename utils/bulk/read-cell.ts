// Reads one cell of a list as a phone number, fast enough for 100,000 rows in a preview: the
// detector's reader (utils/phone/numbering.ts), which gives libphonenumber-js's own answer for
// "possible" and E.164 without building its objects. The check itself reads the cell again with
// the library (utils/phone/normalize.ts) before anything is sent.
import type { CountryCode } from 'libphonenumber-js/core';
import { readPhoneDigits } from '../phone/numbering';

export type CellReading = { kind: 'number'; e164: string } | { kind: 'impossible' } | { kind: 'no-number' };

/** As normalizeNumber: longer text is not a number someone typed. */
const MAX_CELL = 64;
const NO_NUMBER: CellReading = { kind: 'no-number' };
const IMPOSSIBLE: CellReading = { kind: 'impossible' };

export function readCell(cell: string, country: CountryCode | undefined): CellReading {
  let text = cell.trim();
  if (text === '' || text.length > MAX_CELL) return NO_NUMBER;
  if (/^tel:/i.test(text)) text = text.slice(4);
  // An extension is not part of the number sent; letters anywhere else mean this is not a number.
  text = text.replace(/\s*(?:ext\.?|extension|x|#)\s*\d+$/i, '');
  if (/[a-z]/i.test(text)) return NO_NUMBER;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 17) return NO_NUMBER;
  const international = /^[\s(]*\+/.test(text);
  const read = readPhoneDigits(international ? `+${digits}` : digits, country);
  return read ? { kind: 'number', e164: read.e164 } : IMPOSSIBLE;
}
