// Reads a page's text the way a reader sees it: a block's inline content (text split across <b>,
// <a>, <span>…) is joined into one string with a map back to the text nodes, so a number written as
// `<b>+44</b> 20 7946 0018` is found whole, and a match's offsets become DOM positions. Pure DOM
// reading: nothing here writes to the page.
import { parentOf } from './shadow-roots';

/**
 * Elements whose content flows inline with their neighbours. Anything else (blocks, table cells,
 * list items, <br>, images, unknown and custom elements) ends a piece of text, so that numbers are
 * never joined across cells or lines. Going by tag name keeps this free of style reads.
 */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'acronym',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'label',
  'mark',
  'nobr',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'wbr',
]);

/**
 * Never read: content that is not prose a user reads (scripts, styles, form fields, the document
 * head), fallback content of embedded objects, and graphics whose text is laid out differently.
 */
const ALWAYS_SKIPPED = new Set([
  'head',
  'title',
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'input',
  'select',
  'option',
  'optgroup',
  'datalist',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'video',
  'audio',
  'canvas',
  'svg',
  'math',
]);

/** Skipped unless the user turns on "highlight in code" (docs/architecture.md#highlighting). */
const CODE_TAGS = new Set(['code', 'pre']);

export interface ScanOptions {
  highlightInCode: boolean;
  /** What our own UI hosts' element names start with; their subtrees are never read. */
  ownHostName?: string;
  /** The country of a block's section, from its own `lang` (the page's country is used): page-signals.ts. */
  sectionCountry?(block: Element): string | undefined;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

export function isInlineElement(el: Element): boolean {
  return INLINE_TAGS.has(el.localName);
}

/**
 * Whether an element's subtree is never read, by what the element itself says. Editable regions
 * belong to an editor that owns its DOM; the `hidden` attribute hides without a style read.
 */
export function isSkippedElement(el: Element, opts: ScanOptions): boolean {
  return isSkippedName(el, el.localName, opts);
}

/** isSkippedElement, with the element's name already read. */
function isSkippedName(el: Element, name: string, opts: ScanOptions): boolean {
  if (ALWAYS_SKIPPED.has(name)) return true;
  if (!opts.highlightInCode && CODE_TAGS.has(name)) return true;
  if (opts.ownHostName !== undefined && name.startsWith(opts.ownHostName)) return true;
  // Most elements have no attributes at all: one call tells, instead of two lookups.
  return el.hasAttributes() && isSkippedByAttribute(el);
}

function isSkippedByAttribute(el: Element): boolean {
  return el.hasAttribute('contenteditable') || el.hasAttribute('hidden');
}

const TEL_HREF = /^\s*tel:/i;

/** Whether a node sits inside a skipped subtree (for rescans that start mid-document). */
export function isInSkippedContext(node: Node, opts: ScanOptions): boolean {
  const doc = node.ownerDocument;
  if (doc && doc.designMode === 'on') return true;
  let el: Element | null = node.nodeType === ELEMENT_NODE ? (node as Element) : parentOf(node);
  while (el) {
    if (isSkippedElement(el, opts)) return true;
    el = parentOf(el);
  }
  return false;
}

/**
 * The element whose own inline content holds this node: the nearest ancestor (or the node itself)
 * that is not inline; a shadow root's is its host. Rescans after a change work on this unit.
 */
export function blockOf(node: Node): Element | null {
  if (node.nodeType === 11) return (node as ShadowRoot).host ?? null;
  let el: Element | null = node.nodeType === ELEMENT_NODE ? (node as Element) : parentOf(node);
  while (el && isInlineElement(el)) {
    const up = parentOf(el);
    if (!up) break;
    el = up;
  }
  return el;
}

/** A `tel:` link's text inside a segment, by offsets. */
export interface TelSpan {
  start: number;
  end: number;
  href: string;
}

/** One run of inline text: the joined string and where each text node starts in it. */
export interface Segment {
  text: string;
  /** Empty while `leaf` is set: see `mappedSegment`. */
  nodes: Text[];
  /** `starts[i]` is the offset of `nodes[i]` in `text`; ascending. */
  starts: number[];
  tels: TelSpan[];
  /** A block (or shadow root) with no child element, read by its text alone: its text nodes are found on demand. */
  leaf?: Element | ShadowRoot;
}

export interface BlockContent {
  segments: Segment[];
  /** Non-inline child elements met while reading, in document order: each is a block of its own. */
  childBlocks: Element[];
  /** Set when the read stopped at `how.maxNodes`: where to go on from (pass it back to readBlock). */
  rest?: ReadRest;
}

/** Where a read stopped, and what it had read so far. */
export interface ReadRest {
  node: Node;
  segments: Segment[];
  childBlocks: Element[];
  text: string;
  nodes: Text[] | null;
  starts: number[];
  tels: TelSpan[];
  telStack: { el: Element; start: number; seg: number }[] | null;
  blank: Text | null;
}

/**
 * Text with nothing but blanks. A segment of it alone is not kept: it holds no number, and a tel:
 * link in it none that could be highlighted (its text is blank), so it is never worth the detector.
 */
const BLANK = /^\s*$/;

// Shared empty lists: most segments have no tel link, and most blocks of a page are leaves read by
// their text alone. Nothing adds to a segment once read; frozen, so a change would throw, not spread.
const NO_TELS = Object.freeze([]) as unknown as TelSpan[];
const NO_NODES = Object.freeze([]) as unknown as Text[];
const NO_STARTS = Object.freeze([]) as unknown as number[];
const NO_BLOCKS = Object.freeze([]) as unknown as Element[];

/**
 * Any element that makes a block's reading more than its text: one not inline (a block, a skipped
 * element, a custom element, <br>), an inline one skipped by its attributes, a link that may be a
 * `tel:` one (a superset of TEL_HREF). A block without any is read by its textContent.
 */
const NOT_PLAIN_INLINE = `:not(${[...INLINE_TAGS].join()}),[contenteditable],[hidden],a[href*="tel:" i]`;

/**
 * Reads a block's own inline content: text directly in it and in inline descendants, cut into
 * segments wherever a non-inline element stands. Child blocks are listed, not entered.
 * (One function with its state in locals: it runs for every block of a page, tens of thousands,
 * and a builder object per call, or a second read of a DOM property, showed in the profile.)
 */
export function readBlock(
  block: Element | ShadowRoot,
  opts: ScanOptions,
  how: { textOnlyLeaves?: boolean; maxNodes?: number } = {},
  from?: ReadRest,
): BlockContent {
  // (Counted and queried, not looked at: reading the first child element to see whether it is
  // inline made a wrapper of it in this world, one that dies at once, for every list item of a
  // long list; a block that starts with a block, a table row, a shadow root's style, answers the
  // query with that first child, which the walk below reads anyway.)
  if (!from && how.textOnlyLeaves && (block.childElementCount === 0 || block.querySelector(NOT_PLAIN_INLINE) === null)) {
    // Text only (table cells, paragraphs…), or text in plain inline elements (<b>, <span>, links
    // other than tel: ones): read whole, what the walk below would join is the block's textContent.
    // One call reads it without a wrapper for each node in this (isolated) world, which is most of
    // what reading a node costs, and wrappers are what the engine's scavenges spend most on. Mapped
    // when a number in it is made into a range (`mappedSegment`), for the few blocks that ever are.
    const text = block.textContent ?? '';
    const segments = text.length > 0 ? [{ text, nodes: NO_NODES, starts: NO_STARTS, tels: NO_TELS, leaf: block }] : [];
    return { segments, childBlocks: NO_BLOCKS };
  }
  // A read picked up where it stopped goes on only inside the block (the node may have moved since:
  // then that read is stale anyway, and a re-read of the block is queued).
  const resumed = from && block.contains(from.node) ? from : undefined;
  const segments: Segment[] = resumed?.segments ?? [];
  const childBlocks: Element[] = resumed?.childBlocks ?? [];
  // The segment being read. Joined as it grows: V8 concatenates by reference (a rope), flattened
  // once when first read. `nodes` is null until its first text node: most segment ends (a block
  // boundary with no text before it) have nothing to keep.
  let text = resumed?.text ?? '';
  let nodes: Text[] | null = resumed ? resumed.nodes : null;
  let starts: number[] = resumed?.starts ?? [];
  let tels: TelSpan[] = resumed?.tels ?? NO_TELS;
  // Open tel links, innermost last; allocated only on meeting one. Iterative walk: a deep inline
  // nest must not overflow the stack.
  let telStack: { el: Element; start: number; seg: number }[] | null = resumed ? resumed.telStack : null;
  // The segment's first text node while it is all that segment holds and is blank (the whitespace
  // between the tags of a list, a table's body): a segment of blank text alone is not kept (it holds
  // nothing worth the detector), and so is made of nothing, thousands of times on a long list.
  let blank: Text | null = resumed ? resumed.blank : null;
  let node: Node | null = resumed ? resumed.node : from ? null : block.firstChild;
  // A block of thousands of children is read in parts, `maxNodes` nodes each (a step each).
  let left = how.maxNodes ?? Number.POSITIVE_INFINITY;
  while (node) {
    if (--left < 0)
      return { segments, childBlocks, rest: { node, segments, childBlocks, text, nodes, starts, tels, telStack, blank } };
    // (Each DOM property read is a call into the page's bindings: read each once per node.)
    let firstChild: Node | null = null;
    const type = node.nodeType;
    if (type === TEXT_NODE) {
      const data = (node as Text).data;
      if (data.length > 0) {
        if (nodes !== null) {
          nodes.push(node as Text);
          starts.push(text.length);
        } else if (blank !== null) {
          nodes = [blank, node as Text];
          starts = [0, text.length];
          blank = null;
        } else if (BLANK.test(data)) blank = node as Text;
        else {
          nodes = [node as Text];
          starts = [0];
        }
        text += data;
      }
    } else if (type === ELEMENT_NODE) {
      const el = node as Element;
      const name = el.localName;
      const inline = INLINE_TAGS.has(name);
      if (inline && !(el.hasAttributes() && isSkippedByAttribute(el))) {
        firstChild = el.firstChild;
        if (firstChild && name === 'a') {
          const href = el.getAttribute('href');
          if (href && TEL_HREF.test(href)) {
            telStack ??= [];
            telStack.push({ el, start: text.length, seg: segments.length });
          }
        }
      } else {
        // A block, or skipped: either way the segment ends here (one of blank text alone is kept
        // only inside an open tel: link, so that the link is known to be cut: see below).
        if (blank !== null && telStack?.length) {
          nodes = [blank];
          starts = [0];
        }
        if (nodes !== null) segments.push({ text, nodes, starts, tels });
        text = '';
        nodes = blank = null;
        tels = NO_TELS;
        // (hasChildNodes: reading the child costs a wrapper. A host is a block even when empty.)
        const host = name.includes('-') || el.shadowRoot !== null;
        if (!inline && !isSkippedName(el, name, opts) && (el.hasChildNodes() || host)) childBlocks.push(el);
      }
    }
    if (firstChild) {
      node = firstChild;
      continue;
    }
    // Climb until a next sibling exists, closing tel links on the way.
    while (node && node !== block) {
      if (telStack !== null && telStack.length > 0 && telStack[telStack.length - 1]?.el === node) {
        const tel = telStack.pop() as { el: Element; start: number; seg: number };
        // (A link cut by a block inside it ends in another segment: its offsets would mislead.)
        if ((nodes !== null || blank !== null) && tel.seg === segments.length && text.length > tel.start) {
          const span = { start: tel.start, end: text.length, href: tel.el.getAttribute('href') ?? '' };
          if (tels === NO_TELS) tels = [span];
          else tels.push(span);
        }
      }
      const next: Node | null = node.nextSibling;
      if (next) {
        node = next;
        break;
      }
      node = node.parentNode;
    }
    if (node === block) break;
  }
  if (nodes !== null) segments.push({ text, nodes, starts, tels });
  return { segments, childBlocks };
}

/**
 * A segment with its text nodes: a leaf read by its text alone gets them now, its text nodes in
 * document order, inside its inline elements too. Undefined when the leaf no longer holds that
 * text, or holds an element that is not inline (it changed since: the change is re-read on its own).
 */
export function mappedSegment(seg: Segment): Segment | undefined {
  const leaf = seg.leaf;
  if (!leaf) return seg;
  const nodes: Text[] = [];
  const starts: number[] = [];
  let text = '';
  let n: Node | null = leaf.firstChild;
  while (n) {
    const type = n.nodeType;
    let down: Node | null = null;
    if (type === ELEMENT_NODE) {
      if (!isInlineElement(n as Element)) return undefined;
      down = n.firstChild;
    } else if (type === TEXT_NODE) {
      const data = (n as Text).data;
      if (data.length > 0) {
        nodes.push(n as Text);
        starts.push(text.length);
        text += data;
      }
    }
    if (down) {
      n = down;
      continue;
    }
    while (n && n !== leaf && !n.nextSibling) n = n.parentNode;
    n = n && n !== leaf ? n.nextSibling : null;
  }
  return text === seg.text && nodes.length > 0 ? { text, nodes, starts, tels: NO_TELS } : undefined;
}

/** The outermost non-inline elements inside an inline element (e.g. blocks wrapped in an <a>). */
export function outerBlocksWithin(el: Element, opts: ScanOptions): Element[] {
  const out: Element[] = [];
  const stack: Element[] = [el];
  while (stack.length > 0) {
    const current = stack.pop();
    if (!current) break;
    for (let child = current.lastElementChild; child; child = child.previousElementSibling) {
      if (isSkippedElement(child, opts)) continue;
      if (isInlineElement(child)) stack.push(child);
      else out.push(child);
    }
  }
  return out.reverse();
}

/** A DOM position: a text node and an offset inside it. */
export interface TextPosition {
  node: Text;
  offset: number;
}

function lastStartAtOrBefore(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Maps a segment offset to a DOM position. A start prefers the node where the character begins;
 * an end prefers the node where the previous character ends, so a range never spills into a
 * neighbouring node at a boundary.
 */
export function positionAt(seg: Segment, offset: number, bias: 'start' | 'end'): TextPosition | undefined {
  if (seg.nodes.length === 0 || offset < 0 || offset > seg.text.length) return undefined;
  let i = lastStartAtOrBefore(seg.starts, offset);
  if (bias === 'end') {
    while (i > 0 && (seg.starts[i] ?? 0) === offset) i--;
  }
  const node = seg.nodes[i];
  const start = seg.starts[i];
  if (!node || start === undefined) return undefined;
  return { node, offset: Math.min(offset - start, node.data.length) };
}

/** The text nodes a [start, end) slice of a segment touches. */
export function nodesBetween(seg: Segment, start: number, end: number): Text[] {
  const first = lastStartAtOrBefore(seg.starts, start);
  const out: Text[] = [];
  for (let i = first; i < seg.nodes.length; i++) {
    const s = seg.starts[i] ?? 0;
    if (s >= end && i > first) break;
    const n = seg.nodes[i];
    if (n) out.push(n);
  }
  return out;
}

/**
 * Cuts a long text into windows for the detector, each under `max` characters, at a space between
 * two letters: no phone number holds letters on both sides of a space, so no number is cut.
 * A text without such a place is cut hard at `max` (a number there may be missed; a page of 20 KB
 * of unbroken digits and punctuation is not prose).
 */
export function detectionWindows(text: string, max: number): { start: number; end: number }[] {
  if (text.length <= max) return [{ start: 0, end: text.length }];
  const out: { start: number; end: number }[] = [];
  let start = 0;
  const letter = /\p{L}/u;
  while (start < text.length) {
    if (text.length - start <= max) {
      out.push({ start, end: text.length });
      break;
    }
    let cut = start + max;
    const floor = start + Math.floor(max / 2);
    while (cut > floor && !(/\s/.test(text[cut] ?? '') && letter.test(text[cut - 1] ?? '') && letter.test(text[cut + 1] ?? '')))
      cut--;
    if (cut <= floor) cut = start + max;
    out.push({ start, end: cut });
    start = cut;
  }
  return out;
}

/**
 * Whether a segment is worth the phone detector: a tel link, or a run of digits and phone
 * punctuation long enough (the detector's own first pass, utils/phone/prefilter: `candidate` is
 * its createCandidatePattern). Only such text is sent to the background; a page without any never
 * opens the detect port.
 */
export function mayHoldPhone(seg: Segment, candidate: RegExp): boolean {
  return seg.tels.length > 0 || candidate.test(seg.text);
}
