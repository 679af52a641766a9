// What is on screen, found before the rest of the page is read: the elements under a grid of points
// over the viewport, a row of points at a time (utils/highlight/scanner.ts reads their blocks first).
import { viewportSize } from '../in-page/position';
import { elementAt, holds } from './point-element';

/**
 * Points spread over the viewport, to find what is on screen before reading the rest, a row of them
 * a step, each row in the middle of its sixth of the screen (not on its edges: the top one is most
 * often a page's margin). The scanner reads the blocks between two blocks found, and those above the
 * first and below the last still on screen.
 */
const GRID_ROWS = 6;
const GRID_COLS = 3;

/**
 * The elements under a row of the grid. A point inside the box of an element already found (this
 * row's or an earlier one's, `found`) is not looked at: it would find that element or one inside it,
 * whose blocks are read with it (or something laid over it, read by the full pass), and a paragraph
 * or a row as wide as the page is under every point of its row. A point is looked up by boxes
 * (point-element.ts), and hit-tested only where that ends in doubt in a container taller than the
 * screen (its children in columns). Until some row finds something, a row that finds nothing by boxes
 * is hit-tested, a point at a time while they find something: content laid out away from its
 * parents (floats in a wrapper of no height) is found only so, and a row in a margin costs one.
 */
export function gridElements(doc: Document, row: number, found: readonly Element[]): Element[] | undefined {
  if (!doc.defaultView || row >= GRID_ROWS) return;
  const { width: w, height: h } = viewportSize(doc);
  const out: Element[] = [];
  const boxes = found.map((el) => el.getBoundingClientRect());
  const y = ((row + 0.5) * h) / GRID_ROWS;
  const keep = (el: Element | null | undefined, box = el?.getBoundingClientRect()) => {
    // (Not a container taller than the screen, a table hit between its cells: the blocks hit inside
    // it, and those between them, are what is on screen.)
    if (!el || !box || out.includes(el) || box.height > h) return;
    out.push(el);
    boxes.push(box);
  };
  const inFound = (x: number) => boxes.some((r) => holds(r, x, y));
  /** Points where boxes found nothing: hit-tested while the grid has found nothing (below). */
  const missed: number[] = [];
  for (let col = 0; col < GRID_COLS; col++) {
    const x = ((col + 0.5) * w) / GRID_COLS;
    if (inFound(x)) continue;
    const [el, inDoubt] = elementAt(doc, x, y);
    const box = el?.getBoundingClientRect();
    if (!el) missed.push(x);
    else if (box && box.height > h) {
      if (inDoubt) keep(doc.elementFromPoint(x, y));
    } else keep(el, box);
  }
  // (Each hit test of a long page's body costs 0.2–0.4 ms, 1–2 at CPU 4× slower.)
  for (const x of out.length === 0 && found.length === 0 ? missed : []) {
    if (!inFound(x)) keep(doc.elementFromPoint(x, y));
    if (out.length === 0) break;
  }
  return out;
}
