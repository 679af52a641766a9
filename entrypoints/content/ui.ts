// The in-page UI: the chip over a hovered number and the card with a check's answer, inside our
// closed shadow root. The root's host is in the page only while something shows, and goes when
// nothing does, so the page's DOM is as the page built it whenever our UI is hidden. Part of the
// module loaded on demand (content-card.js, page-ui-api.ts), with the card it renders.

import { placeNextTo } from '@/utils/in-page/position';
import { createShadowHost, type ShadowHost } from '@/utils/in-page/shadow-host';
import type { ErrorAction } from '@/utils/service/errors';
import type { CardModel, CardView } from './card-api';
import { CARD_CSS, renderCard } from './card-view';
import { buildChip, type ChipHandlers, type ChipModel, type ChipView } from './chip';
import chipCss from './chip.css?inline';
import { type ArmState, ChipArming } from './chip-arming';
import { UI_HOST_NAME } from './host-names';

export type { CardModel, ChipModel };

export interface UiHandlers extends ChipHandlers {
  onCloseCard(): void;
  /** An error's action button in the card (retry, open the settings or the account page). */
  onCardAction(action: ErrorAction, event: Event): void;
  /** Escape pressed inside our UI (the page never sees those keys, so its own listener cannot). */
  onEscape(): void;
}

/** Whether this browser says when something covers an element (IntersectionObserver v2: Chromium). */
function tracksVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

function rectKey(el: HTMLElement): string {
  const r = el.getBoundingClientRect();
  // Its corner only: "Copied" changes the chip's width, not where it is.
  return [r.left, r.top].map((v) => Math.round(v)).join(' ');
}

export class InPageUi {
  private host: ShadowHost | undefined;
  private chip: ChipModel | undefined;
  private chipView: ChipView | undefined;
  private readonly arming = new ChipArming(() => performance.now(), tracksVisibility());
  private watcher: IntersectionObserver | undefined;
  /** Where the chip was last seen on screen: a page may move our host. */
  private chipSeenAt = '';
  private armTimer: ReturnType<typeof setTimeout> | undefined;
  private card: CardModel | undefined;
  private cardView: CardView | undefined;
  private cardContainer: HTMLElement | undefined;

  constructor(private readonly handlers: UiHandlers) {}

  get chipShown(): ChipModel | undefined {
    return this.chip;
  }

  get cardShown(): CardModel | undefined {
    return this.card;
  }

  /** Whether an event happened inside our UI. */
  contains(event: Event): boolean {
    return !!this.host?.mounted && this.host.contains(event);
  }

  showChip(chip: ChipModel): void {
    const host = this.mount();
    // Last in the root, so it paints above the verdict marks' host (the same z-index): the browser's
    // visibility report (chip-arming.ts) would otherwise call a chip under a mark covered. Not done
    // for the card, which may hold the focus.
    if (host.host.nextSibling && host.host.parentNode === document.documentElement) document.documentElement.append(host.host);
    this.stopWatching();
    this.chipView?.el.remove();
    this.chip = chip;
    const view = buildChip(document, chip, this.handlers);
    this.chipView = view;
    host.container.append(view.el);
    placeNextTo(view.el, chip.anchor, chip.obstacles);
    this.chipSeenAt = rectKey(view.el);
    this.arming.shown();
    this.watch(view);
  }

  hideChip(): void {
    if (!this.chip) return;
    this.chip = undefined;
    this.stopWatching();
    this.arming.hidden();
    this.chipView?.el.remove();
    this.chipView = undefined;
    this.unmountIfEmpty();
  }

  /**
   * Whether the chip's "Check" may act now (chip-arming.ts). The host must still be where we put it:
   * a page that moved our element into its own (to fade or transform it) gets no check either.
   */
  chipReady(): ArmState {
    const host = this.host?.host;
    if (!host || host.parentNode !== document.documentElement) return 'covered';
    const el = this.chipView?.el;
    if (
      el &&
      typeof el.checkVisibility === 'function' &&
      !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
      return 'covered';
    // We never move a shown chip (a scroll hides it), but a page can (a transform or zoom on its
    // root moves our fixed host): a chip found elsewhere than last seen starts its delay over.
    if (el) {
      const at = rectKey(el);
      if (at !== this.chipSeenAt) {
        this.chipSeenAt = at;
        this.arming.moved();
        this.markArmed();
      }
    }
    return this.arming.state();
  }

  /** Words in the chip's line (why a click did nothing, so a person knows to click again). */
  sayInChip(words: string): void {
    this.chipView?.say(words);
  }

  showCard(card: CardModel): void {
    this.card = card;
    this.hideChip();
    this.mount();
    this.adoptCardView({ CARD_CSS, renderCard });
    this.renderCard();
  }

  hideCard(): void {
    if (!this.card) return;
    this.card = undefined;
    this.renderCard();
    this.unmountIfEmpty();
  }

  hideAll(): void {
    this.hideChip();
    this.hideCard();
  }

  /** Follows the chip's visibility (where the browser reports it) and marks it armed when it is. */
  private watch(view: ChipView): void {
    const update = () => this.markArmed();
    if (tracksVisibility()) {
      // v2 options are not in every TypeScript DOM library yet; browsers without v2 ignore them.
      const options = { trackVisibility: true, delay: 100 } as IntersectionObserverInit;
      this.watcher = new IntersectionObserver((entries) => {
        for (const entry of entries)
          this.arming.seen((entry as IntersectionObserverEntry & { isVisible?: boolean }).isVisible === true);
        update();
      }, options);
      this.watcher.observe(view.el);
    }
    update();
  }

  /** Marks the chip armed or not, and looks again when the delay may have passed. */
  private markArmed(): void {
    if (this.armTimer !== undefined) clearTimeout(this.armTimer);
    this.armTimer = undefined;
    const state = this.arming.state();
    this.chipView?.armed(state === 'armed');
    if (state === 'early') this.armTimer = setTimeout(() => this.markArmed(), this.arming.msToArm() + 1);
  }

  private stopWatching(): void {
    this.watcher?.disconnect();
    this.watcher = undefined;
    if (this.armTimer !== undefined) clearTimeout(this.armTimer);
    this.armTimer = undefined;
  }

  private mount(): ShadowHost {
    if (!this.host) {
      this.host = createShadowHost(document, UI_HOST_NAME, [chipCss]);
      this.host.container.addEventListener('keydown', (e) => {
        if (e.isTrusted && e.key === 'Escape') this.handlers.onEscape();
      });
    }
    this.host.mount();
    return this.host;
  }

  private adoptCardView(view: CardView): void {
    if (this.cardView || !this.host) return;
    this.cardView = view;
    this.host.addCss(view.CARD_CSS);
    this.cardContainer = document.createElement('div');
    this.host.container.prepend(this.cardContainer);
  }

  private renderCard(): void {
    if (!this.cardView || !this.cardContainer) return;
    this.cardView.renderCard(this.cardContainer, this.card, {
      onClose: this.handlers.onCloseCard,
      onAction: this.handlers.onCardAction,
    });
  }

  private unmountIfEmpty(): void {
    if (!this.chip && !this.card) this.host?.unmount();
  }
}
