// The look of a highlighted number, added to the page as a constructed stylesheet in
// `document.adoptedStyleSheets`: it styles `::highlight(number-check)` without a <style> node, so the
// page's DOM stays exactly as the page built it.

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
  /** Puts the sheet back if the page replaced `document.adoptedStyleSheets` (frameworks do). */
  ensure(): void;
  remove(): void;
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
  const ensure = () => {
    if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  };
  ensure();
  return {
    ensure,
    remove: () => {
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
    },
  };
}
