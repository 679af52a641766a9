// The rows of the engine's jobs: held in memory a chunk at a time (the chunks with calls in flight
// or changes not written, and SPARE_CHUNKS more; the rest is read again when needed), and every
// change of a row's status, which keeps the job's counts true and its repeats following it.
// Writing is the engine's (job-writes.ts): each change here names the chunks it touched.
import type { CheckRecord } from '../checks/check-record';
import { CHUNK_ROWS, chunkOf, type JobMeta, type RowState, type RowStatus } from './job';
import type { JobStore } from './job-store';
import { interrupted } from './outcome';
import { compactRaw } from './plan';

interface Chunk {
  cells: string[][];
  states: RowState[];
}

/** Chunks kept in memory beyond those with a call in flight. */
const SPARE_CHUNKS = 2;

/** Moves one row from a status to another in the job's counts. */
export function recount(job: JobMeta, from: RowStatus, to: RowStatus): void {
  if (from === to) return;
  job.counts[from] = Math.max(0, job.counts[from] - 1);
  job.counts[to]++;
}

/** What a row keeps whatever happens to it: its number and its repeats. */
function carry(state: RowState): Pick<RowState, 'e164' | 'repeats'> {
  const out: Pick<RowState, 'e164' | 'repeats'> = {};
  if (state.e164) out.e164 = state.e164;
  if (state.repeats) out.repeats = state.repeats;
  return out;
}

export class JobRows {
  private readonly chunks = new Map<string, Chunk>();

  constructor(private readonly store: JobStore) {}

  /** Chunks held in memory now. */
  get size(): number {
    return this.chunks.size;
  }

  /** A chunk's row states if it is in memory. */
  statesOf(id: string, k: number): RowState[] | undefined {
    return this.chunks.get(chunkKey(id, k))?.states;
  }

  async chunk(job: JobMeta, k: number): Promise<Chunk> {
    const key = chunkKey(job.id, k);
    let chunk = this.chunks.get(key);
    if (!chunk) {
      // The rows' summaries are not read back: the engine writes an answer's summary only with the
      // answer itself (in memory then), and shows no row.
      chunk = await this.store.chunk(job, k, false);
      this.chunks.set(key, chunk);
    }
    return chunk;
  }

  /** Sets a row's state, and its repeats' (they follow the first row with their number). */
  async settle(job: JobMeta, row: number, next: RowState, changed: Set<number>): Promise<void> {
    const k = chunkOf(row);
    const chunk = await this.chunk(job, k);
    const old = chunk.states[row % CHUNK_ROWS] as RowState;
    recount(job, old.status, next.status);
    chunk.states[row % CHUNK_ROWS] = next;
    changed.add(k);
    for (const r of next.repeats ?? []) {
      const rk = chunkOf(r);
      const rc = await this.chunk(job, rk);
      const was = rc.states[r % CHUNK_ROWS] as RowState;
      const status: RowStatus = next.status === 'pending' ? 'duplicate' : next.status;
      const copy: RowState = { status, sameAs: row };
      if (was.e164) copy.e164 = was.e164;
      if (next.checkedAt !== undefined) copy.checkedAt = next.checkedAt;
      if (next.summary) copy.summary = next.summary;
      if (next.problem) copy.problem = next.problem;
      recount(job, was.status, status);
      rc.states[r % CHUNK_ROWS] = copy;
      changed.add(rk);
    }
  }

  /**
   * Settles the rows a stopped worker left in flight: checked when the cache shows their answer
   * arrived after they were sent, else of unknown outcome (they may have been charged).
   */
  async settleInterrupted(
    job: JobMeta,
    cached: (e164: string) => Promise<CheckRecord | undefined>,
  ): Promise<{ changed: Set<number>; raws: Map<number, string> }> {
    const changed = new Set<number>();
    const raws = new Map<number, string>();
    for (const row of job.inFlight) {
      const chunk = await this.chunk(job, chunkOf(row));
      const state = chunk.states[row % CHUNK_ROWS] as RowState;
      if (state.status !== 'sending') continue;
      const record = state.e164 ? await cached(state.e164) : undefined;
      let next: RowState;
      if (record && state.sentAt !== undefined && record.checkedAt >= state.sentAt) {
        next = { ...carry(state), status: 'checked', checkedAt: record.checkedAt, summary: record.summary };
        raws.set(row, compactRaw(record.raw));
      } else {
        next = { ...carry(state), status: 'unknown', problem: interrupted() };
      }
      await this.settle(job, row, next, changed);
    }
    return { changed, raws };
  }

  /** The first pending row, skipping chunks that have none. */
  async nextPending(job: JobMeta): Promise<number | undefined> {
    for (let k = 0; k < job.chunkCount; k++) {
      if ((job.pendingByChunk[k] ?? 0) <= 0) continue;
      const chunk = await this.chunk(job, k);
      const i = chunk.states.findIndex((s) => s.status === 'pending');
      if (i >= 0) return k * CHUNK_ROWS + i;
      // The count was wrong (a damaged chunk): mend it rather than look again forever.
      job.pendingByChunk[k] = 0;
    }
    return undefined;
  }

  /**
   * Puts every first row of status `from` back to pending (its repeats wait for it again), a chunk
   * at a time, each chunk written (`write`) as it is done. Returns how many rows it put back.
   */
  async requeue(job: JobMeta, from: RowStatus, write: (changed: Set<number>) => Promise<boolean>): Promise<number> {
    let requeued = 0;
    if (job.counts[from] === 0) return requeued;
    for (let k = 0; k < job.chunkCount; k++) {
      const chunk = await this.chunk(job, k);
      const changed = new Set<number>();
      for (let i = 0; i < chunk.states.length; i++) {
        const s = chunk.states[i] as RowState;
        if (s.status !== from || s.sameAs !== undefined) continue;
        await this.settle(job, k * CHUNK_ROWS + i, { ...carry(s), status: 'pending' }, changed);
        job.pendingByChunk[k] = (job.pendingByChunk[k] ?? 0) + 1;
        requeued++;
      }
      if (changed.size > 0 && !(await write(changed))) throw new Error('storage full');
    }
    return requeued;
  }

  /** Keeps the `busy` chunks (job id, chunk) and a couple more; the rest is read again when needed. */
  dropSpare(busy: Iterable<[string, number]>): void {
    const keep = new Set<string>();
    for (const [id, k] of busy) keep.add(chunkKey(id, k));
    let spare = 0;
    // Newest last in the map: the most recently read survive.
    for (const key of [...this.chunks.keys()].reverse()) {
      if (keep.has(key)) continue;
      if (spare < SPARE_CHUNKS) spare++;
      else this.chunks.delete(key);
    }
  }

  /** Forgets every chunk of a job (removed). */
  dropJob(id: string): void {
    for (const key of [...this.chunks.keys()]) if (key.startsWith(`${id}:`)) this.chunks.delete(key);
  }
}

function chunkKey(id: string, k: number): string {
  return `${id}:${k}`;
}
