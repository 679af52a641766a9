// Shadow roots, read as part of their host: web components (a CRM's contact card, a help desk's
// ticket view) keep their text in shadow trees, which a walk of the document never enters. The
// scanner asks for each block's root (open ones by `shadowRoot`; closed ones where the browser lets
// an extension reach them: `chrome.dom.openOrClosedShadowRoot` in Chromium,
// `Element.openOrClosedShadowRoot` in Firefox's content scripts), reads the root's own inline text as
// the host's and its blocks as blocks. Pure DOM reading: nothing here writes to the page.

/** An element's shadow root, open or (where the browser allows) closed; null when none. */
export type RootOf = (el: Element) => ShadowRoot | null;

/** What the browser offers an extension to reach closed roots (absent: open ones only). */
export interface ClosedRootAccess {
  /** Chromium: `chrome.dom.openOrClosedShadowRoot(el)`. */
  chromeDom?: { openOrClosedShadowRoot?(el: Element): ShadowRoot | null | undefined };
  /** Firefox: content scripts see `el.openOrClosedShadowRoot`. */
  firefoxProperty?: boolean;
}

/**
 * The reader of roots for this browser. Open roots are read directly (one property read: the
 * scanner asks for every block); only custom elements are asked for a closed one (mayHostRoot), so
 * the common block costs no extension call. `access` is called once, when the first custom element
 * without an open root is met, not before (in Chromium, reading `chrome.dom` builds that API's
 * object, a cost paid at the content script's start on every page, most of which have no custom
 * element: about 1 ms of its 17–19 ms top-level run with the CPU 4× slower, docs/architecture.md).
 */
export function rootReader(access: () => ClosedRootAccess = () => ({})): RootOf {
  // (null: this browser gives no access.)
  let closed: RootOf | null | undefined;
  return (el) => {
    const open = el.shadowRoot;
    if (open || !mayHostRoot(el)) return open;
    if (closed === undefined) closed = closedReader(access()) ?? null;
    return closed ? closed(el) : null;
  };
}

/** What reads a closed root with the access this browser gives, if any. */
function closedReader(access: ClosedRootAccess): RootOf | undefined {
  const chromeDom = access.chromeDom?.openOrClosedShadowRoot?.bind(access.chromeDom);
  if (chromeDom)
    return (el) => {
      try {
        return chromeDom(el) ?? null;
      } catch {
        return null;
      }
    };
  if (access.firefoxProperty)
    return (el) => (el as Element & { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot ?? null;
  return undefined;
}

/**
 * Whether a closed root is looked for: custom elements only. Built-in elements `attachShadow`
 * accepts (div, span, section…) can host one too, but asking the browser for every block of a page
 * would cost an extension call each; pages put closed roots on their components.
 */
export function mayHostRoot(el: Element): boolean {
  return el.localName.includes('-');
}

/**
 * Whether a custom element without a root now may attach one later: it is not defined yet, and its
 * definition (a script that loads later) will upgrade it, and its constructor will attach its root.
 * A defined element attaches its root in its constructor or when connected, before our read.
 */
export function mayGetRootLater(el: Element): boolean {
  if (!el.localName.includes('-')) return false;
  try {
    return !el.matches(':defined');
  } catch {
    return false;
  }
}

/** What a block's reading holds (text-reading.ts's BlockContent). */
interface Content<S> {
  segments: S[];
  childBlocks: Element[];
}

/** A host's content: its own (light) inline text and blocks, then its root's, as one block. */
export function joinContent<S>(light: Content<S>, shadow: Content<S>): Content<S> {
  if (shadow.segments.length === 0 && shadow.childBlocks.length === 0) return light;
  if (light.segments.length === 0 && light.childBlocks.length === 0) return shadow;
  return { segments: [...light.segments, ...shadow.segments], childBlocks: [...light.childBlocks, ...shadow.childBlocks] };
}

/**
 * Every shadow root under `top` (the document or a root), roots inside roots included, in tree
 * order. Used where the page is searched as a whole (form fields), not by the scanner, which meets
 * roots block by block.
 */
export function shadowRootsUnder(top: Document | ShadowRoot, rootOf: RootOf, max = 10_000): ShadowRoot[] {
  const out: ShadowRoot[] = [];
  const pending: (Document | ShadowRoot)[] = [top];
  while (pending.length > 0 && out.length < max) {
    const scope = pending.shift() as Document | ShadowRoot;
    for (const el of scope.querySelectorAll('*')) {
      const root = rootOf(el);
      if (!root) continue;
      out.push(root);
      pending.push(root);
      if (out.length >= max) break;
    }
  }
  return out;
}

/**
 * The shadow roots under a point, outermost first: the document's hit answers a host, the host's
 * root answers what is under the point inside it, and so on (closed roots too, reached by `rootOf`).
 */
export function shadowRootsAt(doc: Document, rootOf: RootOf, x: number, y: number): ShadowRoot[] {
  const out: ShadowRoot[] = [];
  let el = doc.elementFromPoint(x, y);
  while (el && out.length < 32) {
    const root = rootOf(el);
    if (!root || out.includes(root)) break;
    out.push(root);
    const inner = root.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  return out;
}

/** A node's parent element, crossing out of a shadow root to its host (whose block reads the root's top text). */
export function parentOf(node: Node): Element | null {
  const parent = node.parentElement;
  if (parent) return parent;
  const up = node.parentNode;
  return up && up.nodeType === 11 ? ((up as ShadowRoot).host ?? null) : null;
}
