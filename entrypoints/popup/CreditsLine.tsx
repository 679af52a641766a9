// Remaining credits of the active environment, when they were read, and a refresh. A read that
// failed is told from one not made yet, and its error comes with the action that fixes it.
import { ACTION_LABELS } from '@/components/ResultView';
import { TimeAgo } from '@/components/TimeAgo';
import { nounFor } from '@/utils/common/plural';
import { formatMoney } from '@/utils/credits/money';
import { type CreditsReading, toneOf } from '@/utils/credits/reading';
import type { ErrorAction } from '@/utils/service/errors';

export const CREDITS_WORDS = {
  notYet: 'Credits not read yet',
  failed: 'Credits could not be read',
} as const;

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

export function CreditsLine({ reading, lowThreshold, refreshing, onRefresh, now, hideError = false, onAction }: Props) {
  const error = reading?.error && reading.error.kind !== 'no-credits-endpoint' ? reading.error : undefined;
  const actionLabel = error && error.action !== 'retry' ? ACTION_LABELS[error.action] : '';
  const value = reading?.value;
  return (
    <section class="nc-credits" aria-label="Credits" data-testid="credits">
      <p class="nc-credits-text">
        {value !== undefined ? (
          <>
            {reading?.unit === 'money' && !reading.currency && 'Balance '}
            <span class={`nc-credits-value nc-tone-${toneOf(value, lowThreshold)}`} data-testid="credits-value">
              {reading?.unit === 'money' ? formatMoney(value, reading.currency) : value.toLocaleString()}
            </span>
            {reading?.unit === 'money' ? (reading.currency ? ' left' : '') : ` ${nounFor(value, 'credit', 'credits')} left`}
            {reading?.readAt !== undefined && (
              <span class="nc-muted">
                {' · read '}
                <TimeAgo at={reading.readAt} now={now} />
              </span>
            )}
          </>
        ) : reading?.error?.kind === 'no-credits-endpoint' ? (
          <span class="nc-muted" data-testid="credits-none">
            Balance not reported by this deployment
          </span>
        ) : error ? (
          <span class="nc-muted" data-testid="credits-failed">
            {CREDITS_WORDS.failed}
          </span>
        ) : (
          <span class="nc-muted" data-testid="credits-not-yet">
            {CREDITS_WORDS.notYet}
          </span>
        )}
      </p>
      <button
        type="button"
        class="nc-button nc-button-small"
        onClick={onRefresh}
        disabled={refreshing}
        aria-label="Refresh credits"
        data-testid="refresh-credits"
      >
        {refreshing ? <span class="nc-spinner" aria-hidden="true" /> : 'Refresh'}
      </button>
      {error && !hideError && (
        <p class="nc-credits-error" data-testid="credits-error">
          {error.message}
          {onAction && actionLabel && (
            <>
              {' '}
              <button type="button" class="nc-link" onClick={() => onAction(error.action)} data-testid="credits-action">
                {actionLabel}
              </button>
            </>
          )}
        </p>
      )}
      {reading?.error?.kind === 'no-credits-endpoint' && (
        <p class="nc-muted nc-credits-note" data-testid="credits-note">
          {reading.value !== undefined
            ? 'This deployment has no credits endpoint: the figure is the one its last answer carried.'
            : 'This deployment has no credits endpoint; checks work as usual.'}
        </p>
      )}
    </section>
  );
}
