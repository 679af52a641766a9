// Binds the page scanner to this browser: the real document, `StaticRange`, `CSS.highlights`, the
// background's phone detector (over the detect port) and a scheduler that yields between slices.
// Everything it decides is in utils/.
import type { CountryCode } from 'libphonenumber-js/core';
import { browser } from 'wxt/browser';
import { dismissedTextOf } from '@/utils/highlight/dismissed-text';
import { HIGHLIGHT_NAME } from '@/utils/highlight/highlight-css';
import { PageScanner } from '@/utils/highlight/scanner';
import { type RootOf, rootReader } from '@/utils/highlight/shadow-roots';
import { type FoundNumber, HighlightStore } from '@/utils/highlight/store';
import type { TextPosition } from '@/utils/highlight/text-reading';
import { gridElements } from '@/utils/highlight/visible-grid';
import { viewportSize } from '@/utils/in-page/position';
import { DETECT_PORT, type PageSaid } from '@/utils/messaging/detect-messages';
import { PortDetector } from '@/utils/messaging/detect-port';
import type { PortLike } from '@/utils/messaging/port';
import { sectionCountryOf } from '@/utils/phone/page-signals';
import { highlightStyle, type StyleHandle } from './highlight-style';
import { UI_HOST_NAME } from './host-names';
import { onDemandWatcher } from './on-demand-window';

export interface HighlightOptions {
  defaultCountry: CountryCode | undefined;
  /** Present when the "page's country" setting is on: the country this page says it is from, if any. */
  page?: PageSaid;
  highlightInCode: boolean;
  /** The texts dismissed on this site ("Not a phone number"), normalised (dismissed-text.ts). */
  dismissed?: readonly string[];
  /**
   * `page` holds a long page's first clues only: the first screen is read with them, the rest of
   * the page once settlePage() brings them all.
   */
  pagePending?: boolean;
}

/** How often a long scan paints what it found and hands new blocks to the viewport observer. */
const SETTLE_EVERY_MS = 300;

/** A settle's time for handing blocks to the viewport observer, ms; what is left goes at the next one. */
const OBSERVE_MS = 3;

function observeFor(win: Window): () => boolean {
  const end = win.performance.now() + OBSERVE_MS;
  return () => win.performance.now() > end;
}

interface SchedulerLike {
  yield(): Promise<unknown>;
  postTask(cb: () => void): Promise<unknown>;
}

/**
 * A new task soon: `scheduler.yield()` (input and rendering go first, then our continuation, ahead
 * of the page's other tasks), or `scheduler.postTask` behind the tasks already queued (the
 * detector's answers awaited). Both are in every browser the manifest allows (Chromium 129+,
 * Firefox 142+).
 */
function makePost(win: Window): (run: () => void, behindTasks?: boolean) => void {
  const scheduler = (win as unknown as { scheduler: SchedulerLike }).scheduler;
  return (run, behindTasks) => void (behindTasks ? scheduler.postTask(run) : scheduler.yield().then(run)).catch(() => undefined);
}

/**
 * Shadow roots as this browser lets an extension reach them: open ones everywhere, closed ones
 * through `chrome.dom.openOrClosedShadowRoot` (Chromium) or `Element.openOrClosedShadowRoot`
 * (Firefox content scripts). The browser's API is looked up at the first custom element, not at
 * the start (rootReader).
 */
export function browserRootOf(): RootOf {
  return rootReader(() => {
    const chromeDom = (globalThis as { chrome?: { dom?: { openOrClosedShadowRoot?(el: Element): ShadowRoot | null } } }).chrome
      ?.dom;
    const firefoxProperty = typeof Element !== 'undefined' && 'openOrClosedShadowRoot' in Element.prototype;
    return { ...(chromeDom?.openOrClosedShadowRoot ? { chromeDom } : {}), firefoxProperty };
  });
}

export class PageHighlighter {
  /** Reaches shadow roots, open and (where the browser allows) closed. */
  readonly rootOf: RootOf = browserRootOf();
  private scanner: PageScanner<AbstractRange> | undefined;
  private style: StyleHandle | undefined;
  private highlight: Highlight | undefined;
  private numbers: HighlightStore<AbstractRange> | undefined;
  private detector: PortDetector | undefined;
  private options: HighlightOptions | undefined;
  private firstDone = false;
  /** The store a chain of frames is handing its last found blocks to the viewport observer for. */
  private settlingStore: HighlightStore<AbstractRange> | undefined;

  /** The texts dismissed on this site: not highlighted (read by the scanner at each block it commits). */
  private readonly dismissedTexts = new Set<string>();
  private readonly isDismissed = (text: string): boolean => {
    const kept = dismissedTextOf(text);
    return kept !== undefined && this.dismissedTexts.has(kept);
  };

  /** Called each time the page is fully read (the first time, and after every change read since). */
  onIdle: (() => void) | undefined;

  /**
   * Settled once the scan of the last start stops waiting for its first screen (its numbers
   * committed, or given up on: PageScanner.onFirstScreenEnd), or highlighting stops.
   */
  firstScreenEnd: Promise<void> = Promise.resolve();

  constructor(private readonly doc: Document) {}

  /** The page's first full reading is done. */
  get complete(): boolean {
    return this.firstDone;
  }

  get active(): boolean {
    return this.scanner !== undefined;
  }

  get highlightObject(): Highlight | undefined {
    return this.highlight;
  }

  get store(): HighlightStore<AbstractRange> | undefined {
    return this.numbers;
  }

  /** The detector, while highlighting is on (the fields' numbers are read with it: frame-numbers.ts). */
  get fieldDetector(): PortDetector | undefined {
    return this.detector;
  }

  /** The shadow roots read so far. */
  shadowRoots(): ShadowRoot[] {
    return this.scanner?.shadowRoots() ?? [];
  }

  get hasShadowRoots(): boolean {
    return (this.scanner?.shadowRootCount ?? 0) > 0;
  }

  /** Starts, or restarts when the options changed; a no-op when running with the same options. */
  start(options: HighlightOptions): void {
    const dismissed = options.dismissed ?? [];
    if (this.scanner && this.options && sameOptions(this.options, options)) {
      // Only texts added (this frame's own "Not a phone number", or another tab's on this site): they
      // go at once, without reading the page again. A text taken off the list needs a new reading.
      const before = this.options.dismissed ?? [];
      if (before.every((t) => dismissed.includes(t))) {
        for (const t of dismissed) this.dismiss(t);
        // Asked again with all the clues, the same as the first: the rest of the page is read now.
        if (this.options.pagePending && !options.pagePending) this.scanner.pageSettled(false);
        this.options = options;
        return;
      }
    }
    this.stop();
    for (const t of dismissed) this.dismissedTexts.add(t);
    const win = this.doc.defaultView;
    // (The Highlight API is in every browser the manifest allows: Chromium 105+, Firefox 140+.)
    if (!win) return;
    this.options = options;
    const highlight = new Highlight();
    this.highlight = highlight;
    this.style = highlightStyle(win);
    const post = makePost(win);
    const { dismissedTexts, isDismissed } = this;
    const store = new HighlightStore<AbstractRange>(highlight, (report) => onDemandWatcher(win, report));
    this.numbers = store;
    // The port opens with the first text worth the detector: a page without candidates never opens one.
    const detector = new PortDetector(
      () => browser.runtime.connect({ name: DETECT_PORT }) as PortLike,
      options.defaultCountry,
      options.page,
    );
    this.detector = detector;
    const scanner = new PageScanner<AbstractRange>({
      doc: this.doc,
      store,
      options: {
        highlightInCode: options.highlightInCode,
        ownHostName: UI_HOST_NAME,
        ...(options.page ? { sectionCountry: sectionCountryOf } : {}),
      },
      detector,
      // Static ranges: the browser need not update them on every DOM change of the page (live
      // ranges cost every mutation a walk over all of them); our observer drops the stale ones.
      makeRange: (start: TextPosition, end: TextPosition) =>
        new StaticRange({ startContainer: start.node, startOffset: start.offset, endContainer: end.node, endOffset: end.offset }),
      // (`checkVisibility` is in every browser the manifest allows.)
      isElementVisible: (el) => el.checkVisibility({ visibilityProperty: true }),
      rootOf: this.rootOf,
      // None while the site has no dismissed text (most sites): no number's text is normalised then.
      get isDismissed() {
        return dismissedTexts.size > 0 ? isDismissed : undefined;
      },
      onRoot: (root) => this.style?.addRoot(root),
      // (No `timers`: the scanner's default, this window's own setTimeout, is the page's.)
      visibleElements: (row, found) => gridElements(this.doc, row, found),
      isOnScreen: (el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < viewportSize(this.doc).height;
      },
      now: () => win.performance.now(),
      clock: Date.now,
      post,
    });
    this.scanner = scanner;
    this.firstDone = false;
    // The first numbers found (what is on screen: it is read first) are painted at once. After
    // that, while a long scan runs, paint and hand new blocks to the viewport observer now and then
    // (each hand-over makes the browser recompute all highlight ranges and observations in the next
    // frame, so not every slice). The runner also goes idle while it waits for the detector's
    // answers: that is a pause of the scan, not its end.
    // (Not in the first 300 ms: the first screen's own settle comes first, and a settle of the first
    // answered blocks before it cost a repaint of the whole page in between, 67 ms at CPU 4× slower.)
    let lastSettle = win.performance.now();
    const settleNowAndThen = () => {
      const now = win.performance.now();
      if (now - lastSettle < SETTLE_EVERY_MS || store.size === 0) return;
      lastSettle = now;
      store.settle(observeFor(win));
      this.register(win);
    };
    scanner.runner.onSlice = settleNowAndThen;
    // What is on screen is painted as soon as its numbers are in, not at the next settle.
    scanner.onFirstScreen = () => {
      store.settle();
      this.register(win);
      if (import.meta.env.NC_DEV_BUILD)
        win.performance.mark('nc:highlight-visible', {
          detail: { found: store.size, made: store.madeSize, windowed: store.windowed, painted: highlight.size },
        });
    };
    this.firstScreenEnd = new Promise((resolve) => {
      scanner.onFirstScreenEnd = resolve;
    });
    scanner.runner.onIdle = () => {
      if (scanner.awaitingNumbers) settleNowAndThen();
      else this.whenIdle();
    };
    if (import.meta.env.NC_DEV_BUILD) win.performance.mark('nc:highlight-asked');
    const begin = () => {
      if (this.scanner !== scanner) return;
      if (import.meta.env.NC_DEV_BUILD) win.performance.mark('nc:highlight-start');
      scanner.start({ pagePending: options.pagePending === true });
    };
    // In a tab that is shown, at once (its first slice is a task of its own all the same): asked
    // with the settings' answer, or once the page's clues are read, in slices between which the page
    // has laid itself out and painted. Waiting for the next frame on top cost the first screen 7–27 ms
    // (more at CPU 4× slower) on the bench pages, without shortening our first slice. A tab in the
    // background gets no frame until shown, and so its scan costs nothing until then.
    if (this.doc.visibilityState === 'visible') begin();
    else win.requestAnimationFrame(() => post(begin));
  }

  /**
   * All the page's clues, after a start with its first ones (`pagePending`): later batches carry
   * them, and the rest of the page is read, the first screen again when they say more.
   */
  settlePage(page: PageSaid): void {
    const { options, scanner } = this;
    if (!options?.pagePending || !scanner) return;
    const changed = JSON.stringify(page) !== JSON.stringify(options.page ?? {});
    this.options = { ...options, page, pagePending: false };
    this.detector?.setPage(page);
    scanner.pageSettled(changed);
  }

  stop(): void {
    this.scanner?.stop();
    this.scanner = undefined;
    this.detector?.close();
    this.detector = undefined;
    this.options = undefined;
    this.dismissedTexts.clear();
    const win = this.doc.defaultView;
    if (this.highlight && win?.CSS.highlights.get(HIGHLIGHT_NAME) === this.highlight) win.CSS.highlights.delete(HIGHLIGHT_NAME);
    this.highlight = undefined;
    this.numbers = undefined;
    this.settlingStore = undefined;
    this.style?.remove();
    this.style = undefined;
  }

  /**
   * Hands what the idle settle() left to the viewport observer, a batch a frame (see
   * OBSERVE_MS): once the scan is idle, nothing else would.
   */
  private settleInLaterFrames(): void {
    const win = this.doc.defaultView;
    const store = this.numbers;
    if (!win || !store || this.settlingStore === store) return;
    this.settlingStore = store;
    const next = () =>
      win.requestAnimationFrame(() => {
        // Stopped or restarted meanwhile: that store is gone, and with it this chain.
        if (this.numbers !== store) return;
        if (store.settle(observeFor(win))) next();
        else this.settlingStore = undefined;
      });
    next();
  }

  /**
   * Puts our Highlight in the page's registry where it is not, once it holds a range (`always`:
   * even empty). Not when highlighting starts: an entry, even an empty one, makes the browser
   * render a frame, and at CPU 4× slower that frame (waiting for the page's first one to reach
   * the screen) kept the first screen's answer waiting 11–22 ms on the bench pages (traced).
   */
  private register(win: Window & typeof globalThis, always?: boolean): void {
    const { highlight } = this;
    if (highlight && (always || highlight.size) && win.CSS.highlights.get(HIGHLIGHT_NAME) !== highlight)
      win.CSS.highlights.set(HIGHLIGHT_NAME, highlight);
  }

  /** "Not a phone number": the text is no longer highlighted in this frame, now and in what is read later. */
  dismiss(text: string): void {
    const kept = dismissedTextOf(text);
    if (!kept || this.dismissedTexts.has(kept)) return;
    this.dismissedTexts.add(kept);
    this.numbers?.dropWhere(this.isDismissed);
  }

  /** A live Range over a found number, for measuring where it is on screen. */
  liveRange(found: FoundNumber<AbstractRange>): Range | undefined {
    const r = found.range;
    try {
      const range = this.doc.createRange();
      range.setStart(r.startContainer, r.startOffset);
      range.setEnd(r.endContainer, r.endOffset);
      return range;
    } catch {
      // The text changed under a range our observer has not dropped yet.
      return undefined;
    }
  }

  /** The page is fully read: every answer came and its ranges are made. */
  private whenIdle(): void {
    const win = this.doc.defaultView;
    if (win && this.numbers?.settle(observeFor(win))) this.settleInLaterFrames();
    // A page may have replaced the registry entry or its stylesheets: put ours back.
    if (win) this.register(win, true);
    this.style?.ensure();
    if (import.meta.env.NC_DEV_BUILD && win && this.scanner) {
      // For the benchmarks and tests: when the page was fully read, and what it cost.
      const { stats } = this.scanner.runner;
      const detail = { count: this.numbers?.size ?? 0, ...stats };
      if (!this.firstDone) win.performance.mark('nc:highlight-done', { detail });
      win.performance.mark('nc:highlight-idle', { detail });
    }
    this.firstDone = true;
    this.onIdle?.();
  }
}

function sameOptions(a: HighlightOptions, b: HighlightOptions): boolean {
  return (
    a.defaultCountry === b.defaultCountry &&
    a.highlightInCode === b.highlightInCode &&
    (a.page === undefined) === (b.page === undefined) &&
    a.page?.country === b.page?.country &&
    JSON.stringify(a.page?.clues) === JSON.stringify(b.page?.clues)
  );
}
