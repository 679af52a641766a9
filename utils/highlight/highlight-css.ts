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
export const HIGHLIGHT_WASH = 'rgba(255, 184, 0, 0.4)';

// A translucent amber wash keeps the page's own text colour (readable on light and dark pages: 0.4
// of amber is a clear block on a dark background too). No text decoration: an underline (any
// `text-decoration-line`) in a `::highlight()` rule makes Chromium's PrePaint walk the whole page at
// every change of the Highlight — 8 ms a change at normal speed on the 10,000-number page, 28–36 ms
// with the CPU 4× slower, for each block painted as it scrolls near (dev/bench/highlight-prepaint.ts);
// a wash costs 0.3 ms. It also leaves the underline to the verdict marks alone (solid, dashed,
// dotted: utils/highlight/verdict-marks.ts), which an amber underline of our own sat on.
export const HIGHLIGHT_CSS = `::highlight(${HIGHLIGHT_NAME}) {
  background-color: ${HIGHLIGHT_WASH};
}`;
