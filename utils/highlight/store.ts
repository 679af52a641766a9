// The numbers currently highlighted on a page, indexed three ways: by the block they were read
// from (a rescan replaces a block's numbers as one unit), by text node (a text change drops what it
// touched; the fallback hit-test looks a caret's node up), and by range (highlightsFromPoint answers
// with ranges). The Highlight itself is passed in, so this runs in unit tests without a browser.
// A block far from the screen on a page with many numbers may hold numbers not made yet: read and
// counted, their ranges made only when the sink wants them painted (`deferBlock`).

/** What a CSS `Highlight` is to us: a set of ranges. */
export interface RangeSet<R> {
  add(range: R): unknown;
  delete(range: R): unknown;
  clear(): void;
}

/** Where the store sends numbers to be painted: the Highlight itself, or a window onto it. */
export interface FoundSink<R> {
  add(found: FoundNumber<R>): void;
  delete(found: FoundNumber<R>): void;
  clear(): void;
  /**
   * Whether a block's numbers should get their ranges now. No: they are handed over with `defer`,
   * and made when the sink calls `make` (the block came near the screen).
   */
  makesNow(block: Element): boolean;
  /** `count` numbers of a block, not made: `make()` makes them (as the store's) and returns them. */
  defer(block: Element, count: number, make: () => FoundNumber<R>[]): void;
  /** A deferred block's numbers are gone, never made (the block changed or left). */
  undefer(block: Element): void;
}

/** Paints every number: the Highlight holds them all, made as soon as found. */
export function paintAll<R>(highlight: RangeSet<R>): FoundSink<R> {
  return {
    add: (f) => highlight.add(f.range),
    delete: (f) => highlight.delete(f.range),
    clear: () => highlight.clear(),
    makesNow: () => true,
    defer: (_block, _count, make) => {
      for (const f of make()) highlight.add(f.range);
    },
    undefer: () => undefined,
  };
}

/** A block's numbers read and not made yet. */
interface Deferred<R> {
  count: number;
  make(): FoundNumber<R>[];
}

export interface FoundNumber<R = AbstractRange> {
  range: R;
  /** E.164. */
  number: string;
  /** The text as the page shows it. */
  text: string;
  /** Every text node the range touches, first to last. */
  nodes: Text[];
  block: Element;
}

export class HighlightStore<R = AbstractRange> {
  private readonly byBlock = new Map<Element, FoundNumber<R>[]>();
  private readonly byNode = new Map<Text, FoundNumber<R>[]>();
  private readonly byRange = new Map<R, FoundNumber<R>>();
  private readonly deferred = new Map<Element, Deferred<R>>();
  private deferredCount = 0;

  constructor(private readonly sink: FoundSink<R>) {}

  /** Numbers found: those made, and those read whose ranges wait until their block comes near. */
  get size(): number {
    return this.byRange.size + this.deferredCount;
  }

  /** Numbers whose ranges are made (what can be painted and hit). */
  get madeSize(): number {
    return this.byRange.size;
  }

  /** Whether a block's numbers should get their ranges now (else: `deferBlock`). */
  makesNow(block: Element): boolean {
    return this.sink.makesNow(block);
  }

  /** Replaces everything found in a block with `found` (possibly nothing). */
  setBlock(block: Element, found: FoundNumber<R>[]): void {
    this.dropBlock(block);
    if (found.length === 0) return;
    this.index(block, found);
    // (Indexed loop: this runs for every block of a page, mostly before the engine optimises it.)
    for (let i = 0; i < found.length; i++) this.sink.add(found[i] as FoundNumber<R>);
  }

  /**
   * Replaces everything found in a block with `count` numbers whose ranges `make` builds when the
   * sink asks (it may answer fewer: text hidden by then is not highlighted).
   */
  deferBlock(block: Element, count: number, make: () => FoundNumber<R>[]): void {
    this.dropBlock(block);
    if (count === 0) return;
    this.deferred.set(block, { count, make });
    this.deferredCount += count;
    this.sink.defer(block, count, () => this.makeDeferred(block));
  }

  dropBlock(block: Element): void {
    const later = this.deferred.get(block);
    if (later) {
      this.deferred.delete(block);
      this.deferredCount -= later.count;
      this.sink.undefer(block);
    }
    const old = this.byBlock.get(block);
    if (!old) return;
    this.byBlock.delete(block);
    for (const f of old) this.forget(f);
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
      const rest = this.byBlock.get(f.block)?.filter((x) => x !== f);
      if (rest && rest.length > 0) this.byBlock.set(f.block, rest);
      else this.byBlock.delete(f.block);
      this.forget(f);
    }
    return [...blocks];
  }

  /** Drops blocks that left the document; their ranges hold detached nodes alive otherwise. */
  sweep(isConnected: (block: Element) => boolean = (b) => b.isConnected): number {
    let dropped = 0;
    for (const block of [...this.byBlock.keys(), ...this.deferred.keys()]) {
      if (!isConnected(block)) {
        dropped += (this.byBlock.get(block)?.length ?? 0) + (this.deferred.get(block)?.count ?? 0);
        this.dropBlock(block);
      }
    }
    return dropped;
  }

  /** Blocks whose numbers are not made yet. */
  deferredBlocks(): Element[] {
    return [...this.deferred.keys()];
  }

  clear(): void {
    this.deferred.clear();
    this.deferredCount = 0;
    this.byBlock.clear();
    this.byNode.clear();
    this.byRange.clear();
    this.sink.clear();
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

  /** The sink wants a deferred block's numbers: made now and indexed (the sink paints them itself). */
  private makeDeferred(block: Element): FoundNumber<R>[] {
    const later = this.deferred.get(block);
    if (!later) return [];
    this.deferred.delete(block);
    this.deferredCount -= later.count;
    const found = later.make();
    if (found.length > 0) this.index(block, found);
    return found;
  }

  private index(block: Element, found: FoundNumber<R>[]): void {
    this.byBlock.set(block, found);
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
    }
  }

  private forget(f: FoundNumber<R>): void {
    this.byRange.delete(f.range);
    this.sink.delete(f);
    for (const n of f.nodes) {
      const list = this.byNode.get(n);
      if (!list) continue;
      const rest = list.filter((x) => x !== f);
      if (rest.length > 0) this.byNode.set(n, rest);
      else this.byNode.delete(n);
    }
  }
}
