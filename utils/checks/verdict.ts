// The verdict a check gave a number, in three words, and what the cache knows of numbers: all a page
// (or its content script) is ever told of an answer — never the answer itself, never the key.

import { type PlainKey, t } from '../i18n/t';
import type { ResultSummary } from '../service/answer-reader';
import type { Environment } from '../service/environments';
import { type CheckRecord, cacheKey, findCached } from './check-record';
import type { CheckReply } from './check-reply';

export const VERDICTS = ['valid', 'invalid', 'unknown'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface KnownVerdict {
  /** E.164. */
  number: string;
  verdict: Verdict;
  checkedAt: number;
}

export function verdictOf(summary: ResultSummary | undefined): Verdict {
  return summary?.valid === true ? 'valid' : summary?.valid === false ? 'invalid' : 'unknown';
}

const VERDICT_WORDS: Readonly<Record<Verdict, PlainKey>> = {
  valid: 'validity_valid',
  invalid: 'validity_invalid',
  unknown: 'validity_unknown',
};

export function verdictWords(verdict: Verdict): string {
  return t(VERDICT_WORDS[verdict]);
}

/**
 * The verdict a check's reply left in the cache for its number: what `knownVerdicts` will find for
 * it from now on. Undefined when the cache keeps none: no answer, no cache, another environment, or
 * an extension sent (that answer is cached as the extension's, not the number's).
 */
export function keptVerdict(reply: CheckReply, environment: Environment, lifetimeMinutes: number): KnownVerdict | undefined {
  if (!reply.ok || lifetimeMinutes <= 0) return undefined;
  const r = reply.record;
  if (r.environment !== environment || r.extensionSent) return undefined;
  return { number: r.e164, verdict: verdictOf(r.summary), checkedAt: r.checkedAt };
}

/**
 * The verdicts the cache holds for `numbers` (those it has, fresh), in one environment: the cache's
 * fresh verdicts (freshVerdicts, one walk over at most CACHE_CAP records) picked out for them, so a
 * page's thousands of numbers cost a map lookup each.
 */
export function knownVerdicts(
  cache: Record<string, CheckRecord>,
  environment: Environment,
  numbers: Iterable<string>,
  now: number,
  lifetimeMinutes: number,
): KnownVerdict[] {
  const out: KnownVerdict[] = [];
  const fresh = freshVerdicts(cache, environment, now, lifetimeMinutes);
  if (fresh.size === 0) return out;
  for (const number of numbers) {
    const known = fresh.get(number);
    if (!known) continue;
    out.push(known);
    // Each number once, however often it is asked.
    fresh.delete(number);
  }
  return out;
}

/**
 * Every verdict the cache holds, fresh, in one environment, by number, read by walking the cache (at
 * most CACHE_CAP records) rather than a page's thousands of numbers one by one.
 */
export function freshVerdicts(
  cache: Record<string, CheckRecord>,
  environment: Environment,
  now: number,
  lifetimeMinutes: number,
): Map<string, KnownVerdict> {
  const out = new Map<string, KnownVerdict>();
  for (const [key, r] of Object.entries(cache)) {
    // The number's own answer only: what findCached would find under its key (not an extension's).
    if (typeof r?.e164 !== 'string' || key !== cacheKey(environment, r.e164)) continue;
    if (findCached(cache, environment, r.e164, now, lifetimeMinutes) !== r) continue;
    out.set(r.e164, { number: r.e164, verdict: verdictOf(r.summary), checkedAt: r.checkedAt });
  }
  return out;
}

/** Numbers counted at most in a change: past that, it is a big change (a cache cleared), whichever numbers. */
export const MAX_CHANGED_NUMBERS = 1_000;

/**
 * The numbers (E.164) whose cached answer a change of the stored cache added, replaced or removed, as
 * storage.onChanged gives the old and new values; undefined when there are too many to name.
 */
export function changedNumbers(oldValue: unknown, newValue: unknown, max = MAX_CHANGED_NUMBERS): string[] | undefined {
  const before = isRecordMap(oldValue) ? oldValue : {};
  const after = isRecordMap(newValue) ? newValue : {};
  const out = new Set<string>();
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (a?.checkedAt === b?.checkedAt && a?.id === b?.id) continue;
    const e164 = (b ?? a)?.e164;
    if (typeof e164 === 'string') out.add(e164);
    if (out.size > max) return undefined;
  }
  return [...out];
}

function isRecordMap(value: unknown): value is Record<string, Partial<CheckRecord> | undefined> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
