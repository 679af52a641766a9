// Decides which found numbers the page's Highlight holds. Chromium rebuilds the paint markers of
// every registered range after any DOM or style change of the page (HighlightRegistry::
// ValidateHighlightMarkers): measured here, 10,000 ranges add ~45 ms to each frame that follows a
// change anywhere on the page, 2,000 about 10 ms. So up to `limit` numbers, all are registered; past
// it, only those whose block is on or near the screen (an IntersectionObserver with a screen's height
// of margin each way), so scrolling brings the others in before they show.
// The same cost makes every frame after a change to the Highlight itself pay for all its ranges, so
// numbers found are staged and handed to the Highlight only when the scan pauses (`settle()`: after
// the first slice, then every few hundred ms, and when idle): a long scan changes it a few times
// instead of once a frame. Removals apply at once: a stale range must not paint other characters.
// Past the limit, the numbers of a block not known to be near are not even made: the scanner hands
// them over unmade (`defer`), and they get their ranges (and visibility checks) when the observer
// first reports the block near. On the 10,000-number page that is most of the scan's range work,
// for blocks a user may never scroll to.
import type { FoundNumber, FoundSink, RangeSet } from './store';

/** What the window needs of an IntersectionObserver. */
export interface BlockWatcher {
  observe(el: Element): void;
  unobserve(el: Element): void;
  disconnect(): void;
}

export type NearReport = { target: Element; near: boolean }[];

export const WINDOW_LIMIT = 1_000;

/**
 * Blocks handed to the observer per settle(). The frame after a hand-over computes every new
 * observation (≈4–7 µs each on the 10,000-number page): 1,000 keep it near 5–7 ms where the 2,500
 * of one 300 ms stretch of scanning cost ≈ 18 ms, and on a loaded machine a frame of that size
 * came close to the 50 ms long-task line.
 */
export const OBSERVE_PER_SETTLE = 1_000;

export class HighlightWindow<R> implements FoundSink<R> {
  private readonly byBlock = new Map<Element, Set<FoundNumber<R>>>();
  /**
   * Blocks waiting to be observed. Observing is batched until the scan pauses: each observe() makes
   * the browser recompute every observation of the observer in the next frame, so observing block by
   * block during a scan of thousands costs a frame each time.
   */
  private pending: Element[] = [];
  /**
   * Per block, while windowed: near and painted, or far (or not yet reported on) and not painted.
   * Blocks painted when the window opened stay painted until their first report. Its keys are the
   * blocks observed (or waiting to be).
   */
  private readonly near = new Map<Element, boolean>();
  /** Blocks whose numbers are not made yet, while windowed: made when first reported near. */
  private readonly deferred = new Map<Element, { count: number; make: () => FoundNumber<R>[] }>();
  private watcher: BlockWatcher | undefined;
  private total = 0;
  /** Ranges to add to the Highlight at the next settle(). */
  private readonly staged = new Set<R>();

  constructor(
    private readonly highlight: RangeSet<R>,
    private readonly makeWatcher: (report: (entries: NearReport) => void) => BlockWatcher,
    private readonly limit = WINDOW_LIMIT,
    private readonly observePerSettle = OBSERVE_PER_SETTLE,
  ) {}

  /**
   * Paints what was staged and hands blocks found since the last call to the observer, at most
   * `observePerSettle` of them (call when the scan pauses). Returns whether blocks still wait: call
   * again in a later frame until it returns false.
   */
  settle(): boolean {
    for (const range of this.staged) this.highlight.add(range);
    this.staged.clear();
    if (!this.watcher) {
      this.pending = [];
      return false;
    }
    const batch = this.pending.splice(0, this.observePerSettle);
    for (const block of batch) if (this.near.has(block)) this.watcher.observe(block);
    return this.pending.length > 0;
  }

  get windowed(): boolean {
    return this.watcher !== undefined;
  }

  /** Numbers are made at once up to the limit; past it, only in blocks reported near. */
  makesNow(block: Element): boolean {
    return !this.watcher || this.near.get(block) === true;
  }

  defer(block: Element, count: number, make: () => FoundNumber<R>[]): void {
    if (!this.watcher) {
      for (const f of make()) this.add(f);
      return;
    }
    this.deferred.set(block, { count, make });
    this.total += count;
    if (!this.near.has(block)) this.watch(block);
  }

  undefer(block: Element): void {
    const later = this.deferred.get(block);
    if (!later) return;
    this.deferred.delete(block);
    this.total -= later.count;
    if (!this.byBlock.has(block)) this.untrack(block);
    this.closeIfFew();
  }

  add(f: FoundNumber<R>): void {
    let set = this.byBlock.get(f.block);
    if (!set) {
      set = new Set();
      this.byBlock.set(f.block, set);
      // (A block made from its deferral is observed already.)
      if (this.watcher && !this.near.has(f.block)) this.watch(f.block);
    }
    set.add(f);
    this.total++;
    if (!this.watcher) {
      this.staged.add(f.range);
      if (this.total > this.limit) this.startWindow();
    } else if (this.near.get(f.block) !== false) {
      this.staged.add(f.range);
    }
  }

  delete(f: FoundNumber<R>): void {
    const set = this.byBlock.get(f.block);
    if (!set?.delete(f)) return;
    this.total--;
    this.unpaint(f.range);
    if (set.size === 0) {
      this.byBlock.delete(f.block);
      if (!this.deferred.has(f.block)) this.untrack(f.block);
    }
    this.closeIfFew();
  }

  clear(): void {
    this.watcher?.disconnect();
    this.watcher = undefined;
    this.near.clear();
    this.deferred.clear();
    this.pending = [];
    this.staged.clear();
    this.byBlock.clear();
    this.total = 0;
    this.highlight.clear();
  }

  /** Observer reports: register what came near, unregister what went away. */
  onReport(entries: NearReport): void {
    if (!this.watcher) return;
    for (const { target, near } of entries) {
      const was = this.near.get(target);
      // (Not tracked any more: its numbers went since the observation was queued.)
      if (was === undefined) continue;
      this.near.set(target, near);
      if (near) this.makeDeferred(target);
      const set = this.byBlock.get(target);
      if (!set) continue;
      if (near && was === false) {
        for (const f of set) {
          this.staged.delete(f.range);
          this.highlight.add(f.range);
        }
      }
      if (!near && was !== false) for (const f of set) this.unpaint(f.range);
    }
  }

  /** A deferred block's numbers, made now and added (painted if its block is near, or unwindowed). */
  private makeDeferred(block: Element): void {
    const later = this.deferred.get(block);
    if (!later) return;
    this.deferred.delete(block);
    this.total -= later.count;
    for (const f of later.make()) this.add(f);
    // All of it hidden by now: nothing left to watch.
    if (!this.byBlock.has(block)) this.untrack(block);
  }

  private untrack(block: Element): void {
    if (!this.watcher) return;
    this.watcher.unobserve(block);
    this.near.delete(block);
  }

  /** Hysteresis: back to "everything" only well below the limit, so a page near it does not flap. */
  private closeIfFew(): void {
    if (this.watcher && this.total <= this.limit / 2) this.stopWindow();
  }

  /** Off the Highlight at once, or out of the stage before it ever got there. */
  private unpaint(range: R): void {
    if (!this.staged.delete(range)) this.highlight.delete(range);
  }

  private watch(block: Element): void {
    // Not painted until the observer reports it near (the scan calls settle() often enough).
    this.near.set(block, false);
    this.pending.push(block);
  }

  private startWindow(): void {
    // What is painted stays painted until the observer's first report on it: nothing on screen
    // flashes off. What is only staged (found since the last settle) waits for the report instead:
    // painting a thousand ranges to take most of them off a frame later costs two heavy frames.
    this.watcher = this.makeWatcher((entries) => this.onReport(entries));
    for (const [block, set] of this.byBlock) {
      const shown = [...set].some((f) => !this.staged.has(f.range));
      if (!shown) for (const f of set) this.staged.delete(f.range);
      this.near.set(block, shown);
      this.pending.push(block);
    }
  }

  private stopWindow(): void {
    this.watcher?.disconnect();
    this.watcher = undefined;
    this.near.clear();
    this.pending = [];
    for (const set of this.byBlock.values()) for (const f of set) this.staged.add(f.range);
    // Everything is painted again, so what was never made is made now (few: fewer than half the limit).
    for (const block of [...this.deferred.keys()]) this.makeDeferred(block);
  }
}
