// Draws the verdict marks (utils/highlight/verdict-marks.ts says why they are not Highlights) in a
// closed shadow root of their own, over the numbers on screen, and follows scrolling and layout.
// Built as a script of its own, `content-marks.js` (entrypoints/content-marks.ts), which the content
// script loads once the cache knows some number (on-demand-marks.ts).
import type { VerdictBook } from '@/utils/highlight/verdict-marks';
import { MAX_MARKS, markBoxes } from '@/utils/highlight/verdict-marks';
import { viewportSize } from '@/utils/in-page/position';
import { createShadowHost, type ShadowHost } from '@/utils/in-page/shadow-host';
import { MARKS_HOST_NAME } from './host-names';
import marksCss from './verdict-marks.css?inline';

/** While marks show, they are placed again this often: the page's layout may move without a scroll. */
const FOLLOW_MS = 500;

export interface MarkSource {
  /** The numbers with ranges made (those near the screen, past the window's limit). */
  numbers(): Iterable<{ number: string }>;
  /** Whether this frame has highlighted numbers at all. */
  hasNumbers(): boolean;
  rectsOf(found: { number: string }): DOMRect[];
}

export class VerdictOverlay {
  private host: ShadowHost | undefined;
  private frameAsked = false;
  private follow: number | undefined;

  constructor(
    private readonly doc: Document,
    private readonly book: VerdictBook,
    private readonly source: MarkSource,
  ) {}

  /** Places the marks again in the next frame (at most once a frame). */
  refresh(): void {
    const win = this.doc.defaultView;
    if (this.frameAsked || !win) return;
    this.frameAsked = true;
    win.requestAnimationFrame(() => {
      this.frameAsked = false;
      this.draw();
    });
  }

  stop(): void {
    this.host?.unmount();
    this.setFollowing(false);
  }

  private draw(): void {
    // The host is in the page only when the cache knows some number and this frame has numbers:
    // whether it is there never depends on which numbers have verdicts.
    if (!this.book.anyKnown || !this.source.hasNumbers()) {
      this.stop();
      return;
    }
    this.host ??= createShadowHost(this.doc, MARKS_HOST_NAME, [marksCss]);
    this.host.mount();
    const viewport = viewportSize(this.doc);
    const boxes = [];
    if (this.book.size > 0) {
      for (const found of this.source.numbers()) {
        const known = this.book.get(found.number);
        if (!known) continue;
        boxes.push(...markBoxes(this.source.rectsOf(found), known.verdict, viewport));
        if (boxes.length >= MAX_MARKS) break;
      }
    }
    const container = this.host.container;
    const els = container.children;
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i] as (typeof boxes)[number];
      let el = els[i] as HTMLElement | undefined;
      if (!el) {
        el = this.doc.createElement('div');
        container.append(el);
      }
      el.className = `nc-mark nc-mark-${b.verdict}`; // i18n-ignore: class names
      el.style.cssText = `left:${b.left}px;top:${b.top}px;width:${b.width}px;`;
    }
    while (els.length > boxes.length) els[els.length - 1]?.remove();
    this.setFollowing(boxes.length > 0);
  }

  private setFollowing(on: boolean): void {
    const win = this.doc.defaultView;
    if (!win) return;
    if (on && this.follow === undefined) this.follow = win.setInterval(() => this.refresh(), FOLLOW_MS);
    if (!on && this.follow !== undefined) {
      win.clearInterval(this.follow);
      this.follow = undefined;
    }
  }
}

/** What `content-marks.js` offers. */
export interface MarksModule {
  createMarks(doc: Document, book: VerdictBook, source: MarkSource): VerdictOverlay;
}

/** Where it leaves itself (the isolated world's global, not the page's). */
export const MARKS_GLOBAL = '__numberCheckMarks';
