// The way back to the welcome page (what Number Check does, set-up in three steps, shortcuts).
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';

export function WelcomeLink() {
  return (
    <p class="nc-hint">
      {t('welcomeLink_before')}{' '}
      <a class="nc-link" href={browser.runtime.getURL('/welcome.html')} data-testid="welcome-link">
        {t('welcomeLink_link')}
      </a>{' '}
      {t('welcomeLink_after')}
    </p>
  );
}
