// What the popup's typing helpers script (`popup-number-tools.js`, see useNumberTools.ts) offers.
import type { assessNumber, countriesOf, formatAsYouType } from './number-hint';

export interface NumberTools {
  assessNumber: typeof assessNumber;
  formatAsYouType: typeof formatAsYouType;
  countriesOf: typeof countriesOf;
}

/** Where the helpers script leaves itself on the popup's window. */
export const NUMBER_TOOLS_GLOBAL = '__numberCheckNumberTools';
