// The settings page. Every change is written at once through `updateSettings`; the background, the
// popup and open pages follow the stored settings, so nothing here has to tell them.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { countryOptions } from '@/components/countries';
import { useStoredItem } from '@/components/useStoredItem';
import type { KeyStatus } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import { countryFromLocale } from '@/utils/phone/locale-country';
import { ENVIRONMENTS, environmentLabel } from '@/utils/service/environments';
import { settingsItem, updateSettings } from '@/utils/storage/items';
import { LIMITS, type NumberFormat, readCountry, type Settings } from '@/utils/storage/settings';
import { AccountUrlField } from './AccountUrlField';
import { BaseUrlField } from './BaseUrlField';
import { DurationSetting } from './DurationSetting';
import { EnvironmentSwitch } from './EnvironmentSwitch';
import { KeyField } from './KeyField';
import { ManyNumbersSection } from './ManyNumbersSection';
import { PageCountrySetting, SendExtensionsSetting } from './NumberReadingSettings';
import { NumberSetting } from './NumberSetting';
import { Section } from './Section';
import { SiteList } from './SiteList';
import { useNotice } from './useNotice';
import { useSpotFromHash } from './useSpotFromHash';
import { WelcomeLink } from './WelcomeLink';

const FORMAT_CHOICES: { value: NumberFormat; label: string; example: string }[] = [
  { value: 'e164', label: 'International: + and country code, no spaces (E.164)', example: '+16502530000' },
  { value: 'digits', label: 'Digits only, with the country code', example: '16502530000' },
  { value: 'as-typed', label: 'As you typed it or the page wrote it', example: '(650) 253-0000' },
];

export function App() {
  const settings = useStoredItem(settingsItem);
  const [keys, setKeys] = useState<KeyStatus[] | undefined>(undefined);
  const { notice, notify } = useNotice();

  const loadKeys = useCallback(async () => {
    try {
      setKeys(await send({ type: 'key:status' }));
    } catch {
      setKeys(undefined);
    }
  }, []);
  useEffect(() => {
    void loadKeys();
  }, [loadKeys]);

  const save = async (patch: Partial<Settings>, words = 'Saved') => {
    await updateSettings(patch);
    notify(words);
  };

  const clear = async (what: 'history' | 'cache') => {
    await send({ type: 'history:clear', what });
    notify(what === 'history' ? 'History cleared' : 'Cache cleared');
  };

  useSpotFromHash(settings !== undefined && keys !== undefined);

  if (!settings) return <main class="nc-options" aria-busy="true" />;
  const localeCountry = countryFromLocale(navigator.language);
  const staging = settings.activeEnvironment === 'staging';

  return (
    <main class={`nc-options${staging ? ' nc-is-staging' : ''}`}>
      <header class="nc-opt-header">
        <h1 class="nc-opt-title">Number Check — Settings</h1>
        <WelcomeLink />
        {staging && (
          <p class="nc-staging-banner" data-testid="staging-banner">
            Staging is active: checks go to the test deployment.
          </p>
        )}
      </header>

      <Section id="environment" title="Environment" intro="Checks, credits and the toolbar badge use the active environment.">
        <EnvironmentSwitch
          value={settings.activeEnvironment}
          onChange={(env) => void save({ activeEnvironment: env }, `${environmentLabel(env)} is active`)}
        />
      </Section>

      {ENVIRONMENTS.map((env) => (
        <Section
          key={env}
          id={`deployment-${env}`}
          title={`${environmentLabel(env)} service`}
          tag={env === settings.activeEnvironment ? <span class={`nc-opt-active nc-opt-active-${env}`}>Active</span> : undefined}
        >
          <div class={`nc-deployment nc-deployment-${env}`}>
            <BaseUrlField environment={env} saved={settings.baseUrls[env]} notify={notify} />
            <KeyField
              environment={env}
              accountUrl={settings.accountUrls[env]}
              status={keys?.find((k) => k.environment === env)}
              onChanged={loadKeys}
              notify={notify}
            />
            <AccountUrlField environment={env} saved={settings.accountUrls[env]} notify={notify} />
          </div>
        </Section>
      ))}

      <Section id="lookups" title="Numbers and lookups">
        <div class="nc-opt-field">
          <label class="nc-label" for="nc-default-country">
            Default country
          </label>
          <select
            id="nc-default-country"
            class="nc-select"
            value={settings.defaultCountry}
            aria-describedby="nc-default-country-hint"
            onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              void save({ defaultCountry: v === '' ? '' : (readCountry(v) ?? '') });
            }}
            data-testid="default-country"
          >
            <option value="">From the browser's language{localeCountry ? ` (${localeCountry})` : ''}</option>
            {countryOptions().map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.code}, +{c.callingCode})
              </option>
            ))}
          </select>
          <p id="nc-default-country-hint" class="nc-hint">
            Numbers written without a +country code are read as this country's.
          </p>
        </div>

        <fieldset class="nc-opt-field nc-fieldset" aria-describedby="nc-format-hint">
          <legend class="nc-label">Number format sent to the service</legend>
          <div class="nc-choices">
            {FORMAT_CHOICES.map((f) => (
              <label key={f.value} class="nc-check">
                <input
                  type="radio"
                  name="nc-number-format"
                  value={f.value}
                  checked={settings.numberFormat === f.value}
                  onChange={() => void save({ numberFormat: f.value })}
                />
                <span>
                  {f.label} <span class="nc-muted nc-example">{f.example}</span>
                </span>
              </label>
            ))}
          </div>
          <p id="nc-format-hint" class="nc-hint">
            How a number travels to the service. Keep the first unless the service refuses numbers it should know.
          </p>
        </fieldset>

        <SendExtensionsSetting checked={settings.sendExtensions} onSave={(on) => void save({ sendExtensions: on })} />

        <DurationSetting
          id="cache-lifetime"
          label="Reuse an answer for"
          value={settings.cacheLifetimeMinutes}
          min={LIMITS.cacheLifetimeMinutes.min}
          max={LIMITS.cacheLifetimeMinutes.max}
          zeroWords="never reuse"
          hint="A number checked again within this time shows the answer kept in this browser, without spending a credit. 0 always asks the service."
          onSave={(v) => save({ cacheLifetimeMinutes: v })}
        />
      </Section>

      <Section id="credits" title="Credits">
        <NumberSetting
          id="low-credit-threshold"
          label="Low-credit warning at"
          unit="credits"
          value={settings.lowCreditThreshold}
          min={LIMITS.lowCreditThreshold.min}
          max={LIMITS.lowCreditThreshold.max}
          hint="At or below this many credits, the toolbar badge turns orange."
          onSave={(v) => save({ lowCreditThreshold: v })}
        />
        <DurationSetting
          id="credits-refresh"
          label="Read the credits every"
          value={settings.creditsRefreshMinutes}
          min={LIMITS.creditsRefreshMinutes.min}
          max={LIMITS.creditsRefreshMinutes.max}
          hint="Keeps the badge's figure current. Reading the credits is free; the browser allows one read every 30 seconds at most."
          onSave={(v) => save({ creditsRefreshMinutes: v })}
        />
      </Section>

      <ManyNumbersSection settings={settings} save={save} />

      <Section id="highlighting" title="Highlighting on pages">
        <label class="nc-check nc-opt-field">
          <input
            type="checkbox"
            checked={settings.highlightEnabled}
            onChange={(e) => void save({ highlightEnabled: (e.currentTarget as HTMLInputElement).checked })}
            data-testid="highlight-enabled"
          />
          <span>
            Highlight phone numbers on web pages
            <span class="nc-hint nc-block">Found on your computer; page text is never sent anywhere.</span>
          </span>
        </label>
        <label class="nc-check nc-opt-field">
          <input
            type="checkbox"
            checked={settings.highlightInCode}
            disabled={!settings.highlightEnabled}
            onChange={(e) => void save({ highlightInCode: (e.currentTarget as HTMLInputElement).checked })}
            data-testid="highlight-in-code"
          />
          <span>
            Also look in code blocks
            <span class="nc-hint nc-block">
              Text a page shows as program code or terminal output, where long digit runs are rarely phone numbers.
            </span>
          </span>
        </label>
        <PageCountrySetting
          checked={settings.usePageCountry}
          disabled={!settings.highlightEnabled}
          onSave={(on) => void save({ usePageCountry: on })}
        />
        <h3 class="nc-opt-h3">Sites without highlighting</h3>
        <SiteList sites={settings.disabledSites} onSave={(sites) => save({ disabledSites: sites })} />
      </Section>

      <Section id="data" title="Your data" intro="The list of numbers you checked and the kept answers stay in this browser.">
        <div class="nc-opt-row">
          <button type="button" class="nc-button" onClick={() => void clear('history')} data-testid="clear-history">
            Clear history
          </button>
          <button type="button" class="nc-button" onClick={() => void clear('cache')} data-testid="clear-cache">
            Clear cache
          </button>
        </div>
      </Section>

      <p class={`nc-notice${notice ? ' nc-notice-shown' : ''}`} role="status" data-testid="notice">
        {notice?.text ?? ''}
      </p>
    </main>
  );
}
