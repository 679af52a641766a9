import { describe, expect, it } from 'vitest';
import { gridElements } from '@/utils/highlight/visible-grid';

/** A laid-out page as boxes, the later on top: what elementFromPoint finds, and how often it is asked. */
function layout(boxes: Record<string, [left: number, top: number, width: number, height: number]>, size = { w: 1200, h: 600 }) {
  const els = Object.entries(boxes).map(([id, [left, top, width, height]]) => ({
    id,
    getBoundingClientRect: () => ({ left, top, right: left + width, bottom: top + height, width, height }),
  }));
  const asked: [number, number][] = [];
  const doc = {
    defaultView: {},
    documentElement: { clientWidth: size.w, clientHeight: size.h },
    elementFromPoint(x: number, y: number) {
      asked.push([x, y]);
      for (let i = els.length - 1; i >= 0; i--) {
        const r = (els[i] as (typeof els)[number]).getBoundingClientRect();
        if (x >= r.left && x < r.right && y >= r.top && y < r.bottom) return els[i];
      }
      return null;
    },
  } as unknown as Document;
  const ids = (found: readonly Element[] | undefined) => found?.map((e) => (e as unknown as { id: string }).id);
  /** Every row, as the scanner asks them: each with what the rows before found. */
  const rows = () => {
    const found: Element[] = [];
    const out: (string[] | undefined)[] = [];
    for (let row = 0; ; row++) {
      const got = gridElements(doc, row, found);
      out.push(ids(got));
      if (!got) return { rows: out, found };
      found.push(...got);
    }
  };
  return { doc, asked, ids, rows };
}

describe('gridElements: what is on screen, by a grid of hit tests', () => {
  it('hit-tests a point only where no element found so far lies: a paragraph as wide as the text, once a row', () => {
    // Paragraphs 900 px wide and 90 px tall, one under the other, in a page 1,200 px wide; rows of
    // points at y = 0, 119.8, 239.6, 359.4, 479.2 and 599, columns at x = 200, 600 and 1,000.
    const boxes: Record<string, [number, number, number, number]> = { html: [0, 0, 1200, 5000] };
    for (let i = 0; i < 8; i++) boxes[`p${i}`] = [24, i * 100, 900, 90];
    const page = layout(boxes);
    expect(page.rows().rows).toEqual([['p0'], ['p1'], ['p2'], ['p3'], ['p4'], [], undefined]);
    // A row of the text: its first point finds the paragraph, the second is inside it, the third
    // (past the text's right edge) finds the page itself, taller than the screen and not kept. The
    // last row falls between two paragraphs: three points. 13 hit tests, not 18.
    expect(page.asked).toHaveLength(5 * 2 + 3);
    expect(page.asked.filter(([x]) => x === 600)).toEqual([[600, 599]]);
  });

  it('hit-tests every point of a row of three cards, and keeps each card', () => {
    const page = layout({
      html: [0, 0, 1200, 5000],
      a: [0, 0, 390, 700],
      b: [400, 0, 390, 700],
      c: [800, 0, 390, 700],
    });
    // Each card is taller than the screen: not kept, so its box skips nothing either.
    expect(page.ids(gridElements(page.doc, 0, []))).toEqual([]);
    expect(page.asked).toHaveLength(3);
  });

  it('skips the points of a later row inside a block found by an earlier one', () => {
    const page = layout({ html: [0, 0, 1200, 5000], tall: [0, 0, 1200, 350], under: [0, 350, 1200, 400] });
    const tall = page.doc.elementFromPoint(10, 10) as Element;
    page.asked.length = 0;
    // Row 2 is at y = 2 × 599 / 5 = 239.6: inside the tall block, so nothing is asked.
    expect(page.ids(gridElements(page.doc, 2, [tall]))).toEqual([]);
    expect(page.asked).toHaveLength(0);
    // Row 3 (y 359.4) is below it: asked.
    expect(page.ids(gridElements(page.doc, 3, [tall]))).toEqual(['under']);
    expect(page.asked).toHaveLength(1);
  });

  it('finds side by side blocks in every row, each once', () => {
    const page = layout({ html: [0, 0, 1200, 5000], nav: [0, 0, 300, 600], main: [320, 0, 880, 600] });
    const { rows } = page.rows();
    // Each block is found by its first row, and its box then spares the other rows' points in it.
    expect(rows[0]).toEqual(['nav', 'main']);
    expect(rows.slice(1, -1).every((r) => r?.length === 0)).toBe(true);
    expect(rows.at(-1)).toBeUndefined();
    expect(page.asked).toHaveLength(2);
  });

  it('is done past the last row, and with no window', () => {
    const page = layout({});
    expect(gridElements(page.doc, 6, [])).toBeUndefined();
    expect(gridElements({ defaultView: null } as unknown as Document, 0, [])).toBeUndefined();
  });
});
