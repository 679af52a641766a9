// The jobs' storage in the extension: storage.local for their pieces, `bulkJobsItem` for the list.
import { browser } from 'wxt/browser';
import { bulkJobsItem } from '../storage/items';
import { JobStore, type KeyValueArea } from './job-store';

export function extensionJobStore(): JobStore {
  return new JobStore(browser.storage.local as unknown as KeyValueArea, bulkJobsItem);
}
