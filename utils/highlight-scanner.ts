// Keeps a page's phone numbers highlighted: reads the document in slices (what is on screen first),
// then follows its changes with a MutationObserver, re-reading only the blocks that changed. The
// document, the detector and the browser's range and scheduling primitives are passed in.
import { buildFound, DETECT_WINDOW, type FindEnv, type Match, segmentMatches } from './highlight-find';
import { ChunkRunner, type Job, type RunnerEnv } from './highlight-schedule';
import { type FoundNumber, type FoundSink, HighlightStore } from './highlight-store';
import { createRunPattern } from './phone-prefilter';
import {
  type BlockContent,
  blockOf,
  detectionWindows,
  isInlineElement,
  isInSkippedContext,
  isSkippedElement,
  mayHoldNumber,
  mayHoldPhone,
  outerBlocksWithin,
  readBlock,
  type ScanOptions,
  type Segment,
} from './text-scan';

/** A job step's answers, shared: a page takes tens of thousands of steps, each would allocate one. */
const MORE: IteratorResult<unknown, undefined> = { done: false, value: undefined };
const DONE: IteratorResult<unknown, undefined> = { done: true, value: undefined };

/** A block whose own text fits one detector call is read in one step. */
function isSmall(content: BlockContent): boolean {
  const segs = content.segments;
  let length = 0;
  for (let i = 0; i < segs.length; i++) length += (segs[i] as Segment).text.length;
  return length <= DETECT_WINDOW;
}

/** The detector's two functions (utils/phone-detect), bound to the page's default country. */
export type DetectorFns = Pick<FindEnv<unknown>, 'detect' | 'telNumber'>;

export interface ScannerEnv<R> extends Pick<FindEnv<R>, 'makeRange'>, RunnerEnv {
  /**
   * The detector, or undefined while it is not loaded: blocks that need it wait, `needDetector`
   * is called once, and `detectorArrived()` reads the waiting blocks.
   */
  detector(): DetectorFns | undefined;
  needDetector?(): void;
  doc: Document;
  /** Where found numbers go to be painted (the page's Highlight, directly or through a window). */
  sink: FoundSink<R>;
  options: ScanOptions;
  /** Whether an element is rendered (`checkVisibility`); absent = everything counts as visible. */
  isElementVisible?(el: Element): boolean;
  /** Elements on screen now, read first. */
  visibleElements?(): Element[];
  MutationObserver?: typeof MutationObserver;
  budgetMs?: number;
}

/** Attributes whose change can show, hide, make editable or re-point a number. */
const WATCHED_ATTRIBUTES = ['class', 'style', 'hidden', 'open', 'contenteditable', 'href'];
/** Beyond this many hidden places with numbers, hidden ones are no longer tracked (cost bound). */
const MAX_HIDDEN_ROOTS = 300;

export class PageScanner<R> {
  readonly store: HighlightStore<R>;
  readonly runner: ChunkRunner;
  private observer: MutationObserver | undefined;
  /** Bumped when a block changes: a read of it that began before the change must not commit. */
  private gens = new WeakMap<Element, number>();
  /** The generation at which a block was last read, so a second pass can skip it. */
  private readAt = new WeakMap<Element, number>();
  /** Outermost hidden elements holding numbers: re-read when they may have become visible. */
  private readonly hiddenRoots = new Set<Element>();
  private pendingSweep = false;
  private running = false;
  /** Visibility of elements met during one block's read; cleared per block (styles may change between). */
  private readonly visibleCache = new Map<Element, boolean>();
  /**
   * Blocks that hold a candidate number and wait for the detector to load, with what was read of
   * them and when: on a large page, thousands are read while the detector loads, and reading them
   * again would cost as much as the first time.
   */
  private readonly waiting = new Map<Element, { content: BlockContent; gen: number }>();
  private detectorAsked = false;
  /** The detector bound to our helpers, made once it is there (not once per block). */
  private bound: FindEnv<R> | undefined;
  private readonly runPattern = createRunPattern();

  constructor(private readonly env: ScannerEnv<R>) {
    this.store = new HighlightStore(env.sink);
    this.runner = new ChunkRunner(env, env.budgetMs);
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Whether blocks wait for the detector to load: the page is not fully read yet, even when idle. */
  get waitingForDetector(): boolean {
    return this.waiting.size > 0;
  }

  /** Reads the whole document (the visible part first) and starts following its changes. */
  start(): void {
    if (this.running) return;
    this.running = true;
    const { doc } = this.env;
    const MO = this.env.MutationObserver ?? doc.defaultView?.MutationObserver;
    if (MO) {
      this.observer = new MO((records) => this.onMutations(records));
      this.observer.observe(doc, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: WATCHED_ATTRIBUTES,
      });
    }
    const root = doc.documentElement;
    if (!root) return;
    const first = this.visibleBlocks();
    // Added last to the stack, the visible blocks run first; the full pass skips them after.
    this.runner.add([this.deepJob(root, { reuse: true })], 'normal');
    if (first.length > 0) this.runner.add([this.deepWalkOf(first)], 'normal');
  }

  /** The detector is loaded: read the blocks that waited for it. */
  detectorArrived(): void {
    if (!this.running || this.waiting.size === 0) return;
    const jobs: Job[] = [];
    // A block changed since it was read is not committed from this read (commit() compares
    // generations): its change queued a fresh read already.
    for (const [block, read] of this.waiting) jobs.push(this.detectJob(block, read.content, read.gen));
    this.waiting.clear();
    this.runner.add(jobs, 'urgent');
  }

  stop(): void {
    this.running = false;
    this.waiting.clear();
    this.observer?.disconnect();
    this.observer = undefined;
    this.runner.clear();
    this.store.clear();
    this.hiddenRoots.clear();
    this.gens = new WeakMap();
    this.readAt = new WeakMap();
  }

  /** Handles change records; public so tests can feed records from a DOM without a live observer. */
  onMutations(records: readonly MutationRecord[]): void {
    if (!this.running) return;
    const own = new Set<Element>();
    const deep = new Set<Element>();
    const opts = this.env.options;
    const isOurs = (n: Node) => n.nodeType === 1 && (n as Element).localName === opts.ownHostName;
    for (const rec of records) {
      const target = rec.target;
      if (rec.type === 'characterData') {
        // The text's offsets moved: its ranges would now paint other characters. Drop them before
        // the next paint; the block is re-read just after.
        for (const b of this.store.dropNode(target as Text)) own.add(b);
        const b = blockOf(target);
        if (b) own.add(b);
      } else if (rec.type === 'childList') {
        const added = [...rec.addedNodes].filter((n) => !isOurs(n));
        const removed = [...rec.removedNodes].filter((n) => !isOurs(n));
        if (added.length === 0 && removed.length === 0) continue;
        if (removed.length > 0) this.pendingSweep = true;
        const b = target.nodeType === 9 ? (target as Document).documentElement : blockOf(target);
        if (b) own.add(b);
        for (const n of added) {
          if (n.nodeType !== 1) continue;
          const el = n as Element;
          if (!isInlineElement(el)) deep.add(el);
          else for (const inner of outerBlocksWithin(el, opts)) deep.add(inner);
        }
      } else if (rec.type === 'attributes' && target.nodeType === 1) {
        this.onAttributeChange(target as Element, rec.attributeName ?? '', own, deep);
      }
    }
    const jobs: Job[] = [];
    for (const b of deep) {
      this.bump(b);
      jobs.push(this.deepJob(b, { checkContext: true }));
    }
    for (const b of own) {
      if (deep.has(b)) continue;
      this.bump(b);
      jobs.push(this.ownJob(b));
    }
    if (this.pendingSweep) {
      this.pendingSweep = false;
      jobs.push(this.sweepJob());
    }
    this.runner.add(jobs, 'urgent');
  }

  private onAttributeChange(el: Element, name: string, own: Set<Element>, deep: Set<Element>): void {
    const opts = this.env.options;
    if (name === 'href') {
      if (el.localName === 'a') {
        const b = blockOf(el);
        if (b) own.add(b);
      }
      return;
    }
    if (name === 'contenteditable' || name === 'hidden') {
      // Became editable or hidden: drop what it held; became readable: read it.
      const b = isInlineElement(el) ? blockOf(el) : el;
      if (!b) return;
      if (isSkippedElement(el, opts)) this.dropWithin(el);
      deep.add(b);
      return;
    }
    // class, style, open: something hidden may now show. Only places known to hide numbers are checked.
    if (this.hiddenRoots.size === 0) return;
    const isVisible = this.env.isElementVisible;
    for (const root of [...this.hiddenRoots]) {
      if (!root.isConnected) {
        this.hiddenRoots.delete(root);
        continue;
      }
      if (el !== root && !el.contains(root)) continue;
      if (isVisible && !isVisible(root)) continue;
      this.hiddenRoots.delete(root);
      const b = isInlineElement(root) ? blockOf(root) : root;
      if (b) deep.add(b);
    }
  }

  private dropWithin(el: Element): void {
    for (const f of [...this.store.all()]) {
      if (el.contains(f.block) || f.nodes.some((n) => el.contains(n))) this.store.dropBlock(f.block);
    }
  }

  /** The visible-first pass: several subtrees, one after the other. */
  private deepWalkOf(roots: Element[]): Job {
    const jobs = roots.map((r) => this.deepJob(r, {}));
    return {
      next: () => {
        const job = jobs[0];
        if (job?.next().done) jobs.shift();
        return jobs.length === 0 ? DONE : MORE;
      },
    };
  }

  private bump(b: Element): void {
    this.gens.set(b, (this.gens.get(b) ?? 0) + 1);
  }

  /** Blocks under a grid of points over the viewport, outermost only, page-wide containers left out. */
  private visibleBlocks(): Element[] {
    const { doc } = this.env;
    const hits = this.env.visibleElements?.() ?? [];
    const blocks: Element[] = [];
    for (const el of hits) {
      const b = blockOf(el);
      if (!b || b === doc.body || b === doc.documentElement || blocks.includes(b)) continue;
      blocks.push(b);
    }
    return blocks.filter((b) => !blocks.some((o) => o !== b && o.contains(b)));
  }

  /**
   * Reads blocks depth first, in document order: each step reads one block's own text and queues
   * its child blocks. One job object walks a whole subtree (a page has tens of thousands of
   * blocks: a generator each would cost more than reading most of them). `reuse` (the first full
   * pass) skips the detector for blocks the visible-first pass already read, unchanged since.
   */
  private deepJob(root: Element, how: { checkContext?: boolean; reuse?: boolean }): Job {
    const opts = this.env.options;
    const stack: Element[] = [root];
    let large: Generator<void, void, undefined> | undefined;
    let first = true;
    const done = () => stack.length === 0 && large === undefined;
    return {
      next: () => {
        if (large) {
          if (!large.next().done) return MORE;
          large = undefined;
          return done() ? DONE : MORE;
        }
        const block = stack.pop();
        if (
          block?.isConnected &&
          !isSkippedElement(block, opts) &&
          !(first && how.checkContext && isInSkippedContext(block, opts))
        ) {
          const gen = this.gens.get(block) ?? 0;
          const content = readBlock(block, opts);
          for (let i = content.childBlocks.length - 1; i >= 0; i--) stack.push(content.childBlocks[i] as Element);
          if (!(how.reuse && this.readAt.get(block) === gen)) {
            if (isSmall(content)) this.commitIf(block, gen, this.detectAll(block, content, gen));
            else large = this.detectLarge(block, content, gen);
          }
        }
        first = false;
        return done() ? DONE : MORE;
      },
    };
  }

  /** Re-reads only a block's own inline text (a change inside it), not its child blocks. */
  private *ownJob(block: Element): Generator<void, Job[] | undefined, undefined> {
    if (!block.isConnected) return undefined;
    if (isInSkippedContext(block, this.env.options)) {
      this.store.dropBlock(block);
      return undefined;
    }
    const gen = this.gens.get(block) ?? 0;
    yield* this.detectJob(block, readBlock(block, this.env.options), gen);
    return undefined;
  }

  /** Finds the numbers of a block read at generation `gen`: in one step, or a window per step. */
  private *detectJob(block: Element, content: BlockContent, gen: number): Generator<void, undefined, undefined> {
    // Changed since this read: a newer read is queued, this one would be thrown away at commit.
    if ((this.gens.get(block) ?? 0) !== gen) return undefined;
    if (isSmall(content)) this.commitIf(block, gen, this.detectAll(block, content, gen));
    else yield* this.detectLarge(block, content, gen);
    return undefined;
  }

  /** One step: drops what left the document. */
  private sweepJob(): Job {
    return {
      next: () => {
        this.store.sweep();
        for (const root of this.hiddenRoots) if (!root.isConnected) this.hiddenRoots.delete(root);
        return DONE;
      },
    };
  }

  /** The detector bound to our range and visibility helpers; undefined (block parked) while it loads. */
  private findEnv(block: Element, content: BlockContent, gen: number): FindEnv<R> | undefined {
    if (this.bound) return this.bound;
    const detector = this.env.detector();
    if (detector) {
      this.bound = { ...detector, makeRange: this.env.makeRange, isVisible: (node) => this.isTextVisible(node) };
      return this.bound;
    }
    if (content.segments.some((seg) => mayHoldPhone(seg, this.runPattern))) {
      this.waiting.set(block, { content, gen });
      if (!this.detectorAsked) {
        this.detectorAsked = true;
        this.env.needDetector?.();
      }
    }
    return undefined;
  }

  /** The numbers of a block's own text, in one go; undefined when the block waits for the detector. */
  private detectAll(block: Element, content: BlockContent, gen: number): FoundNumber<R>[] | undefined {
    let find: FindEnv<R> | undefined;
    let found: FoundNumber<R>[] | undefined;
    this.visibleCache.clear();
    const segs = content.segments;
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i] as Segment;
      if (!mayHoldNumber(seg)) continue;
      find ??= this.findEnv(block, content, gen);
      if (!find) return this.waiting.has(block) ? undefined : [];
      const matches = segmentMatches(seg, find);
      if (matches.length === 0) continue;
      const built = buildFound(seg, matches, block, find);
      if (found) found.push(...built);
      else found = built;
    }
    return found ?? [];
  }

  /** The numbers of a block with a lot of text, one detector window per step. */
  private *detectLarge(block: Element, content: BlockContent, gen: number): Generator<void, void, undefined> {
    const find = this.findEnv(block, content, gen);
    if (!find) {
      if (!this.waiting.has(block)) this.commit(block, gen, []);
      return;
    }
    const found: FoundNumber<R>[] = [];
    for (const seg of content.segments) {
      if (!mayHoldNumber(seg)) continue;
      const detected: Match[] = [];
      for (const w of detectionWindows(seg.text, DETECT_WINDOW)) {
        for (const m of find.detect(seg.text.slice(w.start, w.end)))
          detected.push({ start: m.start + w.start, end: m.end + w.start, number: m.number });
        yield;
        if (!this.running) return;
      }
      this.visibleCache.clear();
      found.push(...buildFound(seg, segmentMatches(seg, find, detected), block, find));
    }
    this.commit(block, gen, found);
  }

  private commitIf(block: Element, gen: number, found: FoundNumber<R>[] | undefined): void {
    if (found) this.commit(block, gen, found);
  }

  /** Stores what a read found, unless the block changed since the read began (a newer read is queued). */
  private commit(block: Element, gen: number, found: FoundNumber<R>[]): void {
    if ((this.gens.get(block) ?? 0) !== gen || !block.isConnected || !this.running) return;
    this.store.setBlock(block, found);
    this.readAt.set(block, gen);
  }

  private isTextVisible(node: Text): boolean {
    const isVisible = this.env.isElementVisible;
    const parent = node.parentElement;
    if (!isVisible || !parent) return true;
    let visible = this.visibleCache.get(parent);
    if (visible === undefined) {
      visible = isVisible(parent);
      this.visibleCache.set(parent, visible);
    }
    if (!visible && this.hiddenRoots.size < MAX_HIDDEN_ROOTS) {
      // Remember the outermost hidden ancestor: a change to it (or above it) may reveal the number.
      let root: Element = parent;
      while (root.parentElement && !isVisible(root.parentElement)) root = root.parentElement;
      this.hiddenRoots.add(root);
    }
    return visible;
  }
}
