// At 0 credits the Check button stays (the reading may be old, the account may have been topped
// up since), and this says what pressing it will do, with the way to more credits.
import type { CreditsReading } from '@/utils/credits/reading';
import { t } from '@/utils/i18n/t';
import { type Environment, environmentLabel } from '@/utils/service/environments';

export function isOutOfCredits(reading: CreditsReading | undefined): boolean {
  if (!reading) return false;
  return reading.error?.kind === 'no-credits' || (reading.value !== undefined && reading.value <= 0);
}

export function ZeroCreditsNote({ environment, onTopUp }: { environment: Environment; onTopUp: () => void }) {
  return (
    <p class="nc-hint nc-hint-warn nc-zero-note" role="note" data-testid="zero-credits">
      {t('zero_note', { env: environmentLabel(environment), check: t('lookup_check') })}{' '}
      <button type="button" class="nc-link" onClick={onTopUp} data-testid="zero-top-up">
        {t('action_topUp')}
      </button>
    </p>
  );
}
