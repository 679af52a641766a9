// Reads the `number` input the way a strict service would: it accepts the three forms the
// extension can send (E.164, digits only, as typed; each may end in ";ext=…") and rejects anything else with a reason,
// so a client bug (letters, a lost '+', a national number without a country) is seen, not hidden.

import { type ServiceError, serviceError } from './errors.ts';

export type NumberForm = 'e164' | 'international-prefix' | 'digits' | 'typed';

export type NumberInput =
  | {
      ok: true;
      /** Country calling code first, no '+', no separators: `16502530000`. */
      digits: string;
      form: NumberForm;
    }
  | { ok: false; error: ServiceError };

export const MIN_DIGITS = 7;
/** ITU-T E.164 caps a number at 15 digits, country code included. */
export const MAX_DIGITS = 15;

// Separators people type between digit groups. Anything else (letters, '#', '*', ',') is refused.
const SEPARATORS = new Set([' ', '-', '.', '(', ')', '/', '\u00a0']);

function invalid(message: string, status = 400): NumberInput {
  return { ok: false, error: serviceError('invalid_number', message, status) };
}

export function classifyNumberInput(raw: string | undefined): NumberInput {
  if (raw === undefined || raw.trim() === '') {
    return { ok: false, error: serviceError('missing_number') };
  }
  // An extension in RFC 3966's form (";ext=204", what the extension sends when "send extensions"
  // is on) is accepted and does not change the line checked; any other suffix is refused below.
  const text = raw.trim().replace(/;ext=\d{1,20}$/, '');
  if (/\p{L}/u.test(text)) {
    return invalid('The number contains letters; send digits only (extensions are not supported).');
  }
  let plus = false;
  let separators = false;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (ch >= '0' && ch <= '9') continue;
    if (ch === '+') {
      if (i !== 0) return invalid("A '+' may only start the number.");
      plus = true;
      continue;
    }
    if (!SEPARATORS.has(ch)) {
      return invalid(`The number contains an unexpected character ${JSON.stringify(ch)}.`);
    }
    separators = true;
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (depth < 0 || depth > 1) return invalid('The number has unbalanced brackets.');
  }
  if (depth !== 0) return invalid('The number has unbalanced brackets.');

  const all = text.replace(/\D/g, '');
  let digits: string;
  let form: NumberForm;
  if (plus) {
    digits = all;
    form = separators ? 'typed' : 'e164';
  } else if (all.startsWith('00')) {
    digits = all.slice(2);
    form = separators ? 'typed' : 'international-prefix';
  } else {
    // Without '+' or '00' the digits are read as country code first, as in "digits only" E.164.
    // A leading single 0 is a national trunk prefix: the country is unknown, so refuse it.
    digits = all;
    form = separators ? 'typed' : 'digits';
  }
  if (digits.startsWith('0')) {
    return invalid('The number has no country code: send it in international form, e.g. +16502530000.', 422);
  }
  if (digits.length < MIN_DIGITS) {
    return invalid(`The number is too short: at least ${MIN_DIGITS} digits with the country code.`, 422);
  }
  if (digits.length > MAX_DIGITS) {
    return invalid(`The number is too long: at most ${MAX_DIGITS} digits with the country code.`, 422);
  }
  return { ok: true, digits, form };
}
