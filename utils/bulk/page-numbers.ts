// The numbers found on a tab, for the popup's "On this page": each frame's content script lists what
// it highlighted, distinct and in page order (no call to the service, no new reading of the page),
// and the popup merges the frames' lists into one (utils/messaging/numbers-port.ts carries them).

/** Numbers a frame sends at most (distinct ones; a page with more says it was cut). */
export const MAX_FRAME_NUMBERS = 20_000;
/** A number's text as the page writes it, cut to this. */
export const MAX_NUMBER_TEXT = 100;

/** How a number was found (bits): in the page's text, in a tel: link, typed in a form field. */
export const FOUND_IN_TEXT = 1;
export const FOUND_IN_TEL = 2;
export const FOUND_IN_FIELD = 4;
/** Every combination of the bits above. */
export const FOUND_ANY = FOUND_IN_TEXT | FOUND_IN_TEL | FOUND_IN_FIELD;

/** One distinct number of a frame: E.164, its first text as written, how found (bits), how often. */
export type FrameNumber = [number: string, text: string, how: number, count: number];

/**
 * Work done in steps: it stops now and then (after STEP_BLOCKS blocks, or STEP_ELEMENTS elements of
 * a walk), so that a caller may let the page run there (entrypoints/content/frame-numbers.ts: at CPU
 * 4× a 10,000-number page's list was one task of 100 ms or more). `done` runs it to its end at once.
 */
export type Steps<T> = Generator<void, T, void>;
const STEP_BLOCKS = 64;
const STEP_ELEMENTS = 256;

export function done<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Whitespace that `listedText` would change: other than single spaces between other characters. */
const ODD_SPACE = /[^\S ]| {2}|^ | $/;

/**
 * A number's text as listed: its whitespace made single spaces, trimmed, cut to MAX_NUMBER_TEXT. Most
 * texts are already so (a number written on one line): those are kept as they are, without building
 * new strings (on a 10,000-number page the rewrite was a fifth of a frame's answer).
 */
export function listedText(text: string): string {
  if (text.length <= MAX_NUMBER_TEXT && !ODD_SPACE.test(text)) return text;
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_NUMBER_TEXT);
}

/**
 * Lists a frame's numbers: distinct, first occurrence first, the blocks taken in page order, then
 * the numbers typed in the frame's fields.
 */
export function listFrameNumbers(
  blocks: Iterable<Element>,
  listedIn: (block: Element) => readonly { number: string; text: string; tel?: true }[],
  max = MAX_FRAME_NUMBERS,
  fields: readonly { number: string; text: string }[] = [],
): { numbers: FrameNumber[]; truncated: boolean } {
  return done(listingSteps(blocks, listedIn, max, fields));
}

/** listFrameNumbers, in steps. */
export function* listingSteps(
  blocks: Iterable<Element>,
  listedIn: (block: Element) => readonly { number: string; text: string; tel?: true }[],
  max = MAX_FRAME_NUMBERS,
  fields: readonly { number: string; text: string }[] = [],
): Steps<{ numbers: FrameNumber[]; truncated: boolean }> {
  const byNumber = new Map<string, FrameNumber>();
  let truncated = false;
  const add = (n: { number: string; text: string }, how: number) => {
    const known = byNumber.get(n.number);
    if (known) {
      known[2] |= how;
      known[3]++;
    } else if (byNumber.size < max) {
      byNumber.set(n.number, [n.number, listedText(n.text), how, 1]);
    } else truncated = true;
  };
  let i = 0;
  for (const block of blocks) {
    for (const n of listedIn(block)) add(n, n.tel ? FOUND_IN_TEL : FOUND_IN_TEXT);
    if (++i % STEP_BLOCKS === 0) yield;
  }
  for (const n of fields) add(n, FOUND_IN_FIELD);
  return { numbers: [...byNumber.values()], truncated };
}

/**
 * The first `rows` rows of the list `listFrameNumbers` makes of the same page, read without making
 * the whole list (what the popup paints first: numbers-port.ts FIRST_PART_ROWS): the page is walked
 * from its top, in the order it shows (pageOrder), only until one number more than `rows` is met,
 * so a 10,000-number page's first rows cost a walk over its first screens, not a check of the order
 * of every block. Their counts and how they were found are those of the whole page: one pass over
 * every block's numbers (and the fields'), which only counts. Undefined when the page's blocks
 * list no more than `rows` numbers (a short list is sent whole at once).
 */
export function firstFrameNumbers(...args: Parameters<typeof firstRowsSteps>): FrameNumber[] | undefined {
  return done(firstRowsSteps(...args));
}

/** firstFrameNumbers, in steps (the walk over the first screens is one: the counting pass is the long part). */
export function* firstRowsSteps(
  root: Node,
  doc: Document,
  blocks: Iterable<Element>,
  listedIn: (block: Element) => readonly { number: string; text: string; tel?: true }[],
  rows: number,
  fields: readonly { number: string; text: string }[] = [],
  rootOf: (el: Element) => ShadowRoot | null = () => null,
): Steps<FrameNumber[] | undefined> {
  const first = new Map<string, FrameNumber>();
  let more = false;
  walk: for (const el of pageOrder(root, doc, rootOf)) {
    for (const n of listedIn(el)) {
      if (first.has(n.number)) continue;
      if (first.size === rows) {
        more = true;
        break walk;
      }
      first.set(n.number, [n.number, listedText(n.text), 0, 0]);
    }
  }
  if (!more) return undefined;
  const add = (n: { number: string }, how: number) => {
    const row = first.get(n.number);
    if (row) {
      row[2] |= how;
      row[3]++;
    }
  };
  let i = 0;
  for (const block of blocks) {
    for (const n of listedIn(block)) add(n, n.tel ? FOUND_IN_TEL : FOUND_IN_TEXT);
    if (++i % STEP_BLOCKS === 0) yield;
  }
  for (const n of fields) add(n, FOUND_IN_FIELD);
  return [...first.values()];
}

/** A block's place: the shadow hosts above it, outermost (in the document) first, then the block. */
type Placed = Element[];

/** Node.DOCUMENT_POSITION_FOLLOWING (no DOM globals here: this also runs where there is no `Node`). */
const FOLLOWING = 4;

/**
 * The order the page shows blocks in: by their places, level by level; a host comes before what
 * its shadow root holds, and that before the host's own children.
 */
function byPlace(a: Placed, b: Placed): number {
  for (let i = 0; ; i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return y === undefined ? 0 : -1;
    if (y === undefined) return 1;
    if (x !== y) return x.compareDocumentPosition(y) & FOLLOWING ? -1 : 1;
  }
}

/**
 * Where a block stands under `root`: undefined when it is out of the document, or inside a shadow
 * root `rootOf` does not give for its host (a root the page reading never entered).
 */
function placeOf(block: Element, root: Node, doc: Document, rootOf: (el: Element) => ShadowRoot | null): Placed | undefined {
  const place: Placed = [block];
  let top = block.getRootNode();
  while (top !== doc) {
    // A shadow root (a fragment with a host) entered where its host stands; anything else is detached.
    const host = top.nodeType === 11 ? (top as ShadowRoot).host : undefined;
    if (!host || rootOf(host) !== top) return undefined;
    place.unshift(host);
    top = host.getRootNode();
  }
  const outer = place[0] as Element;
  return root === doc || root === doc.documentElement || root.contains(outer) ? place : undefined;
}

/**
 * The elements under `root` in the order the page shows them, entering the shadow roots `rootOf`
 * gives where their hosts stand.
 */
function* pageOrder(root: Node, doc: Document, rootOf: (el: Element) => ShadowRoot | null): Generator<Element, void, void> {
  // Walkers of the trees being walked, innermost last: a host's root is walked before its next sibling.
  const walkers = [doc.createTreeWalker(root, 1 /* NodeFilter.SHOW_ELEMENT */)];
  let node = walkers[0]?.currentNode as Element | null;
  while (node) {
    yield node;
    const shadow = node.nodeType === 1 ? rootOf(node) : null;
    if (shadow) walkers.push(doc.createTreeWalker(shadow, 1));
    node = null;
    while (walkers.length > 0 && !node) {
      node = (walkers[walkers.length - 1] as TreeWalker).nextNode() as Element | null;
      if (!node) walkers.pop();
    }
  }
}

/**
 * `blocks` in document order: one walk over the elements under `root` (pageOrder). Blocks the
 * walk does not meet follow, as found.
 */
function* walkInPageOrder(
  root: Node,
  blocks: Iterable<Element>,
  doc: Document,
  rootOf: (el: Element) => ShadowRoot | null,
): Steps<Element[]> {
  const wanted = new Set(blocks);
  const out: Element[] = [];
  let i = 0;
  if (wanted.size > 0)
    for (const node of pageOrder(root, doc, rootOf)) {
      if (wanted.delete(node)) {
        out.push(node);
        if (wanted.size === 0) break;
      }
      if (++i % STEP_ELEMENTS === 0) yield;
    }
  out.push(...wanted);
  return out;
}

/**
 * `blocks` in document order, entering the shadow roots `rootOf` gives where their hosts stand;
 * blocks out of reach (detached, or in a root not given) follow, as found. The store holds a
 * frame's blocks in the order they were read, which is the page's order unless a block was read
 * again: that is checked first, a comparison of each block with the next (on the 10,000-number page
 * a fifth of the cost of the walk over every element, which runs only when the check fails).
 * Sorting by compareDocumentPosition instead is no cure: Chromium answers it by walking siblings
 * from the second node back towards the first, the length of a long list when they are the other way
 * round.
 */
export function inPageOrder(
  root: Node,
  blocks: Iterable<Element>,
  doc: Document,
  rootOf: (el: Element) => ShadowRoot | null = () => null,
): Element[] {
  return done(pageOrderSteps(root, blocks, doc, rootOf));
}

/** inPageOrder, in steps. */
export function* pageOrderSteps(
  root: Node,
  blocks: Iterable<Element>,
  doc: Document,
  rootOf: (el: Element) => ShadowRoot | null = () => null,
): Steps<Element[]> {
  const found = [...blocks];
  const out: Element[] = [];
  const apart: Element[] = [];
  let last: Placed | undefined;
  let i = 0;
  for (const block of found) {
    if (++i % STEP_BLOCKS === 0) yield;
    const place = placeOf(block, root, doc, rootOf);
    if (!place) {
      apart.push(block);
      continue;
    }
    // (The earlier block first: the cheap way round, see above.)
    if (last && byPlace(last, place) >= 0) return yield* walkInPageOrder(root, found, doc, rootOf);
    out.push(block);
    last = place;
  }
  for (const block of apart) out.push(block);
  return out;
}

/** One number of a tab, all frames together. */
export interface TabNumber {
  number: string;
  /** The first text it was found as (the top frame's first). */
  text: string;
  inText: boolean;
  inTel: boolean;
  /** Typed in a form field or editable region. */
  inField?: boolean;
  count: number;
  /** Hosts of the frames (other than the top document) it was found in. */
  frames: string[];
}

/** A number found in the top document only (most of a page's numbers): no frame host to name. */
const NO_FRAMES: readonly string[] = /* @__PURE__ */ Object.freeze([]);

function tabNumber([number, text, how, count]: FrameNumber): TabNumber {
  const n: TabNumber = {
    number,
    text,
    inText: (how & FOUND_IN_TEXT) !== 0,
    inTel: (how & FOUND_IN_TEL) !== 0,
    count,
    frames: NO_FRAMES as string[],
  };
  if ((how & FOUND_IN_FIELD) !== 0) n.inField = true;
  return n;
}

/**
 * The rows of a tab of one frame, when its list names no number twice (a frame's own list never
 * does; a page's script could): a set of the numbers seen is all it takes, half the cost of the map
 * a merge keeps. Undefined on a repeat, for the merge to add it up.
 */
function listedOnce(f: { top: boolean; host: string; numbers: readonly FrameNumber[] }): TabNumber[] | undefined {
  const host = !f.top && f.host ? f.host : '';
  const seen = new Set<string>();
  const out: TabNumber[] = [];
  for (const entry of f.numbers) {
    const size = seen.size;
    seen.add(entry[0]);
    if (seen.size === size) return undefined;
    const n = tabNumber(entry);
    if (host) n.frames = [host];
    out.push(n);
  }
  return out;
}

/**
 * Merges the frames' lists: top document first, then frames in the order they answered. The first
 * list is taken in one pass (a page of one frame, the usual case and the long lists, needs no more);
 * a number repeated, in it or in a later frame's list, adds to the row it is merged into.
 */
export function mergeFrames(frames: readonly { top: boolean; host: string; numbers: readonly FrameNumber[] }[]): TabNumber[] {
  const only = frames.length === 1 ? frames[0] && listedOnce(frames[0]) : undefined;
  if (only) return only;
  const ordered = [...frames].sort((a, b) => Number(b.top) - Number(a.top));
  const out: TabNumber[] = [];
  const byNumber = new Map<string, TabNumber>();
  for (const f of ordered) {
    const host = !f.top && f.host ? f.host : '';
    for (const entry of f.numbers) {
      const known = byNumber.get(entry[0]);
      if (!known) {
        const n = tabNumber(entry);
        if (host) n.frames = [host];
        byNumber.set(n.number, n);
        out.push(n);
        continue;
      }
      const [, , how, count] = entry;
      known.inText ||= (how & FOUND_IN_TEXT) !== 0;
      known.inTel ||= (how & FOUND_IN_TEL) !== 0;
      if ((how & FOUND_IN_FIELD) !== 0) known.inField = true;
      known.count += count;
      if (host && !known.frames.includes(host)) known.frames = [...known.frames, host];
    }
  }
  return out;
}
