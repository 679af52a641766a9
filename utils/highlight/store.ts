// The numbers found on a page, and which of them the page's Highlight holds. The one owner of
// per-block state: for each block (a paragraph, a table cell…) the numbers read from it, made into
// ranges or still waiting to be, and, while the viewport window is open, whether the block is near
// the screen. Indexed three ways: by block (a rescan replaces a block's numbers as one unit), by
// text node (a text change drops what it touched; the fallback hit-test looks a caret's node up),
// and by range (highlightsFromPoint answers with ranges). The Highlight and the observer are passed
// in, so this runs in unit tests without a browser. (Every reason a number is or is not highlighted,
// step by step: the head of scanner.ts.)
//
// What is painted. Chromium rebuilds the paint markers of every registered range after any DOM or
// style change of the page (HighlightRegistry::ValidateHighlightMarkers): measured here, 10,000
// ranges add ~45 ms to each frame that follows a change anywhere on the page, 2,000 about 10 ms. So
// up to `limit` numbers, all are registered; past it (the window opens), only those whose block is
// on or near the screen (an IntersectionObserver with a screen's height of margin each way), so
// scrolling brings the others in before they show. Back to "all" only at half the limit, so a page
// near it does not flap.
// The same cost makes every frame after a change to the Highlight itself pay for all its ranges, so
// numbers found are staged and handed to the Highlight only when the scan pauses (`settle()`: after
// the first slice, then every few hundred ms, and when idle): a long scan changes it a few times
// instead of once a frame. Removals apply at once: a stale range must not paint other characters.
// Past the limit, the numbers of a block not known to be near are not even made: the scanner hands
// them over unmade (`deferBlock`, a count and a function that makes them), and they get their ranges
// (and visibility checks) when the observer first reports the block near. On the 10,000-number page
// that is most of the scan's range work, for blocks a user may never scroll to.

/** What a CSS `Highlight` is to us: a set of ranges. */
export interface RangeSet<R> {
  add(range: R): unknown;
  delete(range: R): unknown;
  clear(): void;
}

/** What the window needs of an IntersectionObserver. */
export interface BlockWatcher {
  observe(el: Element): void;
  unobserve(el: Element): void;
  disconnect(): void;
}

export type NearReport = { target: Element; near: boolean }[];

/** Numbers painted without a window; past it, only those near the screen. */
export const WINDOW_LIMIT = 1_000;

/**
 * A settle() hands blocks to the observer until its `timeUp` says so, asked every OBSERVE_CHUNK
 * blocks. The frame after a hand-over computes every new observation (≈4–7 µs each on the
 * 10,000-number page), and observing itself costs as much: a count fixed for a fast machine (it was
 * 1,000) took 14–22 ms of a slice at CPU 4× slower, so what is handed over is sized by time.
 */
const OBSERVE_CHUNK = 32;

/** A number found on the page: a PhoneMatch (utils/phone/detect.ts) made into a range over its text nodes. */
export interface FoundNumber<R = AbstractRange> {
  range: R;
  /** E.164. */
  number: string;
  /** The text as the page shows it. */
  text: string;
  /** Every text node the range touches, first to last. */
  nodes: Text[];
  block: Element;
  /** Found as a `tel:` link. */
  tel?: true;
}

/** A number as the page's list shows it (made or still waiting for its range). */
export interface ListedNumber {
  number: string;
  text: string;
  tel?: true;
}

/**
 * A block's numbers read and not made yet. What a page keeps for each far block, thousands of them:
 * nothing per number beyond what was read (its list is made when asked for).
 */
export interface Waiting<R> {
  count: number;
  /** Their ranges (an empty list: all hidden, or the block changed, by then). */
  make(): FoundNumber<R>[];
  /** Their numbers as the page's list shows them, in text order. */
  list?(): readonly ListedNumber[];
}

/** Everything known about one block that holds numbers. */
interface Block<R> {
  /** Its numbers made into ranges (empty while they wait). */
  found: FoundNumber<R>[];
  /** Its numbers read and not made yet. */
  later?: Waiting<R>;
  /**
   * While the window is open: near the screen and painted, or far (or not reported on yet) and not
   * painted; every block is observed (or waits in `pending` to be). Undefined while it is closed.
   */
  near?: boolean;
}

/** No numbers made (yet): shared by every block waiting, frozen since nothing adds to a block's list in place. */
const NONE = Object.freeze([]) as unknown as never[];

export class HighlightStore<R = AbstractRange> {
  /** Blocks with numbers (made or waiting); a block without any has no entry. */
  private readonly blocks = new Map<Element, Block<R>>();
  private readonly byNode = new Map<Text, FoundNumber<R>[]>();
  private readonly byRange = new Map<R, FoundNumber<R>>();
  /** Numbers found: made, and waiting in `later`. */
  private total = 0;
  /** Ranges to add to the Highlight at the next settle(). */
  private readonly staged = new Set<R>();
  /** The observer, while the window is open. */
  private watcher: BlockWatcher | undefined;
  /**
   * Blocks waiting to be observed. Observing is batched until the scan pauses: each observe() makes
   * the browser recompute every observation of the observer in the next frame, so observing block by
   * block during a scan of thousands costs a frame each time.
   */
  private pending: Element[] = [];

  constructor(
    private readonly highlight: RangeSet<R>,
    private readonly makeWatcher: (report: (entries: NearReport) => void) => BlockWatcher,
    private readonly limit = WINDOW_LIMIT,
  ) {}

  /** Numbers found: those made, and those read whose ranges wait until their block comes near. */
  get size(): number {
    return this.total;
  }

  /** Numbers whose ranges are made (what can be painted and hit). */
  get madeSize(): number {
    return this.byRange.size;
  }

  /** Whether only the blocks near the screen are painted (past `limit` numbers). */
  get windowed(): boolean {
    return this.watcher !== undefined;
  }

  /** Whether a block's numbers should get their ranges now (else: `deferBlock`): always, until the window opens. */
  makesNow(block: Element): boolean {
    return !this.watcher || this.blocks.get(block)?.near === true;
  }

  /** Replaces everything found in a block with `found` (possibly nothing). */
  setBlock(block: Element, found: FoundNumber<R>[]): void {
    this.dropBlock(block);
    if (found.length > 0) this.addMade(this.track(block), found);
  }

  /**
   * Replaces everything found in a block with `later.count` numbers whose ranges `later.make` builds
   * when the block first comes near (it may answer fewer: text hidden by then is not highlighted).
   * Without the window they are made at once.
   */
  deferBlock(block: Element, later: Waiting<R>): void {
    this.dropBlock(block);
    if (later.count === 0) return;
    if (!this.watcher) {
      const found = later.make();
      if (found.length > 0) this.addMade(this.track(block), found);
      return;
    }
    this.track(block).later = later;
    this.total += later.count;
  }

  dropBlock(block: Element): void {
    const entry = this.blocks.get(block);
    if (!entry) return;
    this.total -= entry.later?.count ?? 0;
    for (const f of entry.found) this.forget(f);
    this.untrack(block);
    this.closeIfFew();
  }

  /**
   * Drops the numbers that touch a text node whose characters changed: their ranges' offsets no
   * longer point at the same characters. Returns the blocks that lost something (to be re-read).
   */
  dropNode(node: Text): Element[] {
    const list = this.byNode.get(node);
    if (!list) return [];
    const blocks = new Set<Element>();
    for (const f of [...list]) {
      blocks.add(f.block);
      const entry = this.blocks.get(f.block);
      if (entry) {
        entry.found = entry.found.filter((x) => x !== f);
        if (entry.found.length === 0 && !entry.later) this.untrack(f.block);
      }
      this.forget(f);
    }
    this.closeIfFew();
    return [...blocks];
  }

  /** Drops blocks that left the document; their ranges hold detached nodes alive otherwise. */
  sweep(isConnected: (block: Element) => boolean = (b) => b.isConnected): number {
    let dropped = 0;
    for (const [block, entry] of [...this.blocks]) {
      if (isConnected(block)) continue;
      dropped += entry.found.length + (entry.later?.count ?? 0);
      this.dropBlock(block);
    }
    return dropped;
  }

  /**
   * Takes away at once every number whose text `gone` says is no longer to be highlighted (a person
   * dismissed it): made ones off the Highlight, waiting ones from what their block will make.
   */
  dropWhere(gone: (text: string) => boolean): void {
    for (const [block, entry] of [...this.blocks]) {
      const drop = entry.found.filter((f) => gone(f.text));
      for (const f of drop) this.forget(f);
      if (drop.length > 0) entry.found = entry.found.filter((f) => !drop.includes(f));
      const later = entry.later;
      if (later) {
        const listed = later.list?.().filter((n) => !gone(n.text));
        const count = listed ? listed.length : later.count;
        this.total -= later.count - count;
        entry.later = count
          ? { count, make: () => later.make().filter((f) => !gone(f.text)), ...(listed ? { list: () => listed } : {}) }
          : undefined;
      }
      if (entry.found.length === 0 && !entry.later) this.untrack(block);
    }
    this.closeIfFew();
  }

  /** Blocks holding numbers (made or waiting), in no particular order. */
  blocksWithNumbers(): IterableIterator<Element> {
    return this.blocks.keys();
  }

  /** A block's numbers in text order: its made ones, or those waiting (as read) while it is far. */
  listedIn(block: Element): readonly ListedNumber[] {
    const entry = this.blocks.get(block);
    if (!entry) return [];
    return entry.later ? (entry.later.list?.() ?? []) : entry.found;
  }

  /** Blocks whose numbers are not made yet. */
  deferredBlocks(): Element[] {
    return [...this.blocks].filter(([, entry]) => entry.later).map(([block]) => block);
  }

  clear(): void {
    this.watcher?.disconnect();
    this.watcher = undefined;
    this.pending = [];
    this.staged.clear();
    this.blocks.clear();
    this.byNode.clear();
    this.byRange.clear();
    this.total = 0;
    this.highlight.clear();
  }

  byRangeOf(range: R): FoundNumber<R> | undefined {
    return this.byRange.get(range);
  }

  atNode(node: Node): readonly FoundNumber<R>[] {
    return this.byNode.get(node as Text) ?? [];
  }

  all(): IterableIterator<FoundNumber<R>> {
    return this.byRange.values();
  }

  /**
   * Hands blocks found since the last call to the observer, until `timeUp` says so (OBSERVE_CHUNK;
   * call when the scan pauses), and paints what was staged. Returns whether blocks still wait: call
   * again in a later frame until it returns false.
   */
  settle(timeUp?: () => boolean): boolean {
    // (Handed over before the Highlight changes: the observer measures each block as it comes,
    // near-bands.ts, and a change to the Highlight would make the browser restyle the page first.)
    if (this.watcher) this.handOver(this.watcher, timeUp);
    else this.pending = [];
    for (const range of this.staged) this.highlight.add(range);
    this.staged.clear();
    return this.pending.length > 0;
  }

  /** Gives the observer the blocks waiting for it, until `timeUp` says so (asked every OBSERVE_CHUNK). */
  private handOver(watcher: BlockWatcher, timeUp?: () => boolean): void {
    const pending = this.pending;
    let n = 0;
    while (n < pending.length && (n % OBSERVE_CHUNK || !timeUp?.())) {
      const block = pending[n++] as Element;
      // (A block whose numbers went while it waited is not observed.)
      if (this.blocks.get(block)?.near !== undefined) watcher.observe(block);
    }
    pending.splice(0, n);
  }

  /** Observer reports: what came near is made (the first time) and painted, what went away unpainted. */
  onReport(entries: NearReport): void {
    if (!this.watcher) return;
    for (const { target, near } of entries) {
      const entry = this.blocks.get(target);
      const was = entry?.near;
      // (Not tracked any more: its numbers went since the observation was queued.)
      if (!entry || was === undefined) continue;
      entry.near = near;
      if (near && entry.later) {
        const later = entry.later;
        entry.later = undefined;
        this.total -= later.count;
        const found = later.make();
        // All of it hidden by now: nothing left to watch.
        if (found.length === 0) {
          this.untrack(target);
          continue;
        }
        this.addMade(entry, found);
      }
      if (near && was === false) {
        // Painted from the report itself: the observer's frame is where scrolling brings it in.
        for (const f of entry.found) {
          this.staged.delete(f.range);
          this.highlight.add(f.range);
        }
      }
      if (!near && was !== false) for (const f of entry.found) this.unpaint(f.range);
    }
  }

  /** A block's entry, made if new; while the window is open a new block is watched, far until reported. */
  private track(block: Element): Block<R> {
    let entry = this.blocks.get(block);
    if (!entry) {
      entry = { found: NONE };
      this.blocks.set(block, entry);
      if (this.watcher) {
        entry.near = false;
        this.pending.push(block);
      }
    }
    return entry;
  }

  private untrack(block: Element): void {
    this.blocks.delete(block);
    this.watcher?.unobserve(block);
  }

  /**
   * Gives a block without made numbers its numbers: indexed, and staged to paint unless the block
   * is far. Opens the window past the limit.
   */
  private addMade(entry: Block<R>, found: FoundNumber<R>[]): void {
    entry.found = found;
    const paint = entry.near !== false;
    // (Indexed loops: this runs for every block of a page, mostly before the engine optimises it.)
    for (let i = 0; i < found.length; i++) {
      const f = found[i] as FoundNumber<R>;
      this.byRange.set(f.range, f);
      const nodes = f.nodes;
      for (let k = 0; k < nodes.length; k++) {
        const n = nodes[k] as Text;
        const list = this.byNode.get(n);
        if (list) list.push(f);
        else this.byNode.set(n, [f]);
      }
      if (paint) this.staged.add(f.range);
    }
    this.total += found.length;
    if (!this.watcher && this.total > this.limit) this.openWindow();
  }

  /** Out of the indexes and off the Highlight (a block's list is the caller's). */
  private forget(f: FoundNumber<R>): void {
    this.byRange.delete(f.range);
    this.total--;
    this.unpaint(f.range);
    for (const n of f.nodes) {
      const list = this.byNode.get(n);
      if (!list) continue;
      const rest = list.filter((x) => x !== f);
      if (rest.length > 0) this.byNode.set(n, rest);
      else this.byNode.delete(n);
    }
  }

  /** Off the Highlight at once, or out of the stage before it ever got there. */
  private unpaint(range: R): void {
    if (!this.staged.delete(range)) this.highlight.delete(range);
  }

  private openWindow(): void {
    // What is painted stays painted until the observer's first report on it: nothing on screen
    // flashes off. What is only staged (found since the last settle) waits for the report instead:
    // painting a thousand ranges to take most of them off a frame later costs two heavy frames.
    this.watcher = this.makeWatcher((entries) => this.onReport(entries));
    for (const [block, entry] of this.blocks) {
      const shown = entry.found.some((f) => !this.staged.has(f.range));
      if (!shown) for (const f of entry.found) this.staged.delete(f.range);
      entry.near = shown;
      this.pending.push(block);
    }
  }

  /** Hysteresis: back to "everything" only well below the limit, so a page near it does not flap. */
  private closeIfFew(): void {
    if (!this.watcher || this.total > this.limit / 2) return;
    this.watcher.disconnect();
    this.watcher = undefined;
    this.pending = [];
    const waiting: Block<R>[] = [];
    for (const entry of this.blocks.values()) {
      entry.near = undefined;
      for (const f of entry.found) this.staged.add(f.range);
      if (entry.later) waiting.push(entry);
    }
    // Everything is painted again, so what was never made is made now (few: fewer than half the limit).
    for (const entry of waiting) {
      const later = entry.later;
      if (!later) continue;
      entry.later = undefined;
      this.total -= later.count;
      const found = later.make();
      if (found.length > 0) this.addMade(entry, found);
    }
    for (const [block, entry] of [...this.blocks]) if (entry.found.length === 0 && !entry.later) this.blocks.delete(block);
  }
}
