// Keeps a page's phone numbers highlighted: reads the document in slices (what is on screen first),
// then follows its changes with a MutationObserver, re-reading only the blocks that changed. The
// text of blocks that may hold a number goes to the detector in batches (on a page, the background:
// utils/highlight/detect-batch.ts); the answers come back later and become ranges then. The document, the
// detector and the browser's range and scheduling primitives are passed in.
//
// Why is this number (not) highlighted? What a number goes through, in order, and who decides:
//  1. Highlighting is on for the page: the "highlight numbers" setting and the site list
//     (pageSettingsFor, utils/storage/settings.ts), asked for by entrypoints/content/controller.ts;
//     the browser has the CSS Custom Highlight API (entrypoints/content/page-highlighter.ts).
//  2. Its text is read: not inside a skipped element (scripts, form fields, frames, SVG, editable
//     regions, `hidden`, code and pre unless "highlight in code", our own UI: isSkippedElement in
//     text-reading.ts). A block's inline content is one text, so "<b>+44</b> 20 …" is read whole;
//     block elements, <br> and table cells end it, so numbers never join across them (readBlock).
//  3. The text is worth the detector: a run of at least 7 digits (MIN_DIGITS, utils/phone/prefilter.ts)
//     or a `tel:` link (mayHoldPhone, text-reading.ts). Anything else is never sent.
//  4. The detector, in the background (utils/phone/detect.ts), finds it: not a trap (dates, amounts,
//     ids, IP addresses, card numbers: utils/phone/traps.ts), a possible number (utils/phone/read-digits.ts:
//     one written without "+" needs a default country, the setting or else the browser's language,
//     resolved by the background), and a score high enough (labels: context-words.ts; grouping,
//     validity: detect.ts).
//  5. A `tel:` link's number is its href's, whatever its text says ("Call us"), and what the
//     detector found inside the link gives way to it (segmentMatches, ranges.ts).
//  6. It is visible: text hidden by style is not highlighted, and is read again when a class or
//     style change may show it (buildFound in ranges.ts; hidden-roots.ts, changed-blocks.ts).
//  7. The read is current: a block changed while its text was with the detector is not committed,
//     its new read is (isCurrent); a text node that changes drops its numbers at once (onMutations).
//  8. It is painted: numbers found are handed to the Highlight when the scan pauses; past 1,000 on a
//     page, only blocks on or near the screen are, and far blocks get their ranges when scrolled
//     near (utils/highlight/store.ts, which holds every number found, by block).
//  9. An answer came: a batch the background never answers (the extension reloaded; a worker
//     restart is retried once, detect-port.ts) leaves its blocks as they were until they change.
// Hovering finds the number under the pointer among the store's ranges (hit-test.ts).

import type { PhoneMatch } from '../phone/detect';
import { changedBlocks } from './changed-blocks';
import type { BatchDetector } from './detect-batch';
import { type Asked, DetectQueue } from './detect-queue';
import { HiddenRoots } from './hidden-roots';
import { blockRanges, type RangeEnv, segmentMatches } from './ranges';
import { RootFollower } from './root-follower';
import { joinContent, mayGetRootLater, type RootOf } from './shadow-roots';
import { ChunkRunner, type Job, type RunnerEnv } from './slicing';
import type { FoundNumber, HighlightStore } from './store';
import {
  type BlockContent,
  blockOf,
  isInSkippedContext,
  isSkippedElement,
  type ReadRest,
  readBlock,
  type ScanOptions,
  type Segment,
} from './text-reading';

/** A job step's answers, shared: a page takes tens of thousands of steps, each would allocate one. */
const MORE: IteratorResult<unknown, undefined> = { done: false, value: undefined };
const DONE: IteratorResult<unknown, undefined> = { done: true, value: undefined };
/** The longest the full pass waits for the first screen's answer (holdForFirstScreen): a fresh worker's may take hundreds of ms. */
const FIRST_SCREEN_HOLD_MS = 50;

export interface ScannerEnv<R> extends Pick<RangeEnv<R>, 'makeRange'>, RunnerEnv {
  /** Finds the numbers in the text read; answers may come at any later time, or right away. */
  detector: BatchDetector;
  doc: Document;
  /** Where found numbers go, and from there into the page's Highlight. */
  store: HighlightStore<R>;
  options: ScanOptions;
  /** Whether an element is rendered (`checkVisibility`); absent = everything counts as visible. */
  isElementVisible?(el: Element): boolean;
  /**
   * Elements on screen now, read first: those under the `row`th row of a grid of points over the
   * viewport, one row a step; undefined past the last row. `found`: the elements the rows before
   * gave (a point inside one of them need not be hit-tested: its blocks are read with it).
   */
  visibleElements?(row: number, found: readonly Element[]): Element[] | undefined;
  /** Whether an element's box is on screen now (what lies above and below the grid's blocks). */
  isOnScreen?(el: Element): boolean;
  MutationObserver?: typeof MutationObserver;
  budgetMs?: number;
  /** An element's shadow root, open or closed (shadow-roots.ts); absent: open roots only. */
  rootOf?: RootOf;
  /** A shadow root met for the first time: the highlight's style goes there. */
  onRoot?(root: ShadowRoot): void;
  /** Whether a person dismissed this text on this site ("Not a phone number"): it is not highlighted. */
  isDismissed?(text: string): boolean;
  /** For looking again at custom elements that may attach a root later (root-follower.ts). */
  timers?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
}

/**
 * Blocks after `a` and before `b` in document order: the siblings between the two's ancestors just
 * under the element holding both (at most 200: a screen's worth), and, where `a` and `b` lie deeper
 * (in two side by side columns, floats), those after `a` in its parents and before `b` in its that
 * are on screen.
 */
export function blocksBetween(a: Element, b: Element, onScreen?: (el: Element) => boolean): Element[] {
  // (Only when b follows a: Node.DOCUMENT_POSITION_FOLLOWING.)
  if (!(a.compareDocumentPosition(b) & 4) || a.contains(b)) return [];
  const after: Element[] = [];
  let x = a;
  for (; x.parentElement && !x.parentElement.contains(b); x = x.parentElement)
    if (onScreen) after.push(...blocksBeside(x, 'nextElementSibling', onScreen, 1));
  const before: Element[] = [];
  let y = b;
  for (; y.parentElement && !y.parentElement.contains(a); y = y.parentElement)
    if (onScreen) before.unshift(...blocksBeside(y, 'previousElementSibling', onScreen, 1).reverse());
  const middle: Element[] = [];
  for (let s = x.nextElementSibling; s && s !== y && middle.length < 200; s = s.nextElementSibling) middle.push(s);
  return [...after, ...middle, ...before];
}

/**
 * The blocks before (or after) `a` still on screen: its siblings', then its ancestors' siblings,
 * nearest first (at most 200 a level).
 */
export function blocksBeside(
  a: Element,
  way: 'previousElementSibling' | 'nextElementSibling',
  onScreen: (el: Element) => boolean,
  levels = Number.POSITIVE_INFINITY,
): Element[] {
  const out: Element[] = [];
  for (let x: Element | null = a; x?.parentElement && levels-- > 0; x = x.parentElement) {
    let n = 0;
    for (let s = x[way]; s && n++ < 200 && onScreen(s); s = s[way]) out.push(s);
  }
  return out;
}

/** How the scanner reads: text-only blocks by their text, their nodes found only for a number made into a range. */
const READ = { textOnlyLeaves: true };
/** The same, a part of at most 250 nodes a step (a block of thousands of children: a table's body). */
const READ_IN_PARTS = { textOnlyLeaves: true, maxNodes: 250 };

/** Attributes whose change can show, hide, make editable or re-point a number. */
const WATCHED_ATTRIBUTES = ['class', 'style', 'hidden', 'open', 'contenteditable', 'href'];
/** What the document's observer, and each shadow root's, reports. */
const OBSERVED: MutationObserverInit = {
  childList: true,
  subtree: true,
  characterData: true,
  attributes: true,
  attributeFilter: WATCHED_ATTRIBUTES,
};

export class PageScanner<R> {
  readonly store: HighlightStore<R>;
  readonly runner: ChunkRunner;
  private observer: MutationObserver | undefined;
  /** Bumped when a block changes: a read of it that began before the change must not commit. */
  private gens = new WeakMap<Element, number>();
  /**
   * Blocks the visible-first pass sent, at their generation then: the full pass skips them if
   * unchanged. (Only those: a WeakMap entry for every block of a page showed in the profile.)
   */
  private readFirst = new WeakMap<Element, number>();
  /** Outermost hidden elements holding numbers: re-read when they may have become visible. */
  private readonly hidden: HiddenRoots;
  private running = false;
  /** Text read on its way to the detector, and the answers back (detect-queue.ts). */
  private readonly detects: DetectQueue<R>;
  private readonly rangeEnv: RangeEnv<R>;
  private readonly rootOf: RootOf;
  /** The shadow roots met, each observed; undefined while stopped or without a MutationObserver. */
  private follower: RootFollower | undefined;
  /** Blocks of the first screen sent to the detector and not committed yet; undefined once it is done. */
  private firstLeft: Set<Element> | undefined;
  /** Whether the visible-first pass has read all it will. */
  private firstRead = false;
  /** The timer that ends the hold for the first screen's answer (holdForFirstScreen). */
  private firstHold: unknown;
  /**
   * Whether the page's clues are still read (start's `pagePending`): the first screen goes with the
   * first of them, and the full pass is held from its end ('holding') until pageSettled().
   */
  private pageWait: 'none' | 'waiting' | 'holding' = 'none';
  private readonly timers: NonNullable<ScannerEnv<R>['timers']>;
  /** Called once, when the numbers of the blocks on the first screen are committed (to be painted now). */
  onFirstScreen: (() => void) | undefined;
  /**
   * Called once a start, when the full pass stops waiting for the first screen: its numbers
   * committed (just after onFirstScreen), its answer given up on (FIRST_SCREEN_HOLD_MS, a failed
   * batch), or the scan stopped (also one never started). What else waits for the first screen
   * goes on then (the rest of a long page's clues, entrypoints/content/clue-read.ts).
   */
  onFirstScreenEnd: (() => void) | undefined;
  private firstEnded = false;

  constructor(private readonly env: ScannerEnv<R>) {
    this.store = env.store;
    this.runner = new ChunkRunner(env, env.budgetMs);
    // A batch goes when a slice ends (or sooner, when full): what one slice read is answered while
    // the next slice reads on.
    this.detects = new DetectQueue(
      () => env.detector,
      (ready) => {
        const job = this.rangesJob(ready);
        // While the first screen is awaited (the answers then are its blocks'), committed in the
        // answer's own task: the next slice is queued behind the page's tasks, and often a frame
        // (7–30 ms at CPU 4× slower on the bench pages). Still handed to the runner, done, so that
        // it goes idle after the last answer as ever.
        if (this.firstLeft) while (!job.next().done);
        this.runner.add([job], 'urgent');
        // Held for the first screen with no answer left to come (a batch failed): read on.
        if (!this.detects.waiting) this.endFirstHold();
      },
      // What a far block makes when it comes near (one function for every block waiting).
      (asked) => (this.isCurrent(asked.block, asked.gen) ? this.rangesOf(asked.block, asked.segs, asked.found) : []),
      env.options.sectionCountry,
    );
    this.runner.beforeYield = () => this.detects.flush();
    this.hidden = new HiddenRoots(env);
    this.rangeEnv = { makeRange: env.makeRange, isVisible: (node) => this.hidden.isTextVisible(node) };
    this.rootOf = env.rootOf ?? ((el) => el.shadowRoot);
    this.timers = env.timers ?? {
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
    };
  }

  /** The shadow roots read so far (for hit testing and the fields reader). */
  shadowRoots(): ShadowRoot[] {
    return this.follower ? [...this.follower.roots] : [];
  }

  get shadowRootCount(): number {
    return this.follower?.size ?? 0;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Whether text read waits for the detector's answer: the page is not fully read yet, even when idle. */
  get awaitingNumbers(): boolean {
    return this.detects.waiting;
  }

  /**
   * Reads the whole document (the visible part first) and starts following its changes.
   * `pagePending`: the detector was given the page's first clues only; the full pass waits for
   * pageSettled() (the first screen does not: on a long page, reading all its clues first held it).
   */
  start(how: { pagePending?: boolean } = {}): void {
    if (this.running) return;
    this.running = true;
    this.pageWait = how.pagePending ? 'waiting' : 'none';
    const { doc } = this.env;
    const MO = this.env.MutationObserver ?? doc.defaultView?.MutationObserver;
    if (MO) {
      this.observer = new MO((records) => this.onMutations(records));
      this.observer.observe(doc, OBSERVED);
      const { timers } = this;
      this.follower = new RootFollower({
        rootOf: this.rootOf,
        observe: (root) => {
          const observer = new MO((records) => this.onMutations(records));
          observer.observe(root, OBSERVED);
          return () => observer.disconnect();
        },
        rootAttached: (host) => {
          if (!this.running) return;
          this.bump(host);
          this.runner.add([this.deepJob(host, 'rescan')], 'urgent');
        },
        onRoot: this.env.onRoot,
        ...timers,
      });
    }
    const root = doc.documentElement;
    if (!root) return;
    this.firstLeft = new Set();
    this.firstRead = false;
    this.firstEnded = false;
    // Added last to the stack, the visible blocks run first; the full pass skips them after.
    this.runner.add([this.deepJob(root, 'full')], 'normal');
    this.runner.add([this.visibleJob()], 'normal');
  }

  stop(): void {
    this.running = false;
    this.detects.clear();
    this.observer?.disconnect();
    this.observer = undefined;
    this.follower?.stop();
    this.follower = undefined;
    this.runner.clear();
    this.store.clear();
    this.hidden.clear();
    this.gens = new WeakMap();
    this.readFirst = new WeakMap();
    this.firstLeft = undefined;
    this.endFirstHold();
    this.firstScreenEnded();
    this.pageWait = 'none';
  }

  /**
   * The page's clues are all read and the detector has them: the full pass goes on. `changed`: they
   * say more than the first ones did, so the blocks the first screen sent with those are read
   * again by the full pass (their answers, maybe read with another country, are replaced then).
   */
  pageSettled(changed: boolean): void {
    if (!this.running || this.pageWait === 'none') return;
    if (changed) this.readFirst = new WeakMap();
    const held = this.pageWait === 'holding';
    this.pageWait = 'none';
    if (held) this.runner.release();
  }

  /** Handles change records; public so tests can feed records from a DOM without a live observer. */
  onMutations(records: readonly MutationRecord[]): void {
    if (!this.running) return;
    const { own, deep, removed } = changedBlocks(records, this.env.options, {
      dropNode: (text) => this.store.dropNode(text),
      dropWithin: (el) => this.dropWithin(el),
      revealedBy: (el) => this.hidden.revealedBy(el),
    });
    const jobs: Job[] = [];
    for (const b of deep) {
      this.bump(b);
      jobs.push(this.deepJob(b, 'rescan'));
    }
    for (const b of own) {
      if (deep.has(b)) continue;
      this.bump(b);
      jobs.push(this.ownJob(b));
    }
    if (removed) jobs.push(this.sweepJob());
    this.runner.add(jobs, 'urgent');
  }

  private dropWithin(el: Element): void {
    for (const f of [...this.store.all()]) {
      if (el.contains(f.block) || f.nodes.some((n) => el.contains(n))) this.store.dropBlock(f.block);
    }
    for (const b of this.store.deferredBlocks()) if (el.contains(b)) this.store.dropBlock(b);
  }

  /**
   * The visible-first pass: finds what is on screen (a row of hit tests a step), then reads those
   * blocks' subtrees one after the other.
   */
  private visibleJob(): Job {
    const hits: Element[] = [];
    let row = 0;
    let jobs: Job[] | undefined;
    return {
      next: () => {
        if (!jobs) {
          const got = this.env.visibleElements?.(row++, hits);
          if (got) {
            hits.push(...got);
            return MORE;
          }
          jobs = this.visibleBlocks(hits).map((r) => this.deepJob(r, 'visible'));
        }
        if (jobs[0]?.next().done) jobs.shift();
        if (jobs.length > 0) return MORE;
        // Sent now, a batch of their own, and the next slices queue behind the answer (a yield()
        // continuation would go ahead of it until the whole page is read).
        this.detects.flush();
        this.runner.behindTasks = true;
        this.firstRead = true;
        this.firstScreenDone();
        if (this.firstLeft) this.holdForFirstScreen();
        if (this.pageWait === 'waiting') {
          this.pageWait = 'holding';
          this.runner.hold();
        }
        return DONE;
      },
    };
  }

  /**
   * No slice of the full pass until the first screen's answer is in (or FIRST_SCREEN_HOLD_MS have
   * passed): the answer is handled as it comes, not behind a slice that began meanwhile (one or two
   * of 8–20 ms at CPU 4× slower on the bench pages, traced; a warm worker answers a screen in a few
   * ms), and the wait costs the page nothing but an idle thread.
   */
  private holdForFirstScreen(): void {
    this.runner.hold();
    this.firstHold = this.timers.setTimeout(() => this.endFirstHold(), FIRST_SCREEN_HOLD_MS);
  }

  private endFirstHold(): void {
    // (Before the first screen is read, an answer to a change of the page's ends nothing.)
    if (this.firstRead) this.firstScreenEnded();
    if (this.firstHold === undefined) return;
    this.timers.clearTimeout(this.firstHold);
    this.firstHold = undefined;
    this.runner.release();
  }

  private firstScreenEnded(): void {
    if (this.firstEnded) return;
    this.firstEnded = true;
    this.onFirstScreenEnd?.();
  }

  /** The first screen's numbers all committed: told once. */
  private firstScreenDone(): void {
    if (this.firstRead && this.firstLeft?.size === 0) {
      this.firstLeft = undefined;
      this.runner.behindTasks = false;
      this.onFirstScreen?.();
      this.endFirstHold();
    }
  }

  private bump(b: Element): void {
    this.gens.set(b, (this.gens.get(b) ?? 0) + 1);
  }

  /**
   * Blocks on screen, in reading order: those under the grid's points, outermost only, page-wide
   * containers left out, put in document order (a row of points finds side by side columns in turn),
   * and the blocks between two of them (the table rows between two rows hit: the grid's points are
   * several lines apart), those above the first and below the last still on screen.
   */
  private visibleBlocks(hits: Element[]): Element[] {
    const { doc } = this.env;
    const blocks: Element[] = [];
    for (const el of hits) {
      const b = blockOf(el);
      if (!b || b === doc.body || b === doc.documentElement || blocks.includes(b)) continue;
      blocks.push(b);
    }
    // (Node.DOCUMENT_POSITION_FOLLOWING: 4.)
    const outer = blocks
      .filter((b) => !blocks.some((o) => o !== b && o.contains(b)))
      .sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
    const out = new Set<Element>();
    const onScreen = this.env.isOnScreen;
    const top = outer[0];
    // Above the first block hit: the grid's top row may miss the first lines.
    if (top && onScreen) for (const x of blocksBeside(top, 'previousElementSibling', onScreen).reverse()) out.add(x);
    for (let i = 0; i < outer.length; i++) {
      const a = outer[i] as Element;
      out.add(a);
      const b = outer[i + 1];
      if (b) {
        for (const x of blocksBetween(a, b, onScreen)) if (!outer.some((o) => x.contains(o))) out.add(x);
      } else if (onScreen) {
        // Below the last one, likewise.
        for (const x of blocksBeside(a, 'nextElementSibling', onScreen)) out.add(x);
      }
    }
    return [...out];
  }

  /**
   * Reads blocks depth first, in document order: each step reads one block's own text and queues
   * its child blocks. One job object walks a whole subtree (a page has tens of thousands of
   * blocks: a generator each would cost more than reading most of them). The full pass does not
   * send again the blocks the visible-first pass sent, unchanged since; a rescan starting mid-page
   * first checks that its root is not inside a skipped region.
   */
  private deepJob(root: Element, pass: 'visible' | 'full' | 'rescan'): Job {
    const opts = this.env.options;
    const stack: Element[] = [root];
    let first = true;
    // A block of thousands of nodes is read in parts, a step each: the block, and where its read goes on.
    let block: Element | undefined;
    let gen = 0;
    let rest: ReadRest | undefined;
    return {
      next: () => {
        if (!rest) {
          block = stack.pop();
          gen = block ? (this.gens.get(block) ?? 0) : 0;
        }
        if (
          rest ||
          (block?.isConnected &&
            !isSkippedElement(block, opts) &&
            !(first && pass === 'rescan' && isInSkippedContext(block, opts)))
        ) {
          const b = block as Element;
          const content = this.read(b, READ_IN_PARTS, rest);
          rest = content.rest;
          if (!rest) {
            for (let i = content.childBlocks.length - 1; i >= 0; i--) stack.push(content.childBlocks[i] as Element);
            if (pass === 'visible') this.readFirst.set(b, gen);
            if (!(pass === 'full' && this.readFirst.get(b) === gen) && this.ask(b, gen, content) && pass === 'visible')
              this.firstLeft?.add(b);
          }
        }
        first = false;
        if (stack.length > 0 || rest) return MORE;
        // For the benchmarks (dev builds): the page read, what is left is the detector's answers.
        if (import.meta.env.NC_DEV_BUILD && pass === 'full') performance.mark('nc:read-end');
        return DONE;
      },
    };
  }

  /**
   * A block's own content, with its shadow root's when it hosts one (the root followed from now on).
   * A host's light children show only where the root has a slot for them: without one they are not read.
   */
  private read(block: Element, how = READ, from?: ReadRest): BlockContent {
    const opts = this.env.options;
    const light = readBlock(block, opts, how, from);
    if (light.rest) return light;
    const root = this.rootOf(block);
    if (!root) {
      if (this.follower && mayGetRootLater(block)) this.follower.wait(block);
      return light;
    }
    this.follower?.follow(root);
    const shadow = readBlock(root, opts, READ);
    return root.querySelector('slot') ? joinContent(light, shadow) : shadow;
  }

  /** Re-reads only a block's own inline text (a change inside it), not its child blocks. */
  private ownJob(block: Element): Job {
    return {
      next: () => {
        if (!block.isConnected) return DONE;
        if (isInSkippedContext(block, this.env.options)) this.store.dropBlock(block);
        else this.ask(block, this.gens.get(block) ?? 0, this.read(block));
        return DONE;
      },
    };
  }

  /** Sends a block's text to the detector (true); a block with none worth it holds no number now. */
  private ask(block: Element, gen: number, content: BlockContent): boolean {
    if (this.detects.ask(block, gen, content)) return true;
    this.commit(block, gen, []);
    return false;
  }

  /** Makes the ranges of answered blocks, one block per step. */
  private rangesJob(ready: Asked<R>[]): Job {
    let i = 0;
    return {
      next: () => {
        const asked = ready[i++];
        if (asked) {
          this.build(asked);
          if (this.firstLeft?.delete(asked.block)) this.firstScreenDone();
        }
        return i < ready.length ? MORE : DONE;
      },
    };
  }

  /**
   * Commits an answered block: its ranges made now, or, once the store paints only what is near
   * the screen and this block is not known to be, counted now and made when it comes near.
   */
  private build(asked: Asked<R>): void {
    const { block, gen } = asked;
    // Changed since this read: a newer read is queued, and this one would not commit.
    if (!this.isCurrent(block, gen)) return;
    const { segs, found, tels } = asked;
    const dismissed = this.env.isDismissed;
    let count = 0;
    // (In place: the answers are this block's alone, and a far block keeps them as it waits.)
    for (let s = 0; s < segs.length; s++) {
      const seg = segs[s] as Segment;
      let m = segmentMatches(seg, found[s] as PhoneMatch[], tels[s]);
      if (dismissed) m = m.filter((x) => !dismissed(seg.text.slice(x.start, x.end)));
      count += m.length;
      found[s] = m;
    }
    if (count === 0 || this.store.makesNow(block)) {
      this.store.setBlock(block, this.rangesOf(block, segs, found));
      return;
    }
    // Made later only if the block is unchanged then (a change re-reads it and replaces this).
    asked.count = count;
    this.store.deferBlock(block, asked);
  }

  private rangesOf(block: Element, segs: Segment[], matches: PhoneMatch[][]): FoundNumber<R>[] {
    this.hidden.newBlock();
    return blockRanges(block, segs, matches, this.rangeEnv);
  }

  /** One step: drops what left the document. */
  private sweepJob(): Job {
    return {
      next: () => {
        this.store.sweep();
        this.follower?.sweep();
        this.hidden.sweep();
        return DONE;
      },
    };
  }

  /** Stores what a read found, unless the block changed since the read began (a newer read is queued). */
  private commit(block: Element, gen: number, found: FoundNumber<R>[]): void {
    if (this.isCurrent(block, gen)) this.store.setBlock(block, found);
  }

  /** Whether a read of the block at `gen` still says what the page shows. */
  private isCurrent(block: Element, gen: number): boolean {
    return (this.gens.get(block) ?? 0) === gen && block.isConnected && this.running;
  }
}
