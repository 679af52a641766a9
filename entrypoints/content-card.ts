// Built as `content-card.js`: the in-page card (Preact + ResultView), imported by the content
// script the first time it shows a card (entrypoints/content/card-loader.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeAs } from '@/utils/in-page/on-demand-script';
import { CARD_GLOBAL, type CardView } from './content/card-api';
import { CARD_CSS, renderCard } from './content/card-view';

export default defineUnlistedScript(() => exposeAs<CardView>(CARD_GLOBAL, { CARD_CSS, renderCard }));
