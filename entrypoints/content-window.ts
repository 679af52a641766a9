// Built as `content-window.js`: the viewport window's observer of far blocks
// (entrypoints/content/window-observer.ts), imported by the content script once a page's numbers
// pass the window's limit (entrypoints/content/on-demand-window.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeAs } from '@/utils/in-page/on-demand-script';
import { createWatcher, WINDOW_GLOBAL, type WindowModule } from './content/window-observer';

export default defineUnlistedScript(() => exposeAs<WindowModule>(WINDOW_GLOBAL, { createWatcher }));
