// Texts marked "Not a phone number" on the chip, by site, each with its undo, and an undo of all.
// Read from storage and followed as it changes; the background is the only writer, so an undo asks it.
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';
import type { DismissedNumbers } from '@/utils/storage/dismissed';
import { dismissedNumbersItem } from '@/utils/storage/items';

export function DismissedList() {
  const [all, setAll] = useState<DismissedNumbers>({});
  useEffect(() => {
    void dismissedNumbersItem.get().then(setAll);
    return dismissedNumbersItem.watch(setAll);
  }, []);
  const sites = Object.keys(all).sort();

  return (
    <div class="nc-opt-field" data-testid="dismissed-list">
      <p class="nc-hint">{t('dismissed_hint')}</p>
      {sites.length === 0 ? (
        <p class="nc-hint">{t('dismissed_none')}</p>
      ) : (
        <>
          <ul class="nc-site-list" aria-label={t('dismissed_title')}>
            {sites.flatMap((host) =>
              (all[host] ?? []).map((text) => (
                <li key={`${host} ${text}`} class="nc-site" data-testid="dismissed-item">
                  <span class="nc-site-host">
                    {text} · {host}
                  </span>
                  <button
                    type="button"
                    class="nc-button nc-button-small"
                    aria-label={t('dismissed_undoLabel', { text, host })}
                    onClick={() => void send({ type: 'dismissed:remove', host, text }).catch(() => undefined)}
                  >
                    {t('dismissed_undo')}
                  </button>
                </li>
              )),
            )}
          </ul>
          <p class="nc-opt-row">
            <button
              type="button"
              class="nc-button nc-button-small"
              onClick={() => void send({ type: 'dismissed:clear' }).catch(() => undefined)}
            >
              {t('dismissed_clear')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
