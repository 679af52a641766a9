// Where jobs are kept: storage.local (they must outlive the worker and the browser), in pieces so
// that no read or write ever holds a whole 100,000-row job. Keys, per job:
//   bulkJob:<id>              its summary (JobMeta)
//   bulkJob:<id>:in:<k>       the input rows of chunk k (cells as read), written once
//   bulkJob:<id>:st:<k>       the row states of chunk k, rewritten when one of its rows changes
//   bulkJob:<id>:raw:<row>    the raw answer of one row (a first row: its repeats point to it)
// and the list of job ids, oldest first: `bulkJobsItem` (utils/storage/items.ts) in the extension.
// The area and the list are passed in: storage.local and that item in the extension, WXT's fake
// browser (or a plain map, in the benchmark) elsewhere.

import { t } from '../i18n/t';
import { CHUNK_ROWS, type JobMeta, type RowState, readCells, readJobMeta, readRowStates } from './job';

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

export const jobKey = (id: string) => `bulkJob:${id}`;
export const inputKey = (id: string, chunk: number) => `bulkJob:${id}:in:${chunk}`;
export const stateKey = (id: string, chunk: number) => `bulkJob:${id}:st:${chunk}`;
export const rawKey = (id: string, row: number) => `bulkJob:${id}:raw:${row}`;

/** Every storage key of a job's pieces starts with this (watchers use it to tell them apart). */
export const JOB_KEY_PREFIX = 'bulkJob:';

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

  async meta(id: string): Promise<JobMeta | undefined> {
    const key = jobKey(id);
    return readJobMeta((await this.area.get([key]))[key]);
  }

  async metas(ids: readonly string[]): Promise<JobMeta[]> {
    if (ids.length === 0) return [];
    const got = await this.area.get(ids.map(jobKey));
    return ids.map((id) => readJobMeta(got[jobKey(id)])).filter((m): m is JobMeta => m !== undefined);
  }

  async states(meta: Pick<JobMeta, 'id' | 'rowCount'>, chunk: number): Promise<RowState[]> {
    const key = stateKey(meta.id, chunk);
    const states = readRowStates((await this.area.get([key]))[key], meta.rowCount);
    return normalizeChunk(states, meta.rowCount, chunk);
  }

  async cells(id: string, chunk: number): Promise<string[][]> {
    const key = inputKey(id, chunk);
    return readCells((await this.area.get([key]))[key]);
  }

  /** Both halves of a chunk in one read, for a table page or an export. */
  async chunk(meta: Pick<JobMeta, 'id' | 'rowCount'>, chunk: number): Promise<{ cells: string[][]; states: RowState[] }> {
    const keys = [inputKey(meta.id, chunk), stateKey(meta.id, chunk)] as const;
    const got = await this.area.get([...keys]);
    return {
      cells: readCells(got[keys[0]]),
      states: normalizeChunk(readRowStates(got[keys[1]], meta.rowCount), meta.rowCount, chunk),
    };
  }

  async raws(id: string, rows: readonly number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (rows.length === 0) return out;
    const got = await this.area.get(rows.map((r) => rawKey(id, r)));
    for (const r of rows) {
      const v = got[rawKey(id, r)];
      if (typeof v === 'string') out.set(r, v);
    }
    return out;
  }

  /** One storage write: a row's state and the job's summary change together or not at all. */
  async write(id: string, change: JobWrite): Promise<void> {
    const items: Record<string, unknown> = {};
    if (change.meta) items[jobKey(id)] = change.meta;
    for (const [k, states] of change.states ?? []) items[stateKey(id, k)] = states;
    for (const [row, raw] of change.raws ?? []) items[rawKey(id, row)] = raw;
    if (Object.keys(items).length > 0) await this.area.set(items);
  }

  /** Writes a new job's input, in pieces of a few chunks (no single write of the whole file). */
  async writeNew(meta: JobMeta, cells: readonly (readonly string[])[], states: readonly RowState[]): Promise<void> {
    const CHUNKS_PER_WRITE = 20;
    for (let k = 0; k < meta.chunkCount; k += CHUNKS_PER_WRITE) {
      const items: Record<string, unknown> = {};
      for (let c = k; c < Math.min(meta.chunkCount, k + CHUNKS_PER_WRITE); c++) {
        const from = c * CHUNK_ROWS;
        const to = Math.min(meta.rowCount, from + CHUNK_ROWS);
        items[inputKey(meta.id, c)] = cells.slice(from, to);
        items[stateKey(meta.id, c)] = states.slice(from, to);
      }
      await this.area.set(items);
    }
    // The summary last: a job whose summary is readable has all its rows.
    await this.area.set({ [jobKey(meta.id)]: meta });
  }

  /** Removes a job and every piece of it, a chunk at a time. */
  async remove(meta: Pick<JobMeta, 'id' | 'rowCount' | 'chunkCount'>): Promise<void> {
    for (let k = 0; k < meta.chunkCount; k++) {
      const states = await this.states(meta, k);
      const raws: string[] = [];
      states.forEach((s, i) => {
        if (s.checkedAt !== undefined && s.sameAs === undefined) raws.push(rawKey(meta.id, k * CHUNK_ROWS + i));
      });
      await this.area.remove([inputKey(meta.id, k), stateKey(meta.id, k), ...raws]);
    }
    await this.area.remove([jobKey(meta.id)]);
  }

  /**
   * Removes the pieces of a job that was being written and was not taken (storage full, or the page
   * closed): every key it may have written, without reading any.
   */
  async discard(meta: Pick<JobMeta, 'id' | 'chunkCount'>, rawRows: Iterable<number>): Promise<void> {
    const keys = [jobKey(meta.id)];
    for (let k = 0; k < meta.chunkCount; k++) keys.push(inputKey(meta.id, k), stateKey(meta.id, k));
    for (const row of rawRows) keys.push(rawKey(meta.id, row));
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
