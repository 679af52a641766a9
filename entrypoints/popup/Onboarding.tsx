// With no key for the active environment: paste it (and the service address if none is set), it is
// tested with the free credits call, then saved. The popup then turns into the normal one.
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import { checkBaseUrl, originPattern } from '@/utils/service/url';
import type { Settings } from '@/utils/storage/settings';

interface Props {
  environment: Environment;
  settings: Settings;
  onDone: () => void;
}

export function Onboarding({ environment, settings, onDone }: Props) {
  const storedUrl = settings.baseUrls[environment];
  const needsUrl = storedUrl === '';
  const [url, setUrl] = useState('');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: 'url' | 'key' | 'form'; text: string } | null>(null);
  const label = environmentLabel(environment);

  const submit = async (e: Event) => {
    e.preventDefault();
    setProblem(null);
    let base = storedUrl;
    if (needsUrl) {
      const check = checkBaseUrl(url);
      if (!check.ok) {
        setProblem({ field: 'url', text: check.reason });
        return;
      }
      base = check.url;
    }
    if (key.trim() === '') {
      setProblem({ field: 'key', text: t('onboard_needKey') });
      return;
    }
    const pattern = originPattern(base);
    if (!pattern) {
      setProblem({ field: 'url', text: t('onboard_badUrl') });
      return;
    }
    // The address is kept even if the permission prompt closes the popup (Firefox does): the
    // background saves it, asked before the first await, so the prompt below still runs inside the
    // user's gesture.
    if (needsUrl) void send({ type: 'settings:save-base-url', environment, baseUrl: base }).catch(() => undefined);
    const granted = await browser.permissions.request({ origins: [pattern] }).catch(() => false);
    if (!granted) {
      setProblem({ field: 'form', text: t('onboard_needPermission', { origin: new URL(base).origin }) });
      return;
    }
    setBusy(true);
    try {
      const test = await send({ type: 'key:test', environment, key: key.trim(), baseUrl: base });
      if (!test.ok) {
        const field = test.error.kind === 'key-rejected' || test.error.kind === 'no-key' ? 'key' : 'form';
        setProblem({ field, text: test.error.detail ? `${test.error.message} (${test.error.detail})` : test.error.message });
        return;
      }
      await send({ type: 'key:save', environment, key: key.trim() });
      onDone();
    } catch {
      setProblem({ field: 'form', text: t('onboard_saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="nc-onboarding" aria-labelledby="nc-onboarding-title" data-testid="onboarding">
      <h2 id="nc-onboarding-title" class="nc-onboarding-title">
        {t('onboard_title', { env: label })}
      </h2>
      <p class="nc-hint">{needsUrl ? t('onboard_introWithUrl') : t('onboard_intro')}</p>
      <form class="nc-stack" onSubmit={submit} noValidate>
        {needsUrl && (
          <div>
            <label class="nc-label" for="nc-onboard-url">
              {t('onboard_urlLabel')}
            </label>
            <input
              id="nc-onboard-url"
              class="nc-input nc-wide"
              type="url"
              placeholder="https://api.example.com"
              autoComplete="url"
              value={url}
              aria-invalid={problem?.field === 'url'}
              aria-describedby={problem?.field === 'url' ? 'nc-onboard-problem' : undefined}
              onInput={(e) => setUrl((e.currentTarget as HTMLInputElement).value)}
              data-testid="onboard-url"
            />
          </div>
        )}
        <div>
          <label class="nc-label" for="nc-onboard-key">
            {t('onboard_keyLabel', { env: label })}
          </label>
          <input
            id="nc-onboard-key"
            class="nc-input nc-wide"
            type="password"
            autoComplete="off"
            spellcheck={false}
            value={key}
            aria-invalid={problem?.field === 'key'}
            aria-describedby={problem && problem.field !== 'url' ? 'nc-onboard-problem' : undefined}
            onInput={(e) => setKey((e.currentTarget as HTMLInputElement).value)}
            data-testid="onboard-key"
          />
        </div>
        {problem && (
          <p id="nc-onboard-problem" class="nc-hint nc-hint-warn" role="alert" data-testid="onboard-problem">
            {problem.text}
          </p>
        )}
        <div class="nc-actions">
          <button type="submit" class="nc-button nc-button-primary" disabled={busy} data-testid="onboard-submit">
            {busy ? t('onboard_testing') : t('onboard_submit')}
          </button>
          <button type="button" class="nc-link" onClick={() => void browser.runtime.openOptionsPage()}>
            {t('onboard_allSettings')}
          </button>
        </div>
      </form>
    </section>
  );
}
