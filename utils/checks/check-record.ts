// What one check leaves behind: shown as the last result, kept in history and in the cache.

import { isRecord, readNumber, readString } from '../common/validate';
import type { FlatField, ResultSummary } from '../service/answer-reader';
import { type Environment, isEnvironment } from '../service/environments';

export interface CheckRecord {
  id: string;
  environment: Environment;
  /** Canonical E.164 of the number, the cache key with the environment. */
  e164: string;
  /** What the user typed or selected. */
  input: string;
  /** What was sent in the `number` parameter. */
  sent: string;
  checkedAt: number;
  status: number;
  summary: ResultSummary;
  fields: FlatField[];
  raw: string;
}

/** Validates a stored record; undefined drops it rather than crash a reader. */
export function readCheckRecord(value: unknown): CheckRecord | undefined {
  if (!isRecord(value)) return undefined;
  const { id, environment, e164, input, sent, checkedAt, status, summary, fields, raw } = value;
  if (!readString(id) || !isEnvironment(environment) || !readString(e164) || readNumber(checkedAt) === undefined)
    return undefined;
  if (!isRecord(summary) || !Array.isArray(fields)) return undefined;
  const cleanFields = fields.filter(
    (f): f is FlatField => isRecord(f) && typeof f.path === 'string' && typeof f.value === 'string',
  );
  return {
    id: id as string,
    environment,
    e164: e164 as string,
    input: readString(input) ?? (e164 as string),
    sent: readString(sent) ?? (e164 as string),
    checkedAt: checkedAt as number,
    status: readNumber(status) ?? 200,
    summary: summary as ResultSummary,
    fields: cleanFields,
    raw: readString(raw, 100_000) ?? '',
  };
}

export function readCheckRecords(value: unknown, max: number): CheckRecord[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(readCheckRecord)
    .filter((r): r is CheckRecord => r !== undefined)
    .slice(0, max);
}

export const HISTORY_CAP = 200;

/** Newest first, capped; a re-check of the same number in the same environment replaces the old entry. */
export function addToHistory(history: readonly CheckRecord[], record: CheckRecord, cap = HISTORY_CAP): CheckRecord[] {
  const rest = history.filter((r) => !(r.e164 === record.e164 && r.environment === record.environment));
  return [record, ...rest].slice(0, cap);
}

export function cacheKey(environment: Environment, e164: string): string {
  return `${environment}|${e164}`;
}

export const CACHE_CAP = 500;

export function findCached(
  cache: Record<string, CheckRecord>,
  environment: Environment,
  e164: string,
  now: number,
  lifetimeMinutes: number,
): CheckRecord | undefined {
  if (lifetimeMinutes <= 0) return undefined;
  const hit = cache[cacheKey(environment, e164)];
  if (!hit) return undefined;
  const age = now - hit.checkedAt;
  return age >= 0 && age <= lifetimeMinutes * 60_000 ? hit : undefined;
}

/** Adds a record and drops expired and excess entries (oldest first). */
export function putInCache(
  cache: Record<string, CheckRecord>,
  record: CheckRecord,
  now: number,
  lifetimeMinutes: number,
  cap = CACHE_CAP,
): Record<string, CheckRecord> {
  const limit = lifetimeMinutes * 60_000;
  const kept = Object.values(cache).filter((r) => now - r.checkedAt <= limit);
  kept.push(record);
  kept.sort((a, b) => b.checkedAt - a.checkedAt);
  const out: Record<string, CheckRecord> = {};
  for (const r of kept.slice(0, cap)) {
    const key = cacheKey(r.environment, r.e164);
    if (!out[key]) out[key] = r;
  }
  return out;
}

export function toCsv(records: readonly CheckRecord[]): string {
  const header = ['checked_at', 'environment', 'number', 'input', 'valid', 'country', 'carrier', 'line_type', 'location'];
  const cell = (v: unknown): string => {
    const s = v === undefined || v === null ? '' : String(v);
    // Quote always, double inner quotes, and defuse spreadsheet formulas.
    const safe = /^[=+\-@\t\r]/.test(s) && !/^\+\d+$/.test(s) ? `'${s}` : s;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const rows = records.map((r) =>
    [
      new Date(r.checkedAt).toISOString(),
      r.environment,
      r.e164,
      r.input,
      r.summary.valid === undefined ? '' : r.summary.valid ? 'yes' : 'no',
      r.summary.countryName ?? r.summary.countryCode ?? '',
      r.summary.carrier ?? '',
      r.summary.lineType ?? '',
      r.summary.location ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...rows].join('\r\n');
}
