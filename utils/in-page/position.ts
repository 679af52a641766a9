// Where to put a small box (the chip, the card) beside a number: below it when there is room, else
// above, never off screen. Pure arithmetic on rectangles, in viewport (client) coordinates, and the
// viewport's size to do it in.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Placement {
  left: number;
  top: number;
  side: 'below' | 'above';
}

/** The viewport's size without scrollbars (read from the DOM, the one function here that does). */
export function viewportSize(doc: Document): { width: number; height: number } {
  const el = doc.documentElement;
  const win = doc.defaultView;
  return { width: el.clientWidth || win?.innerWidth || 0, height: el.clientHeight || win?.innerHeight || 0 };
}

const GAP = 6;
const MARGIN = 8;

export function placeBeside(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Placement {
  const below = anchor.top + anchor.height + GAP;
  const above = anchor.top - GAP - size.height;
  const fitsBelow = below + size.height <= viewport.height - MARGIN;
  const fitsAbove = above >= MARGIN;
  const side: Placement['side'] = fitsBelow || !fitsAbove ? 'below' : 'above';
  let top = side === 'below' ? below : above;
  top = Math.max(MARGIN, Math.min(top, viewport.height - MARGIN - size.height));
  let left = anchor.left;
  left = Math.max(MARGIN, Math.min(left, viewport.width - MARGIN - size.width));
  return { left: Math.round(left), top: Math.round(top), side };
}

/** The union of a range's line boxes, or undefined when nothing of it is rendered. */
export function unionOf(rects: readonly Box[]): Box | undefined {
  const real = rects.filter((r) => r.width > 0 || r.height > 0);
  if (real.length === 0) return undefined;
  let l = Number.POSITIVE_INFINITY;
  let t = Number.POSITIVE_INFINITY;
  let r = Number.NEGATIVE_INFINITY;
  let b = Number.NEGATIVE_INFINITY;
  for (const x of real) {
    l = Math.min(l, x.left);
    t = Math.min(t, x.top);
    r = Math.max(r, x.left + x.width);
    b = Math.max(b, x.top + x.height);
  }
  return { left: l, top: t, width: r - l, height: b - t };
}
