// @vitest-environment happy-dom
// A frame's own list for the popup: distinct numbers, in the page's order, with how each was found.
import { describe, expect, it } from 'vitest';
import { FOUND_IN_TEL, FOUND_IN_TEXT, inPageOrder, listFrameNumbers } from '@/utils/bulk/page-numbers';

type Listed = { number: string; text: string; tel?: true };

describe('listFrameNumbers', () => {
  const a = document.createElement('p');
  const b = document.createElement('p');
  const lists = new Map<Element, Listed[]>([
    [
      a,
      [
        { number: '+16502530000', text: '(650)  253-0000' },
        { number: '+442079460018', text: 'Call us', tel: true },
      ],
    ],
    [
      b,
      [
        { number: '+16502530000', text: '650 253 0000', tel: true },
        { number: '+33142685300', text: '01 42 68 53 00' },
      ],
    ],
  ]);
  const listedIn = (el: Element) => lists.get(el) ?? [];

  it('merges repeats, keeps the first text (spaces folded), and ORs how they were found', () => {
    expect(listFrameNumbers([a, b], listedIn)).toEqual({
      numbers: [
        ['+16502530000', '(650) 253-0000', FOUND_IN_TEXT | FOUND_IN_TEL, 2],
        ['+442079460018', 'Call us', FOUND_IN_TEL, 1],
        ['+33142685300', '01 42 68 53 00', FOUND_IN_TEXT, 1],
      ],
      truncated: false,
    });
  });

  it('stops at the limit and says so', () => {
    const out = listFrameNumbers([a, b], listedIn, 2);
    expect(out.numbers.map((n) => n[0])).toEqual(['+16502530000', '+442079460018']);
    expect(out.truncated).toBe(true);
  });
});

describe('inPageOrder', () => {
  it('puts blocks in document order, whatever order they were found in', () => {
    document.body.innerHTML = '<div><p id="p1"></p><section><p id="p2"></p></section></div><p id="p3"></p>';
    const [p1, p2, p3] = ['p1', 'p2', 'p3'].map((id) => document.getElementById(id) as Element);
    expect(inPageOrder(document.body, [p3, p1, p2] as Element[], document)).toEqual([p1, p2, p3]);
  });

  it('keeps blocks it cannot reach (in a shadow root) after the others', () => {
    document.body.innerHTML = '<p id="p1"></p>';
    const p1 = document.getElementById('p1') as Element;
    const outside = document.createElement('p');
    expect(inPageOrder(document.body, [outside, p1], document)).toEqual([p1, outside]);
  });
});
