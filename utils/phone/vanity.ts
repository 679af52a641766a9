// Vanity numbers: letters standing for the digits of a phone keypad, as North American toll-free
// lines are advertised ("1-800-FLOWERS", "1-877-GO-FEDEX", "(800) 555-HELP"). Read here into
// their ten national digits; the detector and the lookup field both use it, so a vanity number is
// highlighted, checked and shown the same way everywhere. Pure.

/** The letters of a phone keypad (ITU E.161), A–Z to the digit they dial. */
const KEYPAD = '22233344455566677778889999';

export function keypadDigit(letter: string): string {
  const code = letter.toUpperCase().charCodeAt(0) - 65;
  return code >= 0 && code < 26 ? (KEYPAD[code] as string) : letter;
}

export interface VanityNumber {
  /** One past the last character of the number as written (its last letter). */
  end: number;
  /** The ten national digits (area code first), letters dialled as digits. */
  digits: string;
  /** Written with the "1" (or "+1") of North America in front. */
  withCountryCode: boolean;
}

/** Letters after the seventh dialled character, in the same word ("1-800-CONTACTS" dials 266-8228). */
const MAX_EXTRA_LETTERS = 3;
/** Fewest letters among the seven dialled characters: fewer is a plain number with a typo. */
const MIN_LETTERS = 3;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isLower = (c: number): boolean => c >= 97 && c <= 122;
const isSeparator = (c: number): boolean => c === 45 || c === 46 || c === 0x2010 || c === 0x2011;
const isSpace = (c: number): boolean => c === 32 || c === 0xa0;

/**
 * A vanity number written from `start`: an optional "+1"/"1", a three-digit area code (in
 * brackets or not), then words of capital letters and digits joined by "-" or "." that dial seven
 * digits. Words may be Capitalised ("1-800-Flowers") only after a "1" or a bracketed area code, and
 * never as part of a domain ("1-800-Flowers.com"). Undefined when the text is not one.
 */
export function readVanity(text: string, start: number): VanityNumber | undefined {
  let k = start;
  const at = (i: number): number => text.charCodeAt(i);
  if (at(k) === 43 || at(k) === 0xff0b) {
    k++;
    if (at(k) !== 49) return undefined;
  }
  let withCountryCode = false;
  if (at(k) === 49 && (isSeparator(at(k + 1)) || isSpace(at(k + 1)) || at(k + 1) === 40)) {
    withCountryCode = true;
    k++;
    if (at(k) !== 40) k++;
  }
  let area = '';
  let bracketed = false;
  if (at(k) === 40) {
    if (!(isDigit(at(k + 1)) && isDigit(at(k + 2)) && isDigit(at(k + 3)) && at(k + 4) === 41)) return undefined;
    area = text.slice(k + 1, k + 4);
    bracketed = true;
    k += 5;
    if (isSpace(at(k)) || isSeparator(at(k))) k++;
  } else {
    if (!(isDigit(at(k)) && isDigit(at(k + 1)) && isDigit(at(k + 2)))) return undefined;
    area = text.slice(k, k + 3);
    k += 3;
    // "800-GOT-JUNK"; a space only after "1 " ("1 800 FLOWERS"), else "Top 800 BESTSELLERS" would read.
    if (isSeparator(at(k)) || (withCountryCode && isSpace(at(k)))) k++;
    else return undefined;
  }
  // North American area codes start with 2–9.
  if (area.charCodeAt(0) < 50) return undefined;
  const capitalisedAllowed = withCountryCode || bracketed;

  let dialled = '';
  let letters = 0;
  for (;;) {
    // One word: capitals and digits, or a Capitalised word.
    const wordStart = k;
    while (isUpper(at(k)) || isDigit(at(k)) || (k > wordStart && isLower(at(k)) && capitalisedAllowed)) k++;
    const word = text.slice(wordStart, k);
    if (word === '') return undefined;
    if (/[a-z]/.test(word) && !/^[A-Z][a-z]+$/.test(word)) return undefined;
    let used = 0;
    for (; used < word.length && dialled.length < 7; used++) {
      const ch = word.charAt(used);
      if (!/[0-9]/.test(ch)) letters++;
      dialled += /[0-9]/.test(ch) ? ch : keypadDigit(ch);
    }
    if (dialled.length === 7) {
      const extra = word.slice(used);
      if (extra.length > MAX_EXTRA_LETTERS || /[0-9]/.test(extra)) return undefined;
      break;
    }
    if (!isSeparator(at(k))) return undefined;
    k++;
  }
  if (letters < MIN_LETTERS) return undefined;
  // The number ends with its word: not followed by more of a code ("-HIJK", "4U") or a domain.
  const next = at(k);
  if (isUpper(next) || isLower(next) || isDigit(next) || next === 64 || next === 95) return undefined;
  if ((isSeparator(next) || next === 47) && /[A-Za-z0-9]/.test(text.charAt(k + 1))) return undefined;
  return { end: k, digits: area + dialled, withCountryCode };
}

/**
 * Whether a run of digits the detector read, ending at `end`, may be the head of a vanity number:
 * the text goes on with a separator and a capital letter. Checked without allocating, since most
 * runs on a page end otherwise.
 */
export function mayContinueWithLetters(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  if (isSeparator(c)) return isUpper(text.charCodeAt(end + 1));
  const areaCode = isDigit(text.charCodeAt(end - 1)) && isDigit(text.charCodeAt(end - 2)) && isDigit(text.charCodeAt(end - 3));
  if (!areaCode) return false;
  const before = text.charCodeAt(end - 4);
  // "(888) NEW-CARS": the run ends inside the brackets.
  if (c === 41) {
    const d = text.charCodeAt(end + 1);
    return before === 40 && (isSpace(d) || isSeparator(d)) && isUpper(text.charCodeAt(end + 2));
  }
  // "1 800 FLOWERS": a space only after "1 ".
  return (
    isSpace(c) && (isSpace(before) || isSeparator(before)) && text.charCodeAt(end - 5) === 49 && isUpper(text.charCodeAt(end + 1))
  );
}
