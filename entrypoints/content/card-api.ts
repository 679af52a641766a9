// What the card module offers the content script, whether bundled or loaded on demand.
import type { CardModel } from './card-view';

export interface CardView {
  CARD_CSS: string;
  renderCard(container: HTMLElement, card: CardModel | undefined, onClose: () => void): void;
}

/** Where the lazily loaded card module leaves itself (the isolated world's global, not the page's). */
export const CARD_GLOBAL = '__numberCheckCard';
