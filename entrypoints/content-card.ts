// Built as `content-card.js`: the in-page card (Preact + ResultView), imported by the content
// script the first time it shows a card (entrypoints/content/card-loader.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeCardView } from './content/card-entry';

export default defineUnlistedScript(() => exposeCardView());
