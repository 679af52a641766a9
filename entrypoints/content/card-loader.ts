// Where the card's code comes from: `content-card.js` (entrypoints/content-card.ts), shipped as a
// web-accessible resource with `use_dynamic_url` and imported on first use, so Preact and the
// ResultView cost a page nothing until a card is shown.
import { browser } from 'wxt/browser';
import { importExposed } from '@/utils/in-page/on-demand-script';
import { CARD_GLOBAL, type CardView } from './card-api';

let loading: Promise<CardView> | undefined;

export function loadCardView(): Promise<CardView> {
  // The argument is written out here, not passed in, so a reviewer (and dev/firefox/lint.ts) sees
  // that only the extension's own file is imported.
  loading ??= importExposed<CardView>(
    () => import(/* @vite-ignore */ browser.runtime.getURL('/content-card.js' as '/')),
    CARD_GLOBAL,
  );
  return loading;
}
