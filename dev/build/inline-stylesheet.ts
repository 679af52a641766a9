// The popup's stylesheet written into popup.html at build time (wxt.config.ts, `build:done`): a
// linked stylesheet holds the first paint back until it is fetched, which costs the popup a good
// part of its opening on a slow machine (dev/bench/popup-open.bench.ts). Extension pages may carry
// inline styles (Manifest V3's policy restricts scripts, not styles).

/** The page with `<link rel="stylesheet" href="{href}">` replaced by a `<style>` of `css`; unchanged without that link. */
export function inlineStylesheet(html: string, href: string, css: string): string {
  const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`<link\\b[^>]*\\brel="stylesheet"[^>]*\\bhref="${escaped}"[^>]*>`);
  // A `</style` inside the CSS would end the element early; the build's CSS never has one.
  if (/<\/style/i.test(css)) return html;
  return html.replace(link, () => `<style>${css.trim()}</style>`);
}
