// "Pause on {site}": highlighting off (or back on) for the page's site in one click, through the
// same list as the settings' "Sites without highlighting". The site is the host the tab's top frame
// reported over the numbers port (page-tab.ts): no permission to read tabs' addresses is needed.
// Where the organisation's policy sets that list, the button is disabled and says why.
import { useState } from 'preact/hooks';
import { usePolicy } from '@/components/usePolicy';
import { readHostName } from '@/utils/common/host-name';
import { t } from '@/utils/i18n/t';
import { saveSettings } from '@/utils/storage/save-settings';
import { LIMITS } from '@/utils/storage/settings';

export function PauseSite({ host }: { host: string }) {
  const applied = usePolicy();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const read = readHostName(host);
  if (!applied || !read.ok || !applied.settings.highlightEnabled) return null;
  const site = read.host;
  const paused = applied.settings.disabledSites.includes(site);
  const locked = applied.locked.has('disabledSites');
  const toggle = async () => {
    const saved = await saveSettings((s) => ({
      disabledSites: paused
        ? s.disabledSites.filter((h) => h !== site)
        : [...s.disabledSites.filter((h) => h !== site), site].sort().slice(0, LIMITS.disabledSites),
    }));
    setProblem(saved.ok ? undefined : saved.message);
  };
  return (
    <div class="nc-pause-site">
      <button
        type="button"
        class="nc-button nc-button-small"
        data-testid="pause-site"
        aria-pressed={paused}
        disabled={locked || (!paused && applied.settings.disabledSites.length >= LIMITS.disabledSites)}
        aria-describedby={locked ? 'nc-pause-locked' : undefined}
        onClick={() => void toggle()}
      >
        {t(paused ? 'popup_resumeSite' : 'popup_pauseSite', { host: site })}
      </button>
      {locked && (
        <p id="nc-pause-locked" class="nc-hint" data-testid="pause-site-locked">
          {t('popup_pauseLocked')}
        </p>
      )}
      {problem && (
        <p class="nc-hint nc-hint-warn" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
