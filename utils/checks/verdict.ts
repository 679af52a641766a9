// The verdict a check gave a number, in three words, and what the cache knows of numbers: all a page
// (or its content script) is ever told of an answer — never the answer itself, never the key.

import { type PlainKey, t } from '../i18n/t';
import type { ResultSummary } from '../service/answer-reader';
import type { Environment } from '../service/environments';
import { type CheckRecord, findCached } from './check-record';

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

/** The verdicts the cache holds for `numbers` (those it has, fresh), in one environment. */
export function knownVerdicts(
  cache: Record<string, CheckRecord>,
  environment: Environment,
  numbers: Iterable<string>,
  now: number,
  lifetimeMinutes: number,
): KnownVerdict[] {
  const out: KnownVerdict[] = [];
  const seen = new Set<string>();
  for (const number of numbers) {
    if (seen.has(number)) continue;
    seen.add(number);
    const hit = findCached(cache, environment, number, now, lifetimeMinutes);
    if (hit) out.push({ number, verdict: verdictOf(hit.summary), checkedAt: hit.checkedAt });
  }
  return out;
}
