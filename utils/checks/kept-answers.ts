// What one check may keep, and where its raw answer lives (docs/architecture.md#storage).
//  - One record is capped: field paths, values and summary strings, the number of fields, the raw
//    answer, and the whole record. A service that answers with a megabyte (the body cap) leaves
//    tens of kilobytes, not a megabyte three times.
//  - The raw answer is kept once, in `answersItem` by record id; the last result, history and the
//    cache keep the record without it and point to it by id. Answers no record points to go.
//  - History, the cache and the answers are trimmed by bytes as well as by count.
// Pure: the background's check flow and the storage readers call these.

import type { ResultSummary } from '../service/answer-reader';
import type { CheckRecord } from './record';

export const RECORD_CAPS = {
  /** A field's path ("carrier.name"): longer ones are cut. */
  pathChars: 200,
  /** A field's value. */
  valueChars: 2_000,
  /** Fields kept of one answer (in the answer's order). */
  fields: 300,
  /** A summary string (carrier, location…). */
  summaryChars: 300,
  /** The raw answer as kept (the client already cuts it at 20,000). */
  rawChars: 20_000,
  /** The record as stored, raw answer aside: fields are dropped from the end until it fits. */
  recordBytes: 48 * 1024,
} as const;

/** Byte budgets of what checks leave, on top of the counts (HISTORY_CAP, CACHE_CAP). */
export const KEPT_BYTES = {
  history: 2 * 1024 * 1024,
  cache: 4 * 1024 * 1024,
  answers: 4 * 1024 * 1024,
} as const;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Bytes of a value as stored (its JSON, in UTF-16 code units). */
export function storedBytes(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/**
 * A record's stored size, estimated without serialising it (the trims run at every check, over
 * hundreds of records): its strings plus a fixed allowance per field for names and punctuation.
 * Within a few percent of storedBytes for real answers (see kept-answers.test.ts).
 */
export function recordBytes(r: CheckRecord): number {
  let n = 130 + r.environment.length + r.id.length + r.e164.length + r.input.length + r.sent.length + r.raw.length;
  n += (r.reason === undefined ? 0 : 12 + r.reason.length) + (r.page ? 29 + r.page.url.length + r.page.title.length : 0);
  n += (r.extension === undefined ? 0 : 16 + r.extension.length) + (r.extensionSent ? 21 : 0);
  for (const [k, v] of Object.entries(r.summary)) n += k.length + 4 + (typeof v === 'string' ? v.length + 2 : String(v).length);
  for (const f of r.fields) n += 23 + f.path.length + f.value.length;
  return n;
}

function capSummary(summary: ResultSummary): ResultSummary {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(summary)) {
    if (k.length > RECORD_CAPS.pathChars) continue;
    out[k] = typeof v === 'string' ? cut(v, RECORD_CAPS.summaryChars) : v;
  }
  return out as ResultSummary;
}

/** Caps one record: each string, the count of fields, then the whole (raw answer aside). */
export function capRecord(record: CheckRecord): CheckRecord {
  const fields = record.fields
    .slice(0, RECORD_CAPS.fields)
    .map((f) => ({ path: cut(f.path, RECORD_CAPS.pathChars), value: cut(f.value, RECORD_CAPS.valueChars) }));
  const out: CheckRecord = { ...record, summary: capSummary(record.summary), fields, raw: cut(record.raw, RECORD_CAPS.rawChars) };
  let size = storedBytes({ ...out, raw: '' });
  while (size > RECORD_CAPS.recordBytes && out.fields.length > 0) {
    const dropped = out.fields.pop();
    size -= storedBytes(dropped) + 1;
  }
  return out;
}

/** The record as the last result, history and the cache keep it: without its raw answer. */
export function withoutRaw(record: CheckRecord): CheckRecord {
  return record.raw === '' ? record : { ...record, raw: '' };
}

/** Raw answers by record id. */
export type KeptAnswers = Record<string, string>;

/** The record with its raw answer put back (from the answers kept), for a reply or a job's row. */
export function withRaw(record: CheckRecord, answers: KeptAnswers): CheckRecord {
  if (record.raw !== '') return record;
  const raw = answers[record.id];
  return raw === undefined ? record : { ...record, raw };
}

/**
 * The answers to keep: those of the ids given (newest first), within the byte budget. An answer
 * past the budget goes before its record does; its record then shows "no raw answer kept".
 */
export function keepAnswers(
  answers: KeptAnswers,
  idsNewestFirst: readonly string[],
  maxBytes: number = KEPT_BYTES.answers,
): KeptAnswers {
  const out: KeptAnswers = {};
  let bytes = 0;
  for (const id of idsNewestFirst) {
    const raw = answers[id];
    if (raw === undefined || out[id] !== undefined) continue;
    bytes += raw.length + id.length + 6;
    if (bytes > maxBytes) break;
    out[id] = raw;
  }
  return out;
}

/** Newest first: as many as fit in `maxBytes` (at least the first). */
export function trimByBytes(items: readonly CheckRecord[], maxBytes: number): CheckRecord[] {
  let bytes = 0;
  const out: CheckRecord[] = [];
  for (const item of items) {
    bytes += recordBytes(item) + 1;
    if (bytes > maxBytes && out.length > 0) break;
    out.push(item);
  }
  return out;
}
