// The card that shows a check's answer beside the number, with the ResultView the popup uses.
// Preact and the ResultView are most of the in-page UI's weight, and only this card needs them; it
// is part of the in-page UI loaded on demand, as content-card.js (ui-loader.ts).
import { render } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CopyButton } from '@/components/CopyButton';
import { CARD_ACTIONS, ResultView } from '@/components/ResultView';
import resultViewCss from '@/components/result-view.css?inline';
import { useElapsedSeconds } from '@/components/useElapsed';
import { t } from '@/utils/i18n/t';
import { placeNextTo, type Side } from '@/utils/in-page/position';
import cardCss from './card.css?inline';
import type { CardHandlers, CardModel } from './card-api';
import { ARM_DELAY_MS } from './chip-arming';

export const CARD_CSS = `${resultViewCss}\n${cardCss}`;

/**
 * Whether the answer has been on screen long enough for its buttons to act (the owner,
 * chip-and-card.ts, ignores an earlier Retry). A mark in our closed UI says so, as the chip's does.
 */
function useAnswerArmed(reply: CardModel['reply']): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(false);
    if (!reply) return;
    const timer = setTimeout(() => setArmed(true), ARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reply]);
  return armed;
}

function Card({ card, handlers }: { card: CardModel; handlers: CardHandlers }) {
  const { onClose } = handlers;
  const armed = useAnswerArmed(card.reply);
  const ref = useRef<HTMLDivElement>(null);
  const elapsed = useElapsedSeconds(card.reply === undefined);
  // The side is chosen when the card opens and when its content changes size; as the page scrolls
  // the card follows its number on that side, without measuring the page's numbers at every scroll.
  const placed = useRef<{ side: Side; height: number; model: CardModel } | undefined>(undefined);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const last = placed.current;
    const sameContent = last && last.model.reply === card.reply && last.model.label === card.label;
    const keep = sameContent && last.height === el.offsetHeight ? last.side : undefined;
    placeNextTo(el, card.anchor, card.obstacles, keep);
    placed.current = { side: (el.dataset.side as Side) ?? 'below', height: el.offsetHeight, model: card };
  });
  const e164 = card.reply?.ok ? card.reply.record.e164 : card.number;
  const asShown = card.label.replace(/\s+/g, ' ').trim();
  // The format's own name, the same in every language.
  const asE164 = `${e164} (E.164)`;
  return (
    <div
      ref={ref}
      class="nc-card"
      role="dialog"
      aria-label={t('card_label', { number: card.label })}
      data-testid="nc-card"
      style={{ left: '0px', top: '0px', visibility: 'hidden' }}
    >
      <div class="nc-card-head">
        <p class="nc-card-title">{t('ext_name')}</p>
        <button type="button" class="nc-close" aria-label={t('card_close')} data-testid="nc-card-close" onClick={onClose}>
          ×
        </button>
      </div>
      {e164 && (
        <div class="nc-card-copy" data-testid="nc-card-copy">
          <span class="nc-muted">{t('copy_copy')}</span>
          <CopyButton text={() => asShown} label={asShown} class="nc-button-small nc-copy-shown" />
          {asShown !== e164 && <CopyButton text={() => e164} label={asE164} class="nc-button-small nc-copy-e164" />}
        </div>
      )}
      {armed && <span hidden data-testid="nc-card-armed" />}
      {card.reply ? (
        <ResultView reply={card.reply} compact onAction={handlers.onAction} actions={CARD_ACTIONS} />
      ) : (
        <p class="nc-pending" role="status" data-testid="nc-pending">
          {t('current_checkingNumber', { number: card.label })}{' '}
          <span class="nc-muted" data-testid="nc-pending-elapsed" aria-live="off">
            {t('time_seconds', { seconds: elapsed })}
          </span>{' '}
          <button type="button" class="nc-button nc-button-small" onClick={onClose} data-testid="nc-pending-cancel">
            {t('common_cancel')}
          </button>
        </p>
      )}
    </div>
  );
}

/** Renders the card into `container`, or removes it (`card` undefined). */
export function renderCard(container: HTMLElement, card: CardModel | undefined, handlers: CardHandlers): void {
  render(card ? <Card card={card} handlers={handlers} /> : null, container);
}
