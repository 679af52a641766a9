import { describe, expect, it } from 'vitest';
import { childAt, elementAt } from '@/utils/highlight/point-element';
import { type BoxSpec, fakeLayout, stacked } from '../support/fake-layout';

/** The children of a fake body as the browser's live list. */
const kidsOf = (page: ReturnType<typeof fakeLayout>) => page.root.children as unknown as HTMLCollection;
const idOf = (el: unknown) => (el as { id: string } | undefined)?.id;

describe('childAt: the child under a point', () => {
  it.each([
    // 2,500 rows of 20 px: the row under the point, whatever its place in the list.
    [5, 'r0'],
    [19.9, 'r0'],
    [20, 'r1'],
    [24_990, 'r1249'],
    [49_999, 'r2499'],
  ])('finds in a long list the row under y = %d (%s) by halves', (y, id) => {
    const page = fakeLayout({ id: 'body', kids: stacked('r', 2_500, 20, 0, 1200, 0) });
    expect(idOf(childAt(kidsOf(page), 100, y))).toBe(id);
    // About log2(2,500) ≈ 12 boxes read, not 2,500.
    expect(page.takeBoxReads()).toBeLessThanOrEqual(14);
  });

  it('finds none between two rows, before the first and after the last; none in doubt beside them', () => {
    const page = fakeLayout({ id: 'body', kids: stacked('p', 100, 90, 10) });
    for (const [x, y] of [
      [100, 95],
      [100, -5],
      [100, 10_000],
    ] as const)
      expect(childAt(kidsOf(page), x, y)).toBeUndefined();
    // Beside a paragraph that spans the point's height: maybe a column the search cannot see.
    expect(childAt(kidsOf(page), 1000, 50)).toBeNull();
  });

  it('steps over children without a box (scripts, hidden ones) wherever they are', () => {
    const kids: BoxSpec[] = [];
    // Every other child is hidden, and a long run of them sits in the middle of the list.
    stacked('p', 200, 20).forEach((p, i) => {
      kids.push(p, { id: `hidden${i}` });
      if (i === 100) for (let k = 0; k < 300; k++) kids.push({ id: `script${k}` });
    });
    const page = fakeLayout({ id: 'body', kids });
    for (const i of [0, 57, 100, 101, 150, 199]) expect(idOf(childAt(kidsOf(page), 100, i * 20 + 10))).toBe(`p${i}`);
    expect(childAt(kidsOf(page), 100, 200 * 20 + 10)).toBeUndefined();
  });

  it('finds the card under the point in rows of side-by-side cards', () => {
    // 400 cards, four to a row: 300 × 180 px each, rows 200 px apart.
    const cards = Array.from({ length: 400 }, (_, i): BoxSpec => {
      const [row, col] = [Math.floor(i / 4), i % 4];
      return { id: `card${i}`, box: [col * 300, row * 200, 300, 180] };
    });
    const page = fakeLayout({ id: 'body', kids: cards });
    expect(idOf(childAt(kidsOf(page), 50, 10))).toBe('card0');
    expect(idOf(childAt(kidsOf(page), 1150, 10))).toBe('card3');
    expect(idOf(childAt(kidsOf(page), 650, 50 * 200 + 90))).toBe('card202');
    expect(idOf(childAt(kidsOf(page), 950, 99 * 200 + 1))).toBe('card399');
    expect(childAt(kidsOf(page), 650, 50 * 200 + 190)).toBeUndefined();
  });

  it('finds none where the order on screen is not the order in the document (columns): the caller hit-tests', () => {
    // Two columns of 50 paragraphs: the second column's first paragraph comes after the first's last.
    const page = fakeLayout({
      id: 'body',
      kids: [...stacked('left', 50, 100, 0, 600, 0), ...stacked('right', 50, 100, 0, 600, 600)],
    });
    expect(idOf(childAt(kidsOf(page), 100, 4_950))).toBe('left49');
    expect(childAt(kidsOf(page), 900, 50)).toBeNull();
  });

  it('checks a short list one by one, the later child first where boxes overlap (it is painted on top)', () => {
    const page = fakeLayout({
      id: 'body',
      kids: [
        { id: 'under', box: [0, 0, 1200, 600] },
        { id: 'over', box: [100, 100, 200, 200] },
      ],
    });
    expect(idOf(childAt(kidsOf(page), 150, 150))).toBe('over');
    expect(idOf(childAt(kidsOf(page), 50, 50))).toBe('under');
  });
});

describe('elementAt: the innermost element under a point', () => {
  const table: BoxSpec = {
    id: 'table',
    box: [8, 40, 600, 50_000],
    kids: [
      {
        id: 'tbody',
        box: [8, 40, 600, 50_000],
        kids: stacked('tr', 2_500, 20, 0, 600, 8).map((tr, i) => ({
          ...tr,
          kids: [
            { id: `name${i}`, box: [8, 40 + i * 20, 200, 20] as [number, number, number, number] },
            { id: `number${i}`, box: [208, 40 + i * 20, 200, 20] as [number, number, number, number] },
          ],
        })),
      },
    ],
  };
  // (The rows' boxes are shifted by the table's top.)
  for (const tr of table.kids?.[0]?.kids ?? []) if (tr.box) tr.box[1] += 40;

  it('goes down through the children whose boxes hold the point', () => {
    const page = fakeLayout({ id: 'body', box: [0, 0, 1200, 50_100], kids: [{ id: 'h1', box: [8, 8, 600, 30] }, table] });
    expect(elementAt(page.doc, 300, 40 + 1_000 * 20 + 5).map(idOf)).toEqual(['number1000', undefined]);
    expect(elementAt(page.doc, 100, 20).map(idOf)).toEqual(['h1', undefined]);
    expect(page.hitTests).toEqual([]);
  });

  it('answers none where no child of the body holds the point; a container, in doubt or not, where none of its children does', () => {
    const page = fakeLayout({ id: 'body', box: [0, 0, 1200, 50_100], kids: [table] });
    expect(elementAt(page.doc, 100, 2)).toEqual([undefined, false]);
    expect(elementAt(page.doc, 900, 500)).toEqual([undefined, false]);
    // Right of the cells, in the row: its cells span the point's height.
    const [row, inDoubt] = elementAt(page.doc, 500, 40 + 20 * 3 + 5);
    expect([idOf(row), inDoubt]).toEqual(['tr3', true]);
  });

  it('answers a container not in doubt where the point falls between its children (between two rows)', () => {
    const spaced: BoxSpec = {
      id: 'tbody',
      box: [0, 0, 600, 30_000],
      kids: stacked('tr', 1_000, 26, 4, 600, 0),
    };
    const page = fakeLayout({ id: 'body', kids: [{ id: 'table', box: [0, 0, 600, 30_000], kids: [spaced] }] });
    const [at, inDoubt] = elementAt(page.doc, 100, 30 * 10 + 28);
    expect([idOf(at), inDoubt]).toEqual(['tbody', false]);
  });

  it('stops at a shadow host', () => {
    const page = fakeLayout({
      id: 'body',
      kids: [{ id: 'host', host: true, box: [0, 0, 1200, 300], kids: [{ id: 'light', box: [0, 0, 1200, 300] }] }],
    });
    expect(idOf(elementAt(page.doc, 100, 100)[0])).toBe('host');
  });
});
