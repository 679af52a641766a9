// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BlockDeque } from '@/utils/block-deque';

/** A tree of blocks from nested arrays: ['a', ['b', 'c']] is <a> holding <b> and <c>. */
type Tree = [string, Tree[]?];

function build(tree: Tree): Element {
  const el = document.createElement('div');
  el.id = tree[0];
  for (const child of tree[1] ?? []) el.append(build(child));
  return el;
}

/** Walks the tree with the deque, taking from the ends as `ends` says ("f"/"b", repeated). */
function walk(tree: Tree, ends: string): string[] {
  const q = new BlockDeque(build(tree));
  const out: string[] = [];
  for (let i = 0; q.size > 0; i++) {
    const back = ends[i % ends.length] === 'b';
    const el = back ? q.takeBack() : q.takeFront();
    if (!el) throw new Error('size said more');
    out.push(el.id);
    const children = [...el.children];
    if (back) q.putBack(children);
    else q.putFront(children);
  }
  return out;
}

const PAGE: Tree = ['root', [['h1'], ['table', [['r1', [['c1'], ['c2']]], ['r2']]], ['p1'], ['p2'], ['p3']]];
const ALL = ['root', 'h1', 'table', 'r1', 'c1', 'c2', 'r2', 'p1', 'p2', 'p3'];

describe('BlockDeque', () => {
  it('from the front alone, walks depth first in document order', () => {
    expect(walk(PAGE, 'f')).toEqual(ALL);
  });

  it('from the back alone, reads each block before its children, last ones first', () => {
    expect(walk(PAGE, 'b')).toEqual(['root', 'p3', 'p2', 'p1', 'table', 'r2', 'r1', 'c2', 'c1', 'h1']);
  });

  it.each(['fb', 'bf', 'ffb', 'fbb', 'fffffb'])('from both ends (%s), reads every block exactly once', (ends) => {
    const read = walk(PAGE, ends);
    expect([...read].sort()).toEqual([...ALL].sort());
  });

  it('from both ends in turn, the start and the end of the page are read together', () => {
    expect(walk(PAGE, 'fb').slice(0, 6)).toEqual(['root', 'p3', 'h1', 'p2', 'table', 'p1']);
  });

  it('is empty once everything is taken, from either end', () => {
    const q = new BlockDeque();
    expect(q.size).toBe(0);
    expect(q.takeFront()).toBeUndefined();
    expect(q.takeBack()).toBeUndefined();
  });
});
