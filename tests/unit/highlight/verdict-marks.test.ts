// The verdicts a frame knows, and where their marks go.
import { describe, expect, it } from 'vitest';
import { markBoxes, VerdictBook } from '@/utils/highlight/verdict-marks';

describe('VerdictBook', () => {
  it('replaces what was known of the numbers asked, keeps the others, and says when something changed', () => {
    const book = new VerdictBook();
    expect(book.update(['+1', '+2'], [['+1', 'valid', 10]], true)).toBe(true);
    expect(book.get('+1')).toEqual({ verdict: 'valid', checkedAt: 10 });
    expect(book.anyKnown).toBe(true);
    // The same answer again: nothing changed.
    expect(book.update(['+1'], [['+1', 'valid', 10]], true)).toBe(false);
    // +1 checked again, +2 still unknown, +3 never asked stays as it was.
    book.update(['+3'], [['+3', 'unknown', 5]], true);
    expect(book.update(['+1', '+2'], [['+1', 'invalid', 20]], true)).toBe(true);
    expect(book.get('+1')).toEqual({ verdict: 'invalid', checkedAt: 20 });
    expect(book.get('+3')).toEqual({ verdict: 'unknown', checkedAt: 5 });
    // The cache cleared: the asked numbers lose their verdicts, and the host may leave the page.
    expect(book.update(['+1', '+3'], [], false)).toBe(true);
    expect(book.size).toBe(0);
    expect(book.anyKnown).toBe(false);
  });
});

describe('markBoxes', () => {
  const viewport = { width: 800, height: 600 };
  it.each<[string, { left: number; top: number; width: number; height: number }[], number]>([
    ['one line on screen', [{ left: 10, top: 100, width: 80, height: 18 }], 1],
    [
      'a number wrapped over two lines',
      [
        { left: 700, top: 100, width: 90, height: 18 },
        { left: 0, top: 118, width: 40, height: 18 },
      ],
      2,
    ],
    ['above the screen', [{ left: 10, top: -50, width: 80, height: 18 }], 0],
    ['below the screen', [{ left: 10, top: 700, width: 80, height: 18 }], 0],
    ['an empty box (collapsed text)', [{ left: 10, top: 100, width: 0, height: 18 }], 0],
  ])('%s', (_name, rects, count) => {
    const boxes = markBoxes(rects, 'valid', viewport);
    expect(boxes).toHaveLength(count);
    for (const [i, b] of boxes.entries()) {
      const r = rects[i] as { left: number; top: number; width: number; height: number };
      // At the bottom of the line box, as wide as the number.
      expect(b).toEqual({ left: r.left, top: r.top + r.height - 1, width: r.width, verdict: 'valid' });
    }
  });
});
