// Paints the popup's kept top (its own markup, kept by keep-first-paint.ts) with the browser's HTML
// sanitizer (`Element.setHTML`, Chromium 146 and Firefox 148 on): parsed and filtered in the
// browser's own code rather than built or walked by a script of ours (a tree of plain values built by
// hand before; parsing in a new document and then filtering it, slower still). The first-paint
// script ran 2–3 ms sooner so at CPU 4× slower (docs/architecture.md#popup-lookup), and the kept
// markup is its own copy, with nothing to convert. What is read is treated as untrusted all the same:
// only the elements and attributes the popup's top is made of are kept, and `setHTML` itself never
// keeps a script, an event handler or a `javascript:` address, whatever the list says.

/** `Element.setHTML` (the HTML Sanitizer API), where the browser has it. */
interface SanitizingElement {
  setHTML(html: string, options: { sanitizer: SanitizerConfig }): void;
}

interface SanitizerConfig {
  elements: (string | { name: string; namespace: string })[];
  attributes: string[];
  dataAttributes: boolean;
  comments: boolean;
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * What the popup's top is made of (its header, credits, lookup form and last result), and a few
 * plain text elements beside them. Left out with what is in them: whatever could load, run, link or
 * send something (`a`, `img`, `style`, `link`, `iframe`, `object`, `script`, `template`…).
 */
const ELEMENTS = [
  ...['div', 'span', 'p', 'b', 'strong', 'em', 'i', 'small', 'mark', 'abbr', 'code', 'br', 'wbr', 'hr'],
  ...['main', 'header', 'footer', 'section', 'h1', 'h2', 'h3', 'pre', 'time', 'output'],
  ...['form', 'fieldset', 'legend', 'label', 'input', 'button', 'details', 'summary'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
];
const SVG_ELEMENTS = ['svg', 'path', 'g', 'circle', 'rect'];

/** The ARIA attributes the popup's components set (the list is checked against them by a test). */
export const ARIA_ATTRIBUTES = [
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
  'aria-live',
  'aria-busy',
  'aria-invalid',
  'aria-expanded',
  'aria-controls',
  'aria-autocomplete',
  'aria-selected',
  'aria-pressed',
  'aria-disabled',
  'aria-current',
  'aria-activedescendant',
];

/** Attributes kept (`data-*` too); any other (an event handler, a link, a style) is dropped. */
const ATTRIBUTES = [
  ...['class', 'id', 'role', 'title', 'lang', 'dir', 'hidden', 'tabindex', 'elementtiming', 'datetime', 'colspan'],
  ...['type', 'for', 'value', 'placeholder', 'maxlength', 'inputmode', 'autocomplete', 'spellcheck', 'disabled', 'readonly'],
  ...['width', 'height', 'viewBox', 'd', 'fill', 'transform', 'focusable'],
  ...ARIA_ATTRIBUTES,
];

export const POPUP_SANITIZER: SanitizerConfig = {
  elements: [...ELEMENTS, ...SVG_ELEMENTS.map((name) => ({ name, namespace: SVG }))],
  attributes: ATTRIBUTES,
  dataAttributes: true,
  comments: false,
};

/**
 * Replaces the root's content with the kept markup, sanitized; true when something was painted.
 * False, and nothing changed, where the browser has no `setHTML` (the popup's own script paints then).
 */
export function paintMarkup(root: Element, html: string): boolean {
  const target = root as Element & Partial<SanitizingElement>;
  if (typeof target.setHTML !== 'function') return false;
  target.setHTML(html, { sanitizer: POPUP_SANITIZER });
  return root.hasChildNodes();
}
