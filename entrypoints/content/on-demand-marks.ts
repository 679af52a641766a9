// The verdict marks as the content script holds them: their code (verdict-overlay.ts, its CSS and
// shadow host) comes with the in-page UI (ui-loader.ts), loaded only once the cache knows some
// number (`anyKnown`: a person has checked numbers lately). Until then the marks would draw nothing
// and put no host in the page, so nothing changes for the page but when their code arrives. A load
// that fails draws nothing; the next refresh tries again.
import type { VerdictBook } from '@/utils/highlight/verdict-marks';
import type { Marks } from './known-verdicts';

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
