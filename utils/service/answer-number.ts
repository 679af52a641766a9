// The number as the service wrote it back: E.164 (with or without its `+`), the international form
// written for reading, the national form.

import { type Leaf, last, text } from './answer-walk';

export interface NumberForms {
  e164?: string;
  international?: string;
  national?: string;
}

const DIGITS_ONLY = /^\+?\d{7,15}$/;
/** Under a key that says E.164, a short number is still the service's E.164 of it. */
const E164_DIGITS = /^\+?\d{3,15}$/;
/** Separators people and services write numbers with. */
const SEPARATORS = /[\s\-./()]/g;

function digitsOf(value: string, e164Key = false): string | undefined {
  const compact = value.replace(SEPARATORS, '');
  return (e164Key ? E164_DIGITS : DIGITS_ONLY).test(compact) ? compact.replace(/^\+/, '') : undefined;
}

function stringOf(value: Leaf['value']): string | undefined {
  // MessageBird-like answers send the number as a JSON number (31612345678).
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return text(value);
}

const NUMBER_KEYS = new Set([
  'number',
  'phone',
  'phonenumber',
  'msisdn',
  'to',
  'destination',
  'fullnumber',
  'completephonenumber',
  'normalizednumber',
  'normalisednumber',
  'formatted',
  'formattednumber',
  'internationalnumber',
  'e164number',
]);

const NATIONAL_KEYS = new Set([
  'national',
  'nationalformat',
  'nationalformatted',
  'nationalnumber',
  'nationalformatnumber',
  'local',
  'localformat',
  'localnumber',
  'localformatted',
]);

/** Keys under which a number is international by definition, even without its `+`. */
function saysInternational(keys: string[]): boolean {
  return keys.some((k) => k.includes('e164') || k.includes('international') || k === 'msisdn');
}

/**
 * The forms of the number. `expectedE164` (what was sent) lets a bare digit string such as
 * numverify's `"number": "14158586273"` count as the E.164 it is, and never as a headline.
 */
export function readNumberForms(list: readonly Leaf[], expectedE164?: string): NumberForms {
  const out: NumberForms = {};
  const expectedDigits = expectedE164?.replace(/^\+/, '');
  for (const leaf of list) {
    const key = last(leaf);
    // Anything under `original`, `roaming`, `ported` or a previous owner is another number's story.
    if (leaf.keys.some((k) => /roaming|forward/.test(k))) continue;
    const value = stringOf(leaf.value);
    if (value === undefined) continue;
    const digits = digitsOf(value, key.includes('e164'));
    const international =
      key.includes('international') || (leaf.keys.at(-2)?.includes('format') === true && key === 'international');
    const numberKey = NUMBER_KEYS.has(key) || key.includes('e164');
    if (!out.e164 && digits && (numberKey || international)) {
      const plus = value.trim().startsWith('+');
      if (plus || saysInternational(leaf.keys) || digits === expectedDigits) out.e164 = `+${digits}`;
    }
    if (!out.international && international && /^\+/.test(value.trim()) && /\d[\s\-.()]+\d/.test(value)) {
      // Only a form written for reading: "+44 7700 900000", not "447700900000".
      out.international = value.trim();
    }
    if (!out.national && NATIONAL_KEYS.has(key) && /\d/.test(value) && !/^\+/.test(value.trim())) {
      out.national = value.trim();
    }
  }
  return out;
}
