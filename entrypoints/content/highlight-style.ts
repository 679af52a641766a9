// The look of a highlighted number, added to the page as a constructed stylesheet in
// `document.adoptedStyleSheets` (and in the `adoptedStyleSheets` of each shadow root with numbers):
// it styles `::highlight(number-check)` without a <style> node, so the page's DOM, shadow trees
// included, stays exactly as the page built it.

export const HIGHLIGHT_NAME = 'number-check';

// A translucent amber wash keeps the page's own text colour (readable on light and dark pages), and
// a solid amber underline marks the number where the wash is faint (dark backgrounds).
const HIGHLIGHT_CSS = `::highlight(${HIGHLIGHT_NAME}) {
  background-color: rgba(255, 184, 0, 0.32);
  text-decoration-line: underline;
  text-decoration-style: solid;
  text-decoration-color: rgb(230, 145, 0);
  text-decoration-thickness: 2px;
}`;

export interface StyleHandle {
  /** Puts the sheet back where the page replaced `adoptedStyleSheets` (frameworks do). */
  ensure(): void;
  /**
   * Gives the style to a shadow root too: a document's `::highlight()` rule does not reach into a
   * shadow tree, so a number there would be in the Highlight and painted with no style at all. The
   * same constructed sheet is appended to the root's `adoptedStyleSheets`: no node is added to the
   * root; a page's own code could notice one more entry in that array (and a component that
   * assigns its own list replaces it: `ensure` puts it back).
   */
  addRoot(root: ShadowRoot): void;
  remove(): void;
}

type Scope = Document | ShadowRoot;

function adopt(scope: Scope, sheet: CSSStyleSheet): void {
  try {
    if (!scope.adoptedStyleSheets.includes(sheet)) scope.adoptedStyleSheets = [...scope.adoptedStyleSheets, sheet];
  } catch {
    // A root of another document (moved across documents): its sheets must be its own document's.
  }
}

function unadopt(scope: Scope, sheet: CSSStyleSheet): void {
  try {
    if (scope.adoptedStyleSheets.includes(sheet)) scope.adoptedStyleSheets = scope.adoptedStyleSheets.filter((s) => s !== sheet);
  } catch {
    // As above.
  }
}

export function adoptHighlightStyle(doc: Document): StyleHandle | undefined {
  const win = doc.defaultView;
  if (!win || !('adoptedStyleSheets' in doc)) return undefined;
  let sheet: CSSStyleSheet;
  try {
    sheet = new win.CSSStyleSheet();
    sheet.replaceSync(HIGHLIGHT_CSS);
  } catch {
    return undefined;
  }
  // Held weakly through their hosts' lifetime: a root that left the page is not kept alive by us.
  const roots = new Set<WeakRef<ShadowRoot>>();
  adopt(doc, sheet);
  return {
    ensure() {
      adopt(doc, sheet);
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
      unadopt(doc, sheet);
      for (const ref of roots) {
        const root = ref.deref();
        if (root) unadopt(root, sheet);
      }
      roots.clear();
    },
  };
}
