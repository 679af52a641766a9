// The privacy page, linked from the welcome page, the settings and the popup: what is sent to the
// service and when, what never leaves the browser, and what is kept here for how long. The README's
// "Privacy" section and the Firefox manifest's data-collection declaration say the same.
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';

/** What is kept in this browser, each with how long: the rows of the storage map (docs/architecture.md). */
const KEPT = [
  ['privacy_keptSettings', 'privacy_untilChanged'],
  ['privacy_keptKeys', 'privacy_untilRemoved'],
  ['privacy_keptHistory', 'privacy_historyHowLong'],
  ['privacy_keptAnswers', 'privacy_answersHowLong'],
  ['privacy_keptLists', 'privacy_untilRemoved'],
  ['privacy_keptDismissed', 'privacy_untilRemoved'],
  ['privacy_keptLast', 'privacy_untilNext'],
] as const;

export function App() {
  const version = browser.runtime.getManifest().version;
  return (
    <main class="nc-privacy">
      <h1>{t('privacy_title')}</h1>
      <p class="nc-privacy-lead">{t('privacy_lead')}</p>

      <section>
        <h2>{t('privacy_sentTitle')}</h2>
        <p>{t('privacy_sentWhen')}</p>
        <ul>
          <li>{t('privacy_sentNumber')}</li>
          <li>{t('privacy_sentKey')}</li>
        </ul>
        <p>{t('privacy_sentCredits')}</p>
      </section>

      <section>
        <h2>{t('privacy_neverTitle')}</h2>
        <p>{t('privacy_neverPages')}</p>
        <p>{t('privacy_neverTracking')}</p>
      </section>

      <section>
        <h2>{t('privacy_keptTitle')}</h2>
        <p>{t('privacy_keptWhere')}</p>
        <table class="nc-privacy-table">
          <thead>
            <tr>
              <th scope="col">{t('privacy_keptWhat')}</th>
              <th scope="col">{t('privacy_keptHowLong')}</th>
            </tr>
          </thead>
          <tbody>
            {KEPT.map(([what, howLong]) => (
              <tr key={what}>
                <td>{t(what)}</td>
                <td>{t(howLong)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('privacy_keyNever')}</p>
        <p>{t('privacy_notification')}</p>
      </section>

      <p class="nc-privacy-version">{t('privacy_version', { version })}</p>
    </main>
  );
}
