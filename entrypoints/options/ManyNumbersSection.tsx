// "Many numbers at once": where to check a list, and the pace of such jobs (calls at once, calls a minute).
import { browser } from 'wxt/browser';
import { LIMITS, type Settings } from '@/utils/storage/settings';
import { NumberSetting } from './NumberSetting';
import { Section } from './Section';

export function ManyNumbersSection({ settings, save }: { settings: Settings; save(patch: Partial<Settings>): Promise<void> }) {
  return (
    <Section
      id="many"
      title="Many numbers at once"
      intro="Check a list from a file or a spreadsheet, or the numbers of a page from the popup. Nothing is sent before you see what it costs."
    >
      <p class="nc-opt-field">
        <a class="nc-link" href={browser.runtime.getURL('/list.html')} target="_blank" rel="noreferrer" data-testid="open-list">
          Check a list…
        </a>
      </p>
      <NumberSetting
        id="bulk-concurrency"
        label="Checks at once"
        unit="checks"
        value={settings.bulkConcurrency}
        min={LIMITS.bulkConcurrency.min}
        max={LIMITS.bulkConcurrency.max}
        hint="How many checks of a list may be on their way together."
        onSave={(v) => save({ bulkConcurrency: Math.round(v) })}
      />
      <NumberSetting
        id="bulk-per-minute"
        label="Checks a minute, at most"
        unit="checks"
        value={settings.bulkPerMinute}
        min={LIMITS.bulkPerMinute.min}
        max={LIMITS.bulkPerMinute.max}
        hint="A gentle pace by default. When the service asks to slow down, the list waits and goes on at half the pace."
        onSave={(v) => save({ bulkPerMinute: Math.round(v) })}
      />
    </Section>
  );
}
