// A check in flight: what is being checked, for how long, and a way to stop waiting. Stopping does
// not unsend the call: the answer, if the service gives one, still goes to the history, and checking
// the same number again meanwhile joins that call rather than spending a second credit.
import { useElapsedSeconds } from '@/components/useElapsed';
import { t } from '@/utils/i18n/t';

/** What the popup says once the user stopped waiting for `input`. */
export function cancelledWords(input: string): string {
  return t('pending_cancelled', { number: input });
}

export function PendingCheck({ input, onCancel }: { input: string; onCancel: () => void }) {
  const seconds = useElapsedSeconds(true);
  return (
    <div class="nc-pending-row">
      <p class="nc-pending" data-testid="pending">
        <span class="nc-spinner" aria-hidden="true" /> {t('current_checkingNumber', { number: input })}{' '}
        <span class="nc-muted" data-testid="pending-elapsed" aria-live="off">
          {t('time_seconds', { seconds })}
        </span>
      </p>
      <button type="button" class="nc-button nc-button-small" onClick={onCancel} data-testid="pending-cancel">
        {t('common_cancel')}
      </button>
    </div>
  );
}
