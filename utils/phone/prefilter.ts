// The cheap first pass of phone detection: find runs of digits and phone punctuation worth a
// closer look, and split each into digit groups. Nothing here knows about countries; it only
// decides what the expensive parser (libphonenumber-js) is ever shown.

/** Digits the parser reads: ASCII, fullwidth, Arabic-Indic and Eastern Arabic-Indic. */
export const DIGIT = '0-9\\uFF10-\\uFF19\\u0660-\\u0669\\u06F0-\\u06F9';

/**
 * Punctuation allowed between the digits of one phone number: dashes, slashes, dots, the
 * spaces a page may use (including no-break and thin spaces), brackets and tildes. Newlines and
 * tabs are left out on purpose: one contact per line must never merge into one number.
 */
const SEPARATOR =
  '\\-\\u2010-\\u2015\\u2212\\u30FC\\uFF0D/\\uFF0F.\\uFF0E \\u00A0\\u00AD\\u200B\\u2060\\u2009\\u202F\\u3000' +
  '()\\uFF08\\uFF09\\[\\]\\uFF3B\\uFF3D~\\u2053\\u223C\\uFF5E';

/** What may open a number: plus signs (at most two, "++1 …" is seen) and opening brackets. */
const LEAD = '+\\uFF0B(\\uFF08\\[\\uFF3B';

const RUN_SOURCE = `[${LEAD}]{0,3}[${DIGIT}](?:[${SEPARATOR}]{0,4}[${DIGIT}])*`;

/**
 * The prefilter: one run is an optional lead, a digit, then any number of (up to four
 * separators + a digit). Every repetition must eat a digit and separators are never digits, so
 * matching is linear. A fresh global RegExp, since its lastIndex is the scan position.
 */
export function createRunPattern(): RegExp {
  return new RegExp(RUN_SOURCE, 'g');
}

/** Fewest digits a run needs before anything else is looked at (a 7-digit local number). */
export const MIN_DIGITS = 7;

/**
 * Whether a text holds a run of at least MIN_DIGITS digits, by `test()`: MIN_DIGITS digits, each
 * at most four separators after the one before, is what such a run holds (leads hold no digit), and
 * any such chain lies inside one run. A test makes no match object, where finding each run and
 * counting its digits made one per run: the content script asks this of every block of a page, and
 * what it allocates brings the engine's scavenges, which land in its slices.
 */
export function createCandidatePattern(): RegExp {
  return new RegExp(`[${DIGIT}](?:[${SEPARATOR}]{0,4}[${DIGIT}]){${MIN_DIGITS - 1}}`);
}

export interface Group {
  /** Absolute UTF-16 offsets of the group's first digit and one past its last. */
  start: number;
  end: number;
  /** ASCII digits. */
  digits: string;
  /** Text between the previous group and this one ('' for the first group). */
  sepBefore: string;
  /** The same without surrounding spaces ("15 / 01" → "/"). */
  sep: string;
}

export interface Run {
  /** Absolute offset of the run's first character (a lead character or the first digit). */
  start: number;
  /** One past the last digit. */
  end: number;
  /** Lead characters in front of the first digit, as written ("+", "(", "(+", "++"). */
  lead: string;
  groups: Group[];
  digitCount: number;
}

/** ASCII value of a digit character of any supported script, or -1. */
export function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 0xff10 && code <= 0xff19) return code - 0xff10;
  if (code >= 0x0660 && code <= 0x0669) return code - 0x0660;
  if (code >= 0x06f0 && code <= 0x06f9) return code - 0x06f0;
  return -1;
}

/** Splits a matched run into its lead and digit groups. */
export function splitRun(text: string, start: number, end: number): Run {
  let i = start;
  let lead = '';
  while (i < end && digitValue(text.charCodeAt(i)) < 0) {
    lead += text[i];
    i++;
  }
  const groups: Group[] = [];
  let digitCount = 0;
  let sepStart = i;
  while (i < end) {
    const groupStart = i;
    // ASCII digits are sliced as they are; other scripts are spelled out in ASCII.
    let ascii = true;
    for (let c = text.charCodeAt(i); i < end && digitValue(c) >= 0; c = text.charCodeAt(++i)) {
      if (c > 57) ascii = false;
    }
    let digits = '';
    if (ascii) digits = text.slice(groupStart, i);
    else for (let k = groupStart; k < i; k++) digits += String.fromCharCode(48 + digitValue(text.charCodeAt(k)));
    const sepBefore = text.slice(sepStart, groupStart);
    groups.push({ start: groupStart, end: i, digits, sepBefore, sep: sepBefore.length === 1 ? sepBefore : sepBefore.trim() });
    digitCount += digits.length;
    sepStart = i;
    while (i < end && digitValue(text.charCodeAt(i)) < 0) i++;
  }
  return { start, end, lead, groups, digitCount };
}

/** Counts digits in text[start, end) without allocating. */
export function countDigits(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) if (digitValue(text.charCodeAt(i)) >= 0) n++;
  return n;
}
