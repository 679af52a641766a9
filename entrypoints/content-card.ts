// Built as `content-card.js`: the in-page UI (the chip, the card with Preact and the ResultView,
// and what runs their checks), imported by the content script the first time the pointer rests on
// a number, a number is clicked, or a check's answer shows (entrypoints/content/ui-loader.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeAs } from '@/utils/in-page/on-demand-script';
import { createPageUi } from './content/page-ui';
import { PAGE_UI_GLOBAL, type PageUiModule } from './content/page-ui-api';

export default defineUnlistedScript(() => exposeAs<PageUiModule>(PAGE_UI_GLOBAL, { createPageUi }));
