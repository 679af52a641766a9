// The engine's writes of a job, and what happens when storage refuses one (storage full): the job
// stops with words and keeps what it has. The chunks and raw answers changed since the last write
// that succeeded stay in memory (the engine keeps those chunks) and go with the next write that
// succeeds; the job's summary is written alone, listing the rows whose answers are not saved yet as
// in flight, so that a restart marks them "outcome unknown" (they may have been charged), never
// "not sent". docs/architecture.md#storage.
import { t } from '../i18n/t';
import type { JobMeta, RowState } from './job';
import type { JobStore } from './job-store';

export class JobWrites {
  /** Chunks changed but not written, by job. */
  private readonly dirty = new Map<string, Set<number>>();
  /** Raw answers not written, by job. */
  private readonly dirtyRaws = new Map<string, Map<number, string>>();
  /** Rows answered in memory whose stored state still says "sending", by job. */
  private readonly unsavedRows = new Map<string, Set<number>>();

  constructor(
    private readonly store: JobStore,
    private readonly now: () => number,
    /** The engine's chunk in memory (a dirty one is never dropped: see dirtyChunks). */
    private readonly statesOf: (id: string, chunk: number) => RowState[] | undefined,
  ) {}

  /** Every chunk with changes not written yet, as [job id, chunk]. */
  *dirtyChunks(): Generator<[string, number]> {
    for (const [id, ks] of this.dirty) for (const k of ks) yield [id, k];
  }

  /** A row answered in memory: until a write succeeds its stored state says "sending". */
  unsaved(id: string, row: number): void {
    setOf(this.unsavedRows, id).add(row);
  }

  /**
   * Writes the job's summary, its changed chunks and raw answers, with whatever an earlier refused
   * write left. False when storage refused: `undo` takes back in memory what the write was to record
   * (before the summary is written alone), and the job is stopped.
   */
  async write(
    job: JobMeta,
    changed: ReadonlySet<number>,
    raws?: ReadonlyMap<number, string>,
    undo?: () => void,
  ): Promise<boolean> {
    const chunks = setOf(this.dirty, job.id);
    for (const k of changed) chunks.add(k);
    const pendingRaws = this.dirtyRaws.get(job.id) ?? new Map<number, string>();
    for (const [row, raw] of raws ?? []) pendingRaws.set(row, raw);
    const states = new Map<number, RowState[]>();
    for (const k of chunks) {
      const s = this.statesOf(job.id, k);
      if (s) states.set(k, s);
    }
    try {
      await this.store.write(job.id, { meta: job, states, ...(pendingRaws.size > 0 ? { raws: pendingRaws } : {}) });
    } catch {
      this.dirtyRaws.set(job.id, pendingRaws);
      undo?.();
      await this.stop(job);
      return false;
    }
    this.dirty.delete(job.id);
    this.dirtyRaws.delete(job.id);
    this.unsavedRows.delete(job.id);
    return true;
  }

  /** Stops a running job for a refused write and writes its summary alone, if it still can be. */
  async stop(job: JobMeta): Promise<void> {
    const now = this.now();
    if (job.status === 'running') {
      job.status = 'stopped';
      job.stop = { kind: 'storage-full', message: t('job_storageFull'), at: now };
    }
    job.updatedAt = now;
    const inFlight = [...new Set([...job.inFlight, ...(this.unsavedRows.get(job.id) ?? [])])];
    await this.store.write(job.id, { meta: { ...job, inFlight } }).catch(() => undefined);
  }
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}
