// Which number a right-click or a shortcut means, from a selection or a link.
import type { CountryCode } from 'libphonenumber-js/core';
import { validIn } from './country-passes';
import { findPhoneNumbers, type PhoneMatch, phoneFromTelHref } from './detect';
import { numberingData } from './numbering-data';
import { readTypedNumber, withWrittenExtension } from './typed-number';

export type Picked = { ok: true; number: string; others: number } | { ok: false };

/** A line break (with the spaces around it) between a digit and what may go on a number. */
const BREAK_IN_DIGITS = /(?<=\d)[ \t]*(?:\r\n|[\r\n\u2028\u2029\v\f])[ \t]*(?=[\d(])/g;

/**
 * The text with each line break that splits a number made a space, as a PDF viewer gives a number
 * wrapped at the end of a line ("+44 20 7946\n0958"). A break between two numbers the detector
 * found whole (one number a line) is kept.
 */
export function joinBrokenLines(text: string, whole: readonly PhoneMatch[]): string {
  return text.replace(BREAK_IN_DIGITS, (brk: string, at: number) => {
    const end = at + brk.length;
    const between = whole.some((m) => m.end === at) && whole.some((m) => m.start === end);
    return between ? brk : ' ';
  });
}

/** The first phone number in a selection; `others` counts the rest, so the user can be told. */
export function pickFromSelection(text: string, country?: CountryCode): Picked {
  const clean = text.slice(0, 2_000);
  const asIs = findPhoneNumbers(clean, country);
  const joined = joinBrokenLines(clean, asIs);
  const found = joined === clean ? asIs : findPhoneNumbers(joined, country);
  const first = found[0] ?? asIs[0];
  if (first) return { ok: true, number: first.number, others: (found[0] ? found : asIs).length - 1 };
  // A selection of just a number the detector finds too short or odd (e.g. "+44 20 7946 0018 " or
  // digits only) is still what the user meant.
  const typed = readTypedNumber(joined, country, numberingData);
  return typed?.possible ? { ok: true, number: typed.e164, others: 0 } : { ok: false };
}

/**
 * pickFromSelection with the country a page's words voted for first, kept only when it reads a
 * valid number there; else the usual reading with `country`.
 */
export function pickWithVote(text: string, country: CountryCode | undefined, voted: CountryCode | undefined): Picked {
  if (voted && voted !== country) {
    const mine = pickFromSelection(text, voted);
    if (mine.ok && validIn(mine.number, voted)) return mine;
  }
  return pickFromSelection(text, country);
}

export function pickFromLink(href: string, country?: CountryCode): Picked {
  const number = phoneFromTelHref(href, country);
  return number ? { ok: true, number, others: 0 } : { ok: false };
}

/**
 * The highlighted number under a right-click, as its frame tells it (untrusted): the number the
 * detector read, with the extension or pause the page writes after it ("… ext. 204"), read here
 * from the text, so that the content script in every page carries no reading of extensions.
 */
export function pickHere(target: { number?: unknown; text?: unknown } | undefined): Picked {
  const number = target?.number;
  if (typeof number !== 'string' || number === '') return { ok: false };
  return { ok: true, number: withWrittenExtension(number, typeof target?.text === 'string' ? target.text : ''), others: 0 };
}
