import { describe, expect, it } from 'vitest';
import { gridElements } from '@/utils/highlight/visible-grid';
import { type BoxSpec, fakeLayout, stacked } from '../support/fake-layout';

// The screen is 1,200 × 600 px: rows of points at y = 50, 150, 250, 350, 450 and 550, columns at
// x = 200, 600 and 1,000.

/** Every row, as the scanner asks them: each with what the rows before found. */
function allRows(page: ReturnType<typeof fakeLayout>) {
  const found: Element[] = [];
  const rows: (string[] | undefined)[] = [];
  for (let row = 0; ; row++) {
    const got = gridElements(page.doc, row, found);
    rows.push(page.ids(got) as string[] | undefined);
    if (!got) return rows;
    found.push(...got);
  }
}

describe('gridElements: what is on screen, by a grid of points', () => {
  it('finds the paragraphs under each row by their boxes, one look a row, with no hit test', () => {
    // Paragraphs 900 px wide and 90 px tall, 10 px apart, in a page 1,200 px wide: the first point
    // of a row finds its paragraph, the second is inside it, the third (past the text's right edge)
    // finds the body only, taller than the screen and not kept.
    const page = fakeLayout({ id: 'body', box: [0, 0, 1200, 5000], kids: stacked('p', 50, 90, 10) });
    expect(allRows(page)).toEqual([['p0'], ['p1'], ['p2'], ['p3'], ['p4'], ['p5'], undefined]);
    expect(page.hitTests).toEqual([]);
  });

  it('hit-tests one point of a row that falls between two paragraphs, as it finds nothing there either; none once a row has found something', () => {
    const page = fakeLayout({ id: 'body', box: [0, 0, 1200, 5000], kids: stacked('p', 50, 40, 20, 1200, 0) });
    // Row 0 is at y = 50: between the first paragraph (0–40) and the second (60–100).
    expect(page.ids(gridElements(page.doc, 0, []))).toEqual([]);
    expect(page.hitTests).toEqual([[200, 50]]);
    // Row 1 (y 150) finds the third paragraph; row 3 (y 350) falls between two again: no hit test.
    const found = gridElements(page.doc, 1, []) ?? [];
    expect(page.ids(found)).toEqual(['p2']);
    expect(page.ids(gridElements(page.doc, 3, found))).toEqual([]);
    expect(page.hitTests).toEqual([[200, 50]]);
  });

  it('hit-tests no point where the boxes end in something taller than the screen, not in doubt (a row of tall cards)', () => {
    const page = fakeLayout({
      id: 'body',
      box: [0, 0, 1200, 5000],
      kids: [
        { id: 'a', box: [0, 0, 390, 700] },
        { id: 'b', box: [400, 0, 390, 700] },
        { id: 'c', box: [800, 0, 390, 700] },
      ],
    });
    // Each card is taller than the screen: not kept, so its box skips nothing either; a hit test
    // would find the same card.
    expect(page.ids(gridElements(page.doc, 0, []))).toEqual([]);
    expect(page.hitTests).toEqual([]);
  });

  it('hit-tests a row whose content is laid out away from its parent (floats in a wrapper of no height)', () => {
    const floats: BoxSpec = {
      id: 'wrapper',
      box: [0, 0, 1200, 0],
      kids: [
        { id: 'side', box: [0, 0, 300, 400] },
        { id: 'main', box: [300, 0, 900, 400] },
      ],
    };
    const page = fakeLayout({ id: 'body', box: [0, 0, 1200, 400], kids: [floats] });
    expect(page.ids(gridElements(page.doc, 1, []))).toEqual(['side', 'main']);
    // The first point of the row hit-tested finds the side; the second and third, the main part
    // (a point inside the box of an element found is not asked again).
    expect(page.hitTests).toEqual([
      [200, 150],
      [600, 150],
    ]);
  });

  it('hit-tests a point where the boxes end in a container taller than the screen (an article in columns)', () => {
    const page = fakeLayout({
      id: 'body',
      box: [0, 0, 1200, 5000],
      kids: [
        {
          id: 'article',
          box: [0, 0, 1200, 5000],
          kids: [...stacked('left', 50, 100, 0, 600, 0), ...stacked('right', 50, 100, 0, 600, 600)],
        },
      ],
    });
    // Row 1 (y 150): the left column's paragraph by boxes; in the right column the search by halves
    // finds none (the right column comes after the whole left one in the document), the article is
    // taller than the screen, and the point is hit-tested. The third point is inside what it found.
    expect(page.ids(gridElements(page.doc, 1, []))).toEqual(['left1', 'right1']);
    expect(page.hitTests).toEqual([[600, 150]]);
  });

  it('skips the points of a later row inside a block found by an earlier one', () => {
    const page = fakeLayout({
      id: 'body',
      box: [0, 0, 1200, 5000],
      kids: [
        { id: 'tall', box: [0, 0, 1200, 320] },
        { id: 'under', box: [0, 320, 1200, 400] },
      ],
    });
    const [tall] = gridElements(page.doc, 0, []) ?? [];
    expect(page.ids([tall])).toEqual(['tall']);
    page.takeBoxReads();
    // Row 2 is at y = 250: inside the tall block, so nothing is looked at but the tall block's box.
    expect(page.ids(gridElements(page.doc, 2, [tall as Element]))).toEqual([]);
    expect(page.takeBoxReads()).toBe(1);
    // Row 3 (y 350) is below it.
    expect(page.ids(gridElements(page.doc, 3, [tall as Element]))).toEqual(['under']);
    expect(page.hitTests).toEqual([]);
  });

  it('finds side by side blocks in the first row, and their boxes spare the other rows', () => {
    const page = fakeLayout({
      id: 'body',
      box: [0, 0, 1200, 5000],
      kids: [
        { id: 'nav', box: [0, 0, 300, 600] },
        { id: 'main', box: [320, 0, 880, 600] },
      ],
    });
    const rows = allRows(page);
    expect(rows[0]).toEqual(['nav', 'main']);
    expect(rows.slice(1, -1).every((r) => r?.length === 0)).toBe(true);
    expect(rows.at(-1)).toBeUndefined();
    expect(page.hitTests).toEqual([]);
  });

  it('is done past the last row, and with no window', () => {
    const page = fakeLayout({ id: 'body' });
    expect(gridElements(page.doc, 6, [])).toBeUndefined();
    expect(gridElements({ defaultView: null } as unknown as Document, 0, [])).toBeUndefined();
  });
});
