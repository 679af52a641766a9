// The browser's `i18n` API, read from the global the browser gives every context (`chrome` in
// Chromium, `browser` and `chrome` in Firefox; the unit tests stub both). Not through `wxt/browser`:
// its polyfill would be bundled a second time into the in-page card, which loads as a bundle of its
// own, and `getMessage` and `getUILanguage` are synchronous everywhere, with nothing to polyfill.
// WXT types `getMessage` with the names of a `public/_locales` file; ours are written by the build
// from the catalogues, and t.ts checks the keys against those.

interface I18nApi {
  getMessage(name: string, substitutions?: string[]): string;
  getUILanguage(): string;
}

type WithI18n = { i18n?: I18nApi } | undefined;

function api(): I18nApi | undefined {
  const g = globalThis as { chrome?: WithI18n; browser?: WithI18n };
  return g.chrome?.i18n ?? g.browser?.i18n;
}

/**
 * Messages asked without substitutions, as the browser gave them: a context's messages never change
 * (the language changes only with a restart), and each call into the browser's `getMessage` costs
 * (a list of thousands of rows asks the same few words for each). Kept for the `getMessage` they came
 * from: a stand-in that changes (the unit tests' languages) starts afresh.
 */
const plain = new Map<string, string>();
let plainFrom: I18nApi['getMessage'] | undefined;

/** A message by name, '' when there is none (or no extension context). */
export function getMessage(name: string, substitutions?: string[]): string {
  try {
    const i18n = api();
    if (!i18n) return '';
    if (substitutions && substitutions.length > 0) return i18n.getMessage(name, substitutions);
    if (plainFrom !== i18n.getMessage) {
      plain.clear();
      plainFrom = i18n.getMessage;
    }
    let text = plain.get(name);
    if (text === undefined) {
      text = i18n.getMessage(name);
      plain.set(name, text);
    }
    return text;
  } catch {
    // A content script whose extension was updated or reloaded has lost its context: it shows keys
    // rather than break the page's UI it is tearing down.
    return '';
  }
}

/** The browser's UI language ("de", "en-US"), '' when unknown. */
export function browserUiLanguage(): string {
  try {
    return api()?.getUILanguage() ?? '';
  } catch {
    return '';
  }
}
