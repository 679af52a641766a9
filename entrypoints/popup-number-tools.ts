// Built as `popup-number-tools.js`: the popup's typing helpers and their numbering data, and the
// page list's job store, imported by the popup after its first paint (entrypoints/popup/useNumberTools.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { createJob } from '@/utils/bulk/create-job';
import { extensionJobStore } from '@/utils/bulk/extension-store';
import { exposeAs } from '@/utils/in-page/on-demand-script';
import { assessNumber, countriesOf, formatAsYouType } from './popup/number-hint';
import { NUMBER_TOOLS_GLOBAL, type NumberTools } from './popup/number-tools-api';

export default defineUnlistedScript(() => {
  const store = extensionJobStore();
  exposeAs<NumberTools>(NUMBER_TOOLS_GLOBAL, {
    assessNumber,
    countriesOf,
    formatAsYouType,
    createJob: (spec) => createJob(store, spec),
    discardJob: (meta) => store.discard(meta),
  });
});
