// The numbers currently highlighted on a page, indexed three ways: by the block they were read
// from (a rescan replaces a block's numbers as one unit), by text node (a text change drops what it
// touched; the fallback hit-test looks a caret's node up), and by range (highlightsFromPoint answers
// with ranges). The Highlight itself is passed in, so this runs in unit tests without a browser.

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
}

/** Paints every number: the Highlight holds them all. */
export function paintAll<R>(highlight: RangeSet<R>): FoundSink<R> {
  return {
    add: (f) => highlight.add(f.range),
    delete: (f) => highlight.delete(f.range),
    clear: () => highlight.clear(),
  };
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

  constructor(private readonly sink: FoundSink<R>) {}

  get size(): number {
    return this.byRange.size;
  }

  /** Replaces everything found in a block with `found` (possibly nothing). */
  setBlock(block: Element, found: FoundNumber<R>[]): void {
    this.dropBlock(block);
    if (found.length === 0) return;
    this.byBlock.set(block, found);
    // (Indexed loops: this runs for every block of a page, mostly before the engine optimises it.)
    for (let i = 0; i < found.length; i++) {
      const f = found[i] as FoundNumber<R>;
      this.byRange.set(f.range, f);
      this.sink.add(f);
      const nodes = f.nodes;
      for (let k = 0; k < nodes.length; k++) {
        const n = nodes[k] as Text;
        const list = this.byNode.get(n);
        if (list) list.push(f);
        else this.byNode.set(n, [f]);
      }
    }
  }

  dropBlock(block: Element): void {
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
    for (const block of [...this.byBlock.keys()]) {
      if (!isConnected(block)) {
        dropped += this.byBlock.get(block)?.length ?? 0;
        this.dropBlock(block);
      }
    }
    return dropped;
  }

  clear(): void {
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
