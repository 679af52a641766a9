// The viewport window's observer of far blocks (store.ts), with a few targets instead of one per
// block. An IntersectionObserver computes every target's intersection in every frame the page
// scrolls: observing each of the 10,000-number bench page's blocks cost about 10 ms of each scrolled
// frame at normal speed, more than the page's own work in those frames (`dev/bench/scroll.ts`).
// So blocks are grouped as they are handed over, in the order they come, into bands: blocks stacked
// within `maxExtent` of each other (half the look-ahead the observer is given, so a band with any
// block on screen has its ends within the look-ahead), and the observer watches only each band's
// first and last block. A band is near when either end is; its every block is then reported near,
// and far when both ends are far.
//
// Where the geometry the bands were made with no longer holds, a band is split into its blocks,
// each watched on its own from then on: when an end is hidden by something clipping it, and every
// band inside a box of the page once a person scrolls that box (the observer's look-ahead is the
// window's only: `splitWithin`); when a band found near or far has spread past the look-ahead
// (content grew inside it: images that loaded late); and when a band said far lies across the
// screen once a scroll or resize ends (`check`).

import type { BlockWatcher, NearReport } from './store';

/** A box in the viewport's coordinates (a DOMRect's). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** What the observer says of a watched end: near or not, and hidden by a clip while inside the look-ahead. */
export type EndReport = { target: Element; near: boolean; clipped?: boolean }[];

export interface BandEnv {
  /** The real observer (an IntersectionObserver's), whose reports go to BandWatcher.onEnds. */
  ends: BlockWatcher;
  /** An element's box now (`getBoundingClientRect`). */
  measure(el: Element): Box;
  /** The viewport's size: a band is at most half its height (half the observer's look-ahead, a screen). */
  viewport(): { width: number; height: number };
  /** Whether a block is to be watched on its own (it is inside a box of the page a person scrolled: `splitWithin`). */
  alone?(el: Element): boolean;
}

/** At most this many blocks a band: all are made at once when it comes near. */
const MAX_BAND = 64;

interface Band {
  members: Element[];
  /** The ends watched, and what the observer last said of each (undefined: not reported yet). */
  ends: Map<Element, boolean | undefined>;
  /** What its blocks were last reported (undefined: nothing yet, until every end is reported or one is near). */
  near: boolean | undefined;
}

/** The band blocks are joining, and its extent so far. */
interface OpenBand {
  band: Band;
  extent: Box;
}

/** Whether two boxes overlap (touching is not overlapping). */
export const overlaps = (a: Box, b: Box): boolean => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;

function extentOf(boxes: Box[]): Box {
  return {
    top: Math.min(...boxes.map((b) => b.top)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
    left: Math.min(...boxes.map((b) => b.left)),
    right: Math.max(...boxes.map((b) => b.right)),
  };
}

export class BandWatcher implements BlockWatcher {
  private readonly bandOf = new Map<Element, Band>();
  /**
   * The band blocks join while they fit, with its extent so far (its first block's sides, the
   * top and bottom of all); the ends it gets once the current hand-over is over.
   */
  private open: OpenBand | undefined;
  private endsDue = false;
  /**
   * Blocks that joined a band already reported on: told its state once the hand-over is over (one
   * painted when the window opened may join a band found far).
   */
  private joined: Element[] = [];

  constructor(
    private readonly env: BandEnv,
    private readonly report: (entries: NearReport) => void,
  ) {}

  observe(el: Element): void {
    if (this.bandOf.has(el)) return;
    const box = this.env.measure(el);
    const open = this.open;
    // (A block with no box, hidden now, is watched alone: where it will show is anyone's guess.
    // Likewise one inside a scrolled box.)
    const sized = (box.bottom > box.top || box.right > box.left) && !this.env.alone?.(el);
    if (open && sized && this.fits(open, box)) {
      const { band, extent } = open;
      band.members.push(el);
      extent.top = Math.min(extent.top, box.top);
      extent.bottom = Math.max(extent.bottom, box.bottom);
      this.bandOf.set(el, band);
      if (band.near !== undefined) this.joined.push(el);
    } else {
      // The band closes: its last block is its end from now on.
      if (open) this.watchEnds(open.band);
      const band: Band = { members: [el], ends: new Map(), near: undefined };
      this.bandOf.set(el, band);
      this.watchEnd(band, el);
      // (Read one by one: a DOMRect's sides are getters, which a spread would not copy.)
      const { top, bottom, left, right } = box;
      this.open = sized ? { band, extent: { top, bottom, left, right } } : undefined;
    }
    // The last block of the band is watched once the store's hand-over (a loop of observe calls) is over.
    if (!this.endsDue) {
      this.endsDue = true;
      queueMicrotask(() => this.settleEnds());
    }
  }

  unobserve(el: Element): void {
    const band = this.bandOf.get(el);
    if (!band) return;
    this.bandOf.delete(el);
    band.members = band.members.filter((m) => m !== el);
    if (band.ends.has(el)) {
      band.ends.delete(el);
      this.env.ends.unobserve(el);
    }
    if (band.members.length === 0) {
      if (this.open?.band === band) this.open = undefined;
      return;
    }
    this.watchEnds(band);
  }

  disconnect(): void {
    this.env.ends.disconnect();
    this.bandOf.clear();
    this.open = undefined;
    this.joined = [];
  }

  /** The observer's reports on the ends it watches. */
  onEnds(entries: EndReport): void {
    const changed = new Set<Band>();
    for (const { target, near, clipped } of entries) {
      const band = this.bandOf.get(target);
      if (!band?.ends.has(target)) continue;
      if (clipped && band.members.length > 1) {
        this.split(band);
        continue;
      }
      band.ends.set(target, near);
      changed.add(band);
    }
    for (const band of changed) {
      if (this.bandOf.get(band.members[0] as Element) !== band) continue;
      const said = [...band.ends.values()];
      const near = said.includes(true);
      // (Every block of a band is told once both ends are: its blocks painted when the window
      // opened are taken off by that first report.)
      if (near === band.near || (!near && said.includes(undefined))) continue;
      // Said near or far, as made? A band grown past the look-ahead may be on screen with both ends far.
      if (band.members.length > 1 && this.spread(band)) {
        this.split(band);
        continue;
      }
      band.near = near;
      this.report(band.members.map((target) => ({ target, near })));
    }
  }

  /**
   * After a scroll or a resize: a band said far that lies across the screen now (it grew since it
   * was made, its ends beyond the look-ahead) is split, its blocks watched one by one.
   */
  check(): void {
    const { width, height } = this.env.viewport();
    const screen = { top: 0, bottom: height, left: 0, right: width };
    for (const band of this.splittable()) {
      if (band.near !== false) continue;
      const box = extentOf([this.env.measure(band.members[0] as Element), this.env.measure(band.members.at(-1) as Element)]);
      if (overlaps(box, screen)) this.split(band);
    }
  }

  /**
   * A box of the page was scrolled: the bands inside it are split, their blocks watched on their
   * own. The observer looks ahead of the window only, so inside a scrolled box a band's ends may be
   * hidden by it while blocks between them show, and the observer says nothing of ends that stay
   * out of sight (only of changes).
   */
  splitWithin(box: Element): void {
    for (const band of this.splittable()) if (box.contains(band.members[0] as Element)) this.split(band);
  }

  /** Every band of more than one block, once each (taken before any is split). */
  private splittable(): Band[] {
    return [...new Set(this.bandOf.values())].filter((band) => band.members.length > 1);
  }

  /** The tallest a band may be made: half the observer's look-ahead of a screen. */
  private maxExtent(): number {
    return this.env.viewport().height / 2;
  }

  private fits({ band, extent }: OpenBand, box: Box): boolean {
    return (
      band.members.length < MAX_BAND &&
      Math.max(extent.bottom, box.bottom) - Math.min(extent.top, box.top) <= this.maxExtent() &&
      // Stacked: side by side columns are bands of their own.
      box.left < extent.right &&
      box.right > extent.left
    );
  }

  /** Whether the band's blocks now reach further than the look-ahead covers from either end. */
  private spread(band: Band): boolean {
    const box = extentOf(band.members.map((m) => this.env.measure(m)));
    return box.bottom - box.top > 2 * this.maxExtent();
  }

  private settleEnds(): void {
    this.endsDue = false;
    if (this.open) this.watchEnds(this.open.band);
    const told: NearReport = [];
    for (const target of this.joined) {
      const near = this.bandOf.get(target)?.near;
      if (near !== undefined) told.push({ target, near });
    }
    this.joined = [];
    if (told.length > 0) this.report(told);
  }

  /** Watches the band's first and last blocks, and no other. */
  private watchEnds(band: Band): void {
    const first = band.members[0] as Element;
    const last = band.members.at(-1) as Element;
    for (const end of [...band.ends.keys()])
      if (end !== first && end !== last) {
        band.ends.delete(end);
        this.env.ends.unobserve(end);
      }
    this.watchEnd(band, first);
    this.watchEnd(band, last);
  }

  private watchEnd(band: Band, el: Element): void {
    if (band.ends.has(el)) return;
    band.ends.set(el, undefined);
    this.env.ends.observe(el);
  }

  /** Each block of the band watched on its own from now on (a band of one is never split again). */
  private split(band: Band): void {
    for (const end of band.ends.keys()) this.env.ends.unobserve(end);
    if (this.open?.band === band) this.open = undefined;
    for (const el of band.members) {
      const alone: Band = { members: [el], ends: new Map(), near: band.near };
      this.bandOf.set(el, alone);
      this.watchEnd(alone, el);
    }
  }
}
