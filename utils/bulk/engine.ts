// Runs jobs of many checks, in the background worker, one job at a time (the oldest running one).
// The rules it keeps (docs/architecture.md, "Many numbers at once"):
//  - a row is marked sent, in storage, before its call goes out; a row found so when the engine
//    starts (the worker or the browser stopped under it) has an unknown outcome — unless the cache
//    shows the answer arrived — and is sent again only when the user says so;
//  - no row is retried by itself: failed rows wait for "retry failed rows";
//  - a 429 is honoured (nothing sent before its Retry-After) and the pace slowed; a refusal about
//    the account (key, credits, set-up) stops the job and says why;
//  - at most one chunk of rows (and the few chunks with calls in flight) is in memory (job-rows.ts,
//    which also makes every change of a row's status);
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
import { EngineWake } from './engine-wake';
import {
  CHUNK_ROWS,
  chunkOf,
  JOB_FORMAT,
  type JobAction,
  type JobActionReply,
  type JobMeta,
  type RowProblem,
  type RowState,
  type RowStatus,
} from './job';
import { JobRows, recount } from './job-rows';
import { JOBS_KEPT, type JobStore } from './job-store';
import { JobWrites } from './job-writes';
import { outcomeOf, slowerPace } from './outcome';

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

export class BulkEngine {
  private readonly serial = createSerialQueue();
  /** Summaries of the jobs, loaded once; this engine is their only writer. */
  private readonly metas = new Map<string, JobMeta>();
  private ids: string[] = [];
  /** The jobs' rows in memory, a few chunks at a time (job-rows.ts). */
  private readonly rows: JobRows;
  /** Rows whose call is in flight in this worker, by job. */
  private readonly calling = new Map<string, Set<number>>();
  private readonly writes: JobWrites;
  private nextSendAt = 0;
  /** The timer and the alarm (engine-wake.ts). */
  private readonly wake: EngineWake;
  private pumping = false;
  private pumpAgain = false;
  readonly ready: Promise<void>;

  /** Chunks of rows held in memory now (bounded: the benchmark and tests read it). */
  get chunksInMemory(): number {
    return this.rows.size;
  }

  constructor(private readonly env: EngineEnv) {
    this.rows = new JobRows(env.store);
    this.wake = new EngineWake(env, () => void this.pump());
    this.writes = new JobWrites(env.store, env.now, (id, k) => this.rows.statesOf(id, k));
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
    // A job kept by an older version is rewritten in today's format before anything writes to it;
    // one that cannot be (storage full) is left as it is, readable, and tried again next start.
    for (const meta of [...this.metas.values()]) {
      if (meta.format === JOB_FORMAT) continue;
      try {
        this.metas.set(meta.id, await this.env.store.migrate(meta));
      } catch {
        this.metas.delete(meta.id);
      }
    }
    // A job whose summary cannot be read is dropped from the list (its pieces stay until removed).
    this.ids = this.ids.filter((id) => this.metas.has(id));
    for (const meta of this.metas.values()) {
      if (meta.inFlight.length === 0) continue;
      const { changed, raws } = await this.rows.settleInterrupted(meta, (e164) => this.env.cached(meta.environment, e164));
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
    this.wake.keepAwake(job !== undefined);
    if (!job) return;
    const calls = this.callsOf(job.id);
    while (job.status === 'running' && calls.size < job.pace.concurrency) {
      const now = this.env.now();
      const notBefore = Math.max(job.waitUntil ?? 0, this.nextSendAt);
      if (notBefore > now) {
        this.wake.at(notBefore);
        return;
      }
      const row = await this.rows.nextPending(job);
      if (row === undefined) {
        if (calls.size === 0) await this.finish(job);
        return;
      }
      const k = chunkOf(row);
      const chunk = await this.rows.chunk(job, k);
      const state = chunk.states[row % CHUNK_ROWS] as RowState;
      const input = chunk.cells[row % CHUNK_ROWS]?.[job.numberColumn]?.trim() || state.e164 || '';
      recount(job, state.status, 'sending');
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
        recount(job, 'sending', 'pending');
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
    const chunk = await this.rows.chunk(job, k);
    const sent = chunk.states[row % CHUNK_ROWS] as RowState;
    const now = this.env.now();
    job.inFlight = job.inFlight.filter((r) => r !== row);
    job.updatedAt = now;
    const changed = new Set<number>([k]);
    const raws = new Map<number, string>();
    const outcome = outcomeOf(reply, sent);
    if (outcome.kind === 'settle') {
      await this.rows.settle(job, row, outcome.state, changed);
      if (outcome.raw !== undefined) raws.set(row, outcome.raw);
    } else {
      // Refused without a charge: the row goes back to wait its turn.
      recount(job, sent.status, 'pending');
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

  private async finish(job: JobMeta): Promise<void> {
    job.status = 'done';
    job.finishedAt = this.env.now();
    job.updatedAt = job.finishedAt;
    delete job.waitUntil;
    await this.persistOrStop(job, new Set());
    // The next running job, if any, starts now.
    this.pumpAgain = true;
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
        const requeued = await this.rows.requeue(job, from, (changed) => this.persistOrStop(job, changed));
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
        this.rows.dropJob(id);
        await this.env.store.remove(job).catch(() => undefined);
        return { ok: true };
    }
    job.updatedAt = now;
    if (!(await this.persistOrStop(job, new Set()))) return { ok: false, message: t('job_storageFull') };
    return { ok: true };
  }

  // ---- storage and memory --------------------------------------------------------------------

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
    const busy: [string, number][] = [];
    for (const [id, rows] of this.calling) for (const r of rows) busy.push([id, chunkOf(r)]);
    // Changes not written yet stay until a write succeeds.
    busy.push(...this.writes.dirtyChunks());
    this.rows.dropSpare(busy);
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
      this.rows.dropJob(id);
      this.ids = await this.env.store.index.update((ids) => ids.filter((x) => x !== id));
      if (meta) await this.env.store.remove(meta).catch(() => undefined);
    }
  }
}

export type { RowProblem };
