// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { blocksBetween } from '@/utils/highlight/scanner';

const ids = (els: Element[]) => els.map((e) => e.id);
const $ = (id: string) => document.getElementById(id) as Element;

describe('blocksBetween: what lies between two blocks found on screen', () => {
  it('takes the rows between two cells of a table: the siblings between their ancestors under the element holding both', () => {
    const rows = Array.from({ length: 6 }, (_, i) => `<tr id="r${i}"><td id="a${i}"></td><td id="b${i}"></td></tr>`).join('');
    document.body.innerHTML = `<table><tbody>${rows}</tbody></table>`;
    expect(ids(blocksBetween($('a1'), $('a4')))).toEqual(['r2', 'r3']);
    // With what is on screen known: the cells after the first in its row too.
    expect(ids(blocksBetween($('a1'), $('a4'), () => true))).toEqual(['b1', 'r2', 'r3']);
    // Not backwards, and not into itself.
    expect(blocksBetween($('a4'), $('a1'))).toEqual([]);
    expect(blocksBetween($('r1'), $('a1'))).toEqual([]);
  });

  it('takes, in two side by side columns, what follows the first in its column and precedes the second in its, on screen', () => {
    const column = (c: string) => Array.from({ length: 6 }, (_, i) => `<p id="${c}${i}"></p>`).join('');
    document.body.innerHTML = `<div id="wrap"><div id="left">${column('l')}</div><div id="right">${column('r')}</div></div>`;
    // On screen: the first four paragraphs of each column.
    const onScreen = (el: Element) => /^[lr][0-3]$/.test(el.id);
    expect(ids(blocksBetween($('l1'), $('r2'), onScreen))).toEqual(['l2', 'l3', 'r0', 'r1']);
    // Without knowing what is on screen: the columns are next to each other, nothing between.
    expect(blocksBetween($('l1'), $('r2'))).toEqual([]);
  });
});
