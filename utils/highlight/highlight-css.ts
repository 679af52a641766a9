// The look of a highlighted number: one rule for `::highlight(number-check)`. The same text goes to
// two places: the stylesheet the worker registers for the pages where highlighting is on (written
// at build time, wxt.config.ts; registered by entrypoints/background/highlight-stylesheet.ts), and
// the constructed sheet a content script adopts into each shadow root with numbers, and into its
// document where the browser put no stylesheet (entrypoints/content/highlight-style.ts).

export const HIGHLIGHT_NAME = 'number-check';

/** The stylesheet's name in the package (wxt.config.ts writes it, the worker registers it). */
export const HIGHLIGHT_CSS_FILE = 'content-highlight.css';

/**
 * The wash, as `getComputedStyle` gives it back in Chromium and Firefox: how a content script tells
 * that its document has our rule already.
 */
export const HIGHLIGHT_WASH = 'rgba(255, 184, 0, 0.32)';

// A translucent amber wash keeps the page's own text colour (readable on light and dark pages), and
// a solid amber underline marks the number where the wash is faint (dark backgrounds).
export const HIGHLIGHT_CSS = `::highlight(${HIGHLIGHT_NAME}) {
  background-color: ${HIGHLIGHT_WASH};
  text-decoration-line: underline;
  text-decoration-style: solid;
  text-decoration-color: rgb(230, 145, 0);
  text-decoration-thickness: 2px;
}`;
