// The base URL of one deployment: validated on save, and the origin's host permission asked for in
// the same click (the browser shows its prompt only inside a user gesture, before any other await).
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import { checkBaseUrl, originPattern } from '@/utils/service/url';
import { updateSettings } from '@/utils/storage/items';
import type { Notify } from './useNotice';

type Access = 'unknown' | 'granted' | 'missing';

async function hasAccess(url: string): Promise<Access> {
  const pattern = originPattern(url);
  if (!pattern) return 'unknown';
  return (await browser.permissions.contains({ origins: [pattern] }).catch(() => false)) ? 'granted' : 'missing';
}

export function BaseUrlField({ environment, saved, notify }: { environment: Environment; saved: string; notify: Notify }) {
  const [draft, setDraft] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const [access, setAccess] = useState<Access>('unknown');
  const id = `nc-url-${environment}`;

  useEffect(() => {
    setDraft(saved);
    let live = true;
    void hasAccess(saved).then((a) => live && setAccess(a));
    return () => {
      live = false;
    };
  }, [saved]);

  const requestAccess = async (url: string): Promise<boolean> => {
    const pattern = originPattern(url);
    if (!pattern) return false;
    const granted = await browser.permissions.request({ origins: [pattern] }).catch(() => false);
    setAccess(granted ? 'granted' : 'missing');
    return granted;
  };

  const save = async (e: Event) => {
    e.preventDefault();
    const check = checkBaseUrl(draft);
    if (!check.ok) {
      setProblem(check.reason);
      return;
    }
    setProblem(null);
    const granted = await requestAccess(check.url);
    await updateSettings((s) => ({ baseUrls: { ...s.baseUrls, [environment]: check.url } }));
    setDraft(check.url);
    notify(granted ? t('url_saved', { env: environmentLabel(environment) }) : t('url_savedNoAccess', { origin: check.origin }));
  };

  const describedBy = `${id}-hint${problem ? ` ${id}-problem` : ''}`;
  return (
    <form class="nc-opt-field" onSubmit={save} noValidate>
      <label class="nc-label" for={id}>
        {t('url_label')}
      </label>
      <div class="nc-opt-row">
        <input
          id={id}
          class="nc-input nc-grow"
          type="url"
          inputMode="url"
          spellcheck={false}
          autoComplete="off"
          placeholder="https://api.example.com"
          value={draft}
          aria-invalid={problem !== null}
          aria-describedby={describedBy}
          onInput={(e) => {
            setDraft((e.currentTarget as HTMLInputElement).value);
            setProblem(null);
          }}
          data-testid={`base-url-${environment}`}
        />
        <button type="submit" class="nc-button" data-testid={`save-url-${environment}`}>
          {t('url_save')}
        </button>
      </div>
      <p id={`${id}-hint`} class="nc-hint">
        {t('url_hint')}
      </p>
      {problem && (
        <p id={`${id}-problem`} class="nc-hint nc-hint-warn" role="alert" data-testid={`url-problem-${environment}`}>
          {problem}
        </p>
      )}
      {saved && access === 'missing' && (
        <p class="nc-hint nc-hint-warn">
          {t('url_notAllowed')}{' '}
          <button type="button" class="nc-link" onClick={() => void requestAccess(saved)}>
            {t('action_grantAccess')}
          </button>
        </p>
      )}
      {saved && access === 'granted' && !problem && (
        <p class="nc-hint nc-hint-ok">{t('url_granted', { host: new URL(saved).host })}</p>
      )}
    </form>
  );
}
