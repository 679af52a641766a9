// Remaining credits of the active environment, when they were read, and a refresh.
import { TimeAgo } from '@/components/TimeAgo';
import { nounFor } from '@/utils/common/plural';
import { formatMoney } from '@/utils/credits/money';
import { type CreditsReading, toneOf } from '@/utils/credits/reading';

interface Props {
  reading: CreditsReading | undefined;
  lowThreshold: number;
  refreshing: boolean;
  onRefresh: () => void;
  now: number;
  /** The result below already says the same thing (a check answered "no credits"): say it once. */
  hideError?: boolean;
}

export function CreditsLine({ reading, lowThreshold, refreshing, onRefresh, now, hideError = false }: Props) {
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
        ) : (
          <span class="nc-muted">Credits not read yet</span>
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
      {reading?.error && !hideError && reading.error.kind !== 'no-credits-endpoint' && (
        <p class="nc-credits-error" data-testid="credits-error">
          {reading.error.message}
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
