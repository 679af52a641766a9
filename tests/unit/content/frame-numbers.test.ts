// @vitest-environment happy-dom
// A frame's answer to "On this page": a long list's first rows go ahead before the whole list is
// made (its order checked block by block, every row built), then the rest in parts; all of it is
// made in slices, with the page let run between them, and stops once it is no longer wanted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerStopped, frameNumbers, SLICE_MS } from '@/entrypoints/content/frame-numbers';
import type { PageHighlighter } from '@/entrypoints/content/page-highlighter';
import { inPageOrder, listFrameNumbers } from '@/utils/bulk/page-numbers';
import { FIRST_PART_ROWS, type FrameNumbers, PART_ROWS } from '@/utils/messaging/numbers-port';

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
  it("sends a long list's first rows ahead before checking every block's order, then the rest, joined the whole list", async () => {
    const count = FIRST_PART_ROWS * 4;
    document.body.innerHTML = Array.from({ length: count }, (_, i) => `<p id="p${i}">${i}</p>`).join('');
    const blocks = [...document.querySelectorAll('p')];
    const listedIn = listedOne;
    const compare = vi.spyOn(Element.prototype, 'compareDocumentPosition');
    const sent: { part: FrameNumbers; comparedBefore: number }[] = [];
    const last = await frameNumbers(highlighterOf(blocks, listedIn), document, (part) =>
      sent.push({ part, comparedBefore: compare.mock.calls.length }),
    );
    expect(sent).toHaveLength(1);
    const [{ part, comparedBefore }] = sent as [(typeof sent)[0]];
    // Ahead of the order check of every block (which the whole list needs: one comparison a block).
    expect(comparedBefore).toBe(0);
    expect(compare.mock.calls.length).toBe(count - 1);
    expect(part.more).toBe(true);
    expect(part.numbers).toHaveLength(FIRST_PART_ROWS);
    expect(last.more).toBeUndefined();
    expect(last.part).toBe(part.part);
    expect(part.part).toMatch(/^[0-9a-z]{2,}$/);
    expect([...part.numbers, ...last.numbers]).toEqual(
      listFrameNumbers(inPageOrder(document.documentElement, blocks, document), listedIn).numbers,
    );
  });

  it('makes the answer in slices, the page let run between them, the rest posted in parts', async () => {
    const count = PART_ROWS * 2 + 500;
    document.body.innerHTML = Array.from({ length: count }, (_, i) => `<p id="p${i}">${i}</p>`).join('');
    const blocks = [...document.querySelectorAll('p')];
    // The page's clock: each block's numbers read, and each order check, take a while.
    let clock = 0;
    const listedIn = (el: Element) => {
      clock += 0.01;
      return listedOne(el);
    };
    const compare = Element.prototype.compareDocumentPosition;
    vi.spyOn(Element.prototype, 'compareDocumentPosition').mockImplementation(function (this: Element, other: Node) {
      clock += 0.01;
      return compare.call(this, other);
    });
    const pauses: number[] = [];
    const sent: FrameNumbers[] = [];
    const last = await frameNumbers(highlighterOf(blocks, listedIn), document, (part) => sent.push(part), {
      stopped: () => false,
      now: () => clock,
      pause: async () => pauses.push(clock),
    });
    // Every stretch between two pauses is a slice: no longer than SLICE_MS and a step (64 blocks).
    const stretches = [0, ...pauses, clock].slice(1).map((t, i) => t - ([0, ...pauses][i] as number));
    expect(pauses.length).toBeGreaterThan(10);
    expect(Math.max(...stretches)).toBeLessThanOrEqual(SLICE_MS + 64 * 0.02);
    // The first rows, then the rest PART_ROWS a part; joined, the whole list.
    expect([...sent, last].map((p) => [p.numbers.length, p.more])).toEqual([
      [FIRST_PART_ROWS, true],
      [PART_ROWS, true],
      [PART_ROWS, true],
      [count - FIRST_PART_ROWS - 2 * PART_ROWS, undefined],
    ]);
    expect(new Set([...sent, last].map((p) => p.part)).size).toBe(1);
    expect([...sent, last].flatMap((p) => p.numbers).map((n) => n[0])).toEqual(blocks.map((_, i) => number(i)));
  });

  it('stops at the first pause after which the answer is no longer wanted: nothing more is posted', async () => {
    const count = PART_ROWS * 2;
    document.body.innerHTML = Array.from({ length: count }, (_, i) => `<p id="p${i}">${i}</p>`).join('');
    const blocks = [...document.querySelectorAll('p')];
    let clock = 0;
    let gone = false;
    const sent: FrameNumbers[] = [];
    const answer = frameNumbers(
      highlighterOf(blocks, (el) => {
        clock += 0.01;
        return listedOne(el);
      }),
      document,
      (part) => sent.push(part),
      {
        stopped: () => gone,
        now: () => clock,
        // The popup closes while the first rows are on their way.
        pause: async () => {
          if (sent.length > 0) gone = true;
        },
      },
    );
    await expect(answer).rejects.toBeInstanceOf(AnswerStopped);
    expect(sent.map((p) => p.numbers.length)).toEqual([FIRST_PART_ROWS]);
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
