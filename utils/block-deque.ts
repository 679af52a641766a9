// The blocks a page read still has to visit, taken from either end. Read from the front alone, it is
// a depth-first walk in document order. Read from both ends (the first full pass of a page), every
// block is still read once, and the text sent to the detector mixes the page's start and end: on a
// page whose number-dense part is at one end (a directory's table first, pages of prose last), the
// detector is fed all along instead of getting the heaviest text in one burst at the end and making
// the page wait for it.

/**
 * A deque of elements in document order, as two stacks back to back: `front` (its top the first
 * element) and `back` (its top the last). An end whose stack is empty takes from the bottom of the
 * other, which is the next element in order from that end.
 */
export class BlockDeque {
  private front: Element[] = [];
  private back: Element[] = [];
  /** Elements at the bottom of each stack already taken by the other end. */
  private frontTaken = 0;
  private backTaken = 0;

  constructor(first?: Element) {
    if (first) this.front.push(first);
  }

  get size(): number {
    return this.front.length - this.frontTaken + this.back.length - this.backTaken;
  }

  takeFront(): Element | undefined {
    if (this.front.length > this.frontTaken) return this.settle(this.front.pop());
    return this.back.length > this.backTaken ? this.settle(this.back[this.backTaken++]) : undefined;
  }

  takeBack(): Element | undefined {
    if (this.back.length > this.backTaken) return this.settle(this.back.pop());
    return this.front.length > this.frontTaken ? this.settle(this.front[this.frontTaken++]) : undefined;
  }

  /** Puts children (in document order) at the front: the first is taken first. */
  putFront(children: readonly Element[]): void {
    for (let i = children.length - 1; i >= 0; i--) this.front.push(children[i] as Element);
  }

  /** Puts children (in document order) at the back: the last is taken first from that end. */
  putBack(children: readonly Element[]): void {
    for (let i = 0; i < children.length; i++) this.back.push(children[i] as Element);
  }

  /** Forgets the taken bottoms once a stack is used up, so neither grows for the page's life. */
  private settle(el: Element | undefined): Element | undefined {
    if (this.front.length <= this.frontTaken) {
      this.front.length = 0;
      this.frontTaken = 0;
    }
    if (this.back.length <= this.backTaken) {
      this.back.length = 0;
      this.backTaken = 0;
    }
    return el;
  }
}
