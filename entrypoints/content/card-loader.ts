// Where the card's code comes from. By default it is bundled into the content script. A build that
// defines `import.meta.env.NC_LAZY_CARD` (and ships `content-card.js`, built from card-entry.ts, as a
// web-accessible resource with `use_dynamic_url`) loads it on first use instead: Preact and the
// ResultView then cost a page nothing until a card is shown. Verified in Chromium: a module
// imported this way runs in the content script's isolated world, invisible to the page.
import { browser } from 'wxt/browser';
import { CARD_GLOBAL, type CardView } from './card-api';
import { CARD_CSS, renderCard } from './card-view';

let loading: Promise<CardView> | undefined;

export function loadCardView(): Promise<CardView> {
  loading ??= import.meta.env.NC_LAZY_CARD
    ? import(/* @vite-ignore */ browser.runtime.getURL('/content-card.js' as '/')).then(
        () => (globalThis as unknown as Record<string, CardView>)[CARD_GLOBAL] as CardView,
      )
    : Promise.resolve({ CARD_CSS, renderCard });
  return loading;
}
