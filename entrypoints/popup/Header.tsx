// The popup's top bar: the name, the active environment (staging impossible to miss), settings.
import { browser } from 'wxt/browser';
import { uiLocale } from '@/utils/i18n/locale';
import { t } from '@/utils/i18n/t';
import { type Environment, environmentLabel } from '@/utils/service/environments';

function GearIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3.3h-4l-.4 2.6a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1l.4 2.6h4l.4-2.6a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5L19.4 13ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
        transform="translate(-1 0)"
      />
    </svg>
  );
}

export function Header({ environment }: { environment: Environment | undefined }) {
  const staging = environment === 'staging';
  return (
    <header class={`nc-header${staging ? ' nc-header-staging' : ''}`}>
      <h1 class="nc-title">{t('ext_name')}</h1>
      {environment && (
        <span
          class={`nc-env nc-env-${environment}`}
          data-testid="env-pill"
          title={t('header_activeEnv', { env: environmentLabel(environment) })}
        >
          <span class="nc-sr-only">{t('header_envPrefix')} </span>
          {staging ? environmentLabel(environment).toLocaleUpperCase(uiLocale()) : environmentLabel(environment)}
        </span>
      )}
      <button
        type="button"
        class="nc-icon-button"
        aria-label={t('action_openOptions')}
        title={t('header_settings')}
        onClick={() => void browser.runtime.openOptionsPage()}
      >
        <GearIcon />
      </button>
    </header>
  );
}
