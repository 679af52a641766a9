// Which highlighted number is under a point. The page's DOM carries no mark of our numbers, so the
// pointer is matched against our ranges: `CSS.highlights.highlightsFromPoint()` where the browser has
// it (Chrome 140+), else the caret position at the point looked up among the ranges of that text
// node, confirmed against the range's boxes (a caret is found even beside the end of a line).
// Both answer inside shadow roots only for the roots they are given (`shadowRoots` option, Chrome
// 128+, Firefox): the roots under the point are found first (shadow-roots.ts, shadowRootsAt); where a
// browser still answers the host, the numbers of the innermost root are matched by their boxes.
import type { FoundNumber } from './store';

export interface HitStore<R> {
  byRangeOf(range: R): FoundNumber<R> | undefined;
  atNode(node: Node): readonly FoundNumber<R>[];
}

/** One answer of `highlightsFromPoint`: Chrome answers `{highlight, ranges}` (earlier drafts: a Highlight). */
type HighlightHit = { highlight?: unknown; ranges?: readonly unknown[] } | object;

interface HighlightRegistryWithHit {
  highlightsFromPoint?(x: number, y: number, opts?: { shadowRoots?: ShadowRoot[] }): readonly HighlightHit[];
}

interface CaretDocument {
  caretPositionFromPoint?(
    x: number,
    y: number,
    opts?: { shadowRoots?: ShadowRoot[] },
  ): { offsetNode: Node; offset: number } | null;
}

export interface HitEnv<R> {
  doc: Document;
  /** `CSS.highlights` of the page's window, if any. */
  registry?: unknown;
  /** Our Highlight object: only its ranges count (a page may register highlights of its own). */
  highlight: unknown;
  store: HitStore<R>;
  /** Client rectangles of a found number's range. */
  rectsOf(found: FoundNumber<R>): readonly DOMRectReadOnly[];
  /** The shadow roots under a point, outermost first (none: the point is in the document's own tree). */
  shadowRootsAt?(x: number, y: number): ShadowRoot[];
  /** Every number found (searched only when a browser cannot see into the roots under the point). */
  all?(): Iterable<FoundNumber<R>>;
}

const SLOP = 1;

function inside(rects: readonly DOMRectReadOnly[], x: number, y: number): boolean {
  return rects.some((r) => x >= r.left - SLOP && x <= r.right + SLOP && y >= r.top - SLOP && y <= r.bottom + SLOP);
}

/** (`caretPositionFromPoint` is in every browser the manifest allows: Chromium 128+, Firefox 20+.) */
function caretAt(doc: Document, x: number, y: number, shadowRoots: ShadowRoot[]): { node: Node; offset: number } | undefined {
  const p = (doc as unknown as CaretDocument).caretPositionFromPoint?.(
    x,
    y,
    shadowRoots.length > 0 ? { shadowRoots } : undefined,
  );
  return p ? { node: p.offsetNode, offset: p.offset } : undefined;
}

/** Whether the browser can tell which highlights are at a point. */
export function hasHighlightsFromPoint(registry: unknown): boolean {
  return typeof (registry as HighlightRegistryWithHit | undefined)?.highlightsFromPoint === 'function';
}

export function hitTest<R>(env: HitEnv<R>, x: number, y: number): FoundNumber<R> | undefined {
  const registry = env.registry as HighlightRegistryWithHit | undefined;
  const shadowRoots = env.shadowRootsAt?.(x, y) ?? [];
  if (registry && hasHighlightsFromPoint(registry)) {
    let hits: readonly HighlightHit[] = [];
    try {
      hits =
        (shadowRoots.length > 0 ? registry.highlightsFromPoint?.(x, y, { shadowRoots }) : registry.highlightsFromPoint?.(x, y)) ??
        [];
    } catch {
      hits = [];
    }
    for (const hit of hits) {
      if (!('ranges' in hit) || hit.highlight !== env.highlight) continue;
      for (const range of hit.ranges ?? []) {
        const found = env.store.byRangeOf(range as R);
        if (found) return found;
      }
    }
    // Old drafts answered bare Highlights; the caret path below then says which range.
    const bare = hits.some((h) => h === env.highlight);
    if (!bare) return undefined;
  }
  const caret = caretAt(env.doc, x, y, shadowRoots);
  const innermost = shadowRoots[shadowRoots.length - 1];
  if (innermost && (!caret || caret.node.getRootNode() !== innermost)) return inRoot(env, innermost, x, y);
  if (!caret) return undefined;
  // At the very end of a text node the caret may sit in the next node: look at both sides.
  const candidates = new Set(env.store.atNode(caret.node));
  const prev = caret.node.previousSibling ?? caret.node.parentNode?.previousSibling;
  if (prev) for (const f of env.store.atNode(prev)) candidates.add(f);
  for (const found of candidates) {
    if (inside(env.rectsOf(found), x, y)) return found;
  }
  return undefined;
}

/** The number at a point among those of one shadow root, by their boxes (a caret that stayed at the host). */
function inRoot<R>(env: HitEnv<R>, root: ShadowRoot, x: number, y: number): FoundNumber<R> | undefined {
  for (const found of env.all?.() ?? []) {
    const node = found.nodes[0];
    if (node?.getRootNode() === root && inside(env.rectsOf(found), x, y)) return found;
  }
  return undefined;
}
