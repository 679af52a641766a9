// The in-page UI: the chip over a hovered number and the card with a check's answer, inside our
// closed shadow root. The root's host is in the page only while something shows, and goes when
// nothing does, so the page's DOM is as the page built it whenever our UI is hidden.

import { placeNextTo } from '@/utils/in-page/position';
import { createShadowHost, type ShadowHost } from '@/utils/in-page/shadow-host';
import type { ErrorAction } from '@/utils/service/errors';
import type { CardModel, CardView } from './card-api';
import { loadCardView } from './card-loader';
import { buildChip, type ChipHandlers, type ChipModel } from './chip';
import chipCss from './chip.css?inline';

export const UI_HOST_NAME = 'number-check-ui';
/**
 * The verdict marks' host (verdict-overlay.ts): apart from the chip's, since it stays while the cache
 * knows numbers. Its name starts with UI_HOST_NAME, so the page scanner skips it like the other.
 */
export const MARKS_HOST_NAME = `${UI_HOST_NAME}-marks`;

export type { CardModel, ChipModel };

export interface UiHandlers extends ChipHandlers {
  onCloseCard(): void;
  /** An error's action button in the card (retry, open the settings or the account page). */
  onCardAction(action: ErrorAction, event: Event): void;
  /** Escape pressed inside our UI (the page never sees those keys, so its own listener cannot). */
  onEscape(): void;
}

export class InPageUi {
  private host: ShadowHost | undefined;
  private chip: ChipModel | undefined;
  private chipEl: HTMLElement | undefined;
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
    this.chipEl?.remove();
    this.chip = chip;
    this.chipEl = buildChip(document, chip, this.handlers);
    host.container.append(this.chipEl);
    placeNextTo(this.chipEl, chip.anchor, chip.obstacles);
  }

  hideChip(): void {
    if (!this.chip) return;
    this.chip = undefined;
    this.chipEl?.remove();
    this.chipEl = undefined;
    this.unmountIfEmpty();
  }

  showCard(card: CardModel): void {
    this.card = card;
    this.hideChip();
    this.mount();
    if (this.cardView) this.renderCard();
    else
      void loadCardView().then((view) => {
        this.adoptCardView(view);
        this.renderCard();
      });
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

  private mount(): ShadowHost {
    if (!this.host) {
      this.host = createShadowHost(document, UI_HOST_NAME, [chipCss]);
      this.host.container.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') this.handlers.onEscape();
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
