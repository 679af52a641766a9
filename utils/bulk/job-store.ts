// Where jobs are kept: storage.local (they must outlive the worker and the browser), in pieces so
// that no read or write ever holds a whole 100,000-row job. Keys, per job (format 2):
//   bulkJob:<id>              its summary (JobMeta)
//   bulkJob:<id>:in:<k>       the input rows of chunk k, a string a row (row-codec.ts), written once
//   bulkJob:<id>:st:<k>       the row states of chunk k, a string a row, rewritten when one changes
//   bulkJob:<id>:ans:<k>      the answers (summary and raw answer) of the first rows of chunk k,
//                             kept once: their repeats point to them (answer-codec.ts); rewritten,
//                             with the states, in the same write, when a row of the chunk is answered
// Format 1 kept `bulkJob:<id>:raw:<row>`, a raw answer per row, and the summary in each row's state:
// it is read as it is, and `migrate` rewrites it a chunk at a time.
// and the list of job ids, oldest first: `bulkJobsItem` (utils/storage/items.ts) in the extension.
// The area and the list are passed in: storage.local and that item in the extension, WXT's fake
// browser (or a plain map, in the benchmark) elsewhere.

import { t } from '../i18n/t';
import { decodeAnswers, encodeAnswers, type RowAnswer, type StoredAnswer } from './answer-codec';
import { CHUNK_ROWS, chunkOf, JOB_FORMAT, type JobMeta, type RowState, readJobMeta } from './job';
import { answersKey, inputKey, JOB_KEY_PREFIX, jobKey, jobMetaReader, rawKey, stateKey } from './job-keys';
import { decodeInput, decodeStates, encodeInput, encodeStates, isEncodedStates } from './row-codec';

export interface KeyValueArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** Every key of the area, without the values (Chrome 130, Firefox 143); the sweep needs it. */
  getKeys?(): Promise<string[]>;
}

/** Pieces of a job not in the list are swept only once they are this old: a page may be writing them now. */
export const ORPHAN_AGE_MS = 60 * 60_000;

/** When a job id was made (newJobId starts with the time in base 36), or undefined. */
export function jobIdTime(id: string): number | undefined {
  const head = /^([0-9a-z]+)-/.exec(id)?.[1];
  const at = head ? Number.parseInt(head, 36) : Number.NaN;
  return Number.isFinite(at) ? at : undefined;
}

/** The job id a storage key belongs to, or undefined for a key that is not a job's piece. */
export function jobIdOfKey(key: string): string | undefined {
  if (!key.startsWith(JOB_KEY_PREFIX)) return undefined;
  const rest = key.slice(JOB_KEY_PREFIX.length);
  const end = rest.indexOf(':');
  return end < 0 ? rest : rest.slice(0, end);
}

/** The key of the list of job ids (`bulkJobsItem`'s, utils/storage/items.ts). */
export const JOB_INDEX_KEY = 'bulkJobs';

/** The list of job ids: read, and changed from its value as stored (one writer: the engine). */
export interface JobIndex {
  get(): Promise<string[]>;
  update(change: (ids: string[]) => string[]): Promise<string[]>;
}

/** The list kept directly in an area, for the tests and the benchmark (the extension uses `bulkJobsItem`). */
export function areaIndex(area: KeyValueArea): JobIndex {
  const read = async () => {
    const value = (await area.get([JOB_INDEX_KEY]))[JOB_INDEX_KEY];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  };
  let tail: Promise<unknown> = Promise.resolve();
  return {
    get: read,
    update: (change) => {
      const run = tail.then(async () => {
        const next = change(await read());
        await area.set({ [JOB_INDEX_KEY]: next });
        return next;
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
}
/** Jobs kept; older finished ones are removed, with all their pieces, when a new one is added. */
export const JOBS_KEPT = 10;

export { answersKey, inputKey, JOB_KEY_PREFIX, jobKey, rawKey, stateKey } from './job-keys';

export interface JobWrite {
  meta?: JobMeta;
  /** Whole chunks of row states, by chunk index. */
  states?: ReadonlyMap<number, readonly RowState[]>;
  /** Raw answers, by row. */
  raws?: ReadonlyMap<number, string>;
}

export class JobStore {
  constructor(
    readonly area: KeyValueArea,
    readonly index: JobIndex = areaIndex(area),
  ) {}

  ids(): Promise<string[]> {
    return this.index.get();
  }

  meta(id: string): Promise<JobMeta | undefined> {
    return jobMetaReader(this.area).meta(id);
  }

  async metas(ids: readonly string[]): Promise<JobMeta[]> {
    if (ids.length === 0) return [];
    const got = await this.area.get(ids.map(jobKey));
    return ids.map((id) => readJobMeta(got[jobKey(id)])).filter((m): m is JobMeta => m !== undefined);
  }

  async states(meta: Pick<JobMeta, 'id' | 'rowCount'>, chunk: number): Promise<RowState[]> {
    return (await this.chunk(meta, chunk)).states;
  }

  async cells(id: string, chunk: number): Promise<string[][]> {
    const key = inputKey(id, chunk);
    return decodeInput((await this.area.get([key]))[key]);
  }

  /**
   * Both halves of a chunk in one read, for a table page, an export or the engine: the states with
   * their summaries put back from the answers kept (a repeat's from its first row's).
   */
  async chunk(
    meta: Pick<JobMeta, 'id' | 'rowCount'>,
    chunk: number,
    /** False for the engine, which never shows a row: its summaries are not read again from the answers. */
    withSummaries = true,
  ): Promise<{ cells: string[][]; states: RowState[] }> {
    return (await this.readChunk(meta, chunk, withSummaries)).chunk;
  }

  private async readChunk(
    meta: Pick<JobMeta, 'id' | 'rowCount'>,
    k: number,
    withSummaries = true,
  ): Promise<{
    chunk: { cells: string[][]; states: RowState[] };
    answers: Map<number, Map<number, StoredAnswer>>;
    format: 1 | 2;
  }> {
    const keys = [inputKey(meta.id, k), stateKey(meta.id, k), answersKey(meta.id, k)] as const;
    const got = await this.area.get([...keys]);
    const cells = decodeInput(got[keys[0]]);
    const stored = got[keys[1]];
    const states = normalizeChunk(decodeStates(stored, meta.rowCount), meta.rowCount, k);
    const answers = new Map<number, Map<number, StoredAnswer>>([[k, decodeAnswers(got[keys[2]])]]);
    if (!isEncodedStates(stored) || !withSummaries)
      return { chunk: { cells, states }, answers, format: isEncodedStates(stored) ? 2 : 1 };
    // Format 2: summaries come from the answers, a repeat's from its first row's chunk.
    const others = new Set<number>();
    for (const s of states)
      if (s.checkedAt !== undefined && s.sameAs !== undefined && chunkOf(s.sameAs) !== k) others.add(chunkOf(s.sameAs));
    if (others.size > 0) {
      const more = await this.area.get([...others].map((c) => answersKey(meta.id, c)));
      for (const c of others) answers.set(c, decodeAnswers(more[answersKey(meta.id, c)]));
    }
    states.forEach((s, i) => {
      if (s.checkedAt === undefined) return;
      const first = s.sameAs ?? k * CHUNK_ROWS + i;
      const summary = answers
        .get(chunkOf(first))
        ?.get(first % CHUNK_ROWS)
        ?.summary(s.e164);
      if (summary) s.summary = summary;
    });
    return { chunk: { cells, states }, answers, format: 2 };
  }

  /** Raw answers of first rows (format 2's answers, or format 1's item per row), by row. */
  async raws(id: string, rows: readonly number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (rows.length === 0) return out;
    const chunks = [...new Set(rows.map(chunkOf))];
    const got = await this.area.get([...chunks.map((c) => answersKey(id, c)), ...rows.map((r) => rawKey(id, r))]);
    const answers = new Map(chunks.map((c) => [c, decodeAnswers(got[answersKey(id, c)])]));
    for (const r of rows) {
      const kept = answers
        .get(chunkOf(r))
        ?.get(r % CHUNK_ROWS)
        ?.raw();
      const old = got[rawKey(id, r)];
      if (kept !== undefined) out.set(r, kept);
      else if (typeof old === 'string') out.set(r, old);
    }
    return out;
  }

  /**
   * One storage write: a row's state, its answer and the job's summary change together or not at
   * all. The answer of a row goes to its chunk's answers, with the summary its state holds (its
   * chunk is in the same write, as the engine writes; else it is read).
   */
  async write(id: string, change: JobWrite): Promise<void> {
    const items: Record<string, unknown> = {};
    if (change.meta) items[jobKey(id)] = change.meta;
    for (const [k, states] of change.states ?? []) items[stateKey(id, k)] = encodeStates(states);
    const byChunk = new Map<number, Map<number, string>>();
    for (const [row, raw] of change.raws ?? []) {
      const k = chunkOf(row);
      const m = byChunk.get(k) ?? new Map<number, string>();
      m.set(row % CHUNK_ROWS, raw);
      byChunk.set(k, m);
    }
    if (byChunk.size > 0) {
      const keys = [...byChunk.keys()].map((k) => answersKey(id, k));
      const stored = await this.area.get(keys);
      for (const [k, raws] of byChunk) {
        const states =
          change.states?.get(k) ?? (await this.states({ id, rowCount: change.meta?.rowCount ?? Number.MAX_SAFE_INTEGER }, k));
        const answers = new Map<number, RowAnswer>();
        for (const [i, raw] of raws) answers.set(i, { raw, summary: states[i]?.summary, e164: states[i]?.e164 });
        items[answersKey(id, k)] = encodeAnswers(answers, stored[answersKey(id, k)]);
      }
    }
    if (Object.keys(items).length > 0) await this.area.set(items);
  }

  /**
   * Writes a new job: its input, states and the answers it starts with (from the cache), in pieces
   * of a few chunks (no single write of the whole file), the summary last.
   */
  async writeNew(
    meta: JobMeta,
    cells: readonly (readonly string[])[],
    states: readonly RowState[],
    raws: ReadonlyMap<number, string> = new Map(),
  ): Promise<void> {
    const CHUNKS_PER_WRITE = 20;
    for (let k = 0; k < meta.chunkCount; k += CHUNKS_PER_WRITE) {
      const items: Record<string, unknown> = {};
      for (let c = k; c < Math.min(meta.chunkCount, k + CHUNKS_PER_WRITE); c++) {
        items[inputKey(meta.id, c)] = encodeInput(cells.slice(c * CHUNK_ROWS, (c + 1) * CHUNK_ROWS));
        Object.assign(items, this.chunkItems(meta.id, c, states.slice(c * CHUNK_ROWS, (c + 1) * CHUNK_ROWS), raws));
      }
      await this.area.set(items);
    }
    // The summary last: a job whose summary is readable has all its rows.
    await this.area.set({ [jobKey(meta.id)]: meta });
  }

  /** A chunk's states and answers as stored; `raws` by row of the job. */
  private chunkItems(
    id: string,
    k: number,
    states: readonly RowState[],
    raws: ReadonlyMap<number, string>,
  ): Record<string, unknown> {
    const items: Record<string, unknown> = { [stateKey(id, k)]: encodeStates(states) };
    const answers = new Map<number, RowAnswer>();
    states.forEach((s, i) => {
      const raw = raws.get(k * CHUNK_ROWS + i);
      if (raw !== undefined) answers.set(i, { raw, summary: s.summary, e164: s.e164 });
    });
    if (answers.size > 0) items[answersKey(id, k)] = encodeAnswers(answers);
    return items;
  }

  /**
   * Rewrites a job of format 1 in format 2, a chunk at a time (each chunk's input, states and
   * answers in one write: a stop half-way leaves chunks of either format, both readable, and the
   * next start goes on), then its summary, then removes format 1's raw answers. Returns the summary.
   */
  async migrate(meta: JobMeta): Promise<JobMeta> {
    if (meta.format === JOB_FORMAT) return meta;
    const oldRaws: string[] = [];
    for (let k = 0; k < meta.chunkCount; k++) {
      const { chunk, format } = await this.readChunk(meta, k);
      const heads: number[] = [];
      chunk.states.forEach((s, i) => {
        if (s.checkedAt !== undefined && s.sameAs === undefined) heads.push(k * CHUNK_ROWS + i);
      });
      oldRaws.push(...heads.map((r) => rawKey(meta.id, r)));
      if (format === 2) continue;
      const raws = await this.raws(meta.id, heads);
      await this.area.set({
        [inputKey(meta.id, k)]: encodeInput(chunk.cells),
        ...this.chunkItems(meta.id, k, chunk.states, raws),
      });
    }
    const next: JobMeta = { ...meta, format: JOB_FORMAT };
    await this.area.set({ [jobKey(meta.id)]: next });
    for (let i = 0; i < oldRaws.length; i += 1_000) await this.area.remove(oldRaws.slice(i, i + 1_000));
    return next;
  }

  /** Removes a job and every piece of it, a chunk at a time. */
  async remove(meta: Pick<JobMeta, 'id' | 'rowCount' | 'chunkCount'>): Promise<void> {
    for (let k = 0; k < meta.chunkCount; k++) {
      const key = stateKey(meta.id, k);
      const stored = (await this.area.get([key]))[key];
      const raws: string[] = [];
      // Format 1 kept a raw answer per answered first row.
      if (!isEncodedStates(stored))
        decodeStates(stored, meta.rowCount).forEach((s, i) => {
          if (s.checkedAt !== undefined && s.sameAs === undefined) raws.push(rawKey(meta.id, k * CHUNK_ROWS + i));
        });
      await this.area.remove([inputKey(meta.id, k), stateKey(meta.id, k), answersKey(meta.id, k), ...raws]);
    }
    await this.area.remove([jobKey(meta.id)]);
  }

  /**
   * Removes the pieces of a job that was being written and was not taken (storage full, or the page
   * closed): every key it may have written, without reading any.
   */
  async discard(meta: Pick<JobMeta, 'id' | 'chunkCount'>): Promise<void> {
    const keys = [jobKey(meta.id)];
    for (let k = 0; k < meta.chunkCount; k++) keys.push(inputKey(meta.id, k), stateKey(meta.id, k), answersKey(meta.id, k));
    for (let i = 0; i < keys.length; i += 1_000) await this.area.remove(keys.slice(i, i + 1_000));
  }

  /**
   * Removes the pieces of jobs that are not in the list (a removal or a creation cut short, by a
   * full store or a stop of the browser), once they are older than ORPHAN_AGE_MS. Needs the
   * area's key listing; without it (older browsers) nothing is swept. Returns the keys removed.
   */
  async sweep(keep: readonly string[], now: number): Promise<number> {
    if (!this.area.getKeys) return 0;
    const kept = new Set(keep);
    const orphans = (await this.area.getKeys()).filter((key) => {
      const id = jobIdOfKey(key);
      if (id === undefined || kept.has(id)) return false;
      const at = jobIdTime(id);
      return at === undefined || now - at > ORPHAN_AGE_MS;
    });
    for (let i = 0; i < orphans.length; i += 1_000) await this.area.remove(orphans.slice(i, i + 1_000));
    return orphans.length;
  }

  /** Rows of a job, a chunk at a time, in order (an export of any size holds one chunk). */
  async *rows(meta: JobMeta): AsyncGenerator<{ row: number; cells: string[]; state: RowState; raw?: string }> {
    for (let k = 0; k < meta.chunkCount; k++) {
      const { cells, states } = await this.chunk(meta, k);
      const answered: number[] = [];
      states.forEach((s, i) => {
        const row = k * CHUNK_ROWS + i;
        if (s.checkedAt !== undefined) answered.push(s.sameAs ?? row);
      });
      const raws = await this.raws(meta.id, [...new Set(answered)]);
      for (let i = 0; i < states.length; i++) {
        const row = k * CHUNK_ROWS + i;
        const state = states[i] as RowState;
        const raw = state.checkedAt !== undefined ? raws.get(state.sameAs ?? row) : undefined;
        yield { row, cells: cells[i] ?? [], state, ...(raw !== undefined ? { raw } : {}) };
      }
    }
  }
}

/** A chunk with exactly its rows: a short or damaged one is padded with unreadable rows, never shifted. */
function normalizeChunk(states: RowState[], rowCount: number, chunk: number): RowState[] {
  const size = Math.max(0, Math.min(CHUNK_ROWS, rowCount - chunk * CHUNK_ROWS));
  if (states.length === size) return states;
  const out = states.slice(0, size);
  while (out.length < size) out.push({ status: 'no-number', problem: { kind: 'unreadable', message: t('job_rowUnreadable') } });
  return out;
}
