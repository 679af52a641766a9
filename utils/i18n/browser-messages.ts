// `browser.i18n.getMessage` by any name. WXT types it with the names of a `public/_locales` file;
// ours are written by the build from the catalogues, and t.ts checks the keys against those.
import { browser } from 'wxt/browser';

type GetMessage = (name: string, substitutions?: string[]) => string;

export function getMessage(name: string, substitutions?: string[]): string {
  const get = browser.i18n.getMessage as GetMessage;
  return substitutions && substitutions.length > 0 ? get(name, substitutions) : get(name);
}
