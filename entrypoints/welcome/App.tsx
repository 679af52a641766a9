// The welcome page, opened once on install and reachable from the popup and the settings: what
// Number Check does, what a credit is, what is sent where, set-up in three steps, the shortcuts.
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { PrivacyLink } from '@/components/PrivacyLink';
import { SetupForm } from '@/components/setup/SetupForm';
import { usePolicy } from '@/components/usePolicy';
import { durationWords } from '@/utils/common/duration';
import { formatList } from '@/utils/i18n/format';
import { t } from '@/utils/i18n/t';
import type { KeyStatus } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import { environmentLabel } from '@/utils/service/environments';
import { Shortcuts } from './Shortcuts';

export function App() {
  const policy = usePolicy();
  const settings = policy?.settings;
  const [keys, setKeys] = useState<KeyStatus[] | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  const version = browser.runtime.getManifest().version;

  const loadKeys = async () => {
    try {
      setKeys(await send({ type: 'key:status' }));
    } catch {
      setKeys([]);
    }
  };
  useEffect(() => {
    void loadKeys();
  }, []);

  const ready = settings && keys ? keys.filter((k) => k.set).map((k) => environmentLabel(k.environment)) : [];
  const cache = durationWords(settings ? settings.cacheLifetimeMinutes : 24 * 60);
  const readyList = formatList(ready);
  // What the organisation's policy already set is not asked again. With the active environment set
  // up and nothing else to choose (the policy fixes the environment, or every one it allows is set
  // up) there is nothing left to do here; otherwise the form skips the address and the choice of
  // environment where the policy fixed them.
  const managed = policy !== undefined && policy.locked.size > 0;
  const isSet = (env: string) => keys?.some((k) => k.environment === env && k.set) === true;
  const activeLocked = policy?.locked.has('activeEnvironment') === true;
  const nothingToAsk =
    managed && settings !== undefined && isSet(settings.activeEnvironment) && (activeLocked || policy.allowed.every(isSet));
  const urlLocked = settings !== undefined && policy?.locked.has(`baseUrls.${settings.activeEnvironment}`) === true;

  return (
    <main class="nc-welcome">
      <header>
        <h1 class="nc-welcome-title">{t('welcome_title')}</h1>
        <p class="nc-welcome-lead">{t('welcome_lead')}</p>
      </header>

      <section aria-labelledby="nc-w-how" class="nc-welcome-section">
        <h2 id="nc-w-how">{t('welcome_howTitle')}</h2>
        <ul>
          <li>{t('welcome_howPoint', { check: t('chip_check'), copy: t('copy_copy') })}</li>
          <li>{t('welcome_howMenu', { menu: t('menu_checkNumber') })}</li>
          <li>{t('welcome_howToolbar')}</li>
        </ul>
      </section>

      <section aria-labelledby="nc-w-credit" class="nc-welcome-section">
        <h2 id="nc-w-credit">{t('welcome_creditTitle')}</h2>
        <p>{t('welcome_credit', { cache })}</p>
      </section>

      <section aria-labelledby="nc-w-privacy" class="nc-welcome-section" data-testid="privacy">
        <h2 id="nc-w-privacy">{t('welcome_privacyTitle')}</h2>
        <ul>
          <li>{t('welcome_privacyPages')}</li>
          <li>{t('welcome_privacySent', { check: t('lookup_check') })}</li>
          <li>{t('welcome_privacyKey')}</li>
        </ul>
      </section>

      <section aria-labelledby="nc-w-setup" class="nc-welcome-section" data-testid="welcome-setup">
        <h2 id="nc-w-setup">{t('welcome_setupTitle')}</h2>
        <p class="nc-hint">
          {t('welcome_setupIntro', { staging: environmentLabel('staging'), production: environmentLabel('production') })}
        </p>
        {ready.length > 0 && !done && (
          <p class="nc-hint nc-hint-ok" data-testid="welcome-ready">
            {t('welcome_ready', { environments: readyList })}
          </p>
        )}
        {done ? (
          <p class="nc-hint nc-hint-ok" role="status" data-testid="welcome-done">
            {done} {t('welcome_done')}
          </p>
        ) : (
          settings &&
          !nothingToAsk && (
            <SetupForm
              environment={settings.activeEnvironment}
              chooseEnvironment={!activeLocked}
              alwaysAskUrl={!urlLocked}
              baseUrls={settings.baseUrls}
              idPrefix="welcome"
              onDone={(_env, words) => {
                setDone(words);
                void loadKeys();
              }}
            />
          )
        )}
      </section>

      <section aria-labelledby="nc-w-keys" class="nc-welcome-section">
        <h2 id="nc-w-keys">{t('welcome_shortcutsTitle')}</h2>
        <Shortcuts />
      </section>

      <footer class="nc-welcome-footer">
        <button type="button" class="nc-link" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('onboard_allSettings')}
        </button>
        <PrivacyLink />
        <span class="nc-muted" data-testid="version">
          {t('welcome_version', { version })}
        </span>
      </footer>
    </main>
  );
}
