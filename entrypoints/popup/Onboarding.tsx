// With no key for the active environment: the set-up form (components/setup/SetupForm.tsx). On a
// first install, with nothing set up anywhere, it also asks which deployment this is, rather than
// assuming an empty Production. The popup then turns into the normal one.
import { browser } from 'wxt/browser';
import { SetupForm } from '@/components/setup/SetupForm';
import { usePolicy } from '@/components/usePolicy';
import { t } from '@/utils/i18n/t';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import type { Settings } from '@/utils/storage/settings';

interface Props {
  environment: Environment;
  settings: Settings;
  /** Nothing is set up for any deployment yet (a first install). */
  firstRun: boolean;
  onDone: () => void;
}

export function Onboarding({ environment, settings, firstRun, onDone }: Props) {
  const needsUrl = settings.baseUrls[environment] === '';
  // An organisation that sets the deployment (or allows only one) has answered "which deployment":
  // the form sets that one up, and offers no choice the settings would refuse.
  const policy = usePolicy();
  const chooseEnvironment = firstRun && policy !== undefined && !policy.locked.has('activeEnvironment');
  return (
    <section class="nc-onboarding" aria-labelledby="nc-onboarding-title" data-testid="onboarding">
      <h2 id="nc-onboarding-title" class="nc-onboarding-title">
        {firstRun ? t('onboard_titleFirst') : t('onboard_title', { env: environmentLabel(environment) })}
      </h2>
      <p class="nc-hint">{firstRun ? t('onboard_introFirst') : needsUrl ? t('onboard_introWithUrl') : t('onboard_intro')}</p>
      <SetupForm
        environment={environment}
        chooseEnvironment={chooseEnvironment}
        baseUrls={settings.baseUrls}
        onDone={() => onDone()}
      />
      <p class="nc-hint nc-onboarding-links">
        <a
          class="nc-link"
          href={browser.runtime.getURL('/welcome.html')}
          target="_blank"
          rel="noopener"
          data-testid="welcome-link"
        >
          {t('onboard_whatItDoes')}
        </a>
        {' · '}
        <button type="button" class="nc-link" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('onboard_allSettings')}
        </button>
      </p>
    </section>
  );
}
