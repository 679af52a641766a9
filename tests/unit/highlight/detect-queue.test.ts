// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { BatchDetector, DetectItem, DetectResult } from '@/utils/highlight/detect-batch';
import { Asked, DetectQueue } from '@/utils/highlight/detect-queue';
import type { Segment } from '@/utils/highlight/text-reading';

const seg = (text: string): Segment => ({ text, nodes: [], starts: [], tels: [] });

/** A queue whose batches wait for the test, and what it handed on. */
function queue() {
  const batches: { items: readonly DetectItem[]; done: (r: DetectResult[]) => void }[] = [];
  const detector: BatchDetector = { detect: (items, done) => batches.push({ items, done }) };
  const ready: Asked<never>[] = [];
  const q = new DetectQueue<never>(
    () => detector,
    (r) => ready.push(...r),
    () => [],
  );
  return { q, batches, ready };
}

/** Each item's numbers: the "+" runs of its text. */
function answer(items: readonly DetectItem[]): DetectResult[] {
  return items.map((item) => ({
    matches: [...item.text.matchAll(/\+\d+/g)].map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
      number: m[0],
    })),
  }));
}

describe('DetectQueue: one object a block, from its read to its ranges', () => {
  it("keeps the block's own list of segments when every one is worth the detector, and shares empty lists until answers come", () => {
    const { q, batches, ready } = queue();
    const block = document.createElement('p');
    const segments = [seg('Call +4420794600 now'), seg('Fax +4420794601')];
    expect(q.ask(block, 3, { segments, childBlocks: [] })).toBe(true);
    q.flush();
    const batch = batches[0];
    if (!batch) throw new Error('no batch sent');
    expect(batch.items.map((i) => i.text)).toEqual(['Call +4420794600 now', 'Fax +4420794601']);
    batch.done(answer(batch.items));
    const asked = ready[0];
    expect(asked).toBeInstanceOf(Asked);
    if (!asked) return;
    // (Not a copy: a page keeps thousands of these while its far blocks wait.)
    expect(asked.segs).toBe(segments);
    expect(asked.gen).toBe(3);
    expect(asked.found.map((m) => m.map((x) => x.number))).toEqual([['+4420794600'], ['+4420794601']]);
    // No link in the block: no list of their numbers made for it, the shared empty one kept.
    expect(asked.tels).toHaveLength(0);
    expect(Object.isFrozen(asked.tels)).toBe(true);
  });

  it('keeps only the segments worth it when some are not, each answer in its place', () => {
    const { q, batches, ready } = queue();
    const block = document.createElement('div');
    const worth = [seg('A +4420794600'), seg('C +4420794602')];
    const segments = [worth[0] as Segment, seg('B has no number'), worth[1] as Segment];
    q.ask(block, 0, { segments, childBlocks: [] });
    q.flush();
    const batch = batches[0];
    if (!batch) throw new Error('no batch sent');
    expect(batch.items.map((i) => i.text)).toEqual(['A +4420794600', 'C +4420794602']);
    batch.done(answer(batch.items));
    const asked = ready[0];
    if (!asked) throw new Error('not handed on');
    expect(asked.segs).toEqual(worth);
    expect(asked.found.map((m) => m.map((x) => x.number))).toEqual([['+4420794600'], ['+4420794602']]);
  });

  it('makes and lists through the same object, as the store asks of a far block', () => {
    const { q, batches, ready } = queue();
    q.ask(document.createElement('p'), 0, { segments: [seg('Call +4420794600')], childBlocks: [] });
    q.flush();
    const batch = batches[0];
    if (!batch) throw new Error('no batch sent');
    batch.done(answer(batch.items));
    const asked = ready[0];
    if (!asked) throw new Error('not handed on');
    expect(asked.make()).toEqual([]);
    expect(asked.list()).toEqual([{ number: '+4420794600', text: '+4420794600' }]);
    expect(asked.list()).toBe(asked.list());
  });
});
