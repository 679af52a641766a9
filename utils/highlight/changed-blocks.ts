// Which blocks a batch of MutationRecords asks to read again: `own` blocks only their own inline
// text (a change inside them), `deep` ones with every block under them (added, made readable, or
// shown). Dropping what a change makes stale is left to the hooks: the scanner owns the store.
import { blockOf, isInlineElement, isSkippedElement, outerBlocksWithin, type ScanOptions } from './text-reading';

export interface ChangeHooks {
  /** Drops a text node's numbers at once (its offsets moved); the blocks that held them. */
  dropNode(text: Text): Iterable<Element>;
  /** Drops the numbers inside an element that became editable or hidden. */
  dropWithin(el: Element): void;
  /** Hidden places holding numbers that a change to `el` has shown (hidden-roots.ts). */
  revealedBy(el: Element): Element[];
}

export interface ChangedBlocks {
  own: Set<Element>;
  deep: Set<Element>;
  /** Something left the document: what it held must be swept. */
  removed: boolean;
}

export function changedBlocks(records: readonly MutationRecord[], opts: ScanOptions, hooks: ChangeHooks): ChangedBlocks {
  const own = new Set<Element>();
  const deep = new Set<Element>();
  let removedAny = false;
  const ownName = opts.ownHostName;
  const isOurs = (n: Node) => n.nodeType === 1 && ownName !== undefined && (n as Element).localName.startsWith(ownName);
  for (const rec of records) {
    const target = rec.target;
    if (rec.type === 'characterData') {
      // The text's offsets moved: its ranges would now paint other characters. Drop them before
      // the next paint; the block is re-read just after.
      for (const b of hooks.dropNode(target as Text)) own.add(b);
      const b = blockOf(target);
      if (b) own.add(b);
    } else if (rec.type === 'childList') {
      const added = [...rec.addedNodes].filter((n) => !isOurs(n));
      const removed = [...rec.removedNodes].filter((n) => !isOurs(n));
      if (added.length === 0 && removed.length === 0) continue;
      if (removed.length > 0) removedAny = true;
      const b = target.nodeType === 9 ? (target as Document).documentElement : blockOf(target);
      if (b) own.add(b);
      for (const n of added) {
        if (n.nodeType !== 1) continue;
        const el = n as Element;
        if (!isInlineElement(el)) deep.add(el);
        else for (const inner of outerBlocksWithin(el, opts)) deep.add(inner);
      }
    } else if (rec.type === 'attributes' && target.nodeType === 1) {
      attributeChanged(target as Element, rec.attributeName ?? '', opts, hooks, own, deep);
    }
  }
  return { own, deep, removed: removedAny };
}

function attributeChanged(
  el: Element,
  name: string,
  opts: ScanOptions,
  hooks: ChangeHooks,
  own: Set<Element>,
  deep: Set<Element>,
): void {
  if (name === 'href') {
    if (el.localName === 'a') {
      const b = blockOf(el);
      if (b) own.add(b);
    }
    return;
  }
  if (name === 'contenteditable' || name === 'hidden') {
    // Became editable or hidden: drop what it held; became readable: read it.
    const b = isInlineElement(el) ? blockOf(el) : el;
    if (!b) return;
    if (isSkippedElement(el, opts)) hooks.dropWithin(el);
    deep.add(b);
    return;
  }
  // class, style, open: something hidden may now show. Only places known to hide numbers are checked.
  for (const root of hooks.revealedBy(el)) {
    const b = isInlineElement(root) ? blockOf(root) : root;
    if (b) deep.add(b);
  }
}
