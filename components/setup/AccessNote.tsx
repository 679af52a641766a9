// One line saying whether Number Check may reach the service, with the way forward when it may not.
import { displayHost } from '@/utils/service/display-host';
import type { AccessState } from './useOriginAccess';

export const ACCESS_WORDS = {
  missing: (host: string) => `Number Check is not allowed to reach ${host} yet.`,
  pending: (host: string) => `Waiting for your answer: the browser is asking whether Number Check may reach ${host}.`,
  granted: (host: string) => `Number Check may reach ${host}.`,
  refused: (host: string) =>
    `You refused access to ${host}, so Number Check cannot reach the service there. The address is kept.`,
  grant: 'Grant access',
  askAgain: 'Ask again',
} as const;

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
      {state === 'pending' && <span class="nc-spinner" aria-hidden="true" />} {ACCESS_WORDS[state](host)}
      {(state === 'missing' || state === 'refused') && (
        <>
          {' '}
          <button type="button" class="nc-link" onClick={onRequest}>
            {state === 'missing' ? ACCESS_WORDS.grant : ACCESS_WORDS.askAgain}
          </button>
        </>
      )}
    </p>
  );
}
