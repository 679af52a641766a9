import { describe, expect, it } from 'vitest';
import { readTypedFigure } from '@/utils/common/typed-figure';

describe('readTypedFigure', () => {
  it.each([
    ['12', 12],
    [' 1.5 ', 1.5],
    ['1,5', 1.5],
    ['0', 0],
    ['-3', -3],
    ['', undefined],
    ['   ', undefined],
    ['abc', undefined],
    ['1e400', undefined],
  ])('%j → %j', (draft, figure) => {
    expect(readTypedFigure(draft)).toBe(figure);
  });
});
