// Makes a job from a planned list and writes it to storage; the page that made it then asks the
// background to run it (message 'bulk:start'), and from then on only the background's engine writes it.
import type { CountryCode } from 'libphonenumber-js/core';
import type { Environment } from '../service/environments';
import { CHUNK_ROWS, chunkOf, emptyCounts, JOB_FORMAT, type JobMeta, type JobSource, type Pace } from './job';
import type { JobStore } from './job-store';
import type { Planned } from './plan';

export interface NewJob {
  source: JobSource;
  title: string;
  environment: Environment;
  country?: CountryCode | undefined;
  columns: string[];
  numberColumn: number;
  rows: readonly (readonly string[])[];
  planned: Planned;
  pace: Pace;
  now: number;
}

export function newJobId(now: number, random: () => number = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

export function jobMetaFor(spec: NewJob, id: string): JobMeta {
  const { planned } = spec;
  const rowCount = spec.rows.length;
  const chunkCount = Math.ceil(rowCount / CHUNK_ROWS);
  const counts = emptyCounts();
  const pendingByChunk = new Array<number>(chunkCount).fill(0);
  planned.states.forEach((s, row) => {
    counts[s.status]++;
    if (s.status === 'pending') pendingByChunk[chunkOf(row)] = (pendingByChunk[chunkOf(row)] ?? 0) + 1;
  });
  const meta: JobMeta = {
    format: JOB_FORMAT,
    id,
    source: spec.source,
    title: spec.title,
    createdAt: spec.now,
    updatedAt: spec.now,
    environment: spec.environment,
    columns: spec.columns,
    numberColumn: spec.numberColumn,
    rowCount,
    chunkCount,
    status: 'running',
    pace: spec.pace,
    plan: planned.plan,
    counts,
    pendingByChunk,
    inFlight: [],
    calls: 0,
  };
  if (spec.country) meta.country = spec.country;
  // Nothing to send (all known, or nothing readable): the job is done as it is made.
  if (counts.pending === 0) {
    meta.status = 'done';
    meta.finishedAt = spec.now;
  }
  return meta;
}

/**
 * Writes a new job. When a write fails (storage full) the pieces already written are removed and
 * the error is thrown: the page says so and nothing is sent. Pieces a closed page leaves behind
 * are swept by the engine at its next start (JobStore.sweep).
 */
export async function createJob(store: JobStore, spec: NewJob, id = newJobId(spec.now)): Promise<JobMeta> {
  const meta = jobMetaFor(spec, id);
  // The cached answers with the states of their rows, the summary last: a readable job has every
  // piece it points to.
  try {
    await store.writeNew(meta, spec.rows, spec.planned.states, spec.planned.raws);
  } catch (error) {
    await store.discard(meta).catch(() => undefined);
    throw error;
  }
  return meta;
}
