// The storage keys of a job's pieces (job-store.ts says what each holds). Apart from the store so
// that a page following a job (the popup, the list page) reads them without the store's codecs.
import { type JobMeta, readJobMeta } from './job';

export const jobKey = (id: string) => `bulkJob:${id}`;
export const inputKey = (id: string, chunk: number) => `bulkJob:${id}:in:${chunk}`;
export const stateKey = (id: string, chunk: number) => `bulkJob:${id}:st:${chunk}`;
export const answersKey = (id: string, chunk: number) => `bulkJob:${id}:ans:${chunk}`;
/** Format 1's raw answer of one row (read, migrated and removed; never written now). */
export const rawKey = (id: string, row: number) => `bulkJob:${id}:raw:${row}`;

/** Every storage key of a job's pieces starts with this (watchers use it to tell them apart). */
export const JOB_KEY_PREFIX = 'bulkJob:';

/** Reads a job's summary from an area (storage.local in the extension). */
export interface JobMetaReader {
  meta(id: string): Promise<JobMeta | undefined>;
}

export function jobMetaReader(area: { get(keys: string[]): Promise<Record<string, unknown>> }): JobMetaReader {
  return {
    async meta(id) {
      const key = jobKey(id);
      return readJobMeta((await area.get([key]))[key]);
    },
  };
}
