// Formatting while a number is typed into the lookup field: spacing only. The groups of the
// number's own format (libphonenumber-js's as-you-type formatter) become single spaces; nothing a
// person typed is removed or replaced — their dashes and brackets, an extension ("ext. 204"),
// letters, a short input ("123") — and the caret stays after the same digit.
import { AsYouType, type CountryCode } from 'libphonenumber-js/min';
import { splitTyped } from './typed-number';

export interface Typed {
  text: string;
  caret: number;
}

/** Fewest digits before any space is added: "123" is not a number yet. */
const MIN_DIGITS_TO_FORMAT = 4;

const isSignificant = (ch: string): boolean => /[0-9+]/.test(ch);

function significantBefore(text: string, at: number): number {
  let n = 0;
  for (let i = 0; i < at && i < text.length; i++) if (isSignificant(text.charAt(i))) n++;
  return n;
}

/** Where the caret goes in `text` to stand after `count` significant characters. */
function caretAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSignificant(text.charAt(i)) && ++n === count) return i + 1;
  }
  return text.length;
}

export function formatTyped(typed: Typed, country: CountryCode | undefined): Typed {
  const { number, tail } = splitTyped(typed.text);
  const lead = typed.text.length - typed.text.trimStart().length;
  // Only digits, spaces and a leading "+": anything else is the person's own layout (or letters).
  if (!/^\+?[0-9 \u00A0]*$/.test(number)) return typed;
  const digits = number.replace(/[^0-9+]/g, '');
  if (digits.replace('+', '').length < MIN_DIGITS_TO_FORMAT) return typed;
  const formatted = new AsYouType(country).input(digits);
  // The formatter gave up (no format fits): keep the spaces as typed.
  if (!/[^0-9+]/.test(formatted)) return typed;
  const spaced = formatted
    .replace(/^[^0-9+]+/, '')
    .replace(/[^0-9+]+/g, ' ')
    .trim();
  if (spaced.replace(/ /g, '') !== digits) return typed;
  // A space typed at the very end (before the next group) stays.
  const trailing = tail === '' && /\s$/.test(typed.text) ? ' ' : '';
  const text = `${typed.text.slice(0, lead)}${spaced}${tail === '' ? trailing : tail}`;
  const numberEnd = lead + typed.text.trimStart().length - tail.length;
  const caret =
    typed.caret > numberEnd && tail !== ''
      ? typed.caret - typed.text.length + text.length
      : typed.caret >= typed.text.length
        ? text.length
        : caretAfter(text, significantBefore(typed.text, typed.caret));
  return { text, caret };
}
