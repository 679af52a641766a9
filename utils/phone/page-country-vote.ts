// The country a page's own words point at (utils/phone/page-clues.ts collects them), for a page
// that declares none: its international numbers, the country-code domains of its e-mail addresses
// and links, a country named in its address, its postcodes' shapes. A country wins only clearly
// (three points or more, and twice the next: two kinds of clue, or two numbers, agree): a page of several countries says nothing. The clues
// come from a page's process: every one is checked here (codes against a fixed list, numbers
// against the numbering data), and the winner is a hint, used only for numbers valid there
// (utils/phone/country-passes.ts).
import type { CountryCode } from 'libphonenumber-js/core';
import { readCountry } from './country';
import type { PageClues } from './page-clues';

/** Points per clue, and the most one kind of clue gives one country. */
const WEIGHTS = {
  numbers: { each: 2, most: 4 },
  names: { each: 2, most: 2 },
  domains: { each: 1, most: 2 },
  postcodes: { each: 1, most: 2 },
} as const;
const MIN_POINTS = 3;

export interface VoteEnv {
  /** The country an E.164 number belongs to, when it is a valid number. */
  countryOfNumber(e164: string): CountryCode | undefined;
  /** The country a name stands for, in any language the vote knows ("Royaume-Uni" → GB). */
  countryOfName(name: string): CountryCode | undefined;
}

/** The points of each country. */
export function tally(clues: PageClues, env: VoteEnv): Map<CountryCode, number> {
  const points = new Map<CountryCode, number>();
  const kinds: [keyof typeof WEIGHTS, (CountryCode | undefined)[]][] = [
    ['numbers', clues.numbers.map((n) => env.countryOfNumber(n))],
    ['names', clues.names.map((n) => env.countryOfName(n))],
    ['domains', clues.domains.map(readCountry)],
    ['postcodes', clues.postcodes.map(readCountry)],
  ];
  for (const [kind, countries] of kinds) {
    const { each, most } = WEIGHTS[kind];
    const mine = new Map<CountryCode, number>();
    for (const c of countries) if (c) mine.set(c, Math.min(most, (mine.get(c) ?? 0) + each));
    for (const [c, p] of mine) points.set(c, (points.get(c) ?? 0) + p);
  }
  return points;
}

/** The country the clues clearly point at; undefined for a page of several countries, or of none. */
export function voteCountry(clues: PageClues, env: VoteEnv): CountryCode | undefined {
  let best: CountryCode | undefined;
  let top = 0;
  let second = 0;
  for (const [c, p] of tally(clues, env)) {
    if (p > top) {
      second = top;
      top = p;
      best = c;
    } else if (p > second) second = p;
  }
  return top >= MIN_POINTS && top >= 2 * second ? best : undefined;
}

/** Languages whose country names the vote reads: the extension's own, and those of its users' neighbours. */
const NAME_LANGUAGES = ['en', 'fr', 'de', 'es', 'nl', 'it', 'pt', 'sv', 'da', 'pl'];

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

let names: Map<string, CountryCode> | undefined;

/**
 * The country of a name, from the browser's own names of countries (Intl.DisplayNames) in several
 * languages, plus the short forms addresses use ("UK", "USA"); built once, on first use.
 */
export function countryOfName(name: string, countries: readonly CountryCode[]): CountryCode | undefined {
  if (!names) {
    const map = new Map<string, CountryCode>();
    for (const lang of NAME_LANGUAGES) {
      let display: Intl.DisplayNames;
      try {
        display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
      } catch {
        continue;
      }
      for (const c of countries) {
        const n = display.of(c);
        if (n && !map.has(fold(n))) map.set(fold(n), c);
      }
    }
    // Short forms addresses use, matched folded (not words shown to anyone: "_" stands for a space).
    for (const pair of 'uk:GB great_britain:GB england:GB scotland:GB wales:GB northern_ireland:GB usa:US the_netherlands:NL holland:NL'.split(
      ' ',
    )) {
      const [alias, c] = pair.split(':') as [string, CountryCode];
      map.set(alias.replace(/_/g, ' '), c);
    }
    names = map;
  }
  const key = fold(name);
  // A two- or three-letter word is a country only as an alias ("UK"), never as an ISO code ("DE" is a word).
  return names.get(key);
}

/** The vote with the background's own data: numbers valid where they say, names from the fixed list of countries. */
export function makeVoteEnv(
  countries: readonly CountryCode[],
  countryOfValid: (e164: string) => CountryCode | undefined,
): VoteEnv {
  return { countryOfNumber: countryOfValid, countryOfName: (name) => countryOfName(name, countries) };
}

/** Votes, remembering the last few pages' answers (every batch of a page carries the same clues). */
export function cachedVote(env: VoteEnv, keep = 8): (clues: PageClues) => CountryCode | undefined {
  const cache = new Map<string, CountryCode | undefined>();
  return (clues) => {
    const key = JSON.stringify(clues);
    if (cache.has(key)) return cache.get(key);
    const c = voteCountry(clues, env);
    if (cache.size >= keep) cache.delete(cache.keys().next().value as string);
    cache.set(key, c);
    return c;
  };
}
