// A job as the list page shows it, followed live from storage: its summary, and the rows of the page
// of the table on screen (one chunk). The page never holds the whole job, and never asks the
// background (a page polling the worker would keep waking it): the engine writes, storage tells.
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { JobMeta, RowState } from '@/utils/bulk/job';
import { inputKey, type JobMetaReader, jobKey, stateKey } from '@/utils/bulk/job-keys';
import type { JobStore } from '@/utils/bulk/job-store';

type Changes = Record<string, unknown>;

function useStorageChanges(onChange: (changes: Changes) => void, deps: unknown[]): void {
  useEffect(() => {
    const listener = (changes: Changes, area: string) => {
      if (area === 'local') onChange(changes);
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  }, deps);
}

/** The job's summary; null once it is known not to be kept. */
export function useJobMeta(store: JobMetaReader, id: string): JobMeta | null | undefined {
  const [meta, setMeta] = useState<JobMeta | null | undefined>(undefined);
  const reread = () => void store.meta(id).then((m) => setMeta(m ?? null));
  useEffect(reread, [id]);
  useStorageChanges(
    (changes) => {
      if (jobKey(id) in changes) reread();
    },
    [id],
  );
  return meta;
}

export interface ChunkRows {
  chunk: number;
  cells: string[][];
  states: RowState[];
}

/** The rows of one chunk (a page of the table), read again whenever their states change. */
export function useJobRows(store: JobStore, meta: JobMeta | null | undefined, chunk: number): ChunkRows | undefined {
  const [rows, setRows] = useState<ChunkRows | undefined>(undefined);
  const id = meta?.id;
  const rowCount = meta?.rowCount ?? 0;
  const reread = () => {
    if (!id) return;
    void store.chunk({ id, rowCount }, chunk).then(({ cells, states }) => setRows({ chunk, cells, states }));
  };
  useEffect(reread, [id, rowCount, chunk]);
  useStorageChanges(
    (changes) => {
      if (id && (stateKey(id, chunk) in changes || inputKey(id, chunk) in changes)) reread();
    },
    [id, rowCount, chunk],
  );
  // Rows of another chunk (the page just changed) are not shown as this one's.
  return rows?.chunk === chunk ? rows : undefined;
}
