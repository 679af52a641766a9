// The verdict marks as the content script holds them: their code (verdict-overlay.ts, its CSS and
// shadow host) is `content-marks.js`, loaded only once the cache knows some number (`anyKnown`: a
// person has checked numbers lately). Until then the marks would draw nothing
// and put no host in the page, so nothing changes for the page but when their code arrives. A load
// that fails draws nothing; the next refresh tries again.
import { browser } from 'wxt/browser';
import type { VerdictBook } from '@/utils/highlight/verdict-marks';
import { loadOnce } from '@/utils/in-page/load-once';
import { importExposed } from '@/utils/in-page/on-demand-script';
import type { Marks } from './known-verdicts';
import { MARKS_GLOBAL, type MarksModule } from './verdict-overlay';

/** One load of `content-marks.js` for every caller; a failed one is tried again by the next. */
export const loadMarks: () => Promise<MarksModule> = loadOnce(() =>
  // Written out here, as in ui-loader.ts, so dev/firefox/lint.ts sees the extension's own file.
  importExposed<MarksModule>(() => import(/* @vite-ignore */ browser.runtime.getURL('/content-marks.js' as '/')), MARKS_GLOBAL),
);

export class OnDemandMarks implements Marks {
  private marks: Marks | undefined;
  /** A refresh was asked since the last stop: drawn when the code is there. */
  private wanted = false;

  constructor(
    private readonly book: VerdictBook,
    private readonly load: (book: VerdictBook) => Promise<Marks>,
  ) {}

  refresh(): void {
    if (this.marks) {
      this.marks.refresh();
      return;
    }
    if (!this.book.anyKnown) return;
    this.wanted = true;
    this.load(this.book).then(
      (marks) => {
        this.marks ??= marks;
        if (this.wanted) this.marks.refresh();
        this.wanted = false;
      },
      () => undefined,
    );
  }

  stop(): void {
    this.wanted = false;
    this.marks?.stop();
  }
}
