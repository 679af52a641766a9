// The popup's kept top as a tree of plain values (the copy in the popup's localStorage,
// utils/storage/popup-first-paint.ts): written by the popup when it keeps its top
// (keep-first-paint.ts), built into elements by hand by the first-paint script (first-paint.ts).
// Building a few hundred nodes by hand costs a slow machine less than parsing the same markup in a
// new document, then walking it to drop what is not ours, then moving it over.
// What is read is treated as untrusted all the same: only known elements and attributes are built.

/** Text, or an element: its name, its attributes (name, value, name, value…), its children. */
export type PaintNode = string | [name: string, attributes: string[], children: PaintNode[]];

/** Attributes the popup's markup carries; any other (an event handler, a link, a style) is dropped. */
export const KEPT_ATTRIBUTE =
  /^(class|id|role|type|for|title|value|placeholder|datetime|elementtiming|maxlength|inputmode|autocomplete|spellcheck|disabled|readonly|tabindex|lang|dir|hidden|width|height|viewbox|d|fill|transform|focusable|aria-[a-z]+|data-[a-z-]+)$/i;
/** Elements that could load, run or send something are left out with what is in them. */
export const DROPPED = ['script', 'style', 'link', 'iframe', 'object', 'embed', 'img', 'a', 'base', 'meta', 'template'];
const DROPPED_NAMES = new Set(DROPPED);
/** An element name `createElement` takes, and nothing else. */
const ELEMENT_NAME = /^[a-z][a-z0-9-]*$/i;
const SVG = 'http://www.w3.org/2000/svg';
/** Deeper than the popup's top ever is: deeper is not built. */
const MAX_DEPTH = 40;

/** The element's children as a tree (comments left out), with only the kept elements and attributes. */
export function toPaintTree(root: ParentNode): PaintNode[] {
  const nodes: PaintNode[] = [];
  for (const node of root.childNodes) {
    if (node.nodeType === 3) nodes.push((node as Text).data);
    else if (node.nodeType === 1) {
      const el = node as Element;
      const name = el.localName;
      if (DROPPED_NAMES.has(name)) continue;
      const attributes: string[] = [];
      for (const attr of el.attributes) if (KEPT_ATTRIBUTE.test(attr.name)) attributes.push(attr.name, attr.value);
      nodes.push([name, attributes, toPaintTree(el)]);
    }
  }
  return nodes;
}

function append(doc: Document, parent: Node, nodes: unknown, svg: boolean, depth: number): void {
  if (!Array.isArray(nodes) || depth > MAX_DEPTH) return;
  for (const node of nodes) {
    if (typeof node === 'string') {
      parent.appendChild(doc.createTextNode(node));
      continue;
    }
    if (!Array.isArray(node)) continue;
    const [name, attributes, children] = node as unknown[];
    if (typeof name !== 'string' || !ELEMENT_NAME.test(name) || DROPPED_NAMES.has(name.toLowerCase())) continue;
    const inSvg = svg || name === 'svg';
    const el = inSvg ? doc.createElementNS(SVG, name) : doc.createElement(name);
    if (Array.isArray(attributes)) {
      for (let i = 0; i + 1 < attributes.length; i += 2) {
        const [key, value] = [attributes[i], attributes[i + 1]];
        if (typeof key === 'string' && typeof value === 'string' && KEPT_ATTRIBUTE.test(key)) el.setAttribute(key, value);
      }
    }
    append(doc, el, children, inSvg, depth + 1);
    parent.appendChild(el);
  }
}

/** The tree as nodes of this page (what is not a kept element, attribute or text is left out). */
export function fromPaintTree(doc: Document, tree: unknown): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  append(doc, fragment, tree, false, 0);
  return fragment;
}
