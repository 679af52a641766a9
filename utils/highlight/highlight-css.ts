// The look of a highlighted number: one rule for `::highlight(number-check)`. The same text goes to
// two places: the manifest's stylesheet for every document (written at build time, wxt.config.ts),
// and the constructed sheet a content script adopts into each shadow root with numbers
// (entrypoints/content/highlight-style.ts).

export const HIGHLIGHT_NAME = 'number-check';

/** The stylesheet's name in the package (wxt.config.ts writes it and names it in the manifest). */
export const HIGHLIGHT_CSS_FILE = 'content-highlight.css';

// A translucent amber wash keeps the page's own text colour (readable on light and dark pages), and
// a solid amber underline marks the number where the wash is faint (dark backgrounds).
export const HIGHLIGHT_CSS = `::highlight(${HIGHLIGHT_NAME}) {
  background-color: rgba(255, 184, 0, 0.32);
  text-decoration-line: underline;
  text-decoration-style: solid;
  text-decoration-color: rgb(230, 145, 0);
  text-decoration-thickness: 2px;
}`;
