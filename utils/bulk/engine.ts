// Runs jobs of many checks, in the background worker, one job at a time (the oldest running one).
// The rules it keeps (docs/architecture.md, "Many numbers at once"):
//  - a row is marked sent, in storage, before its call goes out; a row found so when the engine
//    starts (the worker or the browser stopped under it) has an unknown outcome — unless the cache
//    shows the answer arrived — and is sent again only when the user says so;
//  - no row is retried by itself: failed rows wait for "retry failed rows";
//  - a 429 is honoured (nothing sent before its Retry-After) and the pace slowed; a refusal about
//    the account (key, credits, set-up) stops the job and says why;
//  - at most one chunk of rows (and the few chunks with calls in flight) is in memory;
//  - a write that fails (storage full) stops the job with words and keeps what it has, and the
//    call's slot is freed (job-writes.ts).
// Everything of the environment is passed in: the check (the background's one path to the
// service), storage, the clock, timers and the wake-up alarm.
import type { CheckRecord } from '../checks/check-record';
import type { CheckReply } from '../checks/check-reply';
import { createSerialQueue } from '../common/serial';
import { t } from '../i18n/t';
import type { Environment } from '../service/environments';
import { makeError } from '../service/errors';
import {
  CHUNK_ROWS,
  chunkOf,
  type JobAction,
  type JobActionReply,
  type JobMeta,
  type RowProblem,
  type RowState,
  type RowStatus,
} from './job';
import { JOBS_KEPT, type JobStore } from './job-store';
import { JobWrites } from './job-writes';
import { interrupted, outcomeOf, slowerPace } from './outcome';
import { compactRaw } from './plan';

export interface EngineEnv {
  store: JobStore;
  /** One row's check, through the same path as a single check (cache, history, credits, badge). */
  check(input: string, job: JobMeta): Promise<CheckReply>;
  /** The cache's answer for a number, to settle a row whose call was cut off but whose answer arrived. */
  cached(environment: Environment, e164: string): Promise<CheckRecord | undefined>;
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** While a job runs, wake the worker now and then even if it was stopped (an alarm). */
  keepAwake(on: boolean): void;
}

export type ActionResult = JobActionReply;

interface Chunk {
  cells: string[][];
  states: RowState[];
}

/** Chunks kept in memory beyond those with a call in flight. */
const SPARE_CHUNKS = 2;

export class BulkEngine {
  private readonly serial = createSerialQueue();
  /** Summaries of the jobs, loaded once; this engine is their only writer. */
  private readonly metas = new Map<string, JobMeta>();
  private ids: string[] = [];
  private readonly chunks = new Map<string, Chunk>();
  /** Rows whose call is in flight in this worker, by job. */
  private readonly calling = new Map<string, Set<number>>();
  private readonly writes: JobWrites;
  private nextSendAt = 0;
  private timer: unknown;
  private timerAt = 0;
  private pumping = false;
  private pumpAgain = false;
  private awake = false;
  readonly ready: Promise<void>;

  /** Chunks of rows held in memory now (bounded: the benchmark and tests read it). */
  get chunksInMemory(): number {
    return this.chunks.size;
  }

  constructor(private readonly env: EngineEnv) {
    this.writes = new JobWrites(env.store, env.now, (id, k) => this.chunks.get(this.chunkKey(id, k))?.states);
    this.ready = this.serial(() => this.recover());
    // A job that was running when the worker (or the browser) stopped goes on now.
    void this.ready.then(() => this.pump());
  }

  // ---- what the pages ask -------------------------------------------------------------------

  /** Takes a job written by a page (job-store.ts writeNew) and runs it. */
  async start(id: string): Promise<ActionResult> {
    await this.ready;
    const result = await this.serial(async () => {
      if (this.metas.has(id)) return { ok: true } as const;
      const meta = await this.env.store.meta(id);
      if (!meta) return { ok: false, message: t('job_unreadable') } as const;
      // As written: running, or done when it had nothing to send.
      if (meta.status !== 'done') meta.status = 'running';
      meta.updatedAt = this.env.now();
      try {
        await this.env.store.write(id, { meta });
        this.ids = await this.env.store.index.update((ids) => [...ids.filter((x) => x !== id), id]);
      } catch {
        // Not taken: the page that wrote it removes its pieces (or the start-up sweep does).
        return { ok: false, message: t('list_storageFull') } as const;
      }
      this.metas.set(id, meta);
      await this.prune().catch(() => undefined);
      return { ok: true } as const;
    });
    void this.pump();
    return result;
  }

  async act(id: string, action: JobAction): Promise<ActionResult> {
    await this.ready;
    const result = await this.serial(async () => {
      try {
        return await this.apply(id, action);
      } catch {
        const job = this.metas.get(id);
        if (job) await this.writes.stop(job);
        return { ok: false, message: t('job_storageFull') } as const;
      }
    });
    void this.pump();
    return result;
  }

  /** Runs what can run now (the worker woke, a timer fired, a call came back). */
  async pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      await this.ready;
      do {
        this.pumpAgain = false;
        await this.serial(() => this.launch());
      } while (this.pumpAgain);
    } finally {
      this.pumping = false;
    }
  }

  // ---- start-up ------------------------------------------------------------------------------

  /** Every job's calls that were in flight when the last worker stopped are settled now. */
  private async recover(): Promise<void> {
    this.ids = await this.env.store.ids();
    // Pieces of jobs not in the list (a removal or a creation cut short); a listed job is never
    // swept, even one this version cannot read.
    await this.env.store.sweep(this.ids, this.env.now()).catch(() => 0);
    for (const meta of await this.env.store.metas(this.ids)) this.metas.set(meta.id, meta);
    // A job whose summary cannot be read is dropped from the list (its pieces stay until removed).
    this.ids = this.ids.filter((id) => this.metas.has(id));
    for (const meta of this.metas.values()) {
      if (meta.inFlight.length === 0) continue;
      const changed = new Set<number>();
      const raws = new Map<number, string>();
      for (const row of meta.inFlight) {
        const chunk = await this.chunk(meta, chunkOf(row));
        const state = chunk.states[row % CHUNK_ROWS] as RowState;
        if (state.status !== 'sending') continue;
        const record = state.e164 ? await this.env.cached(meta.environment, state.e164) : undefined;
        let next: RowState;
        if (record && state.sentAt !== undefined && record.checkedAt >= state.sentAt) {
          next = { ...carry(state), status: 'checked', checkedAt: record.checkedAt, summary: record.summary };
          raws.set(row, compactRaw(record.raw));
        } else {
          next = { ...carry(state), status: 'unknown', problem: interrupted() };
        }
        await this.settleRow(meta, row, next, changed);
      }
      meta.inFlight = [];
      meta.updatedAt = this.env.now();
      await this.persistOrStop(meta, changed, raws);
    }
    this.dropSpareChunks();
  }

  // ---- running -------------------------------------------------------------------------------

  private active(): JobMeta | undefined {
    for (const id of this.ids) {
      const meta = this.metas.get(id);
      if (meta?.status === 'running') return meta;
    }
    return undefined;
  }

  private callsOf(id: string): Set<number> {
    let set = this.calling.get(id);
    if (!set) {
      set = new Set();
      this.calling.set(id, set);
    }
    return set;
  }

  private async launch(): Promise<void> {
    const job = this.active();
    this.setAwake(job !== undefined);
    if (!job) return;
    const calls = this.callsOf(job.id);
    while (job.status === 'running' && calls.size < job.pace.concurrency) {
      const now = this.env.now();
      const notBefore = Math.max(job.waitUntil ?? 0, this.nextSendAt);
      if (notBefore > now) {
        this.wakeAt(notBefore);
        return;
      }
      const row = await this.nextPending(job);
      if (row === undefined) {
        if (calls.size === 0) await this.finish(job);
        return;
      }
      const k = chunkOf(row);
      const chunk = await this.chunk(job, k);
      const state = chunk.states[row % CHUNK_ROWS] as RowState;
      const input = chunk.cells[row % CHUNK_ROWS]?.[job.numberColumn]?.trim() || state.e164 || '';
      this.count(job, state.status, 'sending');
      state.status = 'sending';
      state.sentAt = now;
      delete state.problem;
      job.pendingByChunk[k] = Math.max(0, (job.pendingByChunk[k] ?? 1) - 1);
      job.inFlight.push(row);
      job.calls++;
      if (job.waitUntil !== undefined && job.waitUntil <= now) delete job.waitUntil;
      job.updatedAt = now;
      // Marked sent, in storage, before the call: a stop from here on leaves the row "outcome unknown".
      const undo = () => {
        // Not marked, so not sent: the row waits again, as pending, and nothing was spent.
        this.count(job, 'sending', 'pending');
        state.status = 'pending';
        delete state.sentAt;
        job.pendingByChunk[k] = (job.pendingByChunk[k] ?? 0) + 1;
        job.inFlight = job.inFlight.filter((r) => r !== row);
        job.calls--;
      };
      if (!(await this.persistOrStop(job, new Set([k]), undefined, undo))) return;
      this.nextSendAt = now + 60_000 / job.pace.perMinute;
      calls.add(row);
      void this.call(job, row, input);
    }
  }

  private async call(job: JobMeta, row: number, input: string): Promise<void> {
    let reply: CheckReply;
    try {
      reply = await this.env.check(input, job);
    } catch {
      reply = { ok: false, error: makeError('internal', { environment: job.environment, baseUrl: '' }) };
    }
    try {
      await this.serial(() => this.record(job, row, reply));
    } finally {
      // The slot is freed whatever happened to the write.
      this.callsOf(job.id).delete(row);
      void this.pump();
    }
  }

  private async record(job: JobMeta, row: number, reply: CheckReply): Promise<void> {
    const k = chunkOf(row);
    const chunk = await this.chunk(job, k);
    const sent = chunk.states[row % CHUNK_ROWS] as RowState;
    const now = this.env.now();
    job.inFlight = job.inFlight.filter((r) => r !== row);
    job.updatedAt = now;
    const changed = new Set<number>([k]);
    const raws = new Map<number, string>();
    const outcome = outcomeOf(reply, sent);
    if (outcome.kind === 'settle') {
      await this.settleRow(job, row, outcome.state, changed);
      if (outcome.raw !== undefined) raws.set(row, outcome.raw);
    } else {
      // Refused without a charge: the row goes back to wait its turn.
      this.count(job, sent.status, 'pending');
      sent.status = 'pending';
      delete sent.sentAt;
      job.pendingByChunk[k] = (job.pendingByChunk[k] ?? 0) + 1;
      if (outcome.kind === 'wait') {
        job.waitUntil = Math.max(job.waitUntil ?? 0, now + outcome.seconds * 1000);
        job.pace = slowerPace(job.pace);
        job.slowedAt = now;
      } else if (job.status === 'running') {
        job.status = 'stopped';
        job.stop = { ...outcome.problem, at: now };
      }
    }
    // Until this write succeeds the row's stored state says "sending": a restart must find it in flight.
    this.writes.unsaved(job.id, row);
    await this.persistOrStop(job, changed, raws);
  }

  /** Sets a row's state, and its repeats' (they follow the first row with their number). */
  private async settleRow(job: JobMeta, row: number, next: RowState, changed: Set<number>): Promise<void> {
    const k = chunkOf(row);
    const chunk = await this.chunk(job, k);
    const old = chunk.states[row % CHUNK_ROWS] as RowState;
    this.count(job, old.status, next.status);
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
      this.count(job, was.status, status);
      rc.states[r % CHUNK_ROWS] = copy;
      changed.add(rk);
    }
  }

  private async finish(job: JobMeta): Promise<void> {
    job.status = 'done';
    job.finishedAt = this.env.now();
    job.updatedAt = job.finishedAt;
    delete job.waitUntil;
    await this.persistOrStop(job, new Set());
    // The next running job, if any, starts now.
    this.pumpAgain = true;
  }

  /** The first pending row, skipping chunks that have none. */
  private async nextPending(job: JobMeta): Promise<number | undefined> {
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

  // ---- the user's actions ----------------------------------------------------------------------

  private async apply(id: string, action: JobAction): Promise<ActionResult> {
    const job = this.metas.get(id);
    if (!job) return { ok: false, message: t('job_gone') };
    const now = this.env.now();
    const live = job.status === 'running' || job.status === 'paused' || job.status === 'stopped';
    switch (action) {
      case 'pause':
        if (job.status !== 'running') return { ok: false, message: t('job_notRunning') };
        job.status = 'paused';
        break;
      case 'resume':
        if (job.status !== 'paused' && job.status !== 'stopped') return { ok: false, message: t('job_notPaused') };
        job.status = 'running';
        delete job.stop;
        break;
      case 'cancel':
        if (!live) return { ok: false, message: t('job_ended') };
        job.status = 'cancelled';
        job.finishedAt = now;
        delete job.waitUntil;
        break;
      case 'retry-failed':
      case 'resend-unknown': {
        if (job.status === 'cancelled') return { ok: false, message: t('job_cancelled') };
        const from: RowStatus = action === 'retry-failed' ? 'failed' : 'unknown';
        const requeued = await this.requeue(job, from);
        if (requeued === 0) return { ok: false, message: from === 'failed' ? t('job_noFailedRow') : t('job_noUnknownRow') };
        if (job.status !== 'running') {
          job.status = 'running';
          delete job.stop;
          delete job.finishedAt;
        }
        break;
      }
      case 'remove':
        if (job.status === 'running' || this.callsOf(id).size > 0) return { ok: false, message: t('job_pauseFirst') };
        // Out of the list first: pieces a failed removal leaves are swept at the next start.
        this.ids = await this.env.store.index.update((ids) => ids.filter((x) => x !== id));
        this.metas.delete(id);
        this.dropChunks(id);
        await this.env.store.remove(job).catch(() => undefined);
        return { ok: true };
    }
    job.updatedAt = now;
    if (!(await this.persistOrStop(job, new Set()))) return { ok: false, message: t('job_storageFull') };
    return { ok: true };
  }

  /**
   * Puts every first row of status `from` back to pending (its repeats wait for it again), a chunk
   * at a time, each chunk written as it is done. Returns how many rows it put back.
   */
  private async requeue(job: JobMeta, from: RowStatus): Promise<number> {
    let requeued = 0;
    if (job.counts[from] === 0) return requeued;
    for (let k = 0; k < job.chunkCount; k++) {
      const chunk = await this.chunk(job, k);
      const changed = new Set<number>();
      for (let i = 0; i < chunk.states.length; i++) {
        const s = chunk.states[i] as RowState;
        if (s.status !== from || s.sameAs !== undefined) continue;
        await this.settleRow(job, k * CHUNK_ROWS + i, { ...carry(s), status: 'pending' }, changed);
        job.pendingByChunk[k] = (job.pendingByChunk[k] ?? 0) + 1;
        requeued++;
      }
      if (changed.size > 0 && !(await this.persistOrStop(job, changed))) throw new Error('storage full');
    }
    return requeued;
  }

  // ---- storage and memory --------------------------------------------------------------------

  private count(job: JobMeta, from: RowStatus, to: RowStatus): void {
    if (from === to) return;
    job.counts[from] = Math.max(0, job.counts[from] - 1);
    job.counts[to]++;
  }

  private chunkKey(id: string, k: number): string {
    return `${id}:${k}`;
  }

  private async chunk(job: JobMeta, k: number): Promise<Chunk> {
    const key = this.chunkKey(job.id, k);
    let chunk = this.chunks.get(key);
    if (!chunk) {
      chunk = await this.env.store.chunk(job, k);
      this.chunks.set(key, chunk);
    }
    return chunk;
  }

  /** Writes through the writer (job-writes.ts); false when storage refused and the job stopped. */
  private async persistOrStop(
    job: JobMeta,
    changed: ReadonlySet<number>,
    raws?: ReadonlyMap<number, string>,
    undo?: () => void,
  ): Promise<boolean> {
    const written = await this.writes.write(job, changed, raws, undo);
    if (written) this.dropSpareChunks();
    return written;
  }

  /** Keeps the chunks with calls in flight and a couple more; the rest is read again when needed. */
  private dropSpareChunks(): void {
    const busy = new Set<string>();
    for (const [id, rows] of this.calling) for (const r of rows) busy.add(this.chunkKey(id, chunkOf(r)));
    // Changes not written yet stay until a write succeeds.
    for (const [id, k] of this.writes.dirtyChunks()) busy.add(this.chunkKey(id, k));
    let spare = 0;
    // Newest last in the map: the most recently read survive.
    for (const key of [...this.chunks.keys()].reverse()) {
      if (busy.has(key)) continue;
      if (spare < SPARE_CHUNKS) spare++;
      else this.chunks.delete(key);
    }
  }

  private dropChunks(id: string): void {
    for (const key of [...this.chunks.keys()]) if (key.startsWith(`${id}:`)) this.chunks.delete(key);
  }

  /** Keeps at most JOBS_KEPT jobs: the oldest ended ones go, with every piece of them. */
  private async prune(): Promise<void> {
    const ended = this.ids.filter((id) => {
      const s = this.metas.get(id)?.status;
      return s === 'done' || s === 'cancelled';
    });
    while (this.ids.length > JOBS_KEPT && ended.length > 0) {
      const id = ended.shift() as string;
      const meta = this.metas.get(id);
      this.metas.delete(id);
      this.dropChunks(id);
      this.ids = await this.env.store.index.update((ids) => ids.filter((x) => x !== id));
      if (meta) await this.env.store.remove(meta).catch(() => undefined);
    }
  }

  private wakeAt(at: number): void {
    if (this.timer !== undefined && this.timerAt <= at) return;
    if (this.timer !== undefined) this.env.clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = this.env.setTimeout(
      () => {
        this.timer = undefined;
        void this.pump();
      },
      Math.max(0, at - this.env.now()),
    );
  }

  private setAwake(on: boolean): void {
    if (on === this.awake) return;
    this.awake = on;
    this.env.keepAwake(on);
  }
}

/** What a row keeps whatever happens to it: its number and its repeats. */
function carry(state: RowState): Pick<RowState, 'e164' | 'repeats'> {
  const out: Pick<RowState, 'e164' | 'repeats'> = {};
  if (state.e164) out.e164 = state.e164;
  if (state.repeats) out.repeats = state.repeats;
  return out;
}

export type { RowProblem };
