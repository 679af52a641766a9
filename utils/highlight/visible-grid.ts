// What is on screen, found before the rest of the page is read: the elements under a grid of points
// over the viewport, a row of points at a time (utils/highlight/scanner.ts reads their blocks first).
import { viewportSize } from '../in-page/position';

/**
 * Points spread over the viewport, to find what is on screen before reading the rest, a row of them
 * a step (each hit test costs ~0.2 ms on a large page, ~0.8 at CPU 4× slower on the 1 MB prose bench
 * page, where they were 45% of the first screen's read; the rows span the screen from its top edge
 * to its bottom one). The scanner reads the blocks between two blocks hit too.
 */
const GRID_ROWS = 6;
const GRID_COLS = 3;

/**
 * The elements under a row of the grid. A point inside the box of an element already hit (this row's
 * or an earlier one's, `found`) is not hit-tested: it would find that element or one inside it,
 * whose blocks are read with it (or something laid over it, read by the full pass), and a paragraph
 * or a row as wide as the page is under every point of its row.
 */
export function gridElements(doc: Document, row: number, found: readonly Element[]): Element[] | undefined {
  if (!doc.defaultView || row >= GRID_ROWS) return;
  const { width: w, height: h } = viewportSize(doc);
  const out: Element[] = [];
  const boxes = found.map((el) => el.getBoundingClientRect());
  const y = (row * (h - 1)) / (GRID_ROWS - 1);
  for (let col = 0; col < GRID_COLS; col++) {
    const x = ((col + 0.5) * w) / GRID_COLS;
    if (boxes.some((r) => x >= r.left && x < r.right && y >= r.top && y < r.bottom)) continue;
    const el = doc.elementFromPoint(x, y);
    if (!el || out.includes(el)) continue;
    const box = el.getBoundingClientRect();
    // (Not a container taller than the screen, a table hit between its cells: the blocks hit inside
    // it, and those between them, are what is on screen.)
    if (box.height > h) continue;
    out.push(el);
    boxes.push(box);
  }
  return out;
}
