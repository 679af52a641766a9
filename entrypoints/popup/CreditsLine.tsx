// Remaining credits of the active environment, when they were read, and a refresh.
import { TimeAgo } from '@/components/TimeAgo';
import { nounFor } from '@/utils/common/plural';
import type { CreditsReading } from '@/utils/credits/reading';

interface Props {
  reading: CreditsReading | undefined;
  lowThreshold: number;
  refreshing: boolean;
  onRefresh: () => void;
  now: number;
  /** The result below already says the same thing (a check answered "no credits"): say it once. */
  hideError?: boolean;
}

function toneOf(value: number, low: number): 'zero' | 'low' | 'normal' {
  return value <= 0 ? 'zero' : value <= low ? 'low' : 'normal';
}

export function CreditsLine({ reading, lowThreshold, refreshing, onRefresh, now, hideError = false }: Props) {
  const value = reading?.value;
  return (
    <section class="nc-credits" aria-label="Credits" data-testid="credits">
      <p class="nc-credits-text">
        {value !== undefined ? (
          <>
            <span class={`nc-credits-value nc-tone-${toneOf(value, lowThreshold)}`} data-testid="credits-value">
              {value.toLocaleString()}
            </span>{' '}
            {nounFor(value, 'credit', 'credits')} left
            {reading?.readAt !== undefined && (
              <span class="nc-muted">
                {' · read '}
                <TimeAgo at={reading.readAt} now={now} />
              </span>
            )}
          </>
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
      {reading?.error && !hideError && (
        <p class="nc-credits-error" data-testid="credits-error">
          {reading.error.message}
        </p>
      )}
    </section>
  );
}
