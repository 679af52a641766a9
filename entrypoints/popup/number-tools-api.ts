// What the popup's later script (`popup-number-tools.js`, see useNumberTools.ts) offers: the typing
// helpers, and the making of a page's list, whose job store (with its row and answer codecs) the
// popup's first paint does not need.

import type { NewJob } from '@/utils/bulk/create-job';
import type { JobMeta } from '@/utils/bulk/job';
import type { assessNumber, countriesOf, formatAsYouType } from './number-hint';

export interface NumberTools {
  assessNumber: typeof assessNumber;
  formatAsYouType: typeof formatAsYouType;
  countriesOf: typeof countriesOf;
  /** Stores a new job (the page's unchecked numbers) for the background to run. */
  createJob(spec: NewJob): Promise<JobMeta>;
  /** Removes a job the background did not take. */
  discardJob(meta: JobMeta): Promise<void>;
}

/** Where the helpers script leaves itself on the popup's window. */
export const NUMBER_TOOLS_GLOBAL = '__numberCheckNumberTools';
