// One line saying whether Number Check may reach the service, with the way forward when it may not.
import { t } from '@/utils/i18n/t';
import { displayHost } from '@/utils/service/display-host';
import type { AccessState } from './useOriginAccess';

function accessWords(state: Exclude<AccessState, 'unknown'>, host: string): string {
  switch (state) {
    case 'missing':
      return t('access_missing', { host });
    case 'pending':
      return t('access_pending', { host });
    case 'granted':
      return t('access_granted', { host });
    case 'refused':
      return t('access_refused', { host });
  }
}

interface Props {
  state: AccessState;
  /** The saved base URL the state is about. */
  baseUrl: string;
  onRequest: () => void;
  testId: string;
}

export function AccessNote({ state, baseUrl, onRequest, testId }: Props) {
  if (state === 'unknown') return null;
  let host: string;
  try {
    host = displayHost(new URL(baseUrl).hostname);
  } catch {
    return null;
  }
  const tone = state === 'granted' ? ' nc-hint-ok' : state === 'pending' ? '' : ' nc-hint-warn';
  return (
    <p class={`nc-hint nc-access nc-access-${state}${tone}`} role="status" data-testid={testId} data-state={state}>
      {state === 'pending' && <span class="nc-spinner" aria-hidden="true" />} {accessWords(state, host)}
      {(state === 'missing' || state === 'refused') && (
        <>
          {' '}
          <button type="button" class="nc-link" onClick={onRequest}>
            {state === 'missing' ? t('action_grantAccess') : t('access_askAgain')}
          </button>
        </>
      )}
    </p>
  );
}
