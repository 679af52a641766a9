// @vitest-environment happy-dom
// A frame's answer to "On this page": a long list's first rows go ahead before the whole list is
// made (its order checked block by block, every row built), and are the whole list's head.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameNumbers } from '@/entrypoints/content/frame-numbers';
import type { PageHighlighter } from '@/entrypoints/content/page-highlighter';
import { FIRST_PART_ROWS, type FrameNumbers } from '@/utils/messaging/numbers-port';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A highlighter whose store lists one number a block (a 10,000-number page in small). */
function highlighterOf(blocks: Element[], listed: (el: Element) => { number: string; text: string }[]): PageHighlighter {
  const store = { blocksWithNumbers: () => blocks[Symbol.iterator](), listedIn: listed };
  return {
    active: true,
    complete: true,
    store,
    hasShadowRoots: false,
    rootOf: () => null,
    fieldDetector: undefined,
    shadowRoots: () => [],
  } as unknown as PageHighlighter;
}

const number = (i: number) => `+1650253${String(i).padStart(4, '0')}`;
/** A block's one number; nothing for any other element (as the store answers). */
const listedOne = (el: Element) => (el.localName === 'p' ? [{ number: number(Number(el.id.slice(1))), text: el.id }] : []);

describe('frameNumbers', () => {
  it("sends a long list's first rows ahead before checking every block's order, then the whole list, headed by them", async () => {
    const count = FIRST_PART_ROWS * 4;
    document.body.innerHTML = Array.from({ length: count }, (_, i) => `<p id="p${i}">${i}</p>`).join('');
    const blocks = [...document.querySelectorAll('p')];
    const listedIn = listedOne;
    const compare = vi.spyOn(Element.prototype, 'compareDocumentPosition');
    const sent: { part: FrameNumbers; comparedBefore: number }[] = [];
    const whole = await frameNumbers(highlighterOf(blocks, listedIn), document, (part) =>
      sent.push({ part, comparedBefore: compare.mock.calls.length }),
    );
    expect(sent).toHaveLength(1);
    const [{ part, comparedBefore }] = sent as [(typeof sent)[0]];
    // Ahead of the order check of every block (which the whole list needs: one comparison a block).
    expect(comparedBefore).toBe(0);
    expect(compare.mock.calls.length).toBe(count - 1);
    expect(part.more).toBe(true);
    expect(part.numbers).toEqual(whole.numbers.slice(0, FIRST_PART_ROWS));
    expect(whole.numbers).toHaveLength(count);
    expect(whole.more).toBeUndefined();
  });

  it('sends a short list whole, nothing ahead', async () => {
    document.body.innerHTML = Array.from({ length: FIRST_PART_ROWS }, (_, i) => `<p id="p${i}">${i}</p>`).join('');
    const blocks = [...document.querySelectorAll('p')];
    const ahead = vi.fn();
    const whole = await frameNumbers(highlighterOf(blocks, listedOne), document, ahead);
    expect(ahead).not.toHaveBeenCalled();
    expect(whole.numbers).toHaveLength(FIRST_PART_ROWS);
  });
});
