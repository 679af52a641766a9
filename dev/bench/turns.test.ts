import { describe, expect, it } from 'vitest';
import { inTurn } from './turns';

describe('inTurn', () => {
  it.each([
    [
      0,
      [
        ['a', 0],
        ['b', 1],
      ],
    ],
    [
      1,
      [
        ['b', 1],
        ['a', 0],
      ],
    ],
    [
      2,
      [
        ['a', 0],
        ['b', 1],
      ],
    ],
  ])('round %i goes in its order, each with its place', (round, order) => {
    expect(inTurn(['a', 'b'], round)).toEqual(order);
  });

  it('leaves the items as they were', () => {
    const items = ['a', 'b', 'c'];
    inTurn(items, 1);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
