// The API key of one deployment, handled only through the background: shown masked, revealed on
// request, saved only once the free credits call accepted it (components/setup/key-flow.ts),
// replaced or removed.
import { useRef, useState } from 'preact/hooks';
import { errorText, keyRejectedWords, saveUntested, saveWithoutBalance, testAndSaveKey } from '@/components/setup/key-flow';
import { balanceLeft } from '@/utils/credits/money';
import { t } from '@/utils/i18n/t';
import type { KeyStatus } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import { saysNoCreditsEndpoint } from '@/utils/service/errors';
import { LockIcon } from './Lockable';
import type { Notify } from './useNotice';

type TestState =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'ok'; text: string }
  | { state: 'failed'; text: string }
  /** The typed key was refused by the service: the key field is marked. */
  | { state: 'rejected'; text: string }
  /** The service could not be reached: the typed key may be saved untested. */
  | { state: 'unreachable'; text: string }
  /** The deployment reports no balance: the typed key may be saved, the first check confirms it. */
  | { state: 'no-balance'; text: string };

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
              text: t(typed ? 'key_typedWorks' : 'key_savedWorks', {
                left: balanceLeft({
                  value: reply.balance.amount,
                  unit: reply.balance.unit,
                  ...(reply.balance.currency ? { currency: reply.balance.currency } : {}),
                }),
              }),
            }
          : reply.error.kind === 'key-rejected'
            ? { state: 'rejected', text: keyRejectedWords(label) }
            : saysNoCreditsEndpoint(reply.error)
              ? // Nothing to save: the words say the key can only be tested by a check.
                { state: 'failed', text: t('key_noBalanceTest', { env: label }) }
              : { state: 'failed', text: errorText(reply.error) },
      );
      // The words say "paste it in the key field": the field is where the focus goes.
      if (!reply.ok && reply.error.kind === 'key-rejected') inputRef.current?.focus();
    } catch {
      setTest({ state: 'failed', text: t('key_testFailed') });
    }
  };

  const saved = async (text: string) => {
    setDraft('');
    setRevealed(null);
    setTest({ state: 'ok', text });
    await onChanged();
    notify(t('key_saved', { env: label }));
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
    const states = { rejected: 'rejected', unreachable: 'unreachable', 'no-balance': 'no-balance', failed: 'failed' } as const;
    setTest({ state: states[outcome.kind], text: outcome.text });
    if (outcome.kind === 'rejected') inputRef.current?.focus();
  };

  const saveWithoutTest = async (how: typeof saveUntested) => {
    const key = draft.trim();
    if (!key) return;
    await saved(await how(environment, key));
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
    notify(t('key_removed', { env: label }));
  };

  // The organisation's key: used by the background for every call, never shown here, not replaceable.
  if (status?.managed) {
    return (
      <div class="nc-opt-field" data-testid={`key-${environment}`}>
        <p class="nc-label">{t('key_label')}</p>
        <p class="nc-hint nc-lock" data-testid={`key-managed-${environment}`}>
          <LockIcon />
          {t('policy_keyManaged')}
        </p>
      </div>
    );
  }

  return (
    <div class="nc-opt-field" data-testid={`key-${environment}`}>
      <p class="nc-label" id={`${id}-heading`}>
        {t('key_label')}
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
            {t('key_notSet')}
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
              {revealed !== null ? t('key_hide') : t('key_reveal')}
            </button>
            <button type="button" class="nc-button nc-button-small" onClick={() => setConfirmRemove(true)}>
              {t('options_remove')}
            </button>
          </>
        )}
        {confirmRemove && (
          <span class="nc-confirm">
            <span>{t('key_confirmRemove', { env: label })}</span>
            <button type="button" class="nc-button nc-button-small nc-button-danger" onClick={() => void remove()}>
              {t('key_yesRemove')}
            </button>
            <button type="button" class="nc-button nc-button-small" onClick={() => setConfirmRemove(false)}>
              {t('options_cancel')}
            </button>
          </span>
        )}
      </div>
      <form class="nc-opt-row" onSubmit={save}>
        <label class="nc-sr-only" for={id}>
          {isSet ? t('key_newFor', { env: label }) : t('onboard_keyLabel', { env: label })}
        </label>
        <input
          ref={inputRef}
          id={id}
          class="nc-input nc-grow"
          type="password"
          autoComplete="off"
          spellcheck={false}
          placeholder={isSet ? t('key_replacePlaceholder') : t('key_placeholder')}
          value={draft}
          aria-invalid={test.state === 'rejected'}
          aria-describedby={`${id}-result`}
          onInput={(e) => {
            setDraft((e.currentTarget as HTMLInputElement).value);
            if (test.state === 'rejected' || test.state === 'unreachable' || test.state === 'no-balance')
              setTest({ state: 'idle' });
          }}
          data-testid={`key-input-${environment}`}
        />
        <button type="submit" class="nc-button" disabled={draft.trim() === '' || test.state === 'testing'}>
          {t('onboard_submit')}
        </button>
        {isSet && (
          <button
            type="button"
            class="nc-button"
            disabled={test.state === 'testing'}
            onClick={() => void runTest()}
            data-testid={`test-key-${environment}`}
          >
            {draft.trim() ? t('key_testOnly') : t('key_testSaved')}
          </button>
        )}
      </form>
      <p
        id={`${id}-result`}
        class={`nc-hint${test.state === 'ok' ? ' nc-hint-ok' : ['idle', 'testing', 'no-balance'].includes(test.state) ? '' : ' nc-hint-warn'}`}
        role="status"
        data-testid={`key-test-${environment}`}
      >
        {test.state === 'testing' ? t('key_testing') : test.state === 'idle' ? '' : test.text}
        {test.state === 'rejected' && accountUrl && (
          <>
            {' '}
            <a class="nc-link" href={accountUrl} target="_blank" rel="noopener" data-testid={`account-link-${environment}`}>
              {t('key_manageOnAccount')}
            </a>
          </>
        )}
        {test.state === 'unreachable' && (
          <>
            {' '}
            <button
              type="button"
              class="nc-link"
              onClick={() => void saveWithoutTest(saveUntested)}
              data-testid={`save-untested-${environment}`}
            >
              {t('key_saveUntested')}
            </button>
          </>
        )}
        {test.state === 'no-balance' && (
          <>
            {' '}
            <button
              type="button"
              class="nc-link"
              onClick={() => void saveWithoutTest(saveWithoutBalance)}
              data-testid={`save-no-balance-${environment}`}
            >
              {t('key_saveNoBalance')}
            </button>
          </>
        )}
      </p>
      <p class="nc-hint">{t('key_where')}</p>
    </div>
  );
}
