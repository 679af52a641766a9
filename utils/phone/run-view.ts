// One run of digits seen whole, before any stretch of it is read as a number (detect.ts reads the
// stretches): its trap marks, breaks, glue and extension, where a stretch starts and ends in the
// text, how its groups are written, and what the parser is given. Pure: text in, facts out.
import type { Context, Glue } from './context-words';
import { glueAfter, glueBefore } from './context-words';
import { type Extension, extensionAt } from './extension';
import type { Plan } from './numbering';
import { type Group, MIN_DIGITS, type Run } from './prefilter';
import { currencyBefore, HARD, isAmountShape, markTrapGroups, unitAfter } from './traps';

/** A stretch of a run read as a number, with its score. */
export interface Candidate {
  start: number;
  end: number;
  number: string;
  score: number;
}

/** A run with more groups than this is a table of figures, not a number. */
export const MAX_GROUPS = 40;

/** Everything about one run that every stretch of it shares. */
export interface RunView {
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
  /** Labels before an offset (key `at`) and after one (key `~end`), made when first asked for once `memo` is. */
  contextCache: Map<number, Context> | undefined;
  /** evaluate(i, j) by `i * 64 + j`, made when more than the whole run is looked at. */
  memo: Map<number, Candidate | null> | undefined;
}

export const OPEN_BRACKETS = '(\uFF08[\uFF3B';

export const isOpenBracket = (c: number): boolean => c === 40 || c === 91 || c === 0xff08 || c === 0xff3b;
export const isCloseBracket = (c: number): boolean => c === 41 || c === 93 || c === 0xff09 || c === 0xff3d;

/** The brackets of text[from, end) pair up, at most three pairs. */
export function bracketsPair(text: string, from: number, end: number): boolean {
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
export function bracketTrim(text: string, start: number, end: number): number {
  if (bracketsPair(text, start, end)) return 0;
  if (isOpenBracket(text.charCodeAt(start)) && bracketsPair(text, start + 1, end)) return 1;
  return -1;
}

export type Grouping = 'none' | 'phone' | 'odd';

/** How the digits of groups i..j are laid out, as evidence for or against a phone number. */
export function grouping(groups: Group[], i: number, j: number, plus: boolean): Grouping {
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
export function repetition(e164: string): 'placeholder' | 'one-digit' | undefined {
  // (Most numbers do not end in the same digit twice: no need for the pattern.)
  if (e164.charCodeAt(e164.length - 1) !== e164.charCodeAt(e164.length - 2)) return undefined;
  const m = /^\+\d{1,3}?(\d)\1+$/.exec(e164);
  if (!m) return undefined;
  return m[1] === '0' || m[1] === '1' ? 'placeholder' : 'one-digit';
}

/** The run opens with a short trunk-prefixed group ("020", "0711"), and more than it follows. */
export function areaCodeFirst(g: Group[]): boolean {
  const first = (g[0] as Group).digits;
  return first.length >= 2 && first.length <= 5 && first.charCodeAt(0) === 48 && first.charCodeAt(1) !== 48;
}

/** Where one number likely ends and the next begins inside a run (see RunView.breakBefore). */
export function breaksOf(run: Run, digitsBefore: number[]): boolean[] {
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
export function withoutTildeExtension(run: Run): Run {
  const last = run.groups[run.groups.length - 1];
  if (!last || run.groups.length < 2 || !/^\s+[~\uFF5E\u223C]\s*$/.test(last.sepBefore)) return run;
  const groups = run.groups.slice(0, -1);
  const end = (groups[groups.length - 1] as Group).end;
  return { ...run, end, groups, digitCount: run.digitCount - last.digits.length };
}

/** Everything about a run that its stretches share, or null when none of it can be a number. */
export function viewOf(text: string, run: Run): RunView | null {
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

/** Where a stretch of groups starts and ends in the text, with its lead ("+", "("). */
export interface Span {
  start: number;
  end: number;
  plus: boolean;
  hasLead: boolean;
}

export function spanOf(view: RunView, i: number, j: number): Span | null {
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
export function parserInput(
  digits: string,
  plus: boolean,
  plan: Plan | undefined,
): { input: string; international: boolean } | null {
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
export function trunkMissing(digits: string, international: boolean, plan: Plan | undefined): boolean {
  return (
    !international &&
    plan !== undefined &&
    plan.trunkWritten &&
    plan.nationalPrefix !== undefined &&
    !digits.startsWith(plan.nationalPrefix) &&
    !plan.trunkExempt?.test(digits)
  );
}
