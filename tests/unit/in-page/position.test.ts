import { describe, expect, it } from 'vitest';
import { placeBeside, unionOf } from '@/utils/in-page/position';

const VIEW = { width: 1000, height: 800 };
const SIZE = { width: 200, height: 100 };

describe('placeBeside', () => {
  it.each([
    ['below when there is room', { left: 100, top: 100, width: 80, height: 20 }, { left: 100, top: 126, side: 'below' }],
    ['above near the bottom', { left: 100, top: 760, width: 80, height: 20 }, { left: 100, top: 654, side: 'above' }],
    ['kept inside on the right', { left: 950, top: 100, width: 40, height: 20 }, { left: 792, top: 126, side: 'below' }],
    ['kept inside on the left', { left: -50, top: 100, width: 40, height: 20 }, { left: 8, top: 126, side: 'below' }],
  ])('places %s', (_name, anchor, expected) => {
    expect(placeBeside(anchor, SIZE, VIEW)).toEqual(expected);
  });

  it('never leaves the viewport even when neither side fits', () => {
    const p = placeBeside({ left: 10, top: 50, width: 10, height: 700 }, { width: 100, height: 300 }, VIEW);
    expect(p.top).toBeGreaterThanOrEqual(8);
    expect(p.top + 300).toBeLessThanOrEqual(800 - 8);
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
