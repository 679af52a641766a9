// Hover tracking: which highlighted number the pointer rests on, and when the chip should show for
// it or go. Pointer positions come in (one method, `pointerMoved`; the chip says when the pointer
// is over it); "the pointer rests on this number", "show the chip for it" and "hide it" go out. A number must be hovered
// HOVER_DELAY_MS before its chip shows, so passing over numbers flashes nothing, and the chip stays
// LEAVE_DELAY_MS after the pointer leaves, time to move onto the chip.
import type { Timers } from './timers';

/** Hover this long before the chip shows: passing over a number must not flash UI. */
export const HOVER_DELAY_MS = 250;
/** Leave this long before the chip hides: time to move from the number to the chip. */
export const LEAVE_DELAY_MS = 450;

export interface HoverEnv<F> {
  /** Whether highlighting runs (no numbers to hover otherwise). */
  active(): boolean;
  hit(x: number, y: number): F | undefined;
  timers: Timers;
}

export interface HoverOut<F> {
  /** The pointer came to rest on `found`: its chip shows after the delay unless it moves off (the UI may get ready). */
  resting?(found: F): void;
  /** The pointer has rested on `found`: show its chip. */
  show(found: F): void;
  /** The pointer has left the number and the chip: hide the chip. */
  hide(): void;
}

export interface PointerPosition {
  /** Whether the browser made the event from a person's input (a page's script can dispatch any). */
  isTrusted: boolean;
  clientX: number;
  clientY: number;
  pointerType: string;
}

export class HoverTracker<F> {
  private pointer: { x: number; y: number } | undefined;
  private frameRequested = false;
  private hovered: F | undefined;
  private hoverTimer: number | undefined;
  private leaveTimer: number | undefined;
  private overChip = false;

  constructor(
    private readonly env: HoverEnv<F>,
    private readonly out: HoverOut<F>,
  ) {}

  /** The number the pointer rests on, or whose chip shows. */
  get current(): F | undefined {
    return this.hovered;
  }

  /**
   * Every pointer move over the page comes in here; touch has no hover. Read once per frame. A move
   * a page's script dispatched is ignored: it would show our chip (and what it says) where no person points.
   */
  pointerMoved(e: PointerPosition): void {
    if (!e.isTrusted || !this.env.active() || e.pointerType === 'touch') return;
    this.pointer = { x: e.clientX, y: e.clientY };
    if (this.frameRequested) return;
    this.frameRequested = true;
    this.env.timers.requestAnimationFrame(() => {
      this.frameRequested = false;
      this.track();
    });
  }

  /** The pointer entered (true) or left (false) the chip (the chip passes on trusted events only). */
  chipPointer(inside: boolean): void {
    this.overChip = inside;
    if (inside) this.clearLeave();
    else this.scheduleLeave();
  }

  /** The chip now shows for `found` (after the delay, or at once on a click). */
  showing(found: F): void {
    this.hovered = found;
  }

  /** The chip is gone: nothing is hovered, no timer runs. */
  reset(): void {
    this.clearHover();
    this.clearLeave();
    this.hovered = undefined;
    this.overChip = false;
  }

  private track(): void {
    const p = this.pointer;
    if (!p) return;
    const found = this.overChip ? this.hovered : this.env.hit(p.x, p.y);
    if (found) {
      this.clearLeave();
      if (found === this.hovered) return;
      this.hovered = found;
      this.clearHover();
      this.out.resting?.(found);
      this.hoverTimer = this.env.timers.setTimeout(() => {
        this.hoverTimer = undefined;
        this.out.show(found);
      }, HOVER_DELAY_MS);
    } else if (this.hovered && !this.overChip) {
      this.clearHover();
      this.scheduleLeave();
    }
  }

  private scheduleLeave(): void {
    if (this.leaveTimer !== undefined) return;
    this.leaveTimer = this.env.timers.setTimeout(() => {
      this.leaveTimer = undefined;
      if (this.overChip) return;
      this.out.hide();
    }, LEAVE_DELAY_MS);
  }

  private clearLeave(): void {
    if (this.leaveTimer !== undefined) this.env.timers.clearTimeout(this.leaveTimer);
    this.leaveTimer = undefined;
  }

  private clearHover(): void {
    if (this.hoverTimer !== undefined) this.env.timers.clearTimeout(this.hoverTimer);
    this.hoverTimer = undefined;
  }
}
