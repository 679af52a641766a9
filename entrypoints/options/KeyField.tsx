// The API key of one deployment, handled only through the background: shown masked, revealed on
// request, tested with the free credits call, replaced or removed.
import { useState } from 'preact/hooks';
import { balanceLeft } from '@/utils/credits/money';
import type { KeyStatus } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import type { Notify } from './useNotice';

type TestState = { state: 'idle' } | { state: 'testing' } | { state: 'ok'; text: string } | { state: 'failed'; text: string };

interface Props {
  environment: Environment;
  status: KeyStatus | undefined;
  onChanged: () => Promise<void>;
  notify: Notify;
}

export function KeyField({ environment, status, onChanged, notify }: Props) {
  const [draft, setDraft] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const label = environmentLabel(environment);
  const id = `nc-key-${environment}`;
  const isSet = status?.set === true;

  const runTest = async () => {
    setTest({ state: 'testing' });
    const typed = draft.trim();
    try {
      const reply = await send({ type: 'key:test', environment, ...(typed ? { key: typed } : {}) });
      setTest(
        reply.ok
          ? {
              state: 'ok',
              text: `${typed ? 'This key' : 'The saved key'} works: ${balanceLeft({ value: reply.balance.amount, unit: reply.balance.unit, ...(reply.balance.currency ? { currency: reply.balance.currency } : {}) })}.`,
            }
          : {
              state: 'failed',
              text: reply.error.detail ? `${reply.error.message} (${reply.error.detail})` : reply.error.message,
            },
      );
    } catch {
      setTest({ state: 'failed', text: 'Number Check could not run the test. Try again.' });
    }
  };

  const save = async (e: Event) => {
    e.preventDefault();
    const key = draft.trim();
    if (!key) return;
    await send({ type: 'key:save', environment, key });
    setDraft('');
    setRevealed(null);
    setTest({ state: 'idle' });
    await onChanged();
    notify(`${label} key saved`);
  };

  const reveal = async () => {
    if (revealed !== null) {
      setRevealed(null);
      return;
    }
    setRevealed((await send({ type: 'key:reveal', environment })).key);
  };

  const remove = async () => {
    await send({ type: 'key:remove', environment });
    setConfirmRemove(false);
    setRevealed(null);
    setTest({ state: 'idle' });
    await onChanged();
    notify(`${label} key removed`);
  };

  return (
    <div class="nc-opt-field" data-testid={`key-${environment}`}>
      <p class="nc-label" id={`${id}-heading`}>
        API key
      </p>
      <div class="nc-opt-row nc-key-status">
        {status === undefined ? (
          <span class="nc-muted">…</span>
        ) : isSet ? (
          <code class="nc-key-value" data-testid={`key-masked-${environment}`}>
            {revealed ?? status.masked}
          </code>
        ) : (
          <span class="nc-muted" data-testid={`key-masked-${environment}`}>
            Not set
          </span>
        )}
        {isSet && !confirmRemove && (
          <>
            <button
              type="button"
              class="nc-button nc-button-small"
              onClick={() => void reveal()}
              aria-pressed={revealed !== null}
            >
              {revealed !== null ? 'Hide' : 'Reveal'}
            </button>
            <button type="button" class="nc-button nc-button-small" onClick={() => setConfirmRemove(true)}>
              Remove
            </button>
          </>
        )}
        {confirmRemove && (
          <span class="nc-confirm">
            <span>Remove the {label} key?</span>
            <button type="button" class="nc-button nc-button-small nc-button-danger" onClick={() => void remove()}>
              Yes, remove
            </button>
            <button type="button" class="nc-button nc-button-small" onClick={() => setConfirmRemove(false)}>
              Cancel
            </button>
          </span>
        )}
      </div>
      <form class="nc-opt-row" onSubmit={save}>
        <label class="nc-sr-only" for={id}>
          {isSet ? `New API key for ${label}` : `API key for ${label}`}
        </label>
        <input
          id={id}
          class="nc-input nc-grow"
          type="password"
          autoComplete="off"
          spellcheck={false}
          placeholder={isSet ? 'Paste a new key to replace it' : 'Paste your API key'}
          value={draft}
          onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)}
          data-testid={`key-input-${environment}`}
        />
        <button type="submit" class="nc-button" disabled={draft.trim() === ''}>
          Save key
        </button>
        <button
          type="button"
          class="nc-button"
          disabled={test.state === 'testing' || (!isSet && draft.trim() === '')}
          onClick={() => void runTest()}
          data-testid={`test-key-${environment}`}
        >
          {test.state === 'testing' ? 'Testing…' : 'Test'}
        </button>
      </form>
      <p
        class={`nc-hint${test.state === 'ok' ? ' nc-hint-ok' : test.state === 'failed' ? ' nc-hint-warn' : ''}`}
        role="status"
        data-testid={`key-test-${environment}`}
      >
        {test.state === 'ok' || test.state === 'failed' ? test.text : ''}
      </p>
    </div>
  );
}
