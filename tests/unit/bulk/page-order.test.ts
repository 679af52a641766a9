// @vitest-environment happy-dom
// A frame's blocks in page order, and the text a number is listed as: the same answers as a walk
// over every element and the full rewrite of whitespace, found without paying for either.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstFrameNumbers, inPageOrder, listedText, listFrameNumbers, MAX_NUMBER_TEXT } from '@/utils/bulk/page-numbers';

/** The order as a walk over every element gives it, entering the roots `rootOf` gives (the reference). */
function walked(root: Node, blocks: Element[], rootOf: (el: Element) => ShadowRoot | null): Element[] {
  const wanted = new Set(blocks);
  const out: Element[] = [];
  const visit = (node: Element) => {
    if (wanted.delete(node)) out.push(node);
    const shadow = rootOf(node);
    if (shadow) for (const child of shadow.children) visit(child);
    for (const child of node.children) visit(child);
  };
  visit(root as Element);
  out.push(...wanted);
  return out;
}

/** A seeded generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

/** A random tree of divs under `parent`, some of them shadow hosts; returns every element made. */
function grow(parent: Element | ShadowRoot, depth: number, rand: () => number, all: Element[]): void {
  const n = 1 + Math.floor(rand() * 4);
  for (let i = 0; i < n; i++) {
    const el = document.createElement(rand() < 0.2 ? 'section' : 'div');
    parent.appendChild(el);
    all.push(el);
    if (depth > 0 && rand() < 0.7) grow(el, depth - 1, rand, all);
    if (depth > 0 && rand() < 0.15) grow(el.attachShadow({ mode: 'open' }), depth - 1, rand, all);
  }
}

/** A random tree of elements in the body (shadow roots among them), every element listed, and a block never attached. */
function randomPage(seed: number): { rand: () => number; all: Element[]; detached: Element } {
  const rand = rng(seed);
  document.body.innerHTML = '';
  const all: Element[] = [];
  grow(document.body, 4, rand, all);
  return { rand, all, detached: document.createElement('p') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('inPageOrder', () => {
  it('gives the order of a walk over every element, shadow roots entered or not, detached blocks last', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { rand, all, detached } = randomPage(seed);
      const blocks = all.filter(() => rand() < 0.5);
      blocks.splice(Math.floor(rand() * blocks.length), 0, detached);
      // Found in a shuffled order.
      for (let i = blocks.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [blocks[i], blocks[j]] = [blocks[j] as Element, blocks[i] as Element];
      }
      // Every root entered, none, and only some (a root the page reading never entered).
      const roots: ((el: Element) => ShadowRoot | null)[] = [
        (el) => el.shadowRoot,
        () => null,
        (el) => (el.tagName === 'SECTION' ? null : el.shadowRoot),
      ];
      const root = document.documentElement;
      for (const rootOf of roots) {
        expect(inPageOrder(root, blocks, document, rootOf), `seed ${seed}`).toEqual(walked(root, blocks, rootOf));
        // Found in page order (the usual case, answered without the walk), the detached one among them.
        const inOrder = walked(root, blocks, (el) => el.shadowRoot).filter((b) => b !== detached);
        inOrder.splice(Math.floor(rand() * inOrder.length), 0, detached);
        expect(inPageOrder(root, inOrder, document, rootOf), `seed ${seed}, in order`).toEqual(walked(root, inOrder, rootOf));
      }
    }
  });

  it('does not walk the page when the blocks come in page order: one comparison each', () => {
    document.body.innerHTML = Array.from({ length: 200 }, (_, i) => `<div><p id="p${i}">${i}</p><span></span></div>`).join('');
    const blocks = [...document.querySelectorAll('p')];
    const walker = vi.spyOn(document, 'createTreeWalker');
    const compare = vi.spyOn(Element.prototype, 'compareDocumentPosition');
    expect(inPageOrder(document.documentElement, blocks, document)).toEqual(blocks);
    expect(walker).not.toHaveBeenCalled();
    expect(compare).toHaveBeenCalledTimes(blocks.length - 1);
    // Each the earlier with the later (Chromium finds that way round at once).
    expect(compare.mock.calls.every(([later], i) => later === blocks[i + 1])).toBe(true);
    expect(compare.mock.contexts.every((earlier, i) => earlier === blocks[i])).toBe(true);
    // Out of order (a block read again): the walk.
    const reread = [...blocks.slice(0, 50), ...blocks.slice(51), blocks[50] as Element];
    expect(inPageOrder(document.documentElement, reread, document)).toEqual(blocks);
    expect(walker).toHaveBeenCalled();
  });
});

describe('firstFrameNumbers', () => {
  type Listed = { number: string; text: string; tel?: true };
  const number = (i: number) => `+1650253${String(i).padStart(4, '0')}`;

  it('gives the head of the whole list, rows, texts, counts and how found, read in any order, shadow roots or not', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { rand, all, detached } = randomPage(seed);
      const lists = new Map<Element, Listed[]>();
      // Few distinct numbers, so most repeat (and the rows' counts and how found need the whole page).
      const distinct = 3 + Math.floor(rand() * 12);
      for (const el of [...all.filter(() => rand() < 0.5), detached]) {
        lists.set(
          el,
          Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
            const i = Math.floor(rand() * distinct);
            return {
              number: number(i),
              text: `650 253 ${i}  (${Math.floor(rand() * 3)})`,
              ...(rand() < 0.3 ? { tel: true as const } : {}),
            };
          }),
        );
      }
      const blocks = [...lists.keys()].sort(() => rand() - 0.5);
      const listedIn = (el: Element) => lists.get(el) ?? [];
      const fields = [{ number: number(Math.floor(rand() * distinct)), text: 'typed' }];
      const roots: ((el: Element) => ShadowRoot | null)[] = [(el) => el.shadowRoot, () => null];
      const root = document.documentElement;
      for (const rootOf of roots)
        for (const rows of [1, 2, 4, 8]) {
          const whole = listFrameNumbers(inPageOrder(root, blocks, document, rootOf), listedIn, undefined, fields).numbers;
          // The blocks a walk of the page meets (not the detached one, nor those in roots not entered).
          const met = new Set(
            walked(root, all, rootOf).filter((el) => el.isConnected && (rootOf === roots[0] || el.getRootNode() === document)),
          );
          const inDocument = listFrameNumbers(
            walked(root, blocks, rootOf).filter((b) => met.has(b)),
            listedIn,
          ).numbers;
          const first = firstFrameNumbers(root, document, blocks, listedIn, rows, fields, rootOf);
          if (inDocument.length > rows) expect(first, `seed ${seed}, ${rows} rows`).toEqual(whole.slice(0, rows));
          else expect(first, `seed ${seed}, ${rows} rows`).toBeUndefined();
        }
    }
  });

  it('walks only the top of the page, down to the number after its rows', () => {
    document.body.innerHTML = Array.from({ length: 500 }, (_, i) => `<div><p id="p${i}">${i}</p><span></span></div>`).join('');
    const blocks = [...document.querySelectorAll('p')];
    // Each block lists its own number, and the first one again: the first row's count is the page's.
    const listedIn = (el: Element) => {
      const i = Number(el.id.slice(1));
      return [{ number: number(i), text: `n${i}` }, ...(i > 0 ? [{ number: number(0), text: 'again', tel: true as const }] : [])];
    };
    const visited: Element[] = [];
    const first = firstFrameNumbers(
      document.documentElement,
      document,
      blocks,
      (el) => {
        visited.push(el);
        return listedIn(el);
      },
      3,
    );
    expect(first).toEqual([
      [number(0), 'n0', 3, 500],
      [number(1), 'n1', 1, 1],
      [number(2), 'n2', 1, 1],
    ]);
    // The walk met a few elements of the top (html, head, body, the first divs), then each block once to count.
    const walkedOver = visited.length - blocks.length;
    expect(walkedOver).toBeLessThan(20);
    expect(visited.slice(walkedOver)).toEqual(blocks);
  });
});

describe('listedText', () => {
  it('folds whitespace, trims and cuts, as a rewrite of every text would', () => {
    const rewrite = (t: string) => t.replace(/\s+/g, ' ').trim().slice(0, MAX_NUMBER_TEXT);
    const texts = [
      '+44 20 7946 0018',
      '(650)  253-0000',
      ' 650 253 0000',
      '650 253 0000 ',
      '650\u00a0253\u00a00000',
      '650\n253\t0000',
      '650\u2009253\u20090000',
      '\u3000650',
      '1'.repeat(MAX_NUMBER_TEXT),
      `${'1 '.repeat(MAX_NUMBER_TEXT)}2`,
      '',
      ' ',
    ];
    for (const text of texts) expect(listedText(text), JSON.stringify(text)).toBe(rewrite(text));
  });

  it('keeps a text already listed as it is, the same string', () => {
    const text = ['+44', '20', '7946', '0018'].join(' ');
    expect(listedText(text)).toBe(text);
    const replace = vi.spyOn(String.prototype, 'replace');
    listedText(text);
    expect(replace).not.toHaveBeenCalled();
  });
});
