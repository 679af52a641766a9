// Reads a page's text the way a reader sees it: a block's inline content (text split across <b>,
// <a>, <span>…) is joined into one string with a map back to the text nodes, so a number written as
// `<b>+44</b> 20 7946 0018` is found whole, and a match's offsets become DOM positions. Pure DOM
// reading: nothing here writes to the page.
import { countDigits, MIN_DIGITS } from './phone-prefilter';

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

/** Skipped unless the user turns on "highlight in code" (DESIGN §4). */
const CODE_TAGS = new Set(['code', 'pre']);

export interface ScanOptions {
  highlightInCode: boolean;
  /** Our own UI's host element name; its subtree is never read. */
  ownHostName?: string;
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
  if (opts.ownHostName !== undefined && name === opts.ownHostName) return true;
  // Most elements have no attributes at all: one call tells, instead of two lookups.
  return el.hasAttributes() && (el.hasAttribute('contenteditable') || el.hasAttribute('hidden'));
}

/** Whether a node sits inside a skipped subtree (for rescans that start mid-document). */
export function isInSkippedContext(node: Node, opts: ScanOptions): boolean {
  const doc = node.ownerDocument;
  if (doc && doc.designMode === 'on') return true;
  let el: Element | null = node.nodeType === ELEMENT_NODE ? (node as Element) : node.parentElement;
  while (el) {
    if (isSkippedElement(el, opts)) return true;
    el = el.parentElement;
  }
  return false;
}

/**
 * The element whose own inline content holds this node: the nearest ancestor (or the node itself)
 * that is not inline. Rescans after a change work on this unit.
 */
export function blockOf(node: Node): Element | null {
  let el: Element | null = node.nodeType === ELEMENT_NODE ? (node as Element) : node.parentElement;
  while (el && isInlineElement(el) && el.parentElement) el = el.parentElement;
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
  nodes: Text[];
  /** `starts[i]` is the offset of `nodes[i]` in `text`; ascending. */
  starts: number[];
  tels: TelSpan[];
}

export interface BlockContent {
  segments: Segment[];
  /** Non-inline child elements met while reading, in document order: each is a block of its own. */
  childBlocks: Element[];
}

class SegmentBuilder {
  /** Joined as it grows: V8 concatenates by reference (a rope), flattened once when first read. */
  private text = '';
  /** Null until the segment's first text node: most blocks end in a flush with nothing after it. */
  private nodes: Text[] | null = null;
  private starts: number[] = [];
  private tels: TelSpan[] = [];
  readonly out: Segment[] = [];

  get offset(): number {
    return this.text.length;
  }

  addText(node: Text): void {
    const data = node.data;
    if (data.length === 0) return;
    if (this.nodes === null) {
      this.nodes = [node];
      this.starts = [0];
      this.tels = [];
    } else {
      this.nodes.push(node);
      this.starts.push(this.text.length);
    }
    this.text += data;
  }

  addTel(start: number, href: string): void {
    const end = this.text.length;
    if (end > start) this.tels.push({ start, end, href });
  }

  flush(): void {
    // Most flushes (a block boundary with no text before it) have nothing to keep.
    if (this.nodes === null) return;
    this.out.push({ text: this.text, nodes: this.nodes, starts: this.starts, tels: this.tels });
    this.text = '';
    this.nodes = null;
  }
}

/**
 * Reads a block's own inline content: text directly in it and in inline descendants, cut into
 * segments wherever a non-inline element stands. Child blocks are listed, not entered.
 */
export function readBlock(block: Element, opts: ScanOptions): BlockContent {
  const seg = new SegmentBuilder();
  const childBlocks: Element[] = [];
  // Iterative walk: a deep inline nest must not overflow the stack.
  const telStack: { el: Element; start: number }[] = [];
  let node: Node | null = block.firstChild;
  while (node) {
    // (Each DOM property read is a call into the page's bindings: read each once per node.)
    let firstChild: Node | null = null;
    const type = node.nodeType;
    if (type === TEXT_NODE) {
      seg.addText(node as Text);
    } else if (type === ELEMENT_NODE) {
      const el = node as Element;
      const name = el.localName;
      if (isSkippedName(el, name, opts)) {
        seg.flush();
      } else if (INLINE_TAGS.has(name)) {
        firstChild = el.firstChild;
        if (firstChild && name === 'a') {
          const href = el.getAttribute('href');
          if (href && /^\s*tel:/i.test(href)) telStack.push({ el, start: seg.offset });
        }
      } else {
        seg.flush();
        if (el.firstChild) childBlocks.push(el);
      }
    }
    if (firstChild) {
      node = firstChild;
      continue;
    }
    // Climb until a next sibling exists, closing tel links on the way.
    while (node && node !== block) {
      if (telStack.length > 0 && telStack[telStack.length - 1]?.el === node) {
        const tel = telStack.pop();
        if (tel) seg.addTel(tel.start, tel.el.getAttribute('href') ?? '');
      }
      if (node.nextSibling) {
        node = node.nextSibling;
        break;
      }
      node = node.parentNode;
    }
    if (node === block) break;
  }
  seg.flush();
  // A tel link cut by a block inside it spans two segments: its offsets would mislead, so drop it.
  const out = seg.out;
  for (let i = 0; i < out.length; i++) {
    const s = out[i] as Segment;
    if (s.tels.length > 0) s.tels = s.tels.filter((t) => t.end <= s.text.length);
  }
  return { segments: seg.out, childBlocks };
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
 * punctuation long enough (the detector's own first pass, utils/phone-prefilter). Only such text is
 * sent to the background; a page without any never opens the detect port.
 */
export function mayHoldPhone(seg: Segment, runPattern: RegExp): boolean {
  if (seg.tels.length > 0) return true;
  const text = seg.text;
  runPattern.lastIndex = 0;
  for (let m = runPattern.exec(text); m; m = runPattern.exec(text)) {
    if (countDigits(text, m.index, m.index + m[0].length) >= MIN_DIGITS) return true;
  }
  return false;
}
