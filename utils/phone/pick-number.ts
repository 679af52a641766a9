// Which number a right-click or a shortcut means, from a selection or a link.
import type { CountryCode } from 'libphonenumber-js/core';
import { validIn } from './country-passes';
import { findPhoneNumbers, phoneFromTelHref } from './detect';
import { numberingData } from './numbering-data';
import { readTypedNumber } from './typed-number';

export type Picked = { ok: true; number: string; others: number } | { ok: false };

/** The first phone number in a selection; `others` counts the rest, so the user can be told. */
export function pickFromSelection(text: string, country?: CountryCode): Picked {
  const clean = text.slice(0, 2_000);
  const found = findPhoneNumbers(clean, country);
  if (found.length > 0 && found[0]) return { ok: true, number: found[0].number, others: found.length - 1 };
  // A selection of just a number the detector finds too short or odd (e.g. "+44 20 7946 0018 " or
  // digits only) is still what the user meant.
  const whole = readTypedNumber(clean, country, numberingData);
  return whole?.possible ? { ok: true, number: whole.e164, others: 0 } : { ok: false };
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
