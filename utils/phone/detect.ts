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
import { type Context, contextAfter, contextBefore, type Glue, glueAfter, glueBefore } from './context-words';
import { isSupported, type Plan, planFor, type ReadNumber, readDigits } from './numbering';
import {
  countDigits,
  createRunPattern,
  type Extension,
  extensionAt,
  type Group,
  MIN_DIGITS,
  type Run,
  splitRun,
} from './prefilter';
import { currencyBefore, HARD, isAmountShape, markTrapGroups, unitAfter, YEAR_LIKE } from './traps';
import { mayContinueWithLetters, readVanity } from './vanity';

export { phoneFromTelHref } from './numbering';

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
   * gaps another country's reading left, utils/phone/country-passes.ts).
   */
  find(text: string, minScore?: number): PhoneMatch[];
  /**
   * The last find() left a run of enough digits with no number in it (a trap, or a number of
   * another country): only then is a block worth reading with another country. Free to tell here.
   */
  readonly unread: boolean;
}

/** Longest digit string worth parsing: IDD prefix + country code + the longest national number. */
const MAX_DIGITS = 22;
/** A run with more groups than this is a table of figures, not a number. */
const MAX_GROUPS = 40;
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

// ---- The detector --------------------------------------------------------------------------

interface Candidate {
  start: number;
  end: number;
  number: string;
  score: number;
}

/** Everything about one run that every stretch of it shares. */
interface RunView {
  text: string;
  run: Run;
  /** marks[k]: group k belongs to a date, an amount, an id … (traps.ts). */
  marks: Uint8Array;
  /** Digits before group k, for quick sums over a stretch. */
  digitsBefore: number[];
  /** breakBefore[k]: the separator before group k most likely ends one number and starts another. */
  breakBefore: boolean[];
  /**
   * cutBefore[k]: a number may start at group k (and end before it). Only at the run's edges,
   * breaks and spaces: "12/345/67890" or "2023-000123" are never cut into a shorter number.
   */
  cutBefore: boolean[];
  glueLeft: Glue;
  glueRight: Glue;
  extension: Extension | undefined;
  /** Three or more groups, all of one length, and no break between them. */
  uniform: boolean;
  /** Labels before an offset (key `at`) and after one (key `~end`), made when first asked for. */
  contextCache: Map<number, Context> | undefined;
  /** evaluate(i, j) by `i * 64 + j`, made when more than the whole run is looked at. */
  memo: Map<number, Candidate | null> | undefined;
}

const OPEN_BRACKETS = '(\uFF08[\uFF3B';

const isOpenBracket = (c: number): boolean => c === 40 || c === 91 || c === 0xff08 || c === 0xff3b;
const isCloseBracket = (c: number): boolean => c === 41 || c === 93 || c === 0xff09 || c === 0xff3d;

/** The brackets of text[from, end) pair up, at most three pairs. */
function bracketsPair(text: string, from: number, end: number): boolean {
  let depth = 0;
  let pairs = 0;
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isOpenBracket(c)) {
      depth++;
      pairs++;
    } else if (isCloseBracket(c) && --depth < 0) {
      return false;
    }
  }
  return depth === 0 && pairs <= 3;
}

/**
 * Opening and closing brackets of a candidate text[start, end) pair up. A leading bracket that
 * is never closed belongs to the sentence "(call 555-123-4567)" and is dropped: returns how many
 * characters to skip at the start, or -1 when the brackets cannot belong to a phone number.
 */
function bracketTrim(text: string, start: number, end: number): number {
  if (bracketsPair(text, start, end)) return 0;
  if (isOpenBracket(text.charCodeAt(start)) && bracketsPair(text, start + 1, end)) return 1;
  return -1;
}

type Grouping = 'none' | 'phone' | 'odd';

/** How the digits of groups i..j are laid out, as evidence for or against a phone number. */
function grouping(groups: Group[], i: number, j: number, plus: boolean): Grouping {
  if (i === j) return 'none';
  let single = 0;
  let pairs = 0;
  let slashes = 0;
  for (let k = i; k <= j; k++) {
    const g = groups[k] as Group;
    if (g.digits.length === 1) single++;
    if (g.digits.length === 2) pairs++;
    if (k > i && /[/\uFF0F]/.test(g.sepBefore)) slashes++;
  }
  const count = j - i + 1;
  // "0 3 3 3 1 6 0 0 5": spaced-out digits say nothing about the layout.
  if (count >= 4 && single * 5 >= count * 3) return 'none';
  // Pairs are how France and its neighbours write numbers, always with the trunk "0" or a
  // country code in front ("01 23 45 67 89"); other pairs are bytes or table cells.
  if (count >= 4 && pairs === count && !plus && (groups[i] as Group).digits[0] !== '0') return 'none';
  // "12 345 678" is how amounts are written; two slashes are how tax ids are written.
  if (isAmountShape(groups, i, j) || slashes >= 2) return 'odd';
  const last = groups[j] as Group;
  if (last.digits.length === 1 && count > 2) return 'odd';
  return 'phone';
}

/**
 * After a calling code of some length, one digit over and over: a placeholder when it is 0 or 1
 * ("+11111111111"), else maybe a number ("+4722222222", "+18888888888").
 */
function repetition(e164: string): 'placeholder' | 'one-digit' | undefined {
  const m = /^\+\d{1,3}?(\d)\1+$/.exec(e164);
  if (!m) return undefined;
  return m[1] === '0' || m[1] === '1' ? 'placeholder' : 'one-digit';
}

/** The run opens with a short trunk-prefixed group ("020", "0711"), and more than it follows. */
function areaCodeFirst(g: Group[]): boolean {
  const first = (g[0] as Group).digits;
  return first.length >= 2 && first.length <= 5 && first.charCodeAt(0) === 48 && first.charCodeAt(1) !== 48;
}

/** Where one number likely ends and the next begins inside a run (see RunView.breakBefore). */
function breaksOf(run: Run, digitsBefore: number[]): boolean[] {
  const g = run.groups;
  let single = 0;
  for (const x of g) if (x.digits.length === 1) single++;
  const spaced = single * 5 >= g.length * 3;
  const out: boolean[] = [false];
  let sinceBreak = 0;
  for (let k = 1; k < g.length; k++) {
    sinceBreak += (g[k - 1] as Group).digits.length;
    const sep = (g[k] as Group).sepBefore;
    const right = run.digitCount - (digitsBefore[k] ?? 0);
    // (A lone space, hyphen or dot never breaks: the common case, decided without the patterns.)
    const c = sep.length === 1 ? sep.charCodeAt(0) : 0;
    const hard =
      c !== 32 &&
      c !== 45 &&
      c !== 46 &&
      (/[\u2012-\u2015\uFF0D]/.test(sep) ||
        sep.includes('--') ||
        // " - " between numbers, but not after a trunk-prefixed area code ("020 - 624 1111").
        (/\s/.test(sep) && /^[-\u2010\u2011\u2212~]$/.test(sep.trim()) && !(k === 1 && areaCodeFirst(g))) ||
        /[.\uFF0E]\s/.test(sep) ||
        // A slash splits two numbers ("651-234-2345/332-445-1234"), but also area code and
        // number in German writing ("040 / 123 456 78"): only a break with a number on each side.
        (/[/\uFF0F]/.test(sep) && sinceBreak >= MIN_DIGITS && right >= MIN_DIGITS) ||
        (!spaced && /\s\s/.test(sep)) ||
        (/[(\uFF08]/.test(sep) && sinceBreak >= MIN_DIGITS));
    if (hard) sinceBreak = 0;
    out.push(hard);
  }
  return out;
}

/**
 * "0~0 1800 7493 524 ~1234": a tilde after a space marks an extension, while "0~0" (wait for
 * the dial tone) is part of the number — cut the run before it so extensionAt can read it.
 */
function withoutTildeExtension(run: Run): Run {
  const last = run.groups[run.groups.length - 1];
  if (!last || run.groups.length < 2 || !/^\s+[~\uFF5E\u223C]\s*$/.test(last.sepBefore)) return run;
  const groups = run.groups.slice(0, -1);
  const end = (groups[groups.length - 1] as Group).end;
  return { ...run, end, groups, digitCount: run.digitCount - last.digits.length };
}

/** Everything about a run that its stretches share, or null when none of it can be a number. */
function viewOf(text: string, run: Run): RunView | null {
  const groups = run.groups;
  const n = groups.length;
  if (n > MAX_GROUPS) return null;
  const marks = markTrapGroups(text, run);
  let open = false;
  for (let k = 0; k < n && !open; k++) open = marks[k] !== HARD;
  if (!open) return null;
  const extension = extensionAt(text, run.end);
  // Letters before a lead ("abc+1 …") glue only softly: the lead sets the number apart.
  const glueLeft: Glue = run.lead ? (glueBefore(text, run.start) === 'none' ? 'none' : 'soft') : glueBefore(text, run.start);
  const glueRight = glueAfter(text, extension ? extension.end : run.end);
  if (glueLeft === 'hard' || glueRight === 'hard') return null;
  // Money and measures at either edge: "$20 415-666-7777" keeps the number, drops the "20".
  if (!run.lead && currencyBefore(text, run.start)) marks[0] = 1;
  if (!extension && unitAfter(text, run.end)) marks[n - 1] = 1;

  const digitsBefore: number[] = [];
  let sum = 0;
  for (let k = 0; k <= n; k++) {
    digitsBefore.push(sum);
    sum += groups[k]?.digits.length ?? 0;
  }
  const breakBefore = breaksOf(run, digitsBefore);
  // After "+44" comes the rest of that number, never a number of its own.
  const countryCodeFirst = /[+\uFF0B]/.test(run.lead) && (groups[0] as Group).digits.length <= 3;
  const cutBefore: boolean[] = [];
  const size = (groups[0] as Group).digits.length;
  let uniform = n >= 3;
  for (let k = 0; k < n; k++) {
    const g = groups[k] as Group;
    cutBefore.push(
      k === 0 || breakBefore[k] === true || (/[\s(\uFF08[\uFF3B]/.test(g.sepBefore) && !(k === 1 && countryCodeFirst)),
    );
    if (g.digits.length !== size || breakBefore[k]) uniform = false;
  }
  cutBefore.push(true);
  return {
    text,
    run,
    marks,
    digitsBefore,
    breakBefore,
    cutBefore,
    glueLeft,
    glueRight,
    extension,
    uniform,
    contextCache: undefined,
    memo: undefined,
  };
}

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

/** Where a stretch of groups starts and ends in the text, with its lead ("+", "("). */
interface Span {
  start: number;
  end: number;
  plus: boolean;
  hasLead: boolean;
}

function spanOf(view: RunView, i: number, j: number): Span | null {
  const { text, run } = view;
  const first = run.groups[i] as Group;
  const last = run.groups[j] as Group;
  // The run's lead belongs to its first group; a later group may open with a bracket
  // ("… (754) 223 3321").
  let start = first.start;
  let lead = '';
  if (i === 0) {
    start = run.start;
    lead = run.lead;
  } else if (OPEN_BRACKETS.includes(first.sepBefore.slice(-1))) {
    start = first.start - 1;
    lead = first.sepBefore.slice(-1);
  }
  const skip = bracketTrim(text, start, last.end);
  if (skip < 0) return null;
  lead = lead.slice(skip);
  const extension = j === run.groups.length - 1 ? view.extension : undefined;
  return {
    start: start + skip,
    end: extension ? extension.end : last.end,
    plus: lead.includes('+') || lead.includes('\uFF0B'),
    hasLead: lead !== '',
  };
}

/** The string the parser reads, and whether it is written in international form. */
function parserInput(digits: string, plus: boolean, plan: Plan | undefined): { input: string; international: boolean } | null {
  if (plus) return { input: `+${digits}`, international: true };
  if (plan) return { input: digits, international: plan.idd?.test(digits) ?? false };
  // No default country: "00" is the international prefix almost everywhere.
  if (/^00[1-9]/.test(digits)) return { input: `+${digits.slice(2)}`, international: true };
  return null;
}

/**
 * In countries that always write the trunk prefix ("030 …", "020 …"), national digits without
 * it are a phone number only when a label says so.
 */
function trunkMissing(digits: string, international: boolean, plan: Plan | undefined): boolean {
  return (
    !international &&
    plan !== undefined &&
    plan.trunkWritten &&
    plan.nationalPrefix !== undefined &&
    !digits.startsWith(plan.nationalPrefix) &&
    !plan.trunkExempt?.test(digits)
  );
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

  find(text: string, minScore: number = ACCEPT): PhoneMatch[] {
    const out: PhoneMatch[] = [];
    this.unread = false;
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
      let read = false;
      for (const c of this.scanRun(text, withoutTildeExtension(splitRun(text, start, end)))) {
        if (c.score < minScore) continue;
        out.push({ start: c.start, end: c.end, number: c.number });
        lastEnd = c.end;
        read = true;
      }
      if (!read) this.unread = true;
      // An extension reaches past the run: go on after it.
      if (lastEnd > pattern.lastIndex) pattern.lastIndex = lastEnd;
    }
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

  private scanRun(text: string, run: Run): Candidate[] {
    const view = viewOf(text, run);
    if (!view) return [];
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
