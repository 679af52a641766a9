// Where the card's code comes from. By default it is bundled into the content script. A build that
// defines `import.meta.env.NC_LAZY_CARD` (and ships `content-card.js`, entrypoints/content-card.ts,
// as a web-accessible resource with `use_dynamic_url`) loads it on first use instead: Preact and the
// ResultView then cost a page nothing until a card is shown.
import { browser } from 'wxt/browser';
import { importExposed } from '@/utils/in-page/on-demand-script';
import { CARD_GLOBAL, type CardView } from './card-api';
import { CARD_CSS, renderCard } from './card-view';

let loading: Promise<CardView> | undefined;

export function loadCardView(): Promise<CardView> {
  loading ??= import.meta.env.NC_LAZY_CARD
    ? // The argument is written out here, not passed in, so a reviewer (and dev/firefox/lint.ts) sees
      // that only the extension's own file is imported.
      importExposed<CardView>(() => import(/* @vite-ignore */ browser.runtime.getURL('/content-card.js' as '/')), CARD_GLOBAL)
    : Promise.resolve({ CARD_CSS, renderCard });
  return loading;
}
