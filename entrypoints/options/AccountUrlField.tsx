// Where the user tops up or manages the key of one deployment. Every "Top up your account" button,
// in the popup and in the page's card, opens this address; without it they open this field.
import { t } from '@/utils/i18n/t';
import { environmentLabel } from '@/utils/service/environments';
import { checkAccountUrl } from '@/utils/service/url';
import { saveSettings } from '@/utils/storage/save-settings';
import { type DeploymentUrlFieldProps, UrlForm } from './UrlForm';

export function AccountUrlField({ environment, saved, locked, notify }: DeploymentUrlFieldProps) {
  return (
    <UrlForm
      id={`nc-account-${environment}`}
      label={
        <>
          {t('account_label')} <span class="nc-muted">{t('options_optional')}</span>
        </>
      }
      placeholder="https://example.com/account"
      hint={t('account_hint', { topUp: t('action_topUp') })}
      saveLabel={t('account_save')}
      saved={saved}
      locked={locked}
      check={checkAccountUrl}
      onSave={async (url) => {
        const saved = await saveSettings((s) => ({ accountUrls: { ...s.accountUrls, [environment]: url } }));
        notify(saved.ok ? t(url ? 'account_saved' : 'account_removed', { env: environmentLabel(environment) }) : saved.message);
      }}
      testIds={{
        input: `account-url-${environment}`,
        save: `save-account-${environment}`,
        problem: `account-problem-${environment}`,
      }}
    />
  );
}
