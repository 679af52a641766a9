// A bulk engine on WXT's fake storage, with a clock, timers and a service the test answers by hand.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createJob } from '@/utils/bulk/create-job';
import { BulkEngine, type EngineEnv } from '@/utils/bulk/engine';
import { CHUNK_ROWS, chunkOf, type JobMeta, type Pace, type RowState } from '@/utils/bulk/job';
import { JobStore, type KeyValueArea } from '@/utils/bulk/job-store';
import { planRows } from '@/utils/bulk/plan';
import { readCell } from '@/utils/bulk/read-cell';
import type { CheckRecord } from '@/utils/checks/check-record';
import type { CheckReply } from '@/utils/checks/check-reply';
import { type ErrorKind, makeError } from '@/utils/service/errors';

export const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

export function record(e164: string, checkedAt: number, valid = true): CheckRecord {
  return {
    id: `id-${e164}-${checkedAt}`,
    environment: 'staging',
    e164,
    input: e164,
    sent: e164,
    checkedAt,
    status: 200,
    summary: { valid, e164, carrier: `Carrier of ${e164}` },
    fields: [],
    raw: JSON.stringify({ valid, number: e164 }, null, 2),
  };
}

export function failure(kind: ErrorKind, retryAfterSeconds?: number): CheckReply {
  return {
    ok: false,
    error: makeError(kind, {
      environment: 'staging',
      baseUrl: 'http://svc',
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    }),
  };
}

/** US numbers +1 650 253 0000 + i: possible and distinct. */
export function usNumber(i: number): string {
  return `+1 650 ${String(2530000 + i).slice(0, 3)} ${String(2530000 + i).slice(3)}`;
}

export function e164Of(i: number): string {
  return `+1650${2530000 + i}`;
}

export interface Call {
  input: string;
  /** The row's state in storage at the moment the call went out. */
  stored: Promise<RowState | undefined>;
  at: number;
  answer(reply: CheckReply): void;
  /** Answered by answerAll. */
  done?: boolean;
}

export class Harness {
  readonly area = fakeBrowser.storage.local as unknown as KeyValueArea;
  readonly store = new JobStore(this.area);
  now = T0;
  private timers: { at: number; run: () => void }[] = [];
  readonly calls: Call[] = [];
  readonly cache = new Map<string, CheckRecord>();
  awake: boolean[] = [];
  /** Answer each call at once with this, instead of leaving it to the test. */
  autoAnswer: ((input: string, n: number) => CheckReply) | undefined;
  maxChunksInMemory = 0;
  engine: BulkEngine;

  constructor() {
    this.engine = this.newEngine();
  }

  /** A new engine on the same storage: what a restarted worker (or browser) finds. */
  newEngine(): BulkEngine {
    this.timers = [];
    const env: EngineEnv = {
      store: this.store,
      check: (input, job) => {
        const row = this.rowOfInput(job, input);
        const stored = row === undefined ? Promise.resolve(undefined) : this.stateOf(job, row);
        const n = this.calls.length;
        return new Promise<CheckReply>((resolve) => {
          this.calls.push({ input, stored, at: this.now, answer: resolve });
          this.maxChunksInMemory = Math.max(this.maxChunksInMemory, this.engine.chunksInMemory);
          if (this.autoAnswer) resolve(this.autoAnswer(input, n));
        });
      },
      cached: async (_env, e164) => this.cache.get(e164),
      now: () => this.now,
      setTimeout: (run, ms) => {
        const t = { at: this.now + ms, run };
        this.timers.push(t);
        return t;
      },
      clearTimeout: (h) => {
        this.timers = this.timers.filter((t) => t !== h);
      },
      keepAwake: (on) => this.awake.push(on),
    };
    this.engine = new BulkEngine(env);
    return this.engine;
  }

  private inputs = new Map<string, Map<string, number>>();

  private rowOfInput(job: JobMeta, input: string): number | undefined {
    return this.inputs.get(job.id)?.get(input);
  }

  async stateOf(job: Pick<JobMeta, 'id' | 'rowCount'>, row: number): Promise<RowState | undefined> {
    return (await this.store.states(job, chunkOf(row)))[row % CHUNK_ROWS];
  }

  async allStates(id: string): Promise<RowState[]> {
    const meta = await this.meta(id);
    const out: RowState[] = [];
    for (let k = 0; k < meta.chunkCount; k++) out.push(...(await this.store.states(meta, k)));
    return out;
  }

  async meta(id: string): Promise<JobMeta> {
    const m = await this.store.meta(id);
    if (!m) throw new Error(`no job ${id}`);
    return m;
  }

  /** Makes a job of one-column rows and starts it. */
  async job(
    cells: string[],
    pace: Pace = { concurrency: 1, perMinute: 600 },
    known: CheckRecord[] = [],
    start = true,
  ): Promise<JobMeta> {
    const rows = cells.map((c) => [c]);
    const cached = new Map(known.map((r) => [r.e164, r]));
    const planned = planRows(
      rows.length,
      (r) => rows[r]?.[0] ?? '',
      (c) => readCell(c, 'US'),
      (e) => cached.get(e),
    );
    const meta = await createJob(this.store, {
      source: 'list',
      title: 'test list',
      environment: 'staging',
      country: 'US',
      columns: ['Phone'],
      numberColumn: 0,
      rows,
      planned,
      pace,
      now: this.now,
    });
    const byInput = new Map<string, number>();
    cells.forEach((c, i) => {
      if (!byInput.has(c.trim())) byInput.set(c.trim(), i);
    });
    this.inputs.set(meta.id, byInput);
    if (!start) return meta;
    await this.engine.start(meta.id);
    await this.idle();
    return meta;
  }

  /** Lets every promise that can settle, settle. */
  async idle(): Promise<void> {
    for (let i = 0; i < 40; i++) await new Promise((r) => setImmediate(r));
  }

  /** Moves the clock, firing due timers in order. */
  async advance(ms: number): Promise<void> {
    const until = this.now + ms;
    for (;;) {
      await this.idle();
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.now = Math.max(this.now, due.at);
      due.run();
    }
    this.now = until;
    await this.idle();
  }

  /** Runs until no call is waiting and no timer is due within `maxMs`. */
  async runOut(maxMs = 10 * 60_000): Promise<void> {
    await this.advance(maxMs);
  }

  /** Answers the open calls in order, each with a fresh record (or what `reply` gives). */
  async answerAll(reply?: (input: string) => CheckReply): Promise<number> {
    let n = 0;
    for (const call of this.calls) {
      if (call.done) continue;
      call.done = true;
      call.answer(reply ? reply(call.input) : ok(call.input, this.now));
      n++;
    }
    await this.idle();
    return n;
  }
}

/** An answer for a typed US number (the test's own reading of it). */
export function ok(input: string, at: number, valid = true): CheckReply {
  const digits = input.replace(/\D/g, '');
  const e164 = `+${digits.length === 10 ? `1${digits}` : digits}`;
  return { ok: true, record: record(e164, at, valid), cached: false };
}
