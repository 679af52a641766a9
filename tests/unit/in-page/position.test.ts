import { describe, expect, it } from 'vitest';
import { type Box, overlaps, placeBeside, unionOf } from '@/utils/in-page/position';

const VIEW = { width: 1000, height: 800 };
const SIZE = { width: 200, height: 100 };
const at = (b: { left: number; top: number }, size: { width: number; height: number }): Box => ({ ...b, ...size });

describe('placeBeside', () => {
  it.each([
    ['below when there is room', { left: 100, top: 100, width: 80, height: 20 }, { left: 100, top: 126, side: 'below' }],
    ['beside near the bottom', { left: 100, top: 760, width: 80, height: 20 }, { left: 186, top: 692, side: 'right' }],
    ['above near the bottom right', { left: 850, top: 760, width: 80, height: 20 }, { left: 792, top: 654, side: 'above' }],
    ['kept inside on the right', { left: 950, top: 100, width: 40, height: 20 }, { left: 792, top: 126, side: 'below' }],
    ['kept inside on the left', { left: -50, top: 100, width: 40, height: 20 }, { left: 8, top: 126, side: 'below' }],
  ])('places %s', (_name, anchor, expected) => {
    expect(placeBeside(anchor, SIZE, VIEW)).toEqual(expected);
  });

  it('never leaves the viewport even when no side fits', () => {
    const p = placeBeside({ left: 10, top: 50, width: 960, height: 700 }, { width: 100, height: 300 }, VIEW);
    expect(p.top).toBeGreaterThanOrEqual(8);
    expect(p.top + 300).toBeLessThanOrEqual(800 - 8);
  });

  // A table: two columns of numbers in rows 24 px apart.
  const column = (left: number) =>
    Array.from({ length: 40 }, (_, i): Box => ({ left, top: 20 + i * 24, width: 120, height: 18 }));
  const first = column(100);
  const second = column(240);
  const table = [...first, ...second];
  const hidden = (box: Box, anchor: Box) => table.filter((r) => r !== anchor && overlaps(r, box)).length;

  it.each([
    ['the chip goes beside the number, over nothing', first[10] as Box, { width: 100, height: 30 }],
    ['the chip of the second column goes beside it', second[10] as Box, { width: 100, height: 30 }],
    ['the card goes past the second column', first[10] as Box, { width: 340, height: 300 }],
    ['the card of the last row on screen too', first[31] as Box, { width: 340, height: 300 }],
  ])('%s', (_name, anchor, size) => {
    const p = placeBeside(anchor, size, VIEW, table);
    const placed = at(p, size);
    expect(overlaps(placed, anchor)).toBe(false);
    expect(hidden(placed, anchor)).toBe(0);
    expect(p.top + size.height).toBeLessThanOrEqual(792);
  });

  it('takes the least crowded place when every place hides a number, never the number itself', () => {
    const narrow = { width: 400, height: 800 };
    const anchor = first[10] as Box;
    const p = placeBeside(anchor, { width: 340, height: 300 }, narrow, table);
    expect(overlaps(at(p, { width: 340, height: 300 }), anchor)).toBe(false);
  });

  it('keeps the side it is given while it fits, and chooses again when it does not', () => {
    const q = placeBeside({ left: 100, top: 300, width: 80, height: 20 }, SIZE, VIEW, table, 'above');
    expect(q).toEqual({ left: 100, top: 194, side: 'above' });
    expect(placeBeside({ left: 100, top: 40, width: 80, height: 20 }, SIZE, VIEW, [], 'above').side).toBe('below');
  });
});

describe('unionOf', () => {
  it('joins line boxes and ignores empty ones', () => {
    expect(
      unionOf([
        { left: 10, top: 10, width: 50, height: 10 },
        { left: 0, top: 0, width: 0, height: 0 },
        { left: 5, top: 22, width: 20, height: 10 },
      ]),
    ).toEqual({ left: 5, top: 10, width: 55, height: 22 });
    expect(unionOf([])).toBeUndefined();
  });
});
