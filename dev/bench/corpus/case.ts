// The shape of a detection corpus case, and small helpers to write cases briefly. The corpus
// (dev/bench/corpus/*.ts) is measured by dev/bench/detect.bench.ts: it holds cases the detector
// still gets wrong, which is why it is not a unit-test table (tests/unit/phone/detect.cases.ts is).
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** What a case is about, for per-class figures. */
export type CaseClass =
  | 'national'
  | 'international'
  | 'extension'
  | 'vanity'
  | 'year-like'
  | 'repeated'
  | 'side-by-side'
  | 'glued'
  | 'context'
  | 'page'
  | 'page-country'
  | 'date'
  | 'time'
  | 'amount'
  | 'id'
  | 'bank'
  | 'lottery'
  | 'figures';

export interface Expected {
  /** The number as written in the text (with its extension, if any). */
  raw: string;
  e164: string;
}

export interface CorpusCase {
  text: string;
  /** The country national numbers are read with (the page's, or the default). */
  country: CountryCode | undefined;
  expected: readonly Expected[];
  /** The text holds digits that must stay unmarked (possibly next to real numbers). */
  trap: boolean;
  kind: CaseClass;
  /** Re-written from a public test suite, or written for this corpus. */
  source: 'libphonenumber' | 'libphonenumber-js' | 'written';
  /**
   * How the extension reads this block when the user's default country is not the page's
   * (dev/bench/corpus/page-country.ts): the default, what the page declares (if it does), the
   * block's `tel:` links. `country` is then the country the numbers are of.
   */
  reading?: { fallback: CountryCode; page?: CountryCode; hrefs?: readonly string[] };
}

/** A raw number with its E.164 given, for what the parser cannot read (letters, odd layouts). */
export type Want = string | readonly [raw: string, e164: string];

/** E.164 of a number as written, read by libphonenumber-js with the full metadata. */
export function e164Of(raw: string, country: CountryCode | undefined): string {
  const parsed = parsePhoneNumberFromString(raw, country ? { defaultCountry: country } : undefined);
  if (!parsed) throw new Error(`corpus: cannot read "${raw}" (${country ?? '--'})`);
  return parsed.number;
}

function expect(country: CountryCode | undefined, wants: readonly Want[]): Expected[] {
  return wants.map((w) => (typeof w === 'string' ? { raw: w, e164: e164Of(w, country) } : { raw: w[0], e164: w[1] }));
}

export interface Maker {
  /** A text whose numbers are all to be found. */
  phone(country: CountryCode | undefined, text: string, ...wants: Want[]): CorpusCase;
  /** A text holding a trap (and maybe numbers next to it). */
  trap(country: CountryCode | undefined, text: string, ...wants: Want[]): CorpusCase;
}

export function maker(kind: CaseClass, source: CorpusCase['source'] = 'written'): Maker {
  return {
    phone: (country, text, ...wants) => ({ text, country, expected: expect(country, wants), trap: false, kind, source }),
    trap: (country, text, ...wants) => ({ text, country, expected: expect(country, wants), trap: true, kind, source }),
  };
}

/** Sentences a number is dropped into, each [before, after], with the numbers `after` holds. */
export type Context = readonly [before: string, after: string, ...alsoFound: Want[]];

/** One case per context around a number (the way PhoneNumberMatcherTest tests its contexts). */
export function inContexts(
  kind: CaseClass,
  source: CorpusCase['source'],
  country: CountryCode | undefined,
  number: Want,
  contexts: readonly Context[],
): CorpusCase[] {
  const [raw] = typeof number === 'string' ? [number] : number;
  const [want] = expect(country, [number]);
  return contexts.map(([before, after, ...also]) => ({
    text: `${before}${raw}${after}`,
    country,
    expected: [want as Expected, ...expect(country, also)],
    trap: false,
    kind,
    source,
  }));
}
