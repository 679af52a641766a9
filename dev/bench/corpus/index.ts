// The detection corpus: every list, and how a detector is scored on it.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CaseClass, CorpusCase, Expected } from './case';
import { CLASS_CASES } from './classes';
import { MATCHER_SUITE_CASES } from './matcher-suites';
import { MIXED_CASES } from './mixed';
import { PAGE_COUNTRY_CASES } from './page-country';
import { PAGE_CASES } from './pages';

export type { CaseClass, CorpusCase } from './case';

export const CORPUS: readonly CorpusCase[] = [
  ...MATCHER_SUITE_CASES,
  ...CLASS_CASES,
  ...MIXED_CASES,
  ...PAGE_CASES,
  ...PAGE_COUNTRY_CASES,
];

export interface Found {
  start: number;
  end: number;
  number: string;
}

/** A detector under test; `c` is the whole case (for what the page says of its country). */
export type Detect = (text: string, country: CountryCode | undefined, c: CorpusCase) => readonly Found[];

/** Where an expected number is in its text (searched left to right). */
function spans(c: CorpusCase): Array<Expected & { start: number; end: number }> {
  let from = 0;
  return c.expected.map((e) => {
    const start = c.text.indexOf(e.raw, from);
    if (start < 0) throw new Error(`corpus: "${e.raw}" is not in "${c.text}"`);
    from = start + e.raw.length;
    return { ...e, start, end: from };
  });
}

const validity = new Map<string, boolean>();

/** Valid under the full metadata of libphonenumber-js (the "real" metadata). */
export function reallyValid(e164: string): boolean {
  let v = validity.get(e164);
  if (v === undefined) {
    v = parsePhoneNumberFromString(e164)?.isValid() ?? false;
    validity.set(e164, v);
  }
  return v;
}

export interface Tally {
  /** Expected numbers, those really valid, and how many of each were found. */
  expected: number;
  found: number;
  valid: number;
  validFound: number;
  /** Matches reported, and those that are an expected number (same E.164, ranges overlapping). */
  reported: number;
  right: number;
  /** The same on trap cases only. */
  trapReported: number;
  trapRight: number;
  /** Found with exactly the expected range. */
  exact: number;
}

export interface Miss {
  c: CorpusCase;
  missed: string[];
  wrong: string[];
}

function emptyTally(): Tally {
  return { expected: 0, found: 0, valid: 0, validFound: 0, reported: 0, right: 0, trapReported: 0, trapRight: 0, exact: 0 };
}

function add(t: Tally, u: Tally): void {
  for (const k of Object.keys(t) as (keyof Tally)[]) t[k] += u[k];
}

/** Scores one case: a match is right when its E.164 is expected and its range overlaps the expected one. */
export function scoreCase(c: CorpusCase, detect: Detect): { tally: Tally; miss: Miss | undefined } {
  const want = spans(c);
  const got = detect(c.text, c.country, c);
  const t = emptyTally();
  const used = new Set<number>();
  const missed: string[] = [];
  for (const w of want) {
    const valid = reallyValid(w.e164);
    t.expected++;
    if (valid) t.valid++;
    const k = got.findIndex((g, i) => !used.has(i) && g.number === w.e164 && g.start < w.end && w.start < g.end);
    if (k >= 0) {
      used.add(k);
      t.found++;
      if (valid) t.validFound++;
      const g = got[k] as Found;
      if (g.start === w.start && g.end === w.end) t.exact++;
    } else missed.push(`${w.raw} ${w.e164}${valid ? '' : ' (not valid)'}`);
  }
  t.reported = got.length;
  t.right = used.size;
  if (c.trap) {
    t.trapReported = got.length;
    t.trapRight = used.size;
  }
  const wrong = got.filter((_, i) => !used.has(i)).map((g) => `${c.text.slice(g.start, g.end)} ${g.number}`);
  const miss = missed.length > 0 || wrong.length > 0 ? { c, missed, wrong } : undefined;
  return { tally: t, miss };
}

export interface CorpusScore {
  total: Tally;
  byClass: Map<CaseClass, Tally>;
  misses: Miss[];
}

export function scoreCorpus(cases: readonly CorpusCase[], detect: Detect): CorpusScore {
  const total = emptyTally();
  const byClass = new Map<CaseClass, Tally>();
  const misses: Miss[] = [];
  for (const c of cases) {
    const { tally, miss } = scoreCase(c, detect);
    add(total, tally);
    let k = byClass.get(c.kind);
    if (!k) {
      k = emptyTally();
      byClass.set(c.kind, k);
    }
    add(k, tally);
    if (miss) misses.push(miss);
  }
  return { total, byClass, misses };
}

export const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);

/** F1 of overlap precision and recall. */
export function f1(t: Tally): number {
  const p = ratio(t.right, t.reported);
  const r = ratio(t.found, t.expected);
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}
