// "Pause on {site}": highlighting off (or back on) for the page's site in one click, through the
// same list as the settings' "Sites without highlighting". The site is the host the tab's top frame
// reported over the numbers port (page-tab.ts): no permission to read tabs' addresses is needed.
// Where the organisation's policy sets that list, the button is disabled and says why (pause-site.ts).
import { useState } from 'preact/hooks';
import { usePolicy } from '@/components/usePolicy';
import { t } from '@/utils/i18n/t';
import { saveSettings } from '@/utils/storage/save-settings';
import { pauseOffer } from './pause-site';

export function PauseSite({ host }: { host: string }) {
  const applied = usePolicy();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  if (!applied) return null;
  const offer = pauseOffer(applied.settings, applied.locked.has('disabledSites'), host);
  if (!offer.show) return null;
  const toggle = async () => {
    // Worked out again from the settings as stored, so a change made meanwhile is not lost.
    const saved = await saveSettings((s) => {
      const now = pauseOffer(s, false, host);
      return now.show ? { disabledSites: now.next } : {};
    });
    setProblem(saved.ok ? undefined : saved.message);
  };
  return (
    <div class="nc-pause-site">
      <button
        type="button"
        class="nc-button nc-button-small"
        data-testid="pause-site"
        aria-pressed={offer.paused}
        disabled={offer.disabled}
        aria-describedby={offer.locked ? 'nc-pause-locked' : undefined}
        onClick={() => void toggle()}
      >
        {t(offer.paused ? 'popup_resumeSite' : 'popup_pauseSite', { host: offer.site })}
      </button>
      {offer.locked && (
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
