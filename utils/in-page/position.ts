// Where to put a small box (the chip, the card) beside a number: on a side where it hides neither
// the number nor the other numbers around it, when there is such a place; never off screen. Pure
// arithmetic on rectangles, in viewport (client) coordinates; the caller says where the other
// numbers are. Two functions touch the DOM: viewportSize reads it, placeNextTo moves a box.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Side = 'below' | 'right' | 'above' | 'left';

export interface Placement {
  left: number;
  top: number;
  side: Side;
}

/** The viewport's size without scrollbars, read from the DOM. */
export function viewportSize(doc: Document): { width: number; height: number } {
  const el = doc.documentElement;
  const win = doc.defaultView;
  return { width: el.clientWidth || win?.innerWidth || 0, height: el.clientHeight || win?.innerHeight || 0 };
}

const GAP = 6;
const MARGIN = 8;
/** Tried in this order: below reads naturally; beside keeps the rows under the number visible. */
const SIDES: readonly Side[] = ['below', 'right', 'above', 'left'];
/** How far the box may move along its side, past other numbers, before it no longer reads as the number's. */
const MAX_SLIDE = 420;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, hi));

type Size = { width: number; height: number };

/**
 * The places on one side of the anchor: next to it first, then moved away along the other axis
 * just past each number in the way (a card right of a table's first column can sit right of the
 * second). Each kept on screen, none over the anchor.
 */
function candidates(side: Side, anchor: Box, size: Size, viewport: Size, obstacles: readonly Box[]): Box[] {
  const maxLeft = viewport.width - MARGIN - size.width;
  const maxTop = viewport.height - MARGIN - size.height;
  if (maxLeft < MARGIN || maxTop < MARGIN) return [];
  const out: Box[] = [];
  const box = (left: number, top: number) => ({ left, top, width: size.width, height: size.height });
  if (side === 'below' || side === 'above') {
    const top = side === 'below' ? anchor.top + anchor.height + GAP : anchor.top - GAP - size.height;
    if (top < MARGIN || top > maxTop) return [];
    const start = clamp(anchor.left, MARGIN, maxLeft);
    out.push(box(start, top));
    for (const o of obstacles) {
      const left = o.left + o.width + GAP;
      if (left > start && left <= maxLeft && left - anchor.left <= MAX_SLIDE) out.push(box(left, top));
    }
  } else {
    const top = clamp(anchor.top, MARGIN, maxTop);
    const start = side === 'right' ? anchor.left + anchor.width + GAP : anchor.left - GAP - size.width;
    if (start < MARGIN || start > maxLeft) return [];
    out.push(box(start, top));
    for (const o of obstacles) {
      const left = side === 'right' ? o.left + o.width + GAP : o.left - GAP - size.width;
      const away = side === 'right' ? left - start : start - left;
      if (away > 0 && away <= MAX_SLIDE && left >= MARGIN && left <= maxLeft) out.push(box(left, top));
    }
  }
  // Nearest first, so a free place close to the number wins over a free place farther off.
  const [next] = out;
  if (!next) return out;
  const distance = (b: Box) => Math.abs(b.left - next.left) + Math.abs(b.top - next.top);
  return out.sort((a, b) => distance(a) - distance(b));
}

/** How many of the other numbers a box would hide. */
function crowding(box: Box, obstacles: readonly Box[]): number {
  let n = 0;
  for (const o of obstacles) if (overlaps(box, o)) n += 1;
  return n;
}

const placement = (b: Box, side: Side): Placement => ({ left: Math.round(b.left), top: Math.round(b.top), side });

export function placeBeside(
  anchor: Box,
  size: Size,
  viewport: Size,
  /** The other numbers on screen, to keep clear of. */
  obstacles: readonly Box[] = [],
  /** Keep this side, next to the number, while it fits (a card following its number as the page scrolls). */
  keep?: Side,
): Placement {
  const near = obstacles.filter((o) => !overlaps(o, anchor));
  if (keep) {
    const [kept] = candidates(keep, anchor, size, viewport, []);
    if (kept) return placement(kept, keep);
  }
  let best: { box: Box; side: Side; crowd: number } | undefined;
  for (const side of SIDES) {
    for (const box of candidates(side, anchor, size, viewport, near)) {
      const crowd = crowding(box, near);
      if (crowd === 0) return placement(box, side);
      if (!best || crowd < best.crowd) best = { box, side, crowd };
    }
  }
  if (best) return placement(best.box, best.side);
  // Fits on no side (a small window, a huge number): below, kept on screen, may cover the number.
  const top = clamp(anchor.top + anchor.height + GAP, MARGIN, viewport.height - MARGIN - size.height);
  const left = clamp(anchor.left, MARGIN, viewport.width - MARGIN - size.width);
  return placement({ left: Math.max(MARGIN, left), top: Math.max(MARGIN, top), ...size }, 'below');
}

/** Whether two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
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

/** Moves a fixed box beside its anchor once it has a size; hidden until then, so it never jumps. */
export function placeNextTo(el: HTMLElement, anchor: Box, obstacles?: () => Box[], keep?: Side): void {
  const r = el.getBoundingClientRect();
  const size = { width: r.width, height: r.height };
  const p = placeBeside(anchor, size, viewportSize(el.ownerDocument), keep ? [] : (obstacles?.() ?? []), keep);
  el.style.left = `${p.left}px`;
  el.style.top = `${p.top}px`;
  el.dataset.side = p.side;
  el.style.visibility = 'visible';
}
