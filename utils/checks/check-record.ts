// What one check leaves behind: shown as the last result, kept in history and in the cache.

import { csvLine } from '../common/csv';
import { isRecord, readNumber, readString } from '../common/validate';
import type { FlatField, ResultSummary } from '../service/answer-reader';
import { type Environment, environmentLabel, isEnvironment } from '../service/environments';
import { lineTypeWords } from '../service/line-type';
import { KEPT_BYTES, recordBytes } from './kept-answers';
import { readPageRef } from './page-ref';
import type { CheckRecord } from './record';

export type { CheckRecord } from './record';

/** Validates a stored record; undefined drops it rather than crash a reader. */
export function readCheckRecord(value: unknown): CheckRecord | undefined {
  if (!isRecord(value)) return undefined;
  const { id, environment, e164, input, sent, checkedAt, status, summary, fields, raw, reason, page, extension, extensionSent } =
    value;
  if (!readString(id) || !isEnvironment(environment) || !readString(e164) || readNumber(checkedAt) === undefined)
    return undefined;
  if (!isRecord(summary) || !Array.isArray(fields)) return undefined;
  const cleanFields = fields.filter(
    (f): f is FlatField => isRecord(f) && typeof f.path === 'string' && typeof f.value === 'string',
  );
  const out: CheckRecord = {
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
  const why = readString(reason, 500);
  if (why) out.reason = why;
  const from = readPageRef(page);
  if (from) out.page = from;
  const ext = readString(extension, 40);
  if (ext && /^[\d,;*#]+$/.test(ext)) {
    out.extension = ext;
    if (extensionSent === true) out.extensionSent = true;
  }
  return out;
}

export function readCheckRecords(value: unknown, max: number): CheckRecord[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(readCheckRecord)
    .filter((r): r is CheckRecord => r !== undefined)
    .slice(0, max);
}

export const HISTORY_CAP = 200;

/** Newest first, capped; a re-check of the same number (and extension) in the same environment replaces the old entry. */
export function addToHistory(history: readonly CheckRecord[], record: CheckRecord, cap = HISTORY_CAP): CheckRecord[] {
  const same = (r: CheckRecord) =>
    r.e164 === record.e164 && r.environment === record.environment && (r.extension ?? '') === (record.extension ?? '');
  const rest = history.filter((r) => !same(r));
  return [record, ...rest].slice(0, cap);
}

/**
 * The cache's key: the environment and what the service was asked about, the number and, when it
 * was sent with it, the extension. An extension kept but not sent shares the number's answer.
 */
export function cacheKey(environment: Environment, e164: string, sentExtension?: string): string {
  return sentExtension ? `${environment}|${e164}|${sentExtension}` : `${environment}|${e164}`;
}

/** The key a record is cached under. */
export function cacheKeyOf(r: CheckRecord): string {
  return cacheKey(r.environment, r.e164, r.extensionSent ? r.extension : undefined);
}

export const CACHE_CAP = 500;

export function findCached(
  cache: Record<string, CheckRecord>,
  environment: Environment,
  e164: string,
  now: number,
  lifetimeMinutes: number,
  sentExtension?: string,
): CheckRecord | undefined {
  if (lifetimeMinutes <= 0) return undefined;
  const hit = cache[cacheKey(environment, e164, sentExtension)];
  if (!hit) return undefined;
  const age = now - hit.checkedAt;
  return age >= 0 && age <= lifetimeMinutes * 60_000 ? hit : undefined;
}

/** Adds a record and drops expired and excess entries (oldest first), by count and by bytes. */
export function putInCache(
  cache: Record<string, CheckRecord>,
  record: CheckRecord,
  now: number,
  lifetimeMinutes: number,
  cap = CACHE_CAP,
  maxBytes: number = KEPT_BYTES.cache,
): Record<string, CheckRecord> {
  const limit = lifetimeMinutes * 60_000;
  const kept = Object.values(cache).filter((r) => now - r.checkedAt <= limit);
  kept.push(record);
  kept.sort((a, b) => b.checkedAt - a.checkedAt);
  const out: Record<string, CheckRecord> = {};
  let bytes = 0;
  for (const r of kept.slice(0, cap)) {
    const key = cacheKeyOf(r);
    if (out[key]) continue;
    bytes += recordBytes(r) + key.length + 4;
    if (bytes > maxBytes && Object.keys(out).length > 0) break;
    out[key] = r;
  }
  return out;
}

export const CSV_HEADER = [
  'checked_at',
  'environment',
  'number',
  'input',
  'valid',
  'reason',
  'country',
  'carrier',
  'line_type',
  'location',
  'page_title',
  'page_url',
  'extension',
  'extension_sent',
] as const;

export function toCsv(records: readonly CheckRecord[]): string {
  const rows = records.map((r) =>
    csvLine([
      new Date(r.checkedAt).toISOString(),
      environmentLabel(r.environment),
      r.e164,
      r.input,
      r.summary.valid === undefined ? '' : r.summary.valid ? 'yes' : 'no',
      r.summary.valid === false ? (r.summary.invalidReason ?? r.reason ?? '') : '',
      r.summary.countryName ?? r.summary.countryCode ?? '',
      r.summary.carrier ?? '',
      lineTypeWords(r.summary.lineType, r.summary.lineTypeTerm) ?? '',
      r.summary.location ?? '',
      r.page?.title ?? '',
      r.page?.url ?? '',
      r.extension ?? '',
      r.extension ? (r.extensionSent ? 'yes' : 'no') : '',
    ]),
  );
  return [CSV_HEADER.join(','), ...rows].join('\r\n');
}
