// The way to the privacy page (entrypoints/privacy/) from the popup, the settings and the welcome
// page: what is sent and when, what never leaves the browser, what is kept here.
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';

export function PrivacyLink() {
  return (
    <a class="nc-link" href={browser.runtime.getURL('/privacy.html')} target="_blank" rel="noopener" data-testid="privacy-link">
      {t('privacy_link')}
    </a>
  );
}
