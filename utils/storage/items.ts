// The data the background keeps (besides settings and keys), each item validated on read.
import { type CheckRecord, HISTORY_CAP, readCheckRecord, readCheckRecords } from '../checks/check-record';
import { isRecord, readNumber } from '../common/validate';
import { type CreditsReading, readCreditsReading } from '../credits/reading';
import { ENVIRONMENTS, type Environment, type PerEnvironment } from '../service/environments';
import { defineValidatedItem } from './settings';

export const historyItem = defineValidatedItem<CheckRecord[]>('local:history', (raw) => readCheckRecords(raw, HISTORY_CAP));

/** The last answer shown, with whether it came from the cache. */
export interface LastResult {
  record: CheckRecord;
  cached: boolean;
}

export const lastResultItem = defineValidatedItem<LastResult | null>('local:lastResult', (raw) => {
  if (!isRecord(raw)) return null;
  const record = readCheckRecord(raw.record);
  return record ? { record, cached: raw.cached === true } : null;
});

export const cacheItem = defineValidatedItem<Record<string, CheckRecord>>('local:cache', (raw) => {
  const out: Record<string, CheckRecord> = {};
  if (!isRecord(raw)) return out;
  for (const [k, v] of Object.entries(raw)) {
    const r = readCheckRecord(v);
    if (r) out[k] = r;
  }
  return out;
});

export const creditsItem = defineValidatedItem<Partial<PerEnvironment<CreditsReading>>>('local:credits', (raw) => {
  const out: Partial<PerEnvironment<CreditsReading>> = {};
  if (!isRecord(raw)) return out;
  for (const env of ENVIRONMENTS) {
    const r = readCreditsReading(raw[env]);
    if (r && r.environment === env) out[env] = r;
  }
  return out;
});

/** When the next automatic credits read may run, per environment (errors and Retry-After push it back). */
export interface Backoff {
  until: number;
  failures: number;
}

export const backoffItem = defineValidatedItem<Partial<Record<Environment, Backoff>>>('local:backoff', (raw) => {
  const out: Partial<Record<Environment, Backoff>> = {};
  if (!isRecord(raw)) return out;
  for (const env of ENVIRONMENTS) {
    const b = raw[env];
    if (isRecord(b)) {
      const until = readNumber(b.until);
      const failures = readNumber(b.failures, 0, 1000);
      if (until !== undefined && failures !== undefined) out[env] = { until, failures };
    }
  }
  return out;
});

/** Times of recent checks asked for by pages, for rate limiting; session-only on purpose. */
export const pageCheckTimesItem = defineValidatedItem<number[]>('session:pageCheckTimes', (raw) =>
  Array.isArray(raw) ? raw.filter((t): t is number => typeof t === 'number').slice(-100) : [],
);
