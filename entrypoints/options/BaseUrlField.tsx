// The base URL of one deployment: validated on save, and the origin's host permission asked for in
// the same click (the browser shows its prompt only inside a user gesture, before any other await).
// Whether access is granted, awaited or refused is always said beside the field.
import { AccessNote } from '@/components/setup/AccessNote';
import { useOriginAccess } from '@/components/setup/useOriginAccess';
import { t } from '@/utils/i18n/t';
import { environmentLabel } from '@/utils/service/environments';
import { checkBaseUrl } from '@/utils/service/url';
import { saveSettings } from '@/utils/storage/save-settings';
import { type DeploymentUrlFieldProps, UrlForm } from './UrlForm';

export function BaseUrlField({ environment, saved, locked, notify }: DeploymentUrlFieldProps) {
  const access = useOriginAccess(saved || undefined);
  return (
    <UrlForm
      id={`nc-url-${environment}`}
      label={t('url_label')}
      placeholder="https://api.example.com"
      hint={t('url_hint')}
      saveLabel={t('url_save')}
      saved={saved}
      locked={locked}
      check={checkBaseUrl}
      onSave={async (url) => {
        // The address is saved whatever the answer to the prompt, so nothing typed is lost; the
        // note below the field says whether it can be reached.
        const asked = access.request(url);
        const saved = await saveSettings((s) => ({ baseUrls: { ...s.baseUrls, [environment]: url } }));
        const granted = await asked;
        if (!saved.ok) {
          notify(saved.message);
          return;
        }
        notify(
          granted
            ? t('url_saved', { env: environmentLabel(environment) })
            : t('url_savedRefused', { env: environmentLabel(environment) }),
        );
      }}
      testIds={{ input: `base-url-${environment}`, save: `save-url-${environment}`, problem: `url-problem-${environment}` }}
    >
      {(problem) =>
        saved &&
        !problem && (
          <AccessNote
            state={access.state}
            baseUrl={saved}
            onRequest={() => void access.request(saved)}
            testId={`access-${environment}`}
          />
        )
      }
    </UrlForm>
  );
}
