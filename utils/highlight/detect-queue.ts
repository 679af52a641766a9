// The scanner's way to the detector: the text of blocks read is queued, sent in batches of about
// BATCH_CHARS (detect-batch.ts), and the answers gathered back per block; a block is handed on once
// every item of its text is answered. Answers to batches sent before clear() are dropped.
import type { CountryCode } from 'libphonenumber-js/core';
import type { PhoneMatch } from '../phone/detect';
import { createCandidatePattern } from '../phone/prefilter';
import {
  BATCH_CHARS,
  type BatchDetector,
  type DetectItem,
  type DetectResult,
  MAX_BATCH_ITEMS,
  MAX_ITEM_CHARS,
} from './detect-batch';
import { listedNumbers } from './ranges';
import type { FoundNumber, ListedNumber, Waiting } from './store';
import { type BlockContent, detectionWindows, mayHoldPhone, type Segment } from './text-reading';

/** No matches, no `tel:` numbers, yet: shared until an answer brings some (never added to). */
const NONE = Object.freeze([]) as unknown as never[];

/**
 * A block read and sent to the detector, waiting for the numbers of its text; answered and far
 * from the screen, the same object waits for its ranges (store.ts's Waiting, `make`: the
 * scanner's, one for every block). One object a block from its read to its ranges, not one for the
 * read and one for the wait, nor a list per segment before an answer brings something to put in
 * it: a page keeps thousands of these, and every object that outlives a few slices is one the
 * engine's scavenges copy, inside our slices.
 */
export class Asked<R = AbstractRange> implements Waiting<R> {
  /** The block's segments worth the detector (its own list when all are). */
  segs: Segment[] = NONE;
  /** For each segment, what came back (once built: its numbers as committed, tel links in, dismissed ones out). */
  found: PhoneMatch[][] = NONE;
  /** For each segment, the numbers of its `tel:` links; NONE while no answer brought any. */
  tels: (string | undefined)[][] = NONE;
  /** Items not answered yet. */
  left = 0;
  failed = false;
  /** Numbers found (set when the block is built). */
  count = 0;
  // Set here, not first in list(): a field added later changes the shape of each of a long page's
  // thousands of blocks when "On this page" lists them (class fields are set in the constructor,
  // tsconfig.json).
  private listed: ListedNumber[] | undefined = undefined;

  constructor(
    readonly block: Element,
    /** The block's generation when read: a block changed since is not committed from this read. */
    readonly gen: number,
    private readonly maker: (asked: Asked<R>) => FoundNumber<R>[],
  ) {}

  make(): FoundNumber<R>[] {
    return this.maker(this);
  }

  list(): readonly ListedNumber[] {
    this.listed ??= listedNumbers(this.segs, this.found);
    return this.listed;
  }
}

/**
 * One item of a batch (a segment's text, or a window of a long one) and where it goes back to. The
 * item itself is what the batch holds: no second object per item for thousands of them.
 */
interface Queued<R> extends DetectItem {
  owner: Asked<R>;
  seg: number;
  /** Where the item's text starts in the segment's. */
  offset: number;
}

export class DetectQueue<R = AbstractRange> {
  /** Items read since the last batch went, and their characters. */
  private queue: Queued<R>[] = [];
  private queuedChars = 0;
  /** Batches sent and not answered. */
  private inFlight = 0;
  /** Bumped by clear(): answers to batches sent before are dropped. */
  private epoch = 0;
  private readonly candidate = createCandidatePattern();

  /**
   * `detector` is asked for at each send (the scanner's env may be given another); `onAnswered`
   * gets the blocks whose every item came back, called for every answer, even with none ready.
   */
  constructor(
    private readonly detector: () => BatchDetector,
    private readonly onAnswered: (ready: Asked<R>[]) => void,
    /** What an answered block makes when its ranges are wanted (Asked.make). */
    private readonly maker: (asked: Asked<R>) => FoundNumber<R>[],
    /** The country of a block's own section (`lang="fr-FR"`), sent with its items when asked for. */
    private readonly sectionCountry?: (block: Element) => string | undefined,
  ) {}

  /** Whether text read waits for the detector's answer. */
  get waiting(): boolean {
    return this.queue.length > 0 || this.inFlight > 0;
  }

  /**
   * Queues a block's segments that may hold a number for the detector. False when there is none:
   * the block holds no number now.
   */
  ask(block: Element, gen: number, content: BlockContent): boolean {
    let asked: Asked<R> | undefined;
    let country: CountryCode | undefined;
    const all = content.segments;
    // The segments worth it, once one is not (null while every one so far is: the block's own list serves).
    let picked: Segment[] | null = null;
    for (let s = 0; s < all.length; s++) {
      const seg = all[s] as Segment;
      if (!mayHoldPhone(seg, this.candidate)) {
        picked ??= all.slice(0, s);
        continue;
      }
      if (picked) picked.push(seg);
      const index = picked ? picked.length - 1 : s;
      if (!asked) {
        asked = new Asked(block, gen, this.maker);
        // A shape check only: the background reads the code against its list.
        country = this.sectionCountry?.(block) as CountryCode | undefined;
      }
      const hrefs = seg.tels.length > 0 ? seg.tels.map((t) => t.href) : undefined;
      const text = seg.text;
      const windows = text.length <= MAX_ITEM_CHARS ? undefined : detectionWindows(text, MAX_ITEM_CHARS);
      for (let k = 0; k < (windows?.length ?? 1); k++) {
        const w = windows?.[k];
        // (The links' numbers are asked once, with the first window; their offsets are the segment's.)
        const q: Queued<R> = { text: w ? text.slice(w.start, w.end) : text, owner: asked, seg: index, offset: w ? w.start : 0 };
        if (k === 0 && hrefs) q.hrefs = hrefs;
        if (country) q.country = country;
        this.enqueue(q);
      }
    }
    if (!asked) return false;
    asked.segs = picked ?? all;
    if (this.queuedChars >= BATCH_CHARS) this.flush();
    return true;
  }

  /** Sends what was queued, in batches of about BATCH_CHARS. */
  flush(): void {
    while (this.queue.length > 0) {
      const queue = this.queue;
      let chars = 0;
      let n = 0;
      while (n < queue.length && n < MAX_BATCH_ITEMS && (n === 0 || chars < BATCH_CHARS))
        chars += (queue[n++] as Queued<R>).text.length;
      const batch = queue.splice(0, n);
      this.queuedChars -= chars;
      this.inFlight++;
      const epoch = this.epoch;
      this.detector().detect(
        batch,
        (results) => this.onAnswer(epoch, batch, results),
        () => this.onAnswer(epoch, batch, undefined),
      );
    }
  }

  /** Forgets what is queued and in flight: answers still to come are dropped. */
  clear(): void {
    this.epoch++;
    this.queue = [];
    this.queuedChars = 0;
    this.inFlight = 0;
  }

  private enqueue(q: Queued<R>): void {
    q.owner.left++;
    this.queue.push(q);
    this.queuedChars += q.text.length;
  }

  /** A batch's answer (undefined: none will come): blocks with every item answered are handed on. */
  private onAnswer(epoch: number, batch: Queued<R>[], results: DetectResult[] | undefined): void {
    if (epoch !== this.epoch) return;
    this.inFlight--;
    const ready: Asked<R>[] = [];
    for (let i = 0; i < batch.length; i++) {
      const q = batch[i] as Queued<R>;
      const owner = q.owner;
      const result = results?.[i];
      if (result) {
        const off = q.offset;
        const matches = off
          ? result.matches.map((m) => ({ start: m.start + off, end: m.end + off, number: m.number }))
          : result.matches;
        // (Made with the first answer, at its size.)
        if (owner.found === NONE) owner.found = owner.segs.map(() => NONE);
        // An item that is a whole segment (most): its answer is the segment's, kept as it came.
        const found = owner.found[q.seg] as PhoneMatch[];
        owner.found[q.seg] = found.length > 0 ? found.concat(matches) : matches;
        if (result.tels) {
          if (owner.tels === NONE) owner.tels = owner.segs.map(() => NONE);
          owner.tels[q.seg] = result.tels;
        }
      } else {
        // Left as it was: a later change to the block reads it again.
        owner.failed = true;
      }
      if (--owner.left === 0 && !owner.failed) ready.push(owner);
    }
    // Handed on even when nothing is ready: the scanner going idle after it is how the page learns
    // that the last answer came.
    this.onAnswered(ready);
  }
}
