// The API key of one deployment, handled only through the background: shown masked, revealed on
// request, tested with the free credits call, replaced or removed.
import { useState } from 'preact/hooks';
import { balanceLeft } from '@/utils/credits/money';
import { t } from '@/utils/i18n/t';
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
              text: t(typed ? 'key_typedWorks' : 'key_savedWorks', {
                left: balanceLeft({
                  value: reply.balance.amount,
                  unit: reply.balance.unit,
                  ...(reply.balance.currency ? { currency: reply.balance.currency } : {}),
                }),
              }),
            }
          : {
              state: 'failed',
              text: reply.error.detail ? `${reply.error.message} (${reply.error.detail})` : reply.error.message,
            },
      );
    } catch {
      setTest({ state: 'failed', text: t('key_testFailed') });
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
    notify(t('key_saved', { env: label }));
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
          id={id}
          class="nc-input nc-grow"
          type="password"
          autoComplete="off"
          spellcheck={false}
          placeholder={isSet ? t('key_replacePlaceholder') : t('key_placeholder')}
          value={draft}
          onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)}
          data-testid={`key-input-${environment}`}
        />
        <button type="submit" class="nc-button" disabled={draft.trim() === ''}>
          {t('key_save')}
        </button>
        <button
          type="button"
          class="nc-button"
          disabled={test.state === 'testing' || (!isSet && draft.trim() === '')}
          onClick={() => void runTest()}
          data-testid={`test-key-${environment}`}
        >
          {test.state === 'testing' ? t('onboard_testing') : t('key_test')}
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
