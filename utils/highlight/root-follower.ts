// Follows the shadow roots the scanner meets: each gets a MutationObserver of its own (a document's
// observer never sees inside a shadow tree), the page's highlight style (onRoot), and a place in the
// list hit testing and the fields reader use. Custom elements not defined yet, whose definition
// will attach their root later, wait here and are looked at again now and then (backing off) until
// they have one: a content script cannot hear a page's `attachShadow` without patching the page's
// own functions, which a page could notice.
import type { RootOf } from './shadow-roots';

/** Hosts waiting for a root, at most: a page of undefined custom elements is looked at up to this many. */
export const MAX_WAITING_HOSTS = 2_000;
/** First look again after this, doubling up to MAX_LOOK_MS while anything waits. */
export const FIRST_LOOK_MS = 50;
export const MAX_LOOK_MS = 5_000;

export interface RootFollowerEnv {
  rootOf: RootOf;
  /** Starts observing a root with the scanner's options; returns what stops it. */
  observe(root: ShadowRoot): () => void;
  /** A waiting host now has a root: read it again. */
  rootAttached(host: Element): void;
  /** A root was met for the first time (the highlight's style goes there). */
  onRoot?(root: ShadowRoot): void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class RootFollower {
  private readonly stops = new Map<ShadowRoot, () => void>();
  private readonly waiting = new Set<Element>();
  private timer: unknown;
  private delay = FIRST_LOOK_MS;

  constructor(private readonly env: RootFollowerEnv) {}

  /** The roots met so far, in the order met. */
  get roots(): IterableIterator<ShadowRoot> {
    return this.stops.keys();
  }

  get size(): number {
    return this.stops.size;
  }

  /** A root met while reading its host: observed from now on. */
  follow(root: ShadowRoot): void {
    if (this.stops.has(root)) return;
    this.stops.set(root, this.env.observe(root));
    this.env.onRoot?.(root);
  }

  /** A custom element read before its definition came: looked at again until it has a root. */
  wait(host: Element): void {
    if (this.waiting.has(host) || this.waiting.size >= MAX_WAITING_HOSTS) return;
    this.waiting.add(host);
    // Something new waits: look soon again, even if the looks had backed off.
    this.delay = FIRST_LOOK_MS;
    this.schedule();
  }

  /** Forgets roots whose host left the page. */
  sweep(): void {
    for (const [root, stop] of this.stops) {
      if (root.host.isConnected) continue;
      stop();
      this.stops.delete(root);
    }
  }

  stop(): void {
    for (const stop of this.stops.values()) stop();
    this.stops.clear();
    this.waiting.clear();
    if (this.timer !== undefined) this.env.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Looks at every waiting host once; returns the hosts that now have a root. */
  look(): Element[] {
    const attached: Element[] = [];
    for (const host of this.waiting) {
      if (!host.isConnected) {
        this.waiting.delete(host);
        continue;
      }
      if (this.env.rootOf(host)) {
        this.waiting.delete(host);
        attached.push(host);
      }
    }
    return attached;
  }

  private schedule(): void {
    if (this.timer !== undefined) this.env.clearTimeout(this.timer);
    this.timer = this.env.setTimeout(() => {
      this.timer = undefined;
      for (const host of this.look()) this.env.rootAttached(host);
      if (this.waiting.size === 0) return;
      this.delay = Math.min(this.delay * 2, MAX_LOOK_MS);
      this.schedule();
    }, this.delay);
  }
}
