// Sites where highlighting stays off: add by host name (or a pasted URL), remove one by one.
import { useState } from 'preact/hooks';
import { readHostName } from '@/utils/common/host-name';
import { t } from '@/utils/i18n/t';
import { LIMITS } from '@/utils/storage/settings';

export function SiteList({ sites, onSave }: { sites: string[]; onSave: (sites: string[]) => Promise<void> }) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (e: Event) => {
    e.preventDefault();
    const read = readHostName(draft);
    if (!read.ok) {
      setProblem(read.reason);
      return;
    }
    if (sites.includes(read.host)) {
      setProblem(t('sites_already', { host: read.host }));
      return;
    }
    if (sites.length >= LIMITS.disabledSites) {
      setProblem(t('sites_full'));
      return;
    }
    setProblem(null);
    setDraft('');
    await onSave([...sites, read.host].sort());
  };

  return (
    <div class="nc-opt-field" data-testid="site-list">
      <form class="nc-opt-row" onSubmit={add} noValidate>
        <label class="nc-sr-only" for="nc-site-input">
          {t('sites_inputLabel')}
        </label>
        <input
          id="nc-site-input"
          class="nc-input nc-grow"
          type="text"
          placeholder="example.com"
          spellcheck={false}
          autoComplete="off"
          value={draft}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'nc-site-problem' : undefined}
          onInput={(e) => {
            setDraft((e.currentTarget as HTMLInputElement).value);
            setProblem(null);
          }}
        />
        <button type="submit" class="nc-button">
          {t('sites_add')}
        </button>
      </form>
      {problem && (
        <p id="nc-site-problem" class="nc-hint nc-hint-warn" role="alert">
          {problem}
        </p>
      )}
      {sites.length === 0 ? (
        <p class="nc-hint">{t('sites_none')}</p>
      ) : (
        <ul class="nc-site-list" aria-label={t('sites_title')}>
          {sites.map((host) => (
            <li key={host} class="nc-site">
              <span class="nc-site-host">{host}</span>
              <button
                type="button"
                class="nc-button nc-button-small"
                aria-label={t('sites_removeHost', { host })}
                onClick={() => void onSave(sites.filter((s) => s !== host))}
              >
                {t('options_remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
