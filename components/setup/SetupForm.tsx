// Set-up in three steps, shared by the popup (no key yet) and the welcome page: the service's
// address, the key (saved only once the free credits call accepted it), and which deployment this
// is. Nothing typed is lost on a failure: the address is kept, a refused permission says so and
// offers to ask again, a service that cannot be reached offers "save without testing", and a
// deployment that reports no balance offers to save the key for the first check to confirm.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';
import { displayUrl } from '@/utils/service/display-host';
import { ENVIRONMENTS, type Environment, environmentLabel, type PerEnvironment } from '@/utils/service/environments';
import { checkBaseUrl, originPattern } from '@/utils/service/url';
import { updateSettings } from '@/utils/storage/items';
import { AccessNote } from './AccessNote';
import './setup.css';
import { saveUntested, saveWithoutBalance, testAndSaveKey } from './key-flow';
import { useOriginAccess } from './useOriginAccess';

type Field = 'url' | 'key' | 'form';

interface Props {
  environment: Environment;
  /** Offer the choice of deployment (step 3); otherwise the form sets up `environment`. */
  chooseEnvironment: boolean;
  /** Always show the address (pre-filled), not only when none is saved. */
  alwaysAskUrl?: boolean;
  baseUrls: PerEnvironment<string>;
  onDone: (environment: Environment, words: string) => void;
  /** Prefix of the form's ids and test ids. */
  idPrefix?: string;
}

export function SetupForm({
  environment,
  chooseEnvironment,
  alwaysAskUrl = false,
  baseUrls,
  onDone,
  idPrefix = 'onboard',
}: Props) {
  const [env, setEnv] = useState<Environment>(environment);
  // Whether the address is asked for is decided from the address saved when the form opened, so a
  // field never vanishes because this very form just saved it.
  const savedAtOpen = useRef(baseUrls);
  const askUrl = alwaysAskUrl || savedAtOpen.current[env] === '';
  const [url, setUrl] = useState(displayUrl(baseUrls[env]));
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const [untested, setUntested] = useState(false);
  const [noBalance, setNoBalance] = useState<string | null>(null);
  const [askedFor, setAskedFor] = useState<string | undefined>(undefined);
  const access = useOriginAccess(askedFor);
  const keyRef = useRef<HTMLInputElement>(null);
  const label = environmentLabel(env);
  const id = (name: string) => `nc-${idPrefix}-${name}`;

  // Another deployment chosen: its saved address, unless the user has typed one.
  const shownFor = useRef(env);
  useEffect(() => {
    const before = displayUrl(savedAtOpen.current[shownFor.current]);
    shownFor.current = env;
    setUrl((typed) => (typed.trim() === '' || typed === before ? displayUrl(savedAtOpen.current[env]) : typed));
  }, [env]);

  const done = async (words: string) => {
    if (chooseEnvironment) await updateSettings({ activeEnvironment: env });
    onDone(env, words);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setProblem(null);
    setUntested(false);
    setNoBalance(null);
    let base = baseUrls[env];
    if (askUrl) {
      const check = checkBaseUrl(url);
      if (!check.ok) {
        setProblem({ field: 'url', text: check.reason });
        return;
      }
      base = check.url;
    }
    if (key.trim() === '') {
      setProblem({ field: 'key', text: t('onboard_needKey') });
      keyRef.current?.focus();
      return;
    }
    if (!originPattern(base)) {
      setProblem({ field: 'url', text: t('onboard_badUrl') });
      return;
    }
    // The address is kept even if the permission prompt closes the popup (Firefox does): the
    // background saves it. The prompt is asked for before the first await, inside the user's gesture.
    if (askUrl && base !== baseUrls[env]) {
      void send({ type: 'settings:save-base-url', environment: env, baseUrl: base }).catch(() => undefined);
    }
    setAskedFor(base);
    const granted = await access.request(base);
    if (!granted) return; // the access note says it was refused, and offers to ask again
    setBusy(true);
    try {
      const outcome = await testAndSaveKey(env, key.trim(), base);
      if (outcome.kind === 'saved') {
        await done(outcome.text);
        return;
      }
      if (outcome.kind === 'no-balance') {
        setNoBalance(outcome.text);
        return;
      }
      setProblem({ field: outcome.kind === 'rejected' ? 'key' : 'form', text: outcome.text });
      setUntested(outcome.kind === 'unreachable');
      if (outcome.kind === 'rejected') keyRef.current?.focus();
    } catch {
      setProblem({ field: 'form', text: t('onboard_saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  const saveAnyway = async (how: typeof saveUntested) => {
    setBusy(true);
    try {
      await done(await how(env, key.trim()));
    } catch {
      setProblem({ field: 'form', text: t('onboard_saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  const problemId = id('problem');
  return (
    <form class="nc-stack nc-setup" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`}>
      {askUrl && (
        <div>
          <label class="nc-label" for={id('url')}>
            {chooseEnvironment ? <span class="nc-step">1</span> : null}
            {t('onboard_urlLabel')}
          </label>
          <input
            id={id('url')}
            class="nc-input nc-wide"
            type="url"
            placeholder="https://api.example.com"
            autoComplete="url"
            spellcheck={false}
            value={url}
            aria-invalid={problem?.field === 'url'}
            aria-describedby={`${id('url-hint')}${problem?.field === 'url' ? ` ${problemId}` : ''}`}
            onInput={(e) => {
              setUrl((e.currentTarget as HTMLInputElement).value);
              setAskedFor(undefined);
              // The offer to save without a balance was about the address tested.
              setNoBalance(null);
            }}
            data-testid={`${idPrefix}-url`}
          />
          <p id={id('url-hint')} class="nc-hint">
            {t('setup_urlHint')}
          </p>
        </div>
      )}
      <div>
        <label class="nc-label" for={id('key')}>
          {chooseEnvironment ? <span class="nc-step">2</span> : null}
          {t('onboard_keyLabel', { env: label })}
        </label>
        <input
          ref={keyRef}
          id={id('key')}
          class="nc-input nc-wide"
          type="password"
          autoComplete="off"
          spellcheck={false}
          value={key}
          aria-invalid={problem?.field === 'key'}
          aria-describedby={`${id('key-hint')}${(problem && problem.field !== 'url') || noBalance ? ` ${problemId}` : ''}`}
          onInput={(e) => setKey((e.currentTarget as HTMLInputElement).value)}
          data-testid={`${idPrefix}-key`}
        />
        <p id={id('key-hint')} class="nc-hint">
          {t('setup_keyHint')}
        </p>
      </div>
      {chooseEnvironment && (
        <fieldset class="nc-fieldset nc-setup-env" aria-describedby={id('env-hint')}>
          <legend class="nc-label">
            <span class="nc-step">3</span>
            {t('setup_which')}
          </legend>
          <div class="nc-choices">
            {ENVIRONMENTS.map((e) => (
              <label key={e} class="nc-check">
                <input type="radio" name={id('env')} value={e} checked={env === e} onChange={() => setEnv(e)} />
                <span>{environmentLabel(e)}</span>
              </label>
            ))}
          </div>
          <p id={id('env-hint')} class="nc-hint">
            {t('setup_whichHint', { staging: environmentLabel('staging'), production: environmentLabel('production') })}
          </p>
        </fieldset>
      )}
      {askedFor && (
        <AccessNote
          state={access.state}
          baseUrl={askedFor}
          onRequest={() => void access.request(askedFor)}
          testId={`${idPrefix}-access`}
        />
      )}
      {noBalance && (
        <p id={problemId} class="nc-hint" role="status" data-testid={`${idPrefix}-no-balance`}>
          {noBalance}
        </p>
      )}
      {problem && (
        <p id={problemId} class="nc-hint nc-hint-warn" role="alert" data-testid={`${idPrefix}-problem`}>
          {problem.text}
        </p>
      )}
      <div class="nc-actions">
        <button type="submit" class="nc-button nc-button-primary" disabled={busy} data-testid={`${idPrefix}-submit`}>
          {busy ? t('onboard_testing') : t('onboard_submit')}
        </button>
        {untested && (
          <button
            type="button"
            class="nc-button"
            disabled={busy}
            onClick={() => void saveAnyway(saveUntested)}
            data-testid={`${idPrefix}-save-untested`}
          >
            {t('key_saveUntested')}
          </button>
        )}
        {noBalance && (
          <button
            type="button"
            class="nc-button"
            disabled={busy}
            onClick={() => void saveAnyway(saveWithoutBalance)}
            data-testid={`${idPrefix}-save-no-balance`}
          >
            {t('key_saveNoBalance')}
          </button>
        )}
      </div>
    </form>
  );
}
