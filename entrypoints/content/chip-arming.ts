// When the chip's "Check" may act: only once the chip has been on screen, unobscured, for a moment.
// A page can bring a number under a resting pointer, or cover our chip with a top-layer element
// that lets clicks through (pointer-events: none), so that a person's click meant for the page pays
// for a number they never saw. Two guards, both needed:
//  - IntersectionObserver v2 (`trackVisibility`), where the browser has it (Chromium): the browser
//    itself says whether anything covers, fades or transforms the chip;
//  - an arming delay everywhere (Firefox has no v2; in Chromium it is the floor): ARM_DELAY_MS after
//    the chip shows, is placed again, or becomes visible again, long enough for a person to see
//    what they are about to click.
// Pure: the clock and the browser's visibility reports come in, the state goes out (ui.ts wires it).

/** How long the chip must have been on screen (and, where the browser says, unobscured) before "Check" acts. */
export const ARM_DELAY_MS = 500;

/** armed: Check acts; early: shown or moved too recently; covered: the browser says something hides it. */
export type ArmState = 'armed' | 'early' | 'covered';

export class ChipArming {
  private since = Number.POSITIVE_INFINITY;
  /** The browser's last visibility report; undefined where it cannot tell (no IntersectionObserver v2). */
  private visible: boolean | undefined;

  /** @param tracksVisibility whether the browser reports occlusion (IntersectionObserver v2). */
  constructor(
    private readonly now: () => number,
    private readonly tracksVisibility: boolean,
  ) {}

  /** The chip was shown or placed again: the delay starts over, and visibility is unknown until reported. */
  shown(): void {
    this.since = this.now();
    this.visible = this.tracksVisibility ? false : undefined;
  }

  /** The chip was found elsewhere than where it was placed (a page can move our host): the delay starts over. */
  moved(): void {
    if (this.since !== Number.POSITIVE_INFINITY) this.since = this.now();
  }

  /** The chip is gone. */
  hidden(): void {
    this.since = Number.POSITIVE_INFINITY;
    this.visible = this.tracksVisibility ? false : undefined;
  }

  /** The browser's report (IntersectionObserver v2 `isVisible`): becoming visible starts the delay over. */
  seen(visible: boolean): void {
    if (!this.tracksVisibility) return;
    if (visible && !this.visible && this.since !== Number.POSITIVE_INFINITY) this.since = this.now();
    this.visible = visible;
  }

  state(): ArmState {
    if (this.visible === false || this.since === Number.POSITIVE_INFINITY) return 'covered';
    return this.now() - this.since >= ARM_DELAY_MS ? 'armed' : 'early';
  }

  /** How long until the state may turn 'armed' by time alone (0 when it is, or when only the browser can change it). */
  msToArm(): number {
    if (this.state() !== 'early') return 0;
    return Math.max(0, this.since + ARM_DELAY_MS - this.now());
  }
}
