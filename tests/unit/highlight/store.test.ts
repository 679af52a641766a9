// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { type FoundNumber, HighlightStore, type NearReport } from '@/utils/highlight/store';

function blocks(n: number): Element[] {
  return Array.from({ length: n }, (_, i) => ({ id: `b${i}`, isConnected: true }) as unknown as Element);
}

function found(block: Element, i: number): FoundNumber<string> {
  return { range: `${(block as unknown as { id: string }).id}#${i}`, number: '+1', text: '', nodes: [], block };
}

function setup(limit: number) {
  const painted = new Set<string>();
  const observed = new Set<Element>();
  let report: ((e: NearReport) => void) | undefined;
  const store = new HighlightStore<string>(
    painted,
    (r) => {
      report = r;
      return {
        observe: (el) => observed.add(el),
        unobserve: (el) => observed.delete(el),
        disconnect: () => observed.clear(),
      };
    },
    limit,
  );
  /** A block read with one number, `i`. */
  const read = (block: Element, i = 0) => store.setBlock(block, [found(block, i)]);
  return { store, painted, observed, read, report: (e: NearReport) => report?.(e) };
}

describe('HighlightStore: numbers by block, node and range', () => {
  it('replaces a block as a unit and drops what a changed node touched', () => {
    document.body.innerHTML = '<p id="a">x</p><p id="b">y</p>';
    const a = document.getElementById('a') as Element;
    const b = document.getElementById('b') as Element;
    const ta = a.firstChild as Text;
    const tb = b.firstChild as Text;
    const set = new Set<string>();
    const store = new HighlightStore<string>(set, () => {
      throw new Error('no window below the limit');
    });
    store.setBlock(a, [{ range: 'r1', number: '+1', text: 'x', nodes: [ta], block: a }]);
    store.setBlock(b, [
      { range: 'r2', number: '+2', text: 'y', nodes: [tb], block: b },
      { range: 'r3', number: '+3', text: 'y', nodes: [tb, ta], block: b },
    ]);
    store.settle();
    expect([...set].sort()).toEqual(['r1', 'r2', 'r3']);
    expect(store.atNode(ta).map((f) => f.range)).toEqual(['r1', 'r3']);
    expect(
      store
        .dropNode(ta)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['a', 'b']);
    expect([...set]).toEqual(['r2']);
    store.setBlock(b, []);
    expect(set.size).toBe(0);
    store.setBlock(a, [{ range: 'r4', number: '+4', text: 'x', nodes: [ta], block: a }]);
    a.remove();
    expect(store.sweep()).toBe(1);
    expect(store.size).toBe(0);
  });

  it('counts deferred numbers, indexes them once made, and drops them like the others', () => {
    document.body.innerHTML = '<p id="a">x</p><p id="b">y</p><p id="c">z</p>';
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id) as Element) as [Element, Element, Element];
    const ta = a.firstChild as Text;
    const t = setup(1);
    // Two numbers open the window: blocks not known to be near wait.
    t.store.setBlock(c, [found(c, 0), found(c, 1)]);
    expect(t.store.windowed).toBe(true);
    expect(t.store.makesNow(a)).toBe(false);
    let makes = 0;
    t.store.deferBlock(a, {
      count: 2,
      make: () => {
        makes++;
        return [
          { range: 'r1', number: '+1', text: 'x', nodes: [ta], block: a },
          { range: 'r2', number: '+2', text: 'x', nodes: [ta], block: a },
        ];
      },
    });
    t.store.deferBlock(b, { count: 1, make: () => [] });
    expect(t.store.size).toBe(5);
    expect(t.store.madeSize).toBe(2);
    expect(t.store.deferredBlocks()).toEqual([a, b]);
    // a comes near: its numbers are made and indexed.
    t.store.settle();
    t.report([{ target: a, near: true }]);
    expect(makes).toBe(1);
    expect(t.store.atNode(ta).map((f) => f.range)).toEqual(['r1', 'r2']);
    expect(t.store.byRangeOf('r2')?.number).toBe('+2');
    expect(t.store.size).toBe(5);
    expect(t.store.deferredBlocks()).toEqual([b]);
    // Never made twice.
    t.report([{ target: a, near: false }]);
    t.report([{ target: a, near: true }]);
    expect(makes).toBe(1);
    // A block read again replaces its deferred numbers; one that left is swept.
    t.store.setBlock(b, []);
    t.store.deferBlock(b, { count: 1, make: () => [] });
    b.remove();
    expect(t.store.sweep()).toBe(1);
    expect(t.observed.has(b)).toBe(false);
    expect(t.store.deferredBlocks()).toEqual([]);
    expect(t.store.size).toBe(4);
    t.store.clear();
    expect(t.store.size).toBe(0);
  });
});

describe('HighlightStore: what a waiting block keeps', () => {
  it('lists a waiting block only when asked for (a far block keeps no object per number meanwhile)', () => {
    const { store } = setup(1);
    const [a, b] = blocks(2) as [Element, Element];
    store.setBlock(a, [found(a, 0), found(a, 1)]);
    let lists = 0;
    store.deferBlock(b, {
      count: 1,
      make: () => [found(b, 0)],
      list: () => {
        lists++;
        return [{ number: '+1', text: 'x' }];
      },
    });
    expect(store.size).toBe(3);
    expect(lists).toBe(0);
    expect(store.listedIn(b)).toEqual([{ number: '+1', text: 'x' }]);
    expect(lists).toBe(1);
  });
});

describe('HighlightStore: what the Highlight holds', () => {
  it('paints everything up to the limit, with no observer', () => {
    const t = setup(10);
    for (const b of blocks(5)) t.read(b);
    // Staged until the scan pauses: one change to the Highlight, not one a frame.
    expect(t.painted.size).toBe(0);
    t.store.settle();
    expect(t.painted.size).toBe(5);
    expect(t.store.windowed).toBe(false);
    expect(t.observed.size).toBe(0);
  });

  it('past the limit, paints only blocks near the screen, as the observer reports them', () => {
    const t = setup(4);
    const bs = blocks(6);
    for (const b of bs.slice(0, 3)) t.read(b);
    t.store.settle();
    for (const b of bs.slice(3)) t.read(b);
    expect(t.store.windowed).toBe(true);
    // Observing and painting wait for the scan to pause (each costs the browser a full recompute).
    expect(t.observed.size).toBe(0);
    expect(t.painted.size).toBe(3);
    t.store.settle();
    expect(t.observed.size).toBe(6);
    // What was painted before the window opened stays until reported far (nothing on screen
    // flashes off); what was only staged, and what came after, waits for a report.
    expect([...t.painted].sort()).toEqual(['b0#0', 'b1#0', 'b2#0']);
    t.report(bs.map((b, i) => ({ target: b, near: i < 2 || i === 5 })));
    expect([...t.painted].sort()).toEqual(['b0#0', 'b1#0', 'b5#0']);
    // Scrolling: b0 leaves, b3 comes near.
    t.report([
      { target: bs[0] as Element, near: false },
      { target: bs[3] as Element, near: true },
    ]);
    expect([...t.painted].sort()).toEqual(['b1#0', 'b3#0', 'b5#0']);
    // A block read again is observed again: its new numbers paint once it is reported near (the
    // observer reports every block it starts observing), a far one's not.
    t.store.setBlock(bs[1] as Element, [found(bs[1] as Element, 0), found(bs[1] as Element, 1)]);
    t.read(bs[0] as Element, 1);
    t.store.settle();
    expect(t.observed.has(bs[1] as Element)).toBe(true);
    t.report([
      { target: bs[1] as Element, near: true },
      { target: bs[0] as Element, near: false },
    ]);
    expect(t.painted.has('b1#1')).toBe(true);
    expect(t.painted.has('b0#1')).toBe(false);
  });

  it('hands blocks to the observer until its time is up, asked every 32 blocks, and says when more wait', () => {
    const t = setup(2);
    for (const b of blocks(80)) t.read(b);
    // Time is up at the second ask: after the first 32 blocks.
    let asks = 0;
    expect(t.store.settle(() => ++asks > 1)).toBe(true);
    expect(t.observed.size).toBe(32);
    asks = 0;
    expect(t.store.settle(() => ++asks > 1)).toBe(true);
    expect(t.observed.size).toBe(64);
    // Without a clock, everything left.
    expect(t.store.settle()).toBe(false);
    expect(t.observed.size).toBe(80);
    // A block dropped while waiting is never observed.
    const late = blocks(2);
    for (const b of late) t.read(b, 1);
    t.store.dropBlock(late[0] as Element);
    expect(t.store.settle()).toBe(false);
    expect(t.observed.has(late[0] as Element)).toBe(false);
    expect(t.observed.has(late[1] as Element)).toBe(true);
  });

  it('goes back to painting everything well below the limit', () => {
    const t = setup(4);
    const bs = blocks(6);
    for (const b of bs) t.read(b);
    t.store.settle();
    t.report(bs.map((b, i) => ({ target: b, near: i === 0 })));
    expect(t.painted.size).toBe(1);
    for (const b of bs.slice(0, 4)) t.store.dropBlock(b);
    expect(t.store.windowed).toBe(false);
    t.store.settle();
    expect([...t.painted].sort()).toEqual(['b4#0', 'b5#0']);
    expect(t.observed.size).toBe(0);
  });

  it('removes at once, and a number removed before the pause is never painted', () => {
    const t = setup(10);
    const [a, b] = blocks(2) as [Element, Element];
    t.read(a);
    t.store.settle();
    t.read(b);
    // A stale range must not paint other characters until the next pause.
    t.store.dropBlock(a);
    expect(t.painted.has('b0#0')).toBe(false);
    t.store.dropBlock(b);
    t.store.settle();
    expect(t.painted.size).toBe(0);
  });

  it("past the limit, a far block's numbers are counted but made only when it is first reported near", () => {
    const t = setup(2);
    for (const b of blocks(3)) t.read(b);
    expect(t.store.windowed).toBe(true);
    const [late, other] = blocks(2).map((b, i) => Object.assign(b, { id: `late${i}` })) as [Element, Element];
    // Not reported on yet: not made now.
    expect(t.store.makesNow(late)).toBe(false);
    let makes = 0;
    t.store.deferBlock(late, {
      count: 2,
      make: () => {
        makes++;
        return [found(late, 0), found(late, 1)];
      },
    });
    t.store.deferBlock(other, {
      count: 1,
      make: () => {
        makes++;
        return [found(other, 0)];
      },
    });
    t.store.settle();
    expect(t.observed.has(late)).toBe(true);
    t.report([{ target: late, near: false }]);
    expect(makes).toBe(0);
    t.report([{ target: late, near: true }]);
    expect(makes).toBe(1);
    // Painted from the report itself: the observer's frame is where scrolling brings it in.
    expect([...t.painted].filter((r) => r.startsWith('late'))).toEqual(['late0#0', 'late0#1']);
    expect(t.store.makesNow(late)).toBe(true);
    // Far and near again: painted again, not made again.
    t.report([{ target: late, near: false }]);
    expect(t.painted.has('late0#0')).toBe(false);
    t.report([{ target: late, near: true }]);
    expect(t.painted.has('late0#0')).toBe(true);
    expect(makes).toBe(1);
    // A deferred block that went (changed or removed) is not observed any more, nor made.
    t.store.dropBlock(other);
    expect(t.observed.has(other)).toBe(false);
    t.report([{ target: other, near: true }]);
    expect(makes).toBe(1);
  });

  it('counts deferred numbers toward the limit, and makes them when it goes back to painting everything', () => {
    const t = setup(4);
    const bs = blocks(5);
    for (const b of bs) t.read(b);
    const [far] = blocks(1).map((b) => Object.assign(b, { id: 'far' })) as [Element];
    t.store.deferBlock(far, { count: 1, make: () => [found(far, 0)] });
    t.store.settle();
    // 6 numbers, 1 of them deferred: dropping 3 leaves 3, above half the limit.
    for (const b of bs.slice(0, 3)) t.store.dropBlock(b);
    expect(t.store.windowed).toBe(true);
    t.store.dropBlock(bs[3] as Element);
    expect(t.store.windowed).toBe(false);
    t.store.settle();
    expect([...t.painted].sort()).toEqual(['b4#0', 'far#0']);
  });

  it('a deferred block whose numbers are all hidden by the time it comes near is no longer observed', () => {
    const t = setup(1);
    for (const b of blocks(2)) t.read(b);
    const [hidden] = blocks(1).map((b) => Object.assign(b, { id: 'hidden' })) as [Element];
    t.store.deferBlock(hidden, { count: 1, make: () => [] });
    t.store.settle();
    expect(t.observed.has(hidden)).toBe(true);
    t.report([{ target: hidden, near: true }]);
    expect(t.observed.has(hidden)).toBe(false);
    expect(t.painted.has('hidden#0')).toBe(false);
  });

  it('without a window, what is deferred is made at once', () => {
    const t = setup(10);
    const [b] = blocks(1) as [Element];
    expect(t.store.makesNow(b)).toBe(true);
    t.store.deferBlock(b, { count: 1, make: () => [found(b, 0)] });
    t.store.settle();
    expect([...t.painted]).toEqual(['b0#0']);
  });

  it('clear() drops everything and the observer', () => {
    const t = setup(1);
    for (const b of blocks(3)) t.read(b);
    t.store.clear();
    t.store.settle();
    expect(t.painted.size).toBe(0);
    expect(t.observed.size).toBe(0);
    expect(t.store.windowed).toBe(false);
  });
});

describe('HighlightStore.dropWhere ("Not a phone number")', () => {
  const withText = (block: Element, i: number, text: string): FoundNumber<string> => ({ ...found(block, i), text });

  it('takes the dismissed text off the Highlight at once, made or staged, and keeps the others', () => {
    const { store, painted } = setup(100);
    const [a, b] = blocks(2) as [Element, Element];
    store.setBlock(a, [withText(a, 0, '555 1234'), withText(a, 1, '555 9999')]);
    store.settle();
    store.setBlock(b, [withText(b, 0, '555 1234')]);
    store.dropWhere((t) => t === '555 1234');
    store.settle();
    expect([...painted]).toEqual(['b0#1']);
    expect(store.size).toBe(1);
    expect([...store.blocksWithNumbers()]).toEqual([a]);
  });

  it('a block waiting for its ranges loses the text from its list and from what it makes later', () => {
    const { store, painted, report } = setup(1);
    const [a, b] = blocks(2) as [Element, Element];
    store.setBlock(a, [withText(a, 0, 'keep'), withText(a, 1, 'keep')]);
    const make = () => [withText(b, 0, 'gone'), withText(b, 1, 'keep')];
    store.deferBlock(b, {
      count: 2,
      make,
      list: () => [
        { number: '+1', text: 'gone' },
        { number: '+1', text: 'keep' },
      ],
    });
    expect(store.size).toBe(4);
    store.dropWhere((t) => t === 'gone');
    expect(store.size).toBe(3);
    expect(store.listedIn(b).map((n) => n.text)).toEqual(['keep']);
    report([{ target: b, near: true }]);
    store.settle();
    expect([...painted]).toContain('b1#1');
    expect([...painted]).not.toContain('b1#0');
  });
});
