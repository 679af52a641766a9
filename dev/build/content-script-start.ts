// How our content script starts: WXT wraps a content script's `main` in a module of its own
// (`virtual:wxt-content-script-isolated-world-entrypoint`) that hands it a ContentScriptContext.
// That context dispatches an event with our id into the page's document as it starts (a page learns
// we are installed, and when we start) and stops itself on any such event, which a page can forge:
// a page turned off our highlighting on itself. This plugin puts a wrapper of ours in place of WXT's,
// which only calls `main()`; the script's life is its own (entrypoints/content/script-life.ts).
//
// Why a plugin and not the script built as an unlisted one and declared in the manifest by us: WXT
// keeps writing the content script's manifest entry (matches, frames, run_at, in the Chrome and
// Firefox builds) from `defineContentScript` and keeps its file where every tool looks for it; only
// the wrapper changes, and with it WXT's context class leaves content.js.

import type { Plugin } from 'vite';

/** WXT's wrapper module, as resolved (`\0` marks a virtual module): its query is the entry's path. */
const WRAPPER = '\0virtual:wxt-content-script-isolated-world-entrypoint?';

/** Our wrapper for the content script at `entry`. */
export function contentScriptStart(entry: string): string {
  return `import definition from ${JSON.stringify(entry)};\ndefinition.main();\n`;
}

/** The plugin: before WXT's own loader, so that WXT's wrapper is never read. */
export function ownContentScriptStart(): Plugin {
  return {
    name: 'number-check:content-script-start',
    enforce: 'pre',
    load(id) {
      return id.startsWith(WRAPPER) ? contentScriptStart(id.slice(WRAPPER.length)) : undefined;
    },
  };
}
