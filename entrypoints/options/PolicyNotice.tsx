// At the top of the settings page when an organisation manages the extension: that some settings
// are locked, and each value of its policy that was ignored, with why.
import { t } from '@/utils/i18n/t';
import type { AppliedPolicy } from '@/utils/storage/policy/policy';
import { noteWords } from './policy-words';

export function PolicyNotice({ policy }: { policy: AppliedPolicy }) {
  if (policy.locked.size === 0 && policy.notes.length === 0) return null;
  return (
    <section class="nc-policy" data-testid="policy-notice">
      {policy.locked.size > 0 && <p class="nc-policy-intro">{t('policy_intro')}</p>}
      {policy.notes.length > 0 && (
        <div class="nc-policy-notes" role="note" data-testid="policy-notes">
          <h2 class="nc-policy-title">{t('policy_notesTitle')}</h2>
          <p class="nc-hint">{t('policy_notesIntro')}</p>
          <ul>
            {policy.notes.map((n) => (
              <li key={n.name} data-testid="policy-note">
                {noteWords(n)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
