// The viewport window's observer as the content script holds it: its code (window-observer.ts and
// utils/highlight/near-bands.ts) is `content-window.js`, loaded when a page's numbers first pass the
// window's limit (utils/highlight/store.ts). Blocks handed over meanwhile wait for it, far and
// unpainted; a load that fails (the extension reloaded under the page) leaves them so.
import { browser } from 'wxt/browser';
import type { BlockWatcher, NearReport } from '@/utils/highlight/store';
import { loadOnce } from '@/utils/in-page/load-once';
import { importExposed } from '@/utils/in-page/on-demand-script';
import { WINDOW_GLOBAL, type WindowModule } from './window-observer';

/** One load of `content-window.js` for every caller; a failed one is tried again by the next. */
const loadWindow: () => Promise<WindowModule> = loadOnce(() =>
  // Written out here, as in ui-loader.ts, so dev/firefox/lint.ts sees the extension's own file.
  importExposed<WindowModule>(
    () => import(/* @vite-ignore */ browser.runtime.getURL('/content-window.js' as '/')),
    WINDOW_GLOBAL,
  ),
);

export function onDemandWatcher(win: Window & typeof globalThis, report: (entries: NearReport) => void): BlockWatcher {
  let real: BlockWatcher | undefined;
  // (A Set: a block dropped before the code came is not observed.)
  let waiting: Set<Element> | undefined = new Set();
  loadWindow().then(
    (module) => {
      if (!waiting) return;
      real = module.createWatcher(win, report);
      for (const el of waiting) real.observe(el);
      waiting = undefined;
    },
    () => {
      waiting = undefined;
    },
  );
  return {
    observe: (el) => (real ? real.observe(el) : waiting?.add(el)),
    unobserve: (el) => (real ? real.unobserve(el) : waiting?.delete(el)),
    disconnect: () => {
      waiting = undefined;
      real?.disconnect();
      real = undefined;
    },
  };
}
