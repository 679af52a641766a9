// The look of a highlighted number in shadow trees. The document itself gets it from the manifest's
// stylesheet (utils/highlight/highlight-css.ts, injected by the browser before the page is parsed):
// a sheet added to `document.adoptedStyleSheets` once the page is laid out restyles every element of
// it (a rule for `::highlight()` applies to all of them), 605 ms at CPU 4× slower on the 10,000-number
// page, before any number could be painted. A document's rule does not reach into a shadow tree, so
// each shadow root with numbers gets the same rule as a constructed sheet in its
// `adoptedStyleSheets`: no node is added to any tree.

import { HIGHLIGHT_CSS } from '@/utils/highlight/highlight-css';

export interface StyleHandle {
  /** Puts the sheet back where a component replaced its root's `adoptedStyleSheets`. */
  ensure(): void;
  /**
   * Gives the style to a shadow root: the same constructed sheet is appended to the root's
   * `adoptedStyleSheets`; a page's own code could notice one more entry in that array.
   */
  addRoot(root: ShadowRoot): void;
  remove(): void;
}

/** Adds the sheet to a root's `adoptedStyleSheets` (`on`), or takes it out; the list is left as it is when already so. */
function adopt(scope: ShadowRoot, sheet: CSSStyleSheet, on = true): void {
  try {
    const list = scope.adoptedStyleSheets;
    if (list.includes(sheet) !== on) scope.adoptedStyleSheets = on ? [...list, sheet] : list.filter((s) => s !== sheet);
  } catch {
    // A root of another document (moved across documents): its sheets must be its own document's.
  }
}

export function shadowHighlightStyle(win: Window & typeof globalThis): StyleHandle {
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(HIGHLIGHT_CSS);
  // Held weakly through their hosts' lifetime: a root that left the page is not kept alive by us.
  const roots = new Set<WeakRef<ShadowRoot>>();
  return {
    ensure() {
      for (const ref of roots) {
        const root = ref.deref();
        if (root?.host.isConnected) adopt(root, sheet);
        else roots.delete(ref);
      }
    },
    addRoot(root) {
      roots.add(new WeakRef(root));
      adopt(root, sheet);
    },
    remove() {
      for (const ref of roots) {
        const root = ref.deref();
        if (root) adopt(root, sheet, false);
      }
      roots.clear();
    },
  };
}
