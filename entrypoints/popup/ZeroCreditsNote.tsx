// At 0 credits the Check button stays (the reading may be old, the account may have been topped
// up since), and this says what pressing it will do, with the way to more credits.
import type { CreditsReading } from '@/utils/credits/reading';
import { type Environment, environmentLabel } from '@/utils/service/environments';

export const ZERO_WORDS = {
  note: (env: string) =>
    `No credits left on ${env}: Check will still ask the service, which will most likely refuse. A number checked recently is answered from this browser for free.`,
  topUp: 'Top up your account',
} as const;

export function isOutOfCredits(reading: CreditsReading | undefined): boolean {
  if (!reading) return false;
  return reading.error?.kind === 'no-credits' || (reading.value !== undefined && reading.value <= 0);
}

export function ZeroCreditsNote({ environment, onTopUp }: { environment: Environment; onTopUp: () => void }) {
  return (
    <p class="nc-hint nc-hint-warn nc-zero-note" role="note" data-testid="zero-credits">
      {ZERO_WORDS.note(environmentLabel(environment))}{' '}
      <button type="button" class="nc-link" onClick={onTopUp} data-testid="zero-top-up">
        {ZERO_WORDS.topUp}
      </button>
    </p>
  );
}
