// Text hidden by style is not highlighted (ranges.ts asks isTextVisible). The outermost hidden
// elements that hold numbers are remembered so that a later class, style or `open` change that may
// show them reads them again (revealedBy); only those are checked, so a change elsewhere costs nothing.

/** Beyond this many hidden places with numbers, hidden ones are no longer tracked (cost bound). */
const MAX_HIDDEN_ROOTS = 300;

export interface VisibilityEnv {
  /** Whether an element is rendered (`checkVisibility`); absent = everything counts as visible. */
  isElementVisible?(el: Element): boolean;
}

export class HiddenRoots {
  private readonly roots = new Set<Element>();
  /** Visibility of elements met during one block's ranges; cleared per block (styles may change between). */
  private readonly visibleCache = new Map<Element, boolean>();

  constructor(private readonly env: VisibilityEnv) {}

  /** Starts a block's ranges: the visibility seen for the last block may be stale. */
  newBlock(): void {
    this.visibleCache.clear();
  }

  isTextVisible(node: Text): boolean {
    const isVisible = this.env.isElementVisible;
    const parent = node.parentElement;
    if (!isVisible || !parent) return true;
    let visible = this.visibleCache.get(parent);
    if (visible === undefined) {
      visible = isVisible(parent);
      this.visibleCache.set(parent, visible);
    }
    if (!visible && this.roots.size < MAX_HIDDEN_ROOTS) {
      // Remember the outermost hidden ancestor: a change to it (or above it) may reveal the number.
      let root: Element = parent;
      while (root.parentElement && !isVisible(root.parentElement)) root = root.parentElement;
      this.roots.add(root);
    }
    return visible;
  }

  /** The hidden places at or under `el` that show now; they are forgotten (read again, they may be remembered anew). */
  revealedBy(el: Element): Element[] {
    if (this.roots.size === 0) return [];
    const isVisible = this.env.isElementVisible;
    const shown: Element[] = [];
    for (const root of [...this.roots]) {
      if (!root.isConnected) {
        this.roots.delete(root);
        continue;
      }
      if (el !== root && !el.contains(root)) continue;
      if (isVisible && !isVisible(root)) continue;
      this.roots.delete(root);
      shown.push(root);
    }
    return shown;
  }

  /** Forgets the places that left the document. */
  sweep(): void {
    for (const root of this.roots) if (!root.isConnected) this.roots.delete(root);
  }

  clear(): void {
    this.roots.clear();
  }
}
