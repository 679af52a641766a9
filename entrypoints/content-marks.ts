// Built as `content-marks.js`: the verdict marks (entrypoints/content/verdict-overlay.ts), imported
// by the content script once the cache knows some number (entrypoints/content/on-demand-marks.ts).
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { exposeAs } from '@/utils/in-page/on-demand-script';
import { MARKS_GLOBAL, type MarksModule, VerdictOverlay } from './content/verdict-overlay';

export default defineUnlistedScript(() =>
  exposeAs<MarksModule>(MARKS_GLOBAL, { createMarks: (doc, book, source) => new VerdictOverlay(doc, book, source) }),
);
