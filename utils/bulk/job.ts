// A job of many checks ("Check a list", "Check the unchecked numbers of this page"): what is kept of
// it, and how a stored job is read back. A job lives in storage in pieces (see job-store.ts): its
// summary (`JobMeta`) in one item, its rows in chunks of CHUNK_ROWS, each row's raw answer in an item
// of its own, so that neither the engine nor a page ever holds a 100,000-row job in one value.

import type { CountryCode } from 'libphonenumber-js/core';
import { isRecord, readNumber, readOneOf, readString, readStringArray } from '../common/validate';
import { t } from '../i18n/t';
import { readCountry } from '../phone/country';
import type { ResultSummary } from '../service/answer-reader';
import { type Environment, isEnvironment } from '../service/environments';

/** Rows per stored chunk: a row's change rewrites its chunk (a few tens of KB), never the job. */
export const CHUNK_ROWS = 200;

export const ROW_STATUSES = [
  /** The row holds nothing that reads as a phone number. Not sent. */
  'no-number',
  /** Read as a number that cannot exist (wrong length for its country). Not sent. */
  'impossible',
  /** The same number as an earlier row: answered by that row's check, never sent itself. */
  'duplicate',
  /** To be sent. */
  'pending',
  /** Marked before its call goes out. Found so after a restart: the call's outcome is unknown. */
  'sending',
  /** Answered by the service (a credit spent). */
  'checked',
  /** Answered from the cache: already known, free. */
  'known',
  /** The call failed in a way that spent nothing (as far as the answer says); "retry failed rows" sends it again. */
  'failed',
  /** The call may or may not have been charged (in flight when Number Check stopped, timed out, unreadable answer). */
  'unknown',
] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

/** Statuses a row ends in; a job is done when no row is pending or sending. */
export const SETTLED: readonly RowStatus[] = ['no-number', 'impossible', 'checked', 'known', 'failed', 'unknown'];

export interface RowProblem {
  /** An ErrorKind of utils/service/errors.ts, or 'interrupted' for a call cut by a stop of Number Check. */
  kind: string;
  message: string;
}

export interface RowState {
  status: RowStatus;
  /** E.164, when the row holds a number. */
  e164?: string;
  /** A duplicate: the row (0-based) whose check answers this one. */
  sameAs?: number;
  /** The first row of a number that occurs again: the rows that repeat it (they follow its outcome). */
  repeats?: number[];
  /** When its call was marked sent. */
  sentAt?: number;
  /** When the answer was given (by the service, or the cached answer's own time). */
  checkedAt?: number;
  /** The fields lifted from the answer. */
  summary?: ResultSummary;
  problem?: RowProblem;
}

export const JOB_STATUSES = ['running', 'paused', 'stopped', 'done', 'cancelled'] as const;
/**
 * running: calls go out (or wait for the pace); paused: by the user; stopped: by the service (key
 * rejected, no credits…) with `stop` saying why; done: nothing left to send; cancelled: by the user,
 * for good.
 */
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What the user can do to a job (the engine's `act`). */
export const JOB_ACTIONS = ['pause', 'resume', 'cancel', 'retry-failed', 'resend-unknown', 'remove'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** The engine's answer to a page's request about a job. */
export type JobActionReply = { ok: true } | { ok: false; message: string };

export const JOB_SOURCES = ['list', 'page'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

export interface Pace {
  /** Calls in flight at once. */
  concurrency: number;
  /** Calls started per minute, at most. */
  perMinute: number;
}

export const PACE_LIMITS = {
  concurrency: { min: 1, max: 8 },
  perMinute: { min: 1, max: 600 },
} as const;

/** What the preview counted when the job was made; fixed for the job's life. */
export interface JobPlan {
  rows: number;
  /** Rows holding a number. */
  numbers: number;
  noNumber: number;
  impossible: number;
  /** Rows repeating an earlier row's number (sent once). */
  duplicates: number;
  /** Distinct numbers already in the cache (free). */
  known: number;
  /** Distinct numbers to send: what the job will cost at most. */
  toSend: number;
}

export type RowCounts = Record<RowStatus, number>;

/**
 * The shape of a stored job (its summary and pieces). A change of shape raises it, and the reader
 * below takes older formats forward (or leaves a job it cannot read alone).
 */
export const JOB_FORMAT = 2;
/**
 * 1: each row's cells an array, its state an object with its summary, each raw answer an item of
 * its own (`bulkJob:<id>:raw:<row>`). 2: a row's input and state a short string each, the answers
 * kept once per chunk (row-codec.ts, answer-codec.ts). A job of format 1 is read as it is, and the
 * engine rewrites it in format 2 before it writes to it (JobStore.migrate).
 */
export type JobFormat = 1 | 2;

export interface JobMeta {
  format: JobFormat;
  id: string;
  source: JobSource;
  /** The file's name, "Pasted list", or the page's title. */
  title: string;
  createdAt: number;
  updatedAt: number;
  finishedAt?: number;
  environment: Environment;
  /** The country numbers without a country code were read for. */
  country?: CountryCode;
  /** The input's column names (a header row, or "Column 1"…). */
  columns: string[];
  numberColumn: number;
  rowCount: number;
  chunkCount: number;
  status: JobStatus;
  /** Why the service stopped the job (key rejected, no credits…). */
  stop?: RowProblem & { at: number };
  pace: Pace;
  /** When a 429 slowed the pace (shown to the user). */
  slowedAt?: number;
  /** No call before this time (a Retry-After). */
  waitUntil?: number;
  plan: JobPlan;
  counts: RowCounts;
  /** Pending rows per chunk, so the engine skips settled chunks without reading them. */
  pendingByChunk: number[];
  /** Rows marked sending: the calls in flight. Kept with the row's chunk, in the same write. */
  inFlight: number[];
  /** Calls made (each may have spent a credit). */
  calls: number;
}

export function emptyCounts(): RowCounts {
  return Object.fromEntries(ROW_STATUSES.map((s) => [s, 0])) as RowCounts;
}

export function chunkOf(row: number): number {
  return Math.floor(row / CHUNK_ROWS);
}

/** Rows settled (answered, failed, unknown, or never to be sent), out of all. */
export function settledCount(counts: RowCounts): number {
  let n = 0;
  for (const s of SETTLED) n += counts[s];
  return n;
}

// ---- Reading stored values back: a job written by an older version, or corrupted, must not crash
// the worker. A job that cannot be read is left alone (and shown as unreadable), never half-run.

function readSummaryValue(value: unknown): ResultSummary | undefined {
  if (!isRecord(value)) return undefined;
  const out: ResultSummary = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number') (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

function readProblem(value: unknown): RowProblem | undefined {
  if (!isRecord(value)) return undefined;
  const kind = readString(value.kind, 40);
  const message = readString(value.message, 1_000);
  return kind && message ? { kind, message } : undefined;
}

function readIndexList(value: unknown, max: number): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((v): v is number => Number.isInteger(v) && v >= 0 && v < max);
}

export function readRowState(value: unknown, rowCount: number): RowState {
  if (!isRecord(value)) return { status: 'no-number', problem: { kind: 'unreadable', message: t('job_rowUnreadable') } };
  const status = readOneOf(value.status, ROW_STATUSES) ?? 'no-number';
  const row: RowState = { status };
  const e164 = readString(value.e164, 20);
  if (e164) row.e164 = e164;
  const sameAs = readNumber(value.sameAs, 0, rowCount - 1);
  if (sameAs !== undefined && Number.isInteger(sameAs)) row.sameAs = sameAs;
  const repeats = readIndexList(value.repeats, rowCount);
  if (repeats && repeats.length > 0) row.repeats = repeats;
  const sentAt = readNumber(value.sentAt, 0);
  if (sentAt !== undefined) row.sentAt = sentAt;
  const checkedAt = readNumber(value.checkedAt, 0);
  if (checkedAt !== undefined) row.checkedAt = checkedAt;
  const summary = readSummaryValue(value.summary);
  if (summary) row.summary = summary;
  const problem = readProblem(value.problem);
  if (problem) row.problem = problem;
  return row;
}

export function readRowStates(value: unknown, rowCount: number): RowState[] {
  return Array.isArray(value) ? value.map((v) => readRowState(v, rowCount)) : [];
}

export function readCells(value: unknown): string[][] {
  if (!Array.isArray(value)) return [];
  return value.map((row) => readStringArray(row, 10_000, 100_000) ?? []);
}

function readPace(value: unknown): Pace | undefined {
  if (!isRecord(value)) return undefined;
  const { concurrency: c, perMinute: p } = PACE_LIMITS;
  const concurrency = readNumber(value.concurrency, c.min, c.max);
  const perMinute = readNumber(value.perMinute, p.min, p.max);
  return concurrency !== undefined && perMinute !== undefined ? { concurrency: Math.floor(concurrency), perMinute } : undefined;
}

function readCount(value: unknown): number | undefined {
  const n = readNumber(value, 0);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}

function readPlan(value: unknown): JobPlan | undefined {
  if (!isRecord(value)) return undefined;
  const keys = ['rows', 'numbers', 'noNumber', 'impossible', 'duplicates', 'known', 'toSend'] as const;
  const out: Partial<JobPlan> = {};
  for (const k of keys) {
    const n = readCount(value[k]);
    if (n === undefined) return undefined;
    out[k] = n;
  }
  return out as JobPlan;
}

function readCounts(value: unknown): RowCounts | undefined {
  if (!isRecord(value)) return undefined;
  const out = emptyCounts();
  for (const s of ROW_STATUSES) {
    const n = readCount(value[s]);
    if (n === undefined) return undefined;
    out[s] = n;
  }
  return out;
}

/** A stored job's summary, or undefined when it is not one this version can run. */
export function readJobMeta(value: unknown): JobMeta | undefined {
  if (!isRecord(value) || (value.format !== 1 && value.format !== JOB_FORMAT)) return undefined;
  const id = readString(value.id, 100);
  const source = readOneOf(value.source, JOB_SOURCES);
  const title = readString(value.title, 500);
  const createdAt = readNumber(value.createdAt, 0);
  const updatedAt = readNumber(value.updatedAt, 0);
  const columns = readStringArray(value.columns, 10_000, 10_000);
  const numberColumn = readCount(value.numberColumn);
  const rowCount = readCount(value.rowCount);
  const chunkCount = readCount(value.chunkCount);
  const status = readOneOf(value.status, JOB_STATUSES);
  const pace = readPace(value.pace);
  const plan = readPlan(value.plan);
  const counts = readCounts(value.counts);
  const calls = readCount(value.calls);
  if (
    !id ||
    !source ||
    title === undefined ||
    createdAt === undefined ||
    !isEnvironment(value.environment) ||
    !columns ||
    numberColumn === undefined ||
    rowCount === undefined ||
    chunkCount === undefined ||
    chunkCount !== Math.ceil(rowCount / CHUNK_ROWS) ||
    !status ||
    !pace ||
    !plan ||
    !counts ||
    calls === undefined
  )
    return undefined;
  const pendingByChunk = readIndexList(value.pendingByChunk, CHUNK_ROWS + 1);
  const inFlight = readIndexList(value.inFlight, rowCount);
  if (!pendingByChunk || pendingByChunk.length !== chunkCount || !inFlight) return undefined;
  const meta: JobMeta = {
    format: value.format,
    id,
    source,
    title,
    createdAt,
    updatedAt: updatedAt ?? createdAt,
    environment: value.environment,
    columns,
    numberColumn,
    rowCount,
    chunkCount,
    status,
    pace,
    plan,
    counts,
    pendingByChunk,
    inFlight,
    calls,
  };
  const country = readCountry(value.country);
  if (country) meta.country = country;
  const finishedAt = readNumber(value.finishedAt, 0);
  if (finishedAt !== undefined) meta.finishedAt = finishedAt;
  const stop = readProblem(value.stop);
  const stopAt = isRecord(value.stop) ? readNumber(value.stop.at, 0) : undefined;
  if (stop && stopAt !== undefined) meta.stop = { ...stop, at: stopAt };
  const slowedAt = readNumber(value.slowedAt, 0);
  if (slowedAt !== undefined) meta.slowedAt = slowedAt;
  const waitUntil = readNumber(value.waitUntil, 0);
  if (waitUntil !== undefined) meta.waitUntil = waitUntil;
  return meta;
}
