// The way back to the welcome page (what Number Check does, set-up in three steps, shortcuts).
import { browser } from 'wxt/browser';

export function WelcomeLink() {
  return (
    <p class="nc-hint">
      New here?{' '}
      <a class="nc-link" href={browser.runtime.getURL('/welcome.html')} data-testid="welcome-link">
        Read the welcome page
      </a>{' '}
      for what a credit is, what is sent where, and set-up in three steps.
    </p>
  );
}
