// The card that shows a check's answer beside the number, with the ResultView the popup uses.
// Preact and the ResultView are most of the in-page UI's weight, and only this card needs them:
// card-loader.ts decides whether this module is part of the content script or loaded on demand.
import { render } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { ResultView } from '@/components/ResultView';
import resultViewCss from '@/components/result-view.css?inline';
import type { Box } from '@/utils/in-page/position';
import type { CheckReply } from '@/utils/messaging/protocol';
import cardCss from './card.css?inline';
import { placeNextTo } from './chip';

export interface CardModel {
  number: string;
  label: string;
  anchor: Box;
  /** Undefined while the check runs. */
  reply?: CheckReply;
}

export const CARD_CSS = `${resultViewCss}\n${cardCss}`;

function Card({ card, onClose }: { card: CardModel; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) placeNextTo(ref.current, card.anchor);
  });
  return (
    <div
      ref={ref}
      class="nc-card"
      role="dialog"
      aria-label={`Number Check: ${card.label}`}
      data-testid="nc-card"
      style={{ left: '0px', top: '0px', visibility: 'hidden' }}
    >
      <div class="nc-card-head">
        <p class="nc-card-title">Number Check</p>
        <button type="button" class="nc-close" aria-label="Close" data-testid="nc-card-close" onClick={onClose}>
          ×
        </button>
      </div>
      {card.reply ? (
        <ResultView reply={card.reply} compact />
      ) : (
        <p class="nc-pending" role="status" data-testid="nc-pending">
          Checking {card.label}…
        </p>
      )}
    </div>
  );
}

/** Renders the card into `container`, or removes it (`card` undefined). */
export function renderCard(container: HTMLElement, card: CardModel | undefined, onClose: () => void): void {
  render(card ? <Card card={card} onClose={onClose} /> : null, container);
}
