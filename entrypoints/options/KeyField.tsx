// The API key of one deployment, handled only through the background: shown masked, revealed on
// request, saved only once the free credits call accepted it (components/setup/key-flow.ts),
// replaced or removed.
import { useRef, useState } from 'preact/hooks';
import { errorText, KEY_WORDS, saveUntested, testAndSaveKey } from '@/components/setup/key-flow';
import { balanceLeft } from '@/utils/credits/money';
import type { KeyStatus } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import type { Notify } from './useNotice';

type TestState =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'ok'; text: string }
  | { state: 'failed'; text: string }
  /** The typed key was refused by the service: the key field is marked. */
  | { state: 'rejected'; text: string }
  /** The service could not be reached: the typed key may be saved untested. */
  | { state: 'unreachable'; text: string };

interface Props {
  environment: Environment;
  /** The deployment's account page, offered when the service refuses a key; '' = none set. */
  accountUrl: string;
  status: KeyStatus | undefined;
  onChanged: () => Promise<void>;
  notify: Notify;
}

export function KeyField({ environment, accountUrl, status, onChanged, notify }: Props) {
  const [draft, setDraft] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
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
          : reply.error.kind === 'key-rejected'
            ? { state: 'rejected', text: KEY_WORDS.rejected(label) }
            : { state: 'failed', text: errorText(reply.error) },
      );
      // The words say "paste it in the key field": the field is where the focus goes.
      if (!reply.ok && reply.error.kind === 'key-rejected') inputRef.current?.focus();
    } catch {
      setTest({ state: 'failed', text: 'Number Check could not run the test. Try again.' });
    }
  };

  const saved = async (text: string) => {
    setDraft('');
    setRevealed(null);
    setTest({ state: 'ok', text });
    await onChanged();
    notify(`${label} key saved`);
  };

  const save = async (e: Event) => {
    e.preventDefault();
    const key = draft.trim();
    if (!key) return;
    setTest({ state: 'testing' });
    const outcome = await testAndSaveKey(environment, key);
    if (outcome.kind === 'saved') {
      await saved(outcome.text);
      return;
    }
    setTest({
      state: outcome.kind === 'rejected' ? 'rejected' : outcome.kind === 'unreachable' ? 'unreachable' : 'failed',
      text: outcome.text,
    });
    if (outcome.kind === 'rejected') inputRef.current?.focus();
  };

  const saveWithoutTest = async () => {
    const key = draft.trim();
    if (!key) return;
    await saved(await saveUntested(environment, key));
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
          ref={inputRef}
          id={id}
          class="nc-input nc-grow"
          type="password"
          autoComplete="off"
          spellcheck={false}
          placeholder={isSet ? 'Paste a new key to replace it' : 'Paste your API key'}
          value={draft}
          aria-invalid={test.state === 'rejected'}
          aria-describedby={`${id}-result`}
          onInput={(e) => {
            setDraft((e.currentTarget as HTMLInputElement).value);
            if (test.state === 'rejected' || test.state === 'unreachable') setTest({ state: 'idle' });
          }}
          data-testid={`key-input-${environment}`}
        />
        <button type="submit" class="nc-button" disabled={draft.trim() === '' || test.state === 'testing'}>
          Test and save
        </button>
        {isSet && (
          <button
            type="button"
            class="nc-button"
            disabled={test.state === 'testing'}
            onClick={() => void runTest()}
            data-testid={`test-key-${environment}`}
          >
            {draft.trim() ? 'Test only' : 'Test the saved key'}
          </button>
        )}
      </form>
      <p
        id={`${id}-result`}
        class={`nc-hint${test.state === 'ok' ? ' nc-hint-ok' : test.state === 'idle' || test.state === 'testing' ? '' : ' nc-hint-warn'}`}
        role="status"
        data-testid={`key-test-${environment}`}
      >
        {test.state === 'testing' ? 'Testing with the free credits call…' : test.state === 'idle' ? '' : test.text}
        {test.state === 'rejected' && accountUrl && (
          <>
            {' '}
            <a class="nc-link" href={accountUrl} target="_blank" rel="noopener" data-testid={`account-link-${environment}`}>
              Manage your key on your account page
            </a>
          </>
        )}
        {test.state === 'unreachable' && (
          <>
            {' '}
            <button
              type="button"
              class="nc-link"
              onClick={() => void saveWithoutTest()}
              data-testid={`save-untested-${environment}`}
            >
              {KEY_WORDS.saveUntested}
            </button>
          </>
        )}
      </p>
      <p class="nc-hint">
        The key comes from your account with the service. It is tested with a free call (no credit spent) before it is saved, and
        stays in this browser.
      </p>
    </div>
  );
}
