// The card as a script of its own (see card-loader.ts). A build that loads the card on demand adds
// an unlisted entrypoint `entrypoints/content-card.ts`:
//   import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
//   import { exposeCardView } from './content/card-entry';
//   export default defineUnlistedScript(() => exposeCardView());
// which builds `content-card.js`, imported by the content script when it first shows a card.
import { CARD_GLOBAL, type CardView } from './card-api';
import { CARD_CSS, renderCard } from './card-view';

export function exposeCardView(): void {
  const view: CardView = { CARD_CSS, renderCard };
  (globalThis as unknown as Record<string, CardView>)[CARD_GLOBAL] = view;
}
