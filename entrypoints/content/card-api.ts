// What the card (card-view.tsx) offers the in-page UI (ui.ts).
import type { CheckReply } from '@/utils/checks/check-reply';
import type { Box } from '@/utils/in-page/position';
import type { ErrorAction } from '@/utils/service/errors';

export interface CardModel {
  /** E.164. */
  number: string;
  /** The number as the page writes it. */
  label: string;
  anchor: Box;
  /** Where the other numbers on screen are, so the card can keep clear of them. */
  obstacles?: () => Box[];
  /** Undefined while the check runs. */
  reply?: CheckReply;
}

export interface CardHandlers {
  onClose: () => void;
  /** An error's action button was clicked (the event says whether a person did it). */
  onAction: (action: ErrorAction, event: Event) => void;
}

export interface CardView {
  CARD_CSS: string;
  renderCard(container: HTMLElement, card: CardModel | undefined, handlers: CardHandlers): void;
}
