import { describe, expect, it } from 'vitest';
import type { FoundNumber } from '@/utils/highlight/store';
import { HighlightWindow, type NearReport } from '@/utils/highlight/viewport-window';

function blocks(n: number): Element[] {
  return Array.from({ length: n }, (_, i) => ({ id: `b${i}` }) as unknown as Element);
}

function found(block: Element, i: number): FoundNumber<string> {
  return { range: `${(block as unknown as { id: string }).id}#${i}`, number: '+1', text: '', nodes: [], block };
}

function setup(limit: number) {
  const painted = new Set<string>();
  const observed = new Set<Element>();
  let report: ((e: NearReport) => void) | undefined;
  const win = new HighlightWindow<string>(
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
  return { win, painted, observed, report: (e: NearReport) => report?.(e) };
}

describe('HighlightWindow', () => {
  it('paints everything up to the limit, with no observer', () => {
    const t = setup(10);
    const bs = blocks(5);
    for (const b of bs) t.win.add(found(b, 0));
    // Staged until the scan pauses: one change to the Highlight, not one a frame.
    expect(t.painted.size).toBe(0);
    t.win.settle();
    expect(t.painted.size).toBe(5);
    expect(t.win.windowed).toBe(false);
    expect(t.observed.size).toBe(0);
  });

  it('past the limit, paints only blocks near the screen, as the observer reports them', () => {
    const t = setup(4);
    const bs = blocks(6);
    for (const b of bs.slice(0, 3)) t.win.add(found(b, 0));
    t.win.settle();
    for (const b of bs.slice(3)) t.win.add(found(b, 0));
    expect(t.win.windowed).toBe(true);
    // Observing and painting wait for the scan to pause (each costs the browser a full recompute).
    expect(t.observed.size).toBe(0);
    expect(t.painted.size).toBe(3);
    t.win.settle();
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
    // A number added to a near block paints at the next pause; to a far one, not.
    t.win.add(found(bs[1] as Element, 1));
    t.win.add(found(bs[0] as Element, 1));
    t.win.settle();
    expect(t.painted.has('b1#1')).toBe(true);
    expect(t.painted.has('b0#1')).toBe(false);
  });

  it('hands at most a batch of blocks to the observer per settle, and says when more wait', () => {
    const painted = new Set<string>();
    const observed = new Set<Element>();
    const win = new HighlightWindow<string>(
      painted,
      () => ({ observe: (el) => observed.add(el), unobserve: (el) => observed.delete(el), disconnect: () => observed.clear() }),
      2,
      3,
    );
    const bs = blocks(8);
    for (const b of bs) win.add(found(b, 0));
    expect(win.settle()).toBe(true);
    expect(observed.size).toBe(3);
    expect(win.settle()).toBe(true);
    expect(win.settle()).toBe(false);
    expect(observed.size).toBe(8);
    // A block dropped while waiting is never observed.
    const late = blocks(2).map((b) => found(b, 1));
    for (const f of late) win.add(f);
    win.delete(late[0] as FoundNumber<string>);
    expect(win.settle()).toBe(false);
    expect(observed.has(late[0]?.block as Element)).toBe(false);
    expect(observed.has(late[1]?.block as Element)).toBe(true);
  });

  it('goes back to painting everything well below the limit', () => {
    const t = setup(4);
    const bs = blocks(6);
    const fs = bs.map((b) => found(b, 0));
    for (const f of fs) t.win.add(f);
    t.win.settle();
    t.report(bs.map((b, i) => ({ target: b, near: i === 0 })));
    expect(t.painted.size).toBe(1);
    for (const f of fs.slice(0, 4)) t.win.delete(f);
    expect(t.win.windowed).toBe(false);
    t.win.settle();
    expect([...t.painted].sort()).toEqual(['b4#0', 'b5#0']);
    expect(t.observed.size).toBe(0);
  });

  it('removes at once, and a number removed before the pause is never painted', () => {
    const t = setup(10);
    const [a, b] = blocks(2) as [Element, Element];
    const painted = found(a, 0);
    t.win.add(painted);
    t.win.settle();
    const staged = found(b, 0);
    t.win.add(staged);
    // A stale range must not paint other characters until the next pause.
    t.win.delete(painted);
    expect(t.painted.has(painted.range)).toBe(false);
    t.win.delete(staged);
    t.win.settle();
    expect(t.painted.size).toBe(0);
  });

  it("past the limit, a far block's numbers are counted but made only when it is first reported near", () => {
    const t = setup(2);
    const bs = blocks(4);
    for (const b of bs.slice(0, 3)) t.win.add(found(b, 0));
    expect(t.win.windowed).toBe(true);
    const [late, other] = blocks(2).map((b, i) => Object.assign(b, { id: `late${i}` })) as [Element, Element];
    // Not reported on yet: not made now.
    expect(t.win.makesNow(late)).toBe(false);
    let makes = 0;
    t.win.defer(late, 2, () => {
      makes++;
      return [found(late, 0), found(late, 1)];
    });
    t.win.defer(other, 1, () => {
      makes++;
      return [found(other, 0)];
    });
    t.win.settle();
    expect(t.observed.has(late)).toBe(true);
    t.report([{ target: late, near: false }]);
    expect(makes).toBe(0);
    t.report([{ target: late, near: true }]);
    expect(makes).toBe(1);
    // Painted from the report itself: the observer's frame is where scrolling brings it in.
    expect([...t.painted].filter((r) => r.startsWith('late'))).toEqual(['late0#0', 'late0#1']);
    expect(t.win.makesNow(late)).toBe(true);
    // Far and near again: painted again, not made again.
    t.report([{ target: late, near: false }]);
    expect(t.painted.has('late0#0')).toBe(false);
    t.report([{ target: late, near: true }]);
    expect(t.painted.has('late0#0')).toBe(true);
    expect(makes).toBe(1);
    // A deferred block that went (changed or removed) is not observed any more, nor made.
    t.win.undefer(other);
    expect(t.observed.has(other)).toBe(false);
    t.report([{ target: other, near: true }]);
    expect(makes).toBe(1);
  });

  it('counts deferred numbers toward the limit, and makes them when it goes back to painting everything', () => {
    const t = setup(4);
    const fs = blocks(5).map((b) => found(b, 0));
    for (const f of fs) t.win.add(f);
    const [far] = blocks(1).map((b) => Object.assign(b, { id: 'far' })) as [Element];
    t.win.defer(far, 1, () => [found(far, 0)]);
    t.win.settle();
    // 6 numbers, 1 of them deferred: dropping 3 leaves 3, above half the limit.
    for (const f of fs.slice(0, 3)) t.win.delete(f);
    expect(t.win.windowed).toBe(true);
    t.win.delete(fs[3] as FoundNumber<string>);
    expect(t.win.windowed).toBe(false);
    t.win.settle();
    expect([...t.painted].sort()).toEqual(['b4#0', 'far#0']);
  });

  it('a deferred block whose numbers are all hidden by the time it comes near is no longer observed', () => {
    const t = setup(1);
    for (const b of blocks(2)) t.win.add(found(b, 0));
    const [hidden] = blocks(1).map((b) => Object.assign(b, { id: 'hidden' })) as [Element];
    t.win.defer(hidden, 1, () => []);
    t.win.settle();
    expect(t.observed.has(hidden)).toBe(true);
    t.report([{ target: hidden, near: true }]);
    expect(t.observed.has(hidden)).toBe(false);
    expect(t.painted.has('hidden#0')).toBe(false);
  });

  it('without a window, what is deferred is made at once', () => {
    const t = setup(10);
    const [b] = blocks(1) as [Element];
    expect(t.win.makesNow(b)).toBe(true);
    t.win.defer(b, 1, () => [found(b, 0)]);
    t.win.settle();
    expect([...t.painted]).toEqual(['b0#0']);
  });

  it('clear() drops everything and the observer', () => {
    const t = setup(1);
    for (const b of blocks(3)) t.win.add(found(b, 0));
    t.win.clear();
    t.win.settle();
    expect(t.painted.size).toBe(0);
    expect(t.observed.size).toBe(0);
    expect(t.win.windowed).toBe(false);
  });
});
