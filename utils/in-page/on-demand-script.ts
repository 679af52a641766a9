// A part of the extension built as a script of its own (a WXT unlisted script) and imported on
// demand by the page or content script that needs it. Built as a classic script, it cannot export:
// it leaves what it offers on its global object under a name, where the importer reads it. A content
// script's import runs in its isolated world, so a web page never sees that global.
// (No `wxt/browser` import here: the scripts that expose themselves would each bundle the polyfill.)

type Globals = Record<string, unknown>;

/** Run by the script itself: offers `value` under `name`. */
export function exposeAs<T>(name: string, value: T): void {
  (globalThis as unknown as Globals)[name] = value;
}

/**
 * Imports one of the extension's scripts by its URL (`browser.runtime.getURL("/content-card.js")`)
 * and returns what it offered under `name`.
 */
export async function importExposed<T>(url: string, name: string): Promise<T> {
  await import(/* @vite-ignore */ url);
  return (globalThis as unknown as Globals)[name] as T;
}
