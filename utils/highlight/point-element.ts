// The element under a point, found by the boxes of the elements on the way down from the body
// instead of the browser's hit test: a hit test walks every child of a long container (the rows of a
// 2,500-row table, the paragraphs of a long article's body), 0.2 ms a point at normal speed and
// 0.8 at CPU 4× slower, while a long list of children is searched here by halves. Used only to
// find what is on screen first (visible-grid.ts): an answer that misses a block there costs its
// block a wait for the full pass, never its highlight.

/** Up to this many children are checked one by one; more are searched by halves. */
const LINEAR_MAX = 16;
/** How far along a row of side-by-side children (a grid of cards) the search looks for the point's one. */
const ROW_MAX = 64;

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/** Whether a box holds the point (its right and bottom edges out, as the browser's hit test). */
export const holds = (r: Box, x: number, y: number) => x >= r.left && x < r.right && y >= r.top && y < r.bottom;
/** No box: not rendered (`display: none`, a script, a closed `<details>`'s content). */
const boxless = (r: Box) => r.right === r.left && r.bottom === r.top;

/**
 * The child of a list whose box holds the point, the later one where boxes overlap (it is painted
 * on top); `null` when a child spans the point's height but none holds the point (beside a narrow
 * table; or children not laid out in their order, columns, which the caller hit-tests), undefined
 * when none spans it (the point between two paragraphs). A long list is searched by halves on the
 * vertical: it takes the children's order on screen to be their order in the document, top to
 * bottom (a list, a table's rows, an article's paragraphs, rows of cards).
 */
export function childAt(kids: HTMLCollection, x: number, y: number): Element | null | undefined {
  const box = (i: number) => (kids[i] as Element).getBoundingClientRect();
  if (kids.length <= LINEAR_MAX) {
    let spanned: null | undefined;
    for (let i = kids.length - 1; i >= 0; i--) {
      const r = box(i);
      if (holds(r, x, y)) return kids[i] as Element;
      if (r.top <= y && y < r.bottom) spanned = null;
    }
    return spanned;
  }
  let lo = 0;
  let hi = kids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    // The first child from `mid` on that has a box: children without one say nothing of where they are.
    let k = mid;
    let r = box(k);
    while (boxless(r) && k < hi) r = box(++k);
    if (boxless(r) || r.top > y) hi = mid - 1;
    else if (r.bottom <= y) lo = k + 1;
    else {
      // A child spanning the point's height: the point's one is it or beside it, in its row.
      for (let j = k; j < kids.length && j < k + ROW_MAX; j++) {
        const b = box(j);
        if (holds(b, x, y)) return kids[j] as Element;
        if (!boxless(b) && b.top > y) break;
      }
      for (let j = k - 1; j >= 0 && j > k - ROW_MAX; j--) {
        const b = box(j);
        if (holds(b, x, y)) return kids[j] as Element;
        if (!boxless(b) && b.bottom <= y) break;
      }
      return null;
    }
  }
  return;
}

/**
 * The innermost element whose box holds the point, going down from the body through the children
 * whose boxes hold it, and whether it is in doubt: its children span the point's height but none
 * holds the point (columns, or beside a narrow child), for the caller to hit-test where that
 * matters. None when no child of the body's holds the point (the point in a margin, or on content
 * laid out away from its parent). A shadow host is an answer of its own (a hit test answers the
 * host too).
 */
export function elementAt(doc: Document, x: number, y: number): [at: Element | undefined, inDoubt: boolean] {
  const body = doc.body ?? doc.documentElement;
  let el = body ? childAt(body.children, x, y) : undefined;
  let kid: Element | null | undefined;
  for (let depth = 0; el && depth < 64 && !el.shadowRoot; depth++) {
    kid = childAt(el.children, x, y);
    if (!kid) break;
    el = kid;
  }
  return [el ?? undefined, kid === null];
}
