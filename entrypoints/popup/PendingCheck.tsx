// A check in flight: what is being checked, for how long, and a way to stop waiting. Stopping does
// not unsend the call: the answer, if the service gives one, still goes to the history, and checking
// the same number again meanwhile joins that call rather than spending a second credit.
import { useElapsedSeconds } from '@/components/useElapsed';

export const PENDING_WORDS = {
  checking: (input: string) => `Checking ${input}…`,
  elapsed: (s: number) => `${s} s`,
  cancel: 'Cancel',
  cancelled: (input: string) =>
    `Stopped waiting for ${input}. If the service still answers, the answer will show in the history below.`,
} as const;

export function PendingCheck({ input, onCancel }: { input: string; onCancel: () => void }) {
  const seconds = useElapsedSeconds(true);
  return (
    <div class="nc-pending-row">
      <p class="nc-pending" data-testid="pending">
        <span class="nc-spinner" aria-hidden="true" /> {PENDING_WORDS.checking(input)}{' '}
        <span class="nc-muted" data-testid="pending-elapsed" aria-live="off">
          {PENDING_WORDS.elapsed(seconds)}
        </span>
      </p>
      <button type="button" class="nc-button nc-button-small" onClick={onCancel} data-testid="pending-cancel">
        {PENDING_WORDS.cancel}
      </button>
    </div>
  );
}
