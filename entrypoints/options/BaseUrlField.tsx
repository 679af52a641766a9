// The base URL of one deployment: validated on save, and the origin's host permission asked for in
// the same click (the browser shows its prompt only inside a user gesture, before any other await).
// Whether access is granted, awaited or refused is always said beside the field.
import { useEffect, useState } from 'preact/hooks';
import { AccessNote } from '@/components/setup/AccessNote';
import { useOriginAccess } from '@/components/setup/useOriginAccess';
import { t } from '@/utils/i18n/t';
import { displayUrl } from '@/utils/service/display-host';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import { checkBaseUrl } from '@/utils/service/url';
import { updateSettings } from '@/utils/storage/items';
import type { Notify } from './useNotice';

export function BaseUrlField({ environment, saved, notify }: { environment: Environment; saved: string; notify: Notify }) {
  const [draft, setDraft] = useState(displayUrl(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const access = useOriginAccess(saved || undefined);
  const id = `nc-url-${environment}`;

  useEffect(() => {
    setDraft(displayUrl(saved));
  }, [saved]);

  const save = async (e: Event) => {
    e.preventDefault();
    const check = checkBaseUrl(draft);
    if (!check.ok) {
      setProblem(check.reason);
      return;
    }
    setProblem(null);
    // The address is saved whatever the answer to the prompt, so nothing typed is lost; the note
    // below the field says whether it can be reached.
    const asked = access.request(check.url);
    await updateSettings((s) => ({ baseUrls: { ...s.baseUrls, [environment]: check.url } }));
    setDraft(displayUrl(check.url));
    const granted = await asked;
    notify(
      granted
        ? t('url_saved', { env: environmentLabel(environment) })
        : t('url_savedRefused', { env: environmentLabel(environment) }),
    );
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
      {saved && !problem && (
        <AccessNote
          state={access.state}
          baseUrl={saved}
          onRequest={() => void access.request(saved)}
          testId={`access-${environment}`}
        />
      )}
    </form>
  );
}
