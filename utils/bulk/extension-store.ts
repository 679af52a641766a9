// The jobs' storage in the extension: storage.local for their pieces, `bulkJobsItem` for the list.
import { browser } from 'wxt/browser';
import { bulkJobsItem } from '../storage/items';
import { JobStore, type KeyValueArea } from './job-store';

export function extensionJobStore(): JobStore {
  const local = browser.storage.local as unknown as KeyValueArea & { getKeys?: () => Promise<string[]> };
  const area: KeyValueArea = {
    get: (keys) => local.get(keys),
    set: (items) => local.set(items),
    remove: (keys) => local.remove(keys),
    // The key listing (Chrome 130, Firefox 143) lets the engine sweep pieces left by a job cut short.
    ...(typeof local.getKeys === 'function' ? { getKeys: () => (local.getKeys as () => Promise<string[]>)() } : {}),
  };
  return new JobStore(area, bulkJobsItem);
}
