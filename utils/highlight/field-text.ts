// The text a person typed into a page's form fields and editable regions (a CRM's edit form, a help
// desk's reply box), for "On this page". Read only: a field's value is read, never written, and
// reading moves neither its focus, its selection nor its undo history. No highlight is drawn over a
// field: an input's value has no text nodes, so no range can cover it, and an editable region
// belongs to an editor that redraws (and measures) its own DOM as the person types.
import { isInlineElement } from './text-reading';

/** Input types whose value is free text a number may be typed into (not passwords, not hidden values). */
const TEXT_INPUT_TYPES = new Set(['text', 'tel', 'search', '']);

/** Characters of one field read at most (a notes area pasted full still reads quickly). */
export const MAX_FIELD_CHARS = 20_000;

/** The fields and editable regions of a document or a shadow root, in tree order. */
export const FIELD_SELECTOR = 'input, textarea, [contenteditable]';

/** Whether an element is a field whose text is read: a text input, a text area, or the outermost editable region. */
export function isReadableField(el: Element): boolean {
  const name = el.localName;
  if (name === 'textarea') return true;
  if (name === 'input') return TEXT_INPUT_TYPES.has((el.getAttribute('type') ?? '').toLowerCase());
  const editable = el.getAttribute('contenteditable');
  if (editable === null || editable.toLowerCase() === 'false') return false;
  // Only the outermost region: an editable one inside another is part of its text.
  const outer = el.parentElement?.closest('[contenteditable]');
  return !outer || outer.getAttribute('contenteditable')?.toLowerCase() === 'false';
}

/**
 * A field's text: an input's or text area's value; an editable region's text with a line break
 * where a block or <br> ends a line (so numbers on two lines are never read as one).
 */
export function fieldText(el: Element): string {
  const name = el.localName;
  if (name === 'input' || name === 'textarea') return ((el as HTMLInputElement).value ?? '').slice(0, MAX_FIELD_CHARS);
  return editableText(el).slice(0, MAX_FIELD_CHARS);
}

function editableText(root: Element): string {
  let out = '';
  let node: Node | null = root.firstChild;
  while (node && out.length < MAX_FIELD_CHARS) {
    let descend: Node | null = null;
    if (node.nodeType === 3) out += (node as Text).data;
    else if (node.nodeType === 1) {
      const el = node as Element;
      const inline = isInlineElement(el);
      if (!inline || el.localName === 'br') out += '\n';
      const skipped = el.localName === 'script' || el.localName === 'style' || el.localName === 'template';
      if (!skipped) descend = el.firstChild;
    }
    if (descend) {
      node = descend;
      continue;
    }
    while (node && node !== root) {
      if (node.nodeType === 1 && !isInlineElement(node as Element)) out += '\n';
      if (node.nextSibling) {
        node = node.nextSibling;
        break;
      }
      node = node.parentNode;
    }
    if (node === root) break;
  }
  return out;
}
