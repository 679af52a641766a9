// The settings page. Every change is written at once through `saveSettings`; the background, the
// popup and open pages follow the stored settings, so nothing here has to tell them.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { countryOptions } from '@/components/countries';
import { PrivacyLink } from '@/components/PrivacyLink';
import { usePolicy } from '@/components/usePolicy';
import { type PlainKey, t } from '@/utils/i18n/t';
import type { KeyStatus } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import { countryFromLocale } from '@/utils/phone/locale-country';
import type { NumberFormat } from '@/utils/phone/typed-number';
import { ENVIRONMENTS, environmentLabel } from '@/utils/service/environments';
import type { ManagedField } from '@/utils/storage/policy/policy';
import { forgetPaintCopy } from '@/utils/storage/popup-first-paint';
import { saveSettings } from '@/utils/storage/save-settings';
import { LIMITS, readCountry, type Settings } from '@/utils/storage/settings';
import { AccountUrlField } from './AccountUrlField';
import { BaseUrlField } from './BaseUrlField';
import { DismissedList } from './DismissedList';
import { DurationSetting } from './DurationSetting';
import { EnvironmentSwitch } from './EnvironmentSwitch';
import { KeyField } from './KeyField';
import { Lockable } from './Lockable';
import { ManyNumbersSection } from './ManyNumbersSection';
import { PageCountrySetting, SendExtensionsSetting } from './NumberReadingSettings';
import { NumberSetting } from './NumberSetting';
import { PolicyNotice } from './PolicyNotice';
import { Section } from './Section';
import { SiteList } from './SiteList';
import { useNotice } from './useNotice';
import { useSpotFromHash } from './useSpotFromHash';
import { WelcomeLink } from './WelcomeLink';

const FORMAT_CHOICES: { value: NumberFormat; label: PlainKey; example: string }[] = [
  { value: 'e164', label: 'format_e164', example: '+16502530000' },
  { value: 'digits', label: 'format_digits', example: '16502530000' },
  { value: 'as-typed', label: 'format_asTyped', example: '(650) 253-0000' },
];

/** Whether the settings in effect already say what a pending change says, field by field. */
function pendingLeft(pending: Partial<Settings>, settings: Settings): Partial<Settings> {
  const left: Partial<Settings> = {};
  for (const [key, value] of Object.entries(pending) as [keyof Settings, unknown][]) {
    if (JSON.stringify(settings[key]) !== JSON.stringify(value)) Object.assign(left, { [key]: value });
  }
  return left;
}

export function App() {
  const policy = usePolicy();
  // A control shows the person's choice at once, until the settings read back say it too: a render
  // from storage in between (another field's write, the policy's notice) must not flip it back.
  const [pending, setPending] = useState<Partial<Settings>>({});
  useEffect(() => {
    if (policy) setPending((p) => (Object.keys(p).length === 0 ? p : pendingLeft(p, policy.settings)));
  }, [policy]);
  const settings = policy ? { ...policy.settings, ...pending } : undefined;
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

  const save = async (patch: Partial<Settings>, words = t('options_saved')) => {
    setPending((p) => ({ ...p, ...patch }));
    const saved = await saveSettings(patch);
    // Saved: the change stays shown until the settings read back say it (the effect above). Not
    // saved (storage full): the controls show what is stored again, and the notice says why.
    if (!saved.ok)
      setPending((p) => {
        const left = { ...p };
        for (const key of Object.keys(patch)) delete left[key as keyof Settings];
        return left;
      });
    notify(saved.ok ? words : saved.message);
  };

  const clear = async (what: 'history' | 'cache') => {
    await send({ type: 'history:clear', what });
    // The popup's copy of its top shows the last result (utils/storage/popup-first-paint.ts).
    if (what === 'history') forgetPaintCopy(() => globalThis.localStorage);
    notify(what === 'history' ? t('options_historyCleared') : t('options_cacheCleared'));
  };

  useSpotFromHash(settings !== undefined && keys !== undefined);

  if (!policy || !settings) return <main class="nc-options" aria-busy="true" />;
  const locked = (field: ManagedField) => policy.locked.has(field);
  const localeCountry = countryFromLocale(navigator.language);
  const staging = settings.activeEnvironment === 'staging';

  return (
    <main class={`nc-options${staging ? ' nc-is-staging' : ''}`}>
      <header class="nc-opt-header">
        <h1 class="nc-opt-title">{t('options_title')}</h1>
        <WelcomeLink />
        <PolicyNotice policy={policy} />
        {staging && (
          <p class="nc-staging-banner" data-testid="staging-banner">
            {t('options_stagingBanner')}
          </p>
        )}
      </header>

      <Section id="environment" title={t('options_environment')} intro={t('options_environmentIntro')}>
        <Lockable locked={locked('activeEnvironment')} name="environment">
          <EnvironmentSwitch
            value={settings.activeEnvironment}
            allowed={policy.allowed}
            onChange={(env) => void save({ activeEnvironment: env }, t('options_envActive', { env: environmentLabel(env) }))}
          />
        </Lockable>
      </Section>

      {/* An environment the organisation does not allow has nothing to set. */}
      {ENVIRONMENTS.filter((env) => policy.allowed.includes(env)).map((env) => (
        <Section
          key={env}
          id={`deployment-${env}`}
          title={t('options_service', { env: environmentLabel(env) })}
          tag={
            env === settings.activeEnvironment ? (
              <span class={`nc-opt-active nc-opt-active-${env}`}>{t('options_active')}</span>
            ) : undefined
          }
        >
          <div class={`nc-deployment nc-deployment-${env}`}>
            <BaseUrlField environment={env} saved={settings.baseUrls[env]} locked={locked(`baseUrls.${env}`)} notify={notify} />
            <KeyField
              environment={env}
              accountUrl={settings.accountUrls[env]}
              status={keys?.find((k) => k.environment === env)}
              onChanged={loadKeys}
              notify={notify}
            />
            <AccountUrlField
              environment={env}
              saved={settings.accountUrls[env]}
              locked={locked(`accountUrls.${env}`)}
              notify={notify}
            />
          </div>
        </Section>
      ))}

      <Section id="lookups" title={t('options_lookups')}>
        <Lockable locked={locked('defaultCountry')} name="default-country">
          <div class="nc-opt-field">
            <label class="nc-label" for="nc-default-country">
              {t('options_defaultCountry')}
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
              <option value="">
                {localeCountry ? t('options_countryFromBrowserIs', { country: localeCountry }) : t('options_countryFromBrowser')}
              </option>
              {countryOptions().map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.code}, +{c.callingCode})
                </option>
              ))}
            </select>
            <p id="nc-default-country-hint" class="nc-hint">
              {t('options_defaultCountryHint')}
            </p>
          </div>
        </Lockable>

        <fieldset class="nc-opt-field nc-fieldset" aria-describedby="nc-format-hint">
          <legend class="nc-label">{t('options_format')}</legend>
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
                  {t(f.label)} <span class="nc-muted nc-example">{f.example}</span>
                </span>
              </label>
            ))}
          </div>
          <p id="nc-format-hint" class="nc-hint">
            {t('options_formatHint')}
          </p>
        </fieldset>

        <Lockable locked={locked('sendExtensions')} name="send-extensions">
          <SendExtensionsSetting checked={settings.sendExtensions} onSave={(on) => void save({ sendExtensions: on })} />
        </Lockable>

        <Lockable locked={locked('cacheLifetimeMinutes')} name="cache-lifetime">
          <DurationSetting
            id="cache-lifetime"
            label={t('options_cacheLifetime')}
            value={settings.cacheLifetimeMinutes}
            min={LIMITS.cacheLifetimeMinutes.min}
            max={LIMITS.cacheLifetimeMinutes.max}
            zeroWords={t('options_neverReuse')}
            hint={t('options_cacheHint')}
            onSave={(v) => save({ cacheLifetimeMinutes: v })}
          />
        </Lockable>
      </Section>

      <Section id="credits" title={t('credits_label')}>
        <Lockable locked={locked('lowCreditThreshold')} name="low-credit-threshold">
          <NumberSetting
            id="low-credit-threshold"
            label={t('options_lowCredit')}
            unit={t('options_unitCredits')}
            value={settings.lowCreditThreshold}
            min={LIMITS.lowCreditThreshold.min}
            max={LIMITS.lowCreditThreshold.max}
            hint={t('options_lowCreditHint')}
            onSave={(v) => save({ lowCreditThreshold: v })}
          />
        </Lockable>
        <Lockable locked={locked('creditsRefreshMinutes')} name="credits-refresh">
          <DurationSetting
            id="credits-refresh"
            label={t('options_refreshEvery')}
            value={settings.creditsRefreshMinutes}
            min={LIMITS.creditsRefreshMinutes.min}
            max={LIMITS.creditsRefreshMinutes.max}
            hint={t('options_refreshHint')}
            onSave={(v) => save({ creditsRefreshMinutes: v })}
          />
        </Lockable>
      </Section>

      <ManyNumbersSection settings={settings} save={save} />

      <Section id="highlighting" title={t('options_highlighting')}>
        <Lockable locked={locked('highlightEnabled')} name="highlight-enabled">
          <label class="nc-check nc-opt-field">
            <input
              type="checkbox"
              checked={settings.highlightEnabled}
              onChange={(e) => void save({ highlightEnabled: (e.currentTarget as HTMLInputElement).checked })}
              data-testid="highlight-enabled"
            />
            <span>
              {t('options_highlight')}
              <span class="nc-hint nc-block">{t('options_highlightHint')}</span>
            </span>
          </label>
        </Lockable>
        <Lockable locked={locked('highlightInCode')} name="highlight-in-code">
          <label class="nc-check nc-opt-field">
            <input
              type="checkbox"
              checked={settings.highlightInCode}
              disabled={!settings.highlightEnabled}
              onChange={(e) => void save({ highlightInCode: (e.currentTarget as HTMLInputElement).checked })}
              data-testid="highlight-in-code"
            />
            <span>
              {t('options_highlightInCode')}
              <span class="nc-hint nc-block">{t('options_highlightInCodeHint')}</span>
            </span>
          </label>
        </Lockable>
        <Lockable locked={locked('usePageCountry')} name="use-page-country">
          <PageCountrySetting
            checked={settings.usePageCountry}
            disabled={!settings.highlightEnabled}
            onSave={(on) => void save({ usePageCountry: on })}
          />
        </Lockable>
        <h3 class="nc-opt-h3">{t('sites_title')}</h3>
        <Lockable locked={locked('disabledSites')} name="disabled-sites">
          <SiteList sites={settings.disabledSites} onSave={(sites) => save({ disabledSites: sites })} />
        </Lockable>
        <h3 class="nc-opt-h3">{t('dismissed_title')}</h3>
        <DismissedList />
      </Section>

      <Section id="data" title={t('options_data')} intro={t('options_dataIntro')}>
        <Lockable locked={locked('keepHistory')} name="keep-history">
          <label class="nc-check nc-opt-field">
            <input
              type="checkbox"
              checked={settings.keepHistory}
              onChange={(e) => void save({ keepHistory: (e.currentTarget as HTMLInputElement).checked })}
              data-testid="keep-history"
            />
            <span>
              {t('options_keepHistory')}
              <span class="nc-hint nc-block">{t('options_keepHistoryHint')}</span>
            </span>
          </label>
        </Lockable>
        <div class="nc-opt-row">
          <button type="button" class="nc-button" onClick={() => void clear('history')} data-testid="clear-history">
            {t('options_clearHistory')}
          </button>
          <button type="button" class="nc-button" onClick={() => void clear('cache')} data-testid="clear-cache">
            {t('options_clearCache')}
          </button>
        </div>
      </Section>

      <footer class="nc-opt-footer">
        <PrivacyLink />
        <span class="nc-muted" data-testid="version">
          {t('welcome_version', { version: browser.runtime.getManifest().version })}
        </span>
      </footer>

      <p class={`nc-notice${notice ? ' nc-notice-shown' : ''}`} role="status" data-testid="notice">
        {notice?.text ?? ''}
      </p>
    </main>
  );
}
