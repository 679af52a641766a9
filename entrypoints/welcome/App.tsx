// The welcome page, opened once on install and reachable from the popup and the settings: what
// Number Check does, what a credit is, what is sent where, set-up in three steps, the shortcuts.
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { SetupForm } from '@/components/setup/SetupForm';
import { useStoredItem } from '@/components/useStoredItem';
import { durationWords } from '@/utils/common/duration';
import type { KeyStatus } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import { environmentLabel } from '@/utils/service/environments';
import { settingsItem } from '@/utils/storage/items';
import { Shortcuts } from './Shortcuts';

export function App() {
  const settings = useStoredItem(settingsItem);
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
  const cache = settings ? durationWords(settings.cacheLifetimeMinutes) : '1 day';

  return (
    <main class="nc-welcome">
      <header>
        <h1 class="nc-welcome-title">Welcome to Number Check</h1>
        <p class="nc-welcome-lead">
          Number Check finds phone numbers on the pages you read and, when you ask, checks one with your phone-number checking
          service: whether it exists, its country, carrier and kind of line.
        </p>
      </header>

      <section aria-labelledby="nc-w-how" class="nc-welcome-section">
        <h2 id="nc-w-how">How you use it</h2>
        <ul>
          <li>Phone numbers on pages get a dotted underline. Point at one for a moment: a small button offers Check and Copy.</li>
          <li>Or right-click a number (or a selected one) and choose "Check this number".</li>
          <li>Or open Number Check from the toolbar and type a number. The toolbar badge shows the credits you have left.</li>
        </ul>
      </section>

      <section aria-labelledby="nc-w-credit" class="nc-welcome-section">
        <h2 id="nc-w-credit">What a credit is</h2>
        <p>
          Each number you check is one question to the service, and the service takes one credit from your account for it. Reading
          how many credits you have left is free. A number checked again within {cache} is answered from the answer kept in this
          browser and spends nothing (you can change this in the settings).
        </p>
      </section>

      <section aria-labelledby="nc-w-privacy" class="nc-welcome-section" data-testid="privacy">
        <h2 id="nc-w-privacy">What is sent, and where</h2>
        <ul>
          <li>
            The text of the pages you visit never leaves your browser: numbers are found on your computer, and nothing is stored
            about the pages.
          </li>
          <li>
            Only when you click Check is that one number sent, with your key, to the service address you set below, and nowhere
            else. The answers and your history stay in this browser.
          </li>
          <li>Your API key is kept by Number Check in this browser and is never shown to web pages.</li>
        </ul>
      </section>

      <section aria-labelledby="nc-w-setup" class="nc-welcome-section" data-testid="welcome-setup">
        <h2 id="nc-w-setup">Set up in three steps</h2>
        <p class="nc-hint">
          Your account with the service gives you its address and an API key; most accounts have two deployments, Staging for
          tests and Production for real use. The key is tested with the free credits call before it is saved.
        </p>
        {ready.length > 0 && !done && (
          <p class="nc-hint nc-hint-ok" data-testid="welcome-ready">
            Already set up: {ready.join(' and ')}. You can set up the other one here, or change anything in the settings.
          </p>
        )}
        {done ? (
          <p class="nc-hint nc-hint-ok" role="status" data-testid="welcome-done">
            {done} You are ready: open Number Check from the toolbar, or point at a number on any page.
          </p>
        ) : (
          settings && (
            <SetupForm
              environment={settings.activeEnvironment}
              chooseEnvironment
              alwaysAskUrl
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
        <h2 id="nc-w-keys">Keyboard shortcuts</h2>
        <Shortcuts />
      </section>

      <footer class="nc-welcome-footer">
        <button type="button" class="nc-link" onClick={() => void browser.runtime.openOptionsPage()}>
          All settings
        </button>
        <span class="nc-muted" data-testid="version">
          Number Check {version}
        </span>
      </footer>
    </main>
  );
}
