// "Many numbers at once": where to check a list, and the pace of such jobs (calls at once, calls a minute).
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { LIMITS, type Settings } from '@/utils/storage/settings';
import { NumberSetting } from './NumberSetting';
import { Section } from './Section';

export function ManyNumbersSection({ settings, save }: { settings: Settings; save(patch: Partial<Settings>): Promise<void> }) {
  return (
    <Section id="many" title={t('many_title')} intro={t('many_intro')}>
      <p class="nc-opt-field">
        <a class="nc-link" href={browser.runtime.getURL('/list.html')} target="_blank" rel="noreferrer" data-testid="open-list">
          {t('many_openList')}
        </a>
      </p>
      <NumberSetting
        id="bulk-concurrency"
        label={t('many_concurrency')}
        unit={t('many_unitChecks')}
        value={settings.bulkConcurrency}
        min={LIMITS.bulkConcurrency.min}
        max={LIMITS.bulkConcurrency.max}
        hint={t('many_concurrencyHint')}
        onSave={(v) => save({ bulkConcurrency: Math.round(v) })}
      />
      <NumberSetting
        id="bulk-per-minute"
        label={t('many_perMinute')}
        unit={t('many_unitChecks')}
        value={settings.bulkPerMinute}
        min={LIMITS.bulkPerMinute.min}
        max={LIMITS.bulkPerMinute.max}
        hint={t('many_perMinuteHint')}
        onSave={(v) => save({ bulkPerMinute: Math.round(v) })}
      />
    </Section>
  );
}
