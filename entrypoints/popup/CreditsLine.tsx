// Remaining credits of the active environment, when they were read, and a refresh. A read that
// failed is told from one not made yet, and its error comes with the action that fixes it.
import { actionLabel } from '@/components/ResultView';
import { TimeAgo } from '@/components/TimeAgo';
import { formatMoney } from '@/utils/credits/money';
import { type CreditsReading, toneOf } from '@/utils/credits/reading';
import { aroundFigure, formatNumber } from '@/utils/i18n/figures';
import { t, tn } from '@/utils/i18n/t';
import type { ErrorAction } from '@/utils/service/errors';

interface Props {
  reading: CreditsReading | undefined;
  lowThreshold: number;
  refreshing: boolean;
  onRefresh: () => void;
  now: number;
  /** The result below already says the same thing (a check answered "no credits"): say it once. */
  hideError?: boolean;
  /** Runs the action offered with a failed read ("retry" is the refresh itself). */
  onAction?: (action: ErrorAction) => void;
}

/** "1,234 credits left", "$0.05 left", "Balance 1.23": the words, with the figure to set apart. */
function leftWords(reading: CreditsReading & { value: number }): { figure: string; words: string } {
  if (reading.unit !== 'money') return { figure: formatNumber(reading.value), words: tn('credits_left', reading.value) };
  const figure = formatMoney(reading.value, reading.currency);
  return { figure, words: reading.currency ? t('money_left', { amount: figure }) : t('money_balance', { amount: figure }) };
}

export function CreditsLine({ reading, lowThreshold, refreshing, onRefresh, now, hideError = false, onAction }: Props) {
  const error = reading?.error && reading.error.kind !== 'no-credits-endpoint' ? reading.error : undefined;
  const errorAction = error && error.action !== 'retry' ? actionLabel(error.action) : '';
  const value = reading?.value;
  const left = reading && value !== undefined ? leftWords({ ...reading, value }) : undefined;
  const [before, after] = left ? aroundFigure(left.words, left.figure) : ['', ''];
  return (
    <section class="nc-credits" aria-label={t('credits_label')} data-testid="credits">
      <p class="nc-credits-text">
        {value !== undefined && left ? (
          <>
            {before}
            <span class={`nc-credits-value nc-tone-${toneOf(value, lowThreshold)}`} data-testid="credits-value">
              {left.figure}
            </span>
            {after}
            {reading?.readAt !== undefined && (
              <span class="nc-muted">
                {' · '}
                {t('credits_read')} <TimeAgo at={reading.readAt} now={now} />
              </span>
            )}
          </>
        ) : reading?.error?.kind === 'no-credits-endpoint' ? (
          <span class="nc-muted" data-testid="credits-none">
            {t('credits_notReported')}
          </span>
        ) : error ? (
          <span class="nc-muted" data-testid="credits-failed">
            {t('credits_readFailed')}
          </span>
        ) : (
          <span class="nc-muted" data-testid="credits-not-yet">
            {t('credits_notRead')}
          </span>
        )}
      </p>
      <button
        type="button"
        class="nc-button nc-button-small"
        onClick={onRefresh}
        disabled={refreshing}
        aria-label={t('credits_refreshLabel')}
        data-testid="refresh-credits"
      >
        {refreshing ? <span class="nc-spinner" aria-hidden="true" /> : t('credits_refresh')}
      </button>
      {error && !hideError && (
        <p class="nc-credits-error" data-testid="credits-error">
          {error.message}
          {onAction && errorAction && (
            <>
              {' '}
              <button type="button" class="nc-link" onClick={() => onAction(error.action)} data-testid="credits-action">
                {errorAction}
              </button>
            </>
          )}
        </p>
      )}
      {reading?.error?.kind === 'no-credits-endpoint' && (
        <p class="nc-muted nc-credits-note" data-testid="credits-note">
          {reading.value !== undefined ? t('credits_noEndpointFigure') : t('credits_noEndpoint')}
        </p>
      )}
    </section>
  );
}
