// Where this frame's highlighted numbers are on screen: the number under a point, the box of one,
// and the boxes the chip and the card keep clear of. Read from the highlighter's live ranges; the
// owners of the content script ask through the NumberGeometry interface, so their tests need no page.
import { hitTest } from '@/utils/highlight/hit-test';
import { shadowRootsAt } from '@/utils/highlight/shadow-roots';
import type { FoundNumber } from '@/utils/highlight/store';
import { type Box, unionOf, viewportSize } from '@/utils/in-page/position';
import type { PageHighlighter } from './page-highlighter';

export type Found = FoundNumber<AbstractRange>;

/** Numbers measured to place the chip or card clear of them; enough for any screenful. */
const MAX_OBSTACLES = 3_000;

export interface NumberGeometry {
  /** Whether highlighting runs in this frame (nothing to hover or hit otherwise). */
  active(): boolean;
  /** The highlighted number under the point, in viewport coordinates. */
  hit(x: number, y: number): Found | undefined;
  /** The number's box on screen now; undefined once its text has gone. */
  boxOf(found: Found): Box | undefined;
  /** What measures the boxes of the numbers on screen other than `except`, when asked. */
  obstacles(except: Found | undefined): () => Box[];
}

export function geometryOf(highlighter: PageHighlighter, doc: Document): NumberGeometry {
  const rectsOf = (f: Found) => [...(highlighter.liveRange(f)?.getClientRects() ?? [])];
  return {
    active: () => highlighter.active,
    hit(x, y) {
      const highlight = highlighter.highlightObject;
      const store = highlighter.store;
      if (!highlight || !store || store.size === 0) return undefined;
      return hitTest(
        {
          doc,
          registry: window.CSS.highlights,
          highlight,
          store,
          rectsOf,
          // Only a page with roots read pays for finding the roots under the point.
          ...(highlighter.hasShadowRoots
            ? {
                shadowRootsAt: (px: number, py: number) => shadowRootsAt(doc, highlighter.rootOf, px, py),
                all: () => store.all(),
              }
            : {}),
        },
        x,
        y,
      );
    },
    boxOf(found) {
      const range = highlighter.liveRange(found);
      return range ? unionOf([...range.getClientRects()]) : undefined;
    },
    // Only numbers the highlight window has made ranges for are measured (those near the viewport),
    // at most a few thousand, once per placement.
    obstacles: (except) => () => {
      const store = highlighter.store;
      if (!store) return [];
      const { width, height } = viewportSize(doc);
      const out: Box[] = [];
      let measured = 0;
      for (const f of store.all()) {
        if (f === except) continue;
        if (++measured > MAX_OBSTACLES) break;
        const r = highlighter.liveRange(f)?.getBoundingClientRect();
        if (!r || r.width === 0 || r.bottom < 0 || r.top > height || r.right < 0 || r.left > width) continue;
        out.push({ left: r.left, top: r.top, width: r.width, height: r.height });
      }
      return out;
    },
  };
}
