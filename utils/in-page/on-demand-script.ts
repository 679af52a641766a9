// A part of the extension built as a script of its own (a WXT unlisted script) and loaded on demand
// by the page or content script that needs it. Built as a classic script, it cannot export: it
// leaves what it offers on its global object under a name, where the loader reads it. A content
// script's import runs in its isolated world, so a web page never sees that global.
// (No `wxt/browser` import here: the scripts that expose themselves would each bundle the polyfill.)
//
// An extension page runs such a script with a `<script>` element, so no `import()` of a computed URL
// (which Firefox's add-on linter flags) is needed there. A content script must `import()` it (a
// `<script>` would run in the page's world), by its extension URL: dev/firefox/lint.ts accepts that
// one warning only where the URL is written out as the extension's own file.

type Globals = Record<string, unknown>;

/** Run by the script itself: offers `value` under `name`. */
export function exposeAs<T>(name: string, value: T): void {
  (globalThis as unknown as Globals)[name] = value;
}

/** The scripts built to be loaded on demand, by their path in the extension. */
export type OnDemandPath =
  | '/content-card.js'
  | '/content-marks.js'
  | '/content-numbers.js'
  | '/content-window.js'
  | '/popup-number-tools.js';

/**
 * In an extension page: runs the script with a `<script>` element (it is a classic script; the
 * page's own origin serves it) and returns what it offered under `name`.
 */
export function loadExposedScript<T>(doc: Document, path: OnDemandPath, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = path;
    script.async = true;
    script.onload = () => {
      script.remove();
      const value = (globalThis as unknown as Globals)[name] as T | undefined;
      if (value === undefined) reject(new Error(`${path} ran but offered no ${name}`));
      else resolve(value);
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${path} could not be loaded`));
    };
    doc.head.append(script);
  });
}

/**
 * In a content script: `load` imports the script by its extension URL, written out at the call
 * (`() => import(browser.runtime.getURL('/content-card.js'))`: a bare path would resolve against the
 * page), and this returns what it offered under `name`.
 */
export async function importExposed<T>(load: () => Promise<unknown>, name: string): Promise<T> {
  await load();
  const value = (globalThis as unknown as Globals)[name] as T | undefined;
  if (value === undefined) throw new Error(`the script ran but offered no ${name}`);
  return value;
}
