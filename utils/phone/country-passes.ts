// Reading a block of a page with the countries it says it is from. National numbers ("01 42 68 53
// 00") need a country; the page may say which: its own declaration (page-signals.ts, sent by the
// content script), or, for one block, an international number or a country-coded `tel:` link in
// that block. The block is read first with the page's country (else the default), then, only
// where digits are left unread, with the block's country, then with the default. A later reading
// only fills gaps, and only with numbers it is confident of (CONFIDENT): it never replaces a number
// an earlier one found. A block whose digits were all read (most blocks) costs one reading and
// nothing more: the detector says whether it left digits unread that another country might read
// (a date or an amount no country reads does not count).
import type { CountryCode } from 'libphonenumber-js/core';
import { CONFIDENT, type PhoneDetector, type PhoneMatch } from './detect';
import { isSupported } from './numbering';
import { countDigits, createRunPattern, MIN_DIGITS } from './prefilter';
import { countryOfNumber, phoneFromTelHref, readPhoneDigits } from './read-digits';

export interface CountryChoice {
  /** The default country (the settings', else the browser's). */
  fallback: CountryCode | undefined;
  /** What the page says of itself; undefined when it says nothing or the setting is off. */
  page?: CountryCode | undefined;
  /** Read a block's international numbers and country-coded links as its country (the setting is on). */
  byBlock: boolean;
  /**
   * The country the page's own words point at (page-country-vote.ts), for a page that declares
   * none: its national readings are taken only where they are valid numbers there.
   */
  voted?: CountryCode | undefined;
}

/** The country national numbers are read with first. */
export function firstCountry(choice: CountryChoice): CountryCode | undefined {
  return isSupported(choice.page) ? choice.page : choice.fallback;
}

const runs = createRunPattern();

/** Digits worth a reading (a run of MIN_DIGITS or more) that no match covers. */
export function digitsLeft(text: string, matches: readonly PhoneMatch[]): boolean {
  runs.lastIndex = 0;
  let k = 0;
  for (let m = runs.exec(text); m; m = runs.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    while (k < matches.length && (matches[k] as PhoneMatch).end <= start) k++;
    const next = matches[k];
    if (next && next.start < end) continue; // read already (in part: the rest is a trap or an id)
    if (end - start >= MIN_DIGITS && countDigits(text, start, end) >= MIN_DIGITS) return true;
  }
  return false;
}

/** Written in international form: "+33 …", "(+33) …", "0033 …". */
function writtenInternational(text: string, m: PhoneMatch): boolean {
  return /^\(?\s*(?:\+|00[1-9])/.test(text.slice(m.start, m.start + 5));
}

/**
 * The one country the block's international numbers and country-coded links agree on; undefined
 * when they are of several countries (the block is a list of countries, and says nothing).
 */
export function blockCountry(
  text: string,
  matches: readonly PhoneMatch[],
  hrefs: readonly string[] | undefined,
): CountryCode | undefined {
  let found: CountryCode | undefined;
  const see = (e164: string | undefined): boolean => {
    const c = e164 ? countryOfNumber(e164) : undefined;
    if (!c) return true;
    if (found && found !== c) return false;
    found = c;
    return true;
  };
  for (const m of matches) if (writtenInternational(text, m) && !see(m.number)) return undefined;
  for (const href of hrefs ?? []) {
    // Only a link that carries its country: "tel:+33…", "tel:0033…" (a national one says nothing).
    const value = href.replace(/^\s*tel:(?:\/\/)?/i, '').replace(/^(?:%2B|\+|00)/i, '+');
    if (value.startsWith('+') && !see(phoneFromTelHref(`tel:${value}`))) return undefined;
  }
  return found;
}

/** `more` added to `kept` where it overlaps nothing kept, in text order. */
function fillGaps(kept: PhoneMatch[], more: readonly PhoneMatch[]): PhoneMatch[] {
  const added = more.filter((m) => !kept.some((k) => k.start < m.end && m.start < k.end));
  if (added.length === 0) return kept;
  return [...kept, ...added].sort((a, b) => a.start - b.start);
}

/** Whether an E.164 number is a valid number of `country` (not only a possible one). */
export function validIn(e164: string, country: CountryCode): boolean {
  return countryOfNumber(e164) === country && readPhoneDigits(e164)?.valid === true;
}

/** The country the page's words voted for, when it is used: the page declares none, and it is not the first. */
export function votedCountry(choice: CountryChoice): CountryCode | undefined {
  const voted = choice.voted;
  return !isSupported(choice.page) && isSupported(voted) && voted !== choice.fallback ? voted : undefined;
}

/** The numbers of one block, read with the countries the page and the block say, then the default. */
export function findWithCountries(
  text: string,
  hrefs: readonly string[] | undefined,
  choice: CountryChoice,
  detectorFor: (country: CountryCode | undefined) => PhoneDetector,
): PhoneMatch[] {
  const first = firstCountry(choice);
  const detector = detectorFor(first);
  const voted = votedCountry(choice);
  // The page's words voted: its country's reading first, where valid there (a number valid in the
  // default country too is the page's); the default's reading, at its usual bar, fills the rest.
  const mine = voted
    ? detectorFor(voted)
        .find(text)
        .filter((m) => !writtenInternational(text, m) && validIn(m.number, voted))
    : [];
  let matches = detector.find(text);
  const dead = detector.deadRuns;
  if (mine.length > 0) matches = fillGaps(mine, matches);
  // Most blocks: every run of digits read (or none at all). Nothing is left for another country.
  if (!detector.unread || (mine.length > 0 && !digitsLeft(text, matches))) return matches;
  const order: CountryCode[] = [];
  if (choice.byBlock) {
    const block = blockCountry(text, matches, hrefs);
    if (block && block !== first) order.push(block);
  }
  if (choice.fallback && choice.fallback !== first && !order.includes(choice.fallback)) order.push(choice.fallback);
  for (let i = 0; i < order.length; i++) {
    if (i > 0 && !digitsLeft(text, matches)) break;
    // Only a confident reading fills a gap: the page's own country had its chance at these digits.
    // (The runs the kept numbers cover are not read again: whatever they hold would overlap them;
    // nor those no country reads.)
    matches = fillGaps(matches, detectorFor(order[i]).find(text, CONFIDENT, matches, dead));
  }
  return matches;
}
