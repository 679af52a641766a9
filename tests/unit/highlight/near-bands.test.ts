// The window's observer of far blocks by bands (utils/highlight/near-bands.ts): blocks stacked
// close together share one watched pair of ends, and a band whose geometry no longer holds is
// watched block by block. Blocks and boxes are plain objects; the real observer is a set of targets.
import { describe, expect, it } from 'vitest';
import { BandWatcher, type Box } from '@/utils/highlight/near-bands';
import type { NearReport } from '@/utils/highlight/store';

const VIEWPORT = { width: 1000, height: 800 };

/** A column of blocks, one every `step` px down the page from `from`, each 20 px tall. */
function column(n: number, step = 30, from = 0, left = 100): { blocks: Element[]; boxes: Map<Element, Box> } {
  const boxes = new Map<Element, Box>();
  const blocks = Array.from({ length: n }, (_, i) => {
    const el = { id: `b${from + i * step}` } as unknown as Element;
    const top = from + i * step;
    boxes.set(el, { top, bottom: top + 20, left, right: left + 400 });
    return el;
  });
  return { blocks, boxes };
}

/** The blocks laid out again, one every `step` px from `from`. */
function moveTo(boxes: Map<Element, Box>, blocks: Element[], from: number, step: number): void {
  for (const [i, el] of blocks.entries())
    boxes.set(el, { top: from + i * step, bottom: from + i * step + 20, left: 100, right: 500 });
}

function setup(boxes: Map<Element, Box>, alone?: (el: Element) => boolean) {
  const watched = new Set<Element>();
  const reports: NearReport[] = [];
  const bands = new BandWatcher(
    {
      ends: { observe: (el) => watched.add(el), unobserve: (el) => watched.delete(el), disconnect: () => watched.clear() },
      measure: (el) => boxes.get(el) ?? { top: 0, bottom: 0, left: 0, right: 0 },
      viewport: () => VIEWPORT,
      ...(alone ? { alone } : {}),
    },
    (entries) => reports.push(entries),
  );
  /** Everything reported near (true) or far (false) so far, by block, the last word winning. */
  const said = () => {
    const out = new Map<Element, boolean>();
    for (const r of reports) for (const { target, near } of r) out.set(target, near);
    return out;
  };
  return { bands, watched, reports, said };
}

/** The store hands blocks over in a loop; the band's last end is watched once that loop is over. */
const handOver = async (bands: BandWatcher, blocks: Element[]) => {
  for (const el of blocks) bands.observe(el);
  await Promise.resolve();
};

describe('BandWatcher', () => {
  it('watches only the ends of each band of blocks stacked within half a screen', async () => {
    // 39 blocks 30 px apart, 20 px tall: bands of 400 px at most (13 blocks), so 3 bands and 6 ends.
    const { blocks, boxes } = column(39);
    const { bands, watched } = setup(boxes);
    await handOver(bands, blocks);
    expect(watched.size).toBe(6);
    expect(watched.has(blocks[0] as Element)).toBe(true);
    expect(watched.has(blocks[38] as Element)).toBe(true);
    expect(watched.has(blocks[1] as Element)).toBe(false);
  });

  it.each([
    ['side by side columns', column(5, 30, 0, 600).boxes],
    ['a block far below', column(5, 30, 5000).boxes],
  ])('starts a new band for %s', async (_name, others) => {
    const first = column(5);
    const boxes = new Map([...first.boxes, ...others]);
    const { bands, watched } = setup(boxes);
    await handOver(bands, [...boxes.keys()]);
    expect(watched.size).toBe(4);
  });

  it('tells every block of a band near when an end is, and far once both ends are', async () => {
    const { blocks, boxes } = column(10);
    const { bands, said } = setup(boxes);
    await handOver(bands, blocks);
    const [first, last] = [blocks[0] as Element, blocks[9] as Element];
    // One end far, the other not reported yet: nothing is told.
    bands.onEnds([{ target: first, near: false }]);
    expect(said().size).toBe(0);
    bands.onEnds([{ target: last, near: true }]);
    expect([...said().values()]).toEqual(Array(10).fill(true));
    bands.onEnds([{ target: last, near: false }]);
    expect([...said().values()]).toEqual(Array(10).fill(false));
  });

  it('tells a block that joins a band already reported on what the band is', async () => {
    const { blocks, boxes } = column(6);
    const { bands, said } = setup(boxes);
    await handOver(bands, blocks.slice(0, 3));
    bands.onEnds([
      { target: blocks[0] as Element, near: true },
      { target: blocks[2] as Element, near: true },
    ]);
    await handOver(bands, blocks.slice(3));
    expect(said().get(blocks[5] as Element)).toBe(true);
  });

  it('splits a band whose end a box of the page clips, and watches its blocks one by one', async () => {
    const { blocks, boxes } = column(10);
    const { bands, watched, said } = setup(boxes);
    await handOver(bands, blocks);
    bands.onEnds([{ target: blocks[0] as Element, near: false, clipped: true }]);
    expect(watched.size).toBe(10);
    // Each block now answers for itself.
    bands.onEnds([{ target: blocks[4] as Element, near: true }]);
    expect(said().get(blocks[4] as Element)).toBe(true);
    expect(said().has(blocks[3] as Element)).toBe(false);
  });

  it('splits a band that grew past the look-ahead when it is next reported on', async () => {
    const { blocks, boxes } = column(10);
    const { bands, watched } = setup(boxes);
    await handOver(bands, blocks);
    // Images loaded between its blocks: now 300 px apart, 2,700 px from first to last.
    moveTo(boxes, blocks, 0, 300);
    bands.onEnds([
      { target: blocks[0] as Element, near: false },
      { target: blocks[9] as Element, near: false },
    ]);
    expect(watched.size).toBe(10);
  });

  it('after a scroll, splits a band said far that lies across the screen', async () => {
    const { blocks, boxes } = column(10, 30, 2000);
    const { bands, watched } = setup(boxes);
    await handOver(bands, blocks);
    bands.onEnds([
      { target: blocks[0] as Element, near: false },
      { target: blocks[9] as Element, near: false },
    ]);
    bands.check();
    expect(watched.size).toBe(2);
    // Jumped into its middle after it grew: its ends are off the screen on both sides.
    moveTo(boxes, blocks, -1500, 400);
    bands.check();
    expect(watched.size).toBe(10);
  });

  it('splits the bands inside a box a person scrolled, and watches the blocks later found inside it alone', async () => {
    const inside = column(6, 30, 0);
    const outside = column(6, 30, 3000);
    const boxes = new Map([...inside.boxes, ...outside.boxes]);
    const scrolled: Element[] = [];
    const box = { contains: (el: Element) => inside.blocks.includes(el) } as unknown as Element;
    const { bands, watched } = setup(boxes, (el) => scrolled.some((b) => b.contains(el)));
    await handOver(bands, [...inside.blocks.slice(0, 4), ...outside.blocks]);
    expect(watched.size).toBe(4);
    scrolled.push(box);
    bands.splitWithin(box);
    expect(watched.size).toBe(6);
    await handOver(bands, inside.blocks.slice(4));
    expect(watched.size).toBe(8);
  });

  it('watches a block without a box on its own', async () => {
    const { blocks, boxes } = column(4);
    boxes.set(blocks[1] as Element, { top: 0, bottom: 0, left: 0, right: 0 });
    const { bands, watched } = setup(boxes);
    await handOver(bands, blocks);
    // [0], [1] alone, [2..3]: four ends.
    expect(watched.size).toBe(4);
  });

  it('keeps watching a band whose end goes: its new end instead', async () => {
    const { blocks, boxes } = column(5);
    const { bands, watched } = setup(boxes);
    await handOver(bands, blocks);
    bands.unobserve(blocks[4] as Element);
    expect([...watched]).toEqual([blocks[0], blocks[3]]);
    for (const el of blocks.slice(0, 4)) bands.unobserve(el);
    expect(watched.size).toBe(0);
  });
});
