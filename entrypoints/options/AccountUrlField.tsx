// Where the user tops up or manages the key of one deployment. Every "Top up your account" button,
// in the popup and in the page's card, opens this address; without it they open this field.
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/utils/i18n/t';
import { displayUrl } from '@/utils/service/display-host';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import { checkAccountUrl } from '@/utils/service/url';
import { updateSettings } from '@/utils/storage/items';
import type { Notify } from './useNotice';

export function AccountUrlField({ environment, saved, notify }: { environment: Environment; saved: string; notify: Notify }) {
  const [draft, setDraft] = useState(displayUrl(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const id = `nc-account-${environment}`;
  useEffect(() => setDraft(displayUrl(saved)), [saved]);

  const save = async (e: Event) => {
    e.preventDefault();
    const check = checkAccountUrl(draft);
    if (!check.ok) {
      setProblem(check.reason);
      return;
    }
    setProblem(null);
    await updateSettings((s) => ({ accountUrls: { ...s.accountUrls, [environment]: check.url } }));
    setDraft(displayUrl(check.url));
    notify(t(check.url ? 'account_saved' : 'account_removed', { env: environmentLabel(environment) }));
  };

  return (
    <form class="nc-opt-field" onSubmit={save} noValidate>
      <label class="nc-label" for={id}>
        {t('account_label')} <span class="nc-muted">{t('options_optional')}</span>
      </label>
      <div class="nc-opt-row">
        <input
          id={id}
          class="nc-input nc-grow"
          type="url"
          inputMode="url"
          spellcheck={false}
          autoComplete="off"
          placeholder="https://example.com/account"
          value={draft}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          onInput={(e) => {
            setDraft((e.currentTarget as HTMLInputElement).value);
            setProblem(null);
          }}
          data-testid={`account-url-${environment}`}
        />
        <button type="submit" class="nc-button" data-testid={`save-account-${environment}`}>
          {t('account_save')}
        </button>
      </div>
      <p id={`${id}-hint`} class="nc-hint">
        {t('account_hint', { topUp: t('action_topUp') })}
      </p>
      {problem && (
        <p id={`${id}-problem`} class="nc-hint nc-hint-warn" role="alert" data-testid={`account-problem-${environment}`}>
          {problem}
        </p>
      )}
    </form>
  );
}
