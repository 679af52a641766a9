// The viewport window's observer of far blocks as this browser makes it (utils/highlight/near-bands.ts):
// an IntersectionObserver with a screen's height of look-ahead above and below, watching the bands'
// ends, and a look at the bands once a person's scroll or a resize ends. Built as `content-window.js`
// (entrypoints/content-window.ts), which the content script loads when a page's numbers first pass
// the window's limit (on-demand-window.ts): most pages never have that many.
import { BandWatcher, overlaps } from '@/utils/highlight/near-bands';
import type { BlockWatcher, NearReport } from '@/utils/highlight/store';

/** Where `content-window.js` leaves what it offers (in the content script's world, never the page's). */
export const WINDOW_GLOBAL = '__numberCheckWindow';

export interface WindowModule {
  createWatcher(win: Window & typeof globalThis, report: (entries: NearReport) => void): BlockWatcher;
}

/** How long scrolling or resizing must have stopped before the bands are looked at again, ms. */
const LOOK_AFTER_MS = 150;

/** Boxes scrolled inside the page that are looked after one by one; past them, every block is watched alone. */
const MAX_BOXES = 32;

export function createWatcher(win: Window & typeof globalThis, report: (entries: NearReport) => void): BlockWatcher {
  const doc = win.document;
  const ends = new win.IntersectionObserver(
    (entries) =>
      bands.onEnds(
        entries.map((e) => ({
          target: e.target,
          near: e.isIntersecting,
          // Inside the look-ahead, yet not intersecting: a box of the page clips it (the look-ahead
          // is the window's only), and its band may be on screen in that box.
          clipped: !e.isIntersecting && e.rootBounds !== null && overlaps(e.boundingClientRect, e.rootBounds),
        })),
      ),
    // A screen's height above and below: numbers are painted before they scroll into view.
    { rootMargin: '100% 0px 100% 0px' },
  );
  // Boxes of the page a person scrolled (not the page itself): their blocks are watched one by one.
  const scrolled: Element[] = [];
  const bands = new BandWatcher(
    {
      ends,
      alone: (el) => scrolled.length >= MAX_BOXES || scrolled.some((box) => box.contains(el)),
      measure: (el) => el.getBoundingClientRect(),
      viewport: () => ({ width: win.innerWidth, height: win.innerHeight }),
    },
    report,
  );
  // Once scrolling or resizing has stopped for a moment (the browser's own events only), the bands
  // said far are looked at where they are now. Not at each scroll's end: a page that scrolls itself
  // a frame at a time ends a scroll every frame, and reading boxes after a scroll makes the browser
  // lay the page out first (2–3 ms a frame on the 10,000-number bench page at normal speed).
  let due: ReturnType<typeof setTimeout> | undefined;
  const look = (e: Event) => {
    if (!e.isTrusted) return;
    clearTimeout(due);
    due = setTimeout(() => bands.check(), LOOK_AFTER_MS);
  };
  const onScroll = (e: Event) => {
    const box = e.target as Node | null;
    // (Not the page's own scrolling: its target is the document.)
    if (!e.isTrusted || box?.nodeType !== 1 || scrolled.length >= MAX_BOXES || scrolled.includes(box as Element)) return;
    scrolled.push(box as Element);
    // Past so many boxes (a page that scrolls its elements itself), every block is watched on its own.
    bands.splitWithin(scrolled.length < MAX_BOXES ? (box as Element) : doc.documentElement);
  };
  const passive = { capture: true, passive: true };
  doc.addEventListener('scroll', onScroll, passive);
  doc.addEventListener('scrollend', look, passive);
  win.addEventListener('resize', look, passive);
  return {
    observe: (el) => bands.observe(el),
    unobserve: (el) => bands.unobserve(el),
    disconnect: () => {
      clearTimeout(due);
      doc.removeEventListener('scroll', onScroll, passive);
      doc.removeEventListener('scrollend', look, passive);
      win.removeEventListener('resize', look, passive);
      bands.disconnect();
    },
  };
}
