// Where the in-page UI's code comes from: `content-card.js` (entrypoints/content-card.ts), shipped
// as a web-accessible resource with `use_dynamic_url` and imported on first use, so the chip, the
// card, Preact and the ResultView cost a page nothing until a number is hovered or clicked. One
// load serves every caller; a failed one is tried again by the next (utils/in-page/load-once.ts).
import { browser } from 'wxt/browser';
import { loadOnce } from '@/utils/in-page/load-once';
import { importExposed } from '@/utils/in-page/on-demand-script';
import { PAGE_UI_GLOBAL, type PageUiModule } from './page-ui-api';

export const loadPageUi: () => Promise<PageUiModule> = loadOnce(() =>
  // The argument is written out here, not passed in, so a reviewer (and dev/firefox/lint.ts) sees
  // that only the extension's own file is imported.
  importExposed<PageUiModule>(() => import(/* @vite-ignore */ browser.runtime.getURL('/content-card.js' as '/')), PAGE_UI_GLOBAL),
);
