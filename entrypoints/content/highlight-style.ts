// The look of a highlighted number where the browser did not put it. The document itself gets it
// from the stylesheet the worker registers for the pages where highlighting is on
// (entrypoints/background/highlight-stylesheet.ts, injected by the browser before the page is
// parsed): a sheet added to `document.adoptedStyleSheets` once the page is laid out restyles every
// element of it (a rule for `::highlight()` applies to all of them), 605 ms at CPU 4× slower on the
// 10,000-number page, before any number could be painted. So the document adopts the same rule as a
// constructed sheet only where it has no style for our highlight when highlighting starts: a site
// switched on while its page was open, a page open since before an update. A document's rule does
// not reach into a shadow tree, so each shadow root with numbers gets the sheet in its
// `adoptedStyleSheets`: no node is added to any tree.

import { HIGHLIGHT_CSS, HIGHLIGHT_NAME, HIGHLIGHT_WASH } from '@/utils/highlight/highlight-css';

export interface StyleHandle {
  /** Puts the sheet back where a component (or the page) replaced a root's `adoptedStyleSheets`. */
  ensure(): void;
  /**
   * Gives the style to a shadow root: the same constructed sheet is appended to the root's
   * `adoptedStyleSheets`; a page's own code could notice one more entry in that array.
   */
  addRoot(root: ShadowRoot): void;
  remove(): void;
}

/** Adds the sheet to a root's `adoptedStyleSheets` (`on`), or takes it out; the list is left as it is when already so. */
function adopt(scope: DocumentOrShadowRoot, sheet: CSSStyleSheet, on = true): void {
  try {
    const list = scope.adoptedStyleSheets;
    if (list.includes(sheet) !== on) scope.adoptedStyleSheets = on ? [...list, sheet] : list.filter((s) => s !== sheet);
  } catch {
    // A root of another document (moved across documents): its sheets must be its own document's.
  }
}

/**
 * Every this many roots given the sheet, one style read. A root's new sheet makes the browser work
 * out that root's style again (~65 µs at CPU 4× slower on the bench's contact cards); left to pile
 * up, the first style read after, ours (`checkVisibility` for a range) or the browser's next frame,
 * paid for all of them in one task: 48–68 ms for 1,000 roots. A read every 64 roots restyles ~4 ms
 * worth at CPU 4×, inside the scan's step that met the root, which its slice's clock sees. Each read
 * also costs ~2.5 ms of its own on a page being scanned (estimated from traces): every 32 roots
 * doubled the restyle time of the 1,000 roots (160 ms against 80 at CPU 4×), every 128 kept it
 * (85 ms) but made steps of ~11 ms.
 */
const STYLE_EVERY = 64;

/** Call where highlighting starts: it reads whether the document has our rule then (one style read of its root). */
export function highlightStyle(win: Window & typeof globalThis): StyleHandle {
  // Made the first time a root needs it: most pages have no shadow root with numbers and get the
  // document's rule from the browser, and making it took ~8 ms at CPU 4× slower before the scan.
  let made: CSSStyleSheet | undefined;
  const sheet = (): CSSStyleSheet => {
    if (!made) {
      made = new win.CSSStyleSheet();
      made.replaceSync(HIGHLIGHT_CSS);
    }
    return made;
  };
  const doc = win.document;
  const root = doc.documentElement;
  // (Compared with our wash: a page's own rule for the name, or none, is not ours.)
  const own = !!root && win.getComputedStyle(root, `::highlight(${HIGHLIGHT_NAME})`).backgroundColor !== HIGHLIGHT_WASH;
  if (own) adopt(doc, sheet());
  // Held weakly through their hosts' lifetime: a root that left the page is not kept alive by us.
  const roots = new Set<WeakRef<ShadowRoot>>();
  let adopted = 0;
  return {
    ensure() {
      if (own) adopt(doc, sheet());
      for (const ref of roots) {
        const r = ref.deref();
        if (r?.host.isConnected) adopt(r, sheet());
        else roots.delete(ref);
      }
    },
    addRoot(r) {
      roots.add(new WeakRef(r));
      adopt(r, sheet());
      if (++adopted % STYLE_EVERY === 0) r.host.checkVisibility();
    },
    remove() {
      // Nothing to take out where no root was given the sheet.
      if (!made) return;
      if (own) adopt(doc, made, false);
      for (const ref of roots) {
        const r = ref.deref();
        if (r) adopt(r, made, false);
      }
      roots.clear();
    },
  };
}
