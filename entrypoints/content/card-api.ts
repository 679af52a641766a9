// What the card module offers the content script, whether bundled or loaded on demand.
import type { ErrorAction } from '@/utils/service/errors';
import type { CardModel } from './card-view';

export interface CardHandlers {
  onClose: () => void;
  /** An error's action button was clicked (the event says whether a person did it). */
  onAction: (action: ErrorAction, event: Event) => void;
}

export interface CardView {
  CARD_CSS: string;
  renderCard(container: HTMLElement, card: CardModel | undefined, handlers: CardHandlers): void;
}

/** Where the lazily loaded card module leaves itself (the isolated world's global, not the page's). */
export const CARD_GLOBAL = '__numberCheckCard';
