// Built as `popup-number-tools.js`: the popup's typing helpers and their numbering data, imported by
// the popup after its first paint (entrypoints/popup/useNumberTools.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeAs } from '@/utils/in-page/on-demand-script';
import { assessNumber, countriesOf, formatAsYouType } from './popup/number-hint';
import { NUMBER_TOOLS_GLOBAL, type NumberTools } from './popup/number-tools-api';

export default defineUnlistedScript(() =>
  exposeAs<NumberTools>(NUMBER_TOOLS_GLOBAL, { assessNumber, countriesOf, formatAsYouType }),
);
