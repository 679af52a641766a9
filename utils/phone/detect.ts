// Finds phone numbers in page text. Pure: text in, ranges out; no DOM, no browser APIs.
//
// Two passes. A regular expression (prefilter.ts) finds runs of digits and phone
// punctuation with enough digits to matter — on ordinary prose that is all the work there is.
// Each run is split into digit groups, groups that belong to dates, amounts, ids and the like
// are ruled out (traps.ts), and the remaining stretches are read by libphonenumber-js
// (numbering.ts) and scored. Users want to check numbers that merely look like phone
// numbers (an unassigned "(555) 123-4567" included), so a well-formed, *possible* number is
// enough; validity, an international prefix, a phone label ("Tel", "Call", "☎") and phone-like
// grouping add confidence, while id labels ("Order", "IBAN", "No.") and glued letters take it
// away. A run followed by capital letters may be a vanity number ("1-800-FLOWERS", vanity.ts).
import type { CountryCode } from 'libphonenumber-js/core';
import { type Context, contextAfter, contextBefore, type Glue, glueBefore } from './context-words';
import { extensionAt } from './extension';
import { isSupported, type Plan, planFor } from './numbering';
import { countDigits, createRunPattern, type Group, MIN_DIGITS, type Run, splitRun } from './prefilter';
import { type ReadNumber, readDigits } from './read-digits';
import {
  type Candidate,
  grouping,
  parserInput,
  type RunView,
  repetition,
  spanOf,
  trunkMissing,
  viewOf,
  withoutTildeExtension,
} from './run-view';
import { HARD, YEAR_LIKE } from './traps';
import { mayContinueWithLetters, readVanity } from './vanity';

export { phoneFromTelHref } from './read-digits';

export interface PhoneMatch {
  /** UTF-16 offsets into the searched text; text.slice(start, end) is the number as written. */
  start: number;
  end: number;
  /** E.164, e.g. "+16502530000" (an extension, if written, is inside the range but not here). */
  number: string;
  /** Found as a `tel:` link (its number is the href's), not read from the text. */
  tel?: true;
}

export interface PhoneDetector {
  /** The default country in use (undefined: only international numbers are found). */
  readonly country: CountryCode | undefined;
  /**
   * The numbers of `text`. `minScore` raises the bar (CONFIDENT: a reading that only fills the
   * gaps another country's reading left, utils/phone/country-passes.ts). With `kept` (the numbers an
   * earlier reading found, in text order), a run whose every digit group lies inside one of them,
   * and with no extension after it, is not read: any number in it would overlap a kept one, and its
   * reading cannot move the scan past its end. So what is returned that overlaps none of `kept` is
   * what find(text, minScore) returns that overlaps none of them. With `dead` (another detector's
   * deadRuns for the same text), those runs are not read either: no country reads them.
   */
  find(text: string, minScore?: number, kept?: readonly PhoneMatch[], dead?: readonly number[]): PhoneMatch[];
  /**
   * The last find() left a run of enough digits with no number in it that another country might
   * read (a number of another country, a national number too weak to keep): only then is a block
   * worth reading with another country. Free to tell here. Not set by a run no country reads
   * (`deadRuns`): a block whose only digits left are a date costs one reading, not two (dates are
   * in most texts of a page: the 10,000-number bench page's sentences each hold one).
   */
  readonly unread: boolean;
  /**
   * Where the runs the last find() looked at and no country can read start (every group part of a
   * date, an amount, an id …, glued to a code, a table of figures: what the run's view rules out,
   * which knows no country), in text order. Such a run leaves `unread` as it was; when another run
   * sets it, the reading with another country is given these, and does not look at them again.
   */
  readonly deadRuns: readonly number[];
}

const NO_RUNS: readonly number[] = Object.freeze([]);

/** Longest digit string worth parsing: IDD prefix + country code + the longest national number. */
const MAX_DIGITS = 22;
/** Parsed candidates kept per detector; pages repeat their numbers (header, footer, rescans). */
const CACHE_LIMIT = 4000;

// Scores. A candidate is reported when its score reaches ACCEPT; the weights are small integers
// so the reasons for a decision stay readable.
const ACCEPT = 1;
/** A score one above the bar: valid, or possible and plainly laid out or labelled as a phone number. */
export const CONFIDENT = ACCEPT + 1;
const SCORE_VALID = 2;
const SCORE_INTERNATIONAL = 1;
const SCORE_PHONE_GROUPING = 1;
const SCORE_ODD_GROUPING = -1;
const SCORE_PHONE_LABEL = 3;
const SCORE_ID_LABEL = -4;
const SCORE_SOFT_GLUE = -1;
const SCORE_EXTENSION_LABEL = 1;
const SCORE_ACROSS_BREAK = -3;

/** Every digit group of `run` lies inside one of `kept` (in text order, not overlapping). */
function coveredBy(run: Run, kept: readonly PhoneMatch[]): boolean {
  const groups = run.groups;
  let k = 0;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as Group;
    while (k < kept.length && (kept[k] as PhoneMatch).end < group.end) k++;
    const m = kept[k];
    if (!m || m.start > group.start) return false;
  }
  return true;
}

// ---- The detector --------------------------------------------------------------------------

/**
 * The best set of non-overlapping stretches of a run (highest total score, longer stretches on
 * ties), by dynamic programming from the right: "3324451234 8002341234" is two numbers,
 * "CA 34215 - 415-666-7777" and "$20 415-666-7777" one.
 */
function bestStretches(view: RunView, detector: Detector): Candidate[] {
  const n = view.run.groups.length;
  const total: number[] = new Array<number>(n + 1).fill(0);
  const pick: (Candidate | null)[] = new Array<Candidate | null>(n + 1).fill(null);
  const next: number[] = new Array<number>(n + 1).fill(n);
  for (let k = n - 1; k >= 0; k--) {
    total[k] = total[k + 1] as number;
    next[k] = k + 1;
    if (!view.cutBefore[k]) continue;
    for (let j = k; j < n; j++) {
      const digits = (view.digitsBefore[j + 1] as number) - (view.digitsBefore[k] as number);
      if (digits > MAX_DIGITS) break;
      if (digits < MIN_DIGITS || !view.cutBefore[j + 1]) continue;
      const c = detector.stretch(view, k, j);
      if (!c) continue;
      const t = c.score + (total[j + 1] as number);
      if (t >= (total[k] as number)) {
        total[k] = t;
        pick[k] = c;
        next[k] = j + 1;
      }
    }
  }
  const picked: Candidate[] = [];
  for (let k = 0; k < n; k = next[k] as number) {
    const c = pick[k];
    if (c) picked.push(c);
  }
  return picked;
}

class Detector implements PhoneDetector {
  readonly country: CountryCode | undefined;
  private readonly plan: Plan | undefined;
  private readonly cache = new Map<string, ReadNumber | null>();
  private readonly pattern = createRunPattern();

  constructor(country: CountryCode | undefined) {
    this.country = isSupported(country) ? country : undefined;
    this.plan = this.country ? planFor(this.country) : undefined;
  }

  unread = false;
  deadRuns: readonly number[] = NO_RUNS;

  find(text: string, minScore: number = ACCEPT, kept?: readonly PhoneMatch[], dead?: readonly number[]): PhoneMatch[] {
    const out: PhoneMatch[] = [];
    this.unread = false;
    let deadHere: number[] | undefined;
    let d = 0;
    const pattern = this.pattern;
    pattern.lastIndex = 0;
    let lastEnd = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (start < lastEnd) continue;
      // A run followed by "-" and a capital letter may be a vanity number ("1-800-FLOWERS"). (The
      // next character is tested here first: most runs of a page are followed by a space and a
      // lowercase letter, and this is the prose path.)
      const next = text.charCodeAt(end);
      if (
        (next === 45 || next === 46 || next === 41 || (next === 32 && text.charCodeAt(start) <= 49)) &&
        mayContinueWithLetters(text, end)
      ) {
        const vanity = this.vanityIn(text, start, end);
        if (vanity) {
          out.push(vanity);
          lastEnd = vanity.end;
          if (lastEnd > pattern.lastIndex) pattern.lastIndex = lastEnd;
          continue;
        }
      }
      if (end - start < MIN_DIGITS || countDigits(text, start, end) < MIN_DIGITS) continue;
      if (dead) {
        // No country reads it (see deadRuns): what reading it would leave, without the reading.
        while (d < dead.length && (dead[d] as number) < start) d++;
        if (dead[d] === start) continue;
      }
      const run = withoutTildeExtension(splitRun(text, start, end));
      // Read already by an earlier reading (see PhoneDetector.find): nothing of it could be added.
      if (kept && kept.length > 0 && coveredBy(run, kept) && !extensionAt(text, run.end)) continue;
      const candidates = this.scanRun(text, run);
      if (!candidates) {
        // No country reads it: listed for a later reading to skip, and no reason for one.
        if (deadHere) deadHere.push(start);
        else deadHere = [start];
        continue;
      }
      let read = false;
      for (const c of candidates) {
        if (c.score < minScore) continue;
        out.push({ start: c.start, end: c.end, number: c.number });
        lastEnd = c.end;
        read = true;
      }
      if (!read) this.unread = true;
      // An extension reaches past the run: go on after it.
      if (lastEnd > pattern.lastIndex) pattern.lastIndex = lastEnd;
    }
    this.deadRuns = deadHere ?? NO_RUNS;
    return out;
  }

  /**
   * A vanity number at the end of a run ("1-800-FLOWERS", "Call 555-0100 or 1-800-FLOWERS"): read
   * from the run's start or one of its last groups, valid in North America, not labelled as an id.
   */
  private vanityIn(text: string, runStart: number, runEnd: number): PhoneMatch | undefined {
    const starts = [runStart];
    const groups = splitRun(text, runStart, runEnd).groups;
    for (let k = Math.max(1, groups.length - 3); k < groups.length; k++) {
      const g = groups[k] as Group;
      const lead = g.sepBefore.slice(-1);
      starts.push(lead === '(' || lead === '+' ? g.start - 1 : g.start);
    }
    for (const start of starts) {
      const v = readVanity(text, start);
      if (!v || (!v.withCountryCode && this.plan?.callingCode !== '1')) continue;
      if (glueBefore(text, start) !== 'none' || contextBefore(text, start) === -1) return undefined;
      const read = this.parse(`+1${v.digits}`, true);
      return read?.valid ? { start, end: v.end, number: read.e164 } : undefined;
    }
    return undefined;
  }

  /** The candidates of a run; null when no country could read it (its view is null). */
  private scanRun(text: string, run: Run): Candidate[] | null {
    const view = viewOf(text, run);
    if (!view) return null;
    // Most runs are one number: take it when it clearly is one.
    const n = run.groups.length;
    const tried = run.digitCount <= MAX_DIGITS;
    const whole = tried ? this.evaluate(view, 0, n - 1) : null;
    if (whole && whole.score >= ACCEPT + 1) return [whole];
    if (n === 1) return whole ? [whole] : [];
    view.memo = new Map();
    if (tried) view.memo.set(n - 1, whole);
    return bestStretches(view, this);
  }

  /** evaluate, once per stretch of a run (see scanRun). */
  stretch(view: RunView, i: number, j: number): Candidate | null {
    const memo = view.memo as Map<number, Candidate | null>;
    const key = i * 64 + j;
    let c = memo.get(key);
    if (c === undefined) {
      c = this.evaluate(view, i, j);
      memo.set(key, c);
    }
    return c;
  }

  /** Scores the stretch of groups i..j of a run; null when it cannot be a phone number. */
  private evaluate(view: RunView, i: number, j: number): Candidate | null {
    const groups = view.run.groups;
    for (let k = i; k <= j; k++) if (view.marks[k] === HARD) return null;
    const isLast = j === groups.length - 1;
    // A stretch cut out of a list of equal groups ("98 87 76 65 54 43") is an arbitrary pick.
    if ((i > 0 || !isLast) && view.uniform) return null;
    let digits = '';
    for (let k = i; k <= j; k++) digits += (groups[k] as Group).digits;
    if (digits.length < MIN_DIGITS) return null;

    const span = spanOf(view, i, j);
    if (!span) return null;
    const glueLeft: Glue = i === 0 && (!span.hasLead || view.run.lead) ? view.glueLeft : 'none';
    const glueRight: Glue = isLast ? view.glueRight : 'none';
    const glued = glueLeft === 'soft' || glueRight === 'soft';
    const layout = grouping(groups, i, j, span.plus);
    // Letters glued to a bare block of digits: a code ("abc8005001234def"), not a typo.
    if (glued && layout === 'none' && !span.plus) return null;
    // A year-like group ("2019 2020") is a number's tail after a head that is plainly a phone
    // number's ("+49 30 …", "089 …", "(02) …"), or under a phone label (checked below).
    let yearLike = false;
    for (let k = i; k <= j; k++) {
      if (view.marks[k] === YEAR_LIKE) {
        yearLike = k === i || !(span.hasLead || (groups[i] as Group).digits.charCodeAt(0) === 48);
        break;
      }
    }
    const read = parserInput(digits, span.plus, this.plan);
    if (!read) return null;
    const noTrunk = trunkMissing(digits, read.international, this.plan);

    // Everything but the parser's verdict first: most ids are decided here, without a parse.
    let score = 0;
    if (layout === 'phone' && !noTrunk) score += SCORE_PHONE_GROUPING;
    else if (layout === 'odd') score += SCORE_ODD_GROUPING;
    if (glued) score += SCORE_SOFT_GLUE;
    if (isLast && view.extension?.labelled) score += SCORE_EXTENSION_LABEL;
    for (let k = i + 1; k <= j; k++) {
      if (view.breakBefore[k]) {
        score += SCORE_ACROSS_BREAK;
        break;
      }
    }
    // A label before the run speaks for its stretches up to the next break. An id label speaks
    // against each of them; a phone label for the one that opens at it only ("Caller ID: +1 650 253
    // 0000" keeps its "+1"), or a run split further would count it once per piece ("Textphone
    // 18001 0300 123 4567" is one number, not two).
    let anchor = i;
    while (anchor > 0 && !view.breakBefore[anchor]) anchor--;
    let context = this.contextAt(view, anchor === i ? span.start : (groups[anchor] as Group).start, span.end);
    if (context === 1 && anchor !== i) context = 0;
    if (context === 1) score += SCORE_PHONE_LABEL;
    else if (context === -1) score += SCORE_ID_LABEL;
    // Letters glued on both sides ("abc415-666-7777def") make a code unless a label says phone
    // ("Hi call415-666-7777forme"); so does a bare year-like pair.
    if (((glueLeft === 'soft' && glueRight === 'soft') || yearLike) && context !== 1) return null;
    const dialledFromAbroad = !read.international && /^00[1-9]/.test(digits);
    const best = score + (noTrunk ? 0 : SCORE_VALID) + (read.international || dialledFromAbroad ? SCORE_INTERNATIONAL : 0);
    if (best < ACCEPT) return null;

    let international = read.international;
    let parsed = this.parse(read.input, international);
    if (!parsed && dialledFromAbroad) {
      // Written for dialling from Europe ("0049 30 …") on a page read with a default country
      // whose international prefix is another one (US "011").
      international = true;
      parsed = this.parse(`+${digits.slice(2)}`, true);
    }
    // No North American number starts with 0 ("01 45 45 32 45" is French, whatever the default).
    if (!parsed || parsed.e164.startsWith('+10')) return null;
    // Zeros or ones over and over are placeholders ("00 00 00 00 00", "1111111111"); another digit
    // over and over is a number when laid out or labelled as one ("(888) 888-8888", "Tlf. 33 33 33 33").
    const repeated = repetition(parsed.e164);
    if (repeated === 'placeholder' || (repeated === 'one-digit' && layout !== 'phone' && (context !== 1 || i === j))) return null;
    if (parsed.valid && !noTrunk) score += SCORE_VALID;
    if (international) score += SCORE_INTERNATIONAL;
    return score >= ACCEPT ? { start: span.start, end: span.end, number: parsed.e164, score } : null;
  }

  /** The label before `at` (or after `end`); stretches of one run share their anchors. */
  private contextAt(view: RunView, at: number, end: number): Context {
    // A run read whole (most runs) asks once: no map for it.
    if (!view.memo) return contextBefore(view.text, at) || contextAfter(view.text, end);
    if (!view.contextCache) view.contextCache = new Map();
    const cache = view.contextCache;
    let before = cache.get(at);
    if (before === undefined) {
      before = contextBefore(view.text, at);
      cache.set(at, before);
    }
    if (before) return before;
    let after = cache.get(~end);
    if (after === undefined) {
      after = contextAfter(view.text, end);
      cache.set(~end, after);
    }
    return after;
  }

  /** Reads "+digits" or national digits; null unless the result is a possible number. */
  private parse(input: string, international: boolean): ReadNumber | null {
    const cached = this.cache.get(input);
    if (cached !== undefined) return cached;
    const result = readDigits(input, international, this.plan);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(input, result);
    return result;
  }
}

/** A detector bound to a default country, reusing its caches across calls (one per page). */
export function createPhoneDetector(defaultCountry?: CountryCode): PhoneDetector {
  return new Detector(defaultCountry);
}

const shared = new Map<string, PhoneDetector>();

/**
 * The detector of a default country, made once and kept (its parse cache serves every later
 * call): the background's, for every page, and findPhoneNumbers's.
 */
export function sharedDetector(defaultCountry?: CountryCode): PhoneDetector {
  const key = defaultCountry ?? '';
  let detector = shared.get(key);
  if (!detector) {
    detector = createPhoneDetector(defaultCountry);
    shared.set(key, detector);
  }
  return detector;
}

/** Phone numbers in `text`, ordered by start and non-overlapping. */
export function findPhoneNumbers(text: string, defaultCountry?: CountryCode): PhoneMatch[] {
  return sharedDetector(defaultCountry).find(text);
}
