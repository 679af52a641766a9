// Which deployment every check, credits read and badge uses. Listed in the one order used everywhere
// (ENVIRONMENTS: Staging, then Production), as the sections below it are.

import { type PlainKey, t } from '@/utils/i18n/t';
import { ENVIRONMENTS, type Environment, environmentLabel } from '@/utils/service/environments';

const DESCRIPTIONS: Record<Environment, PlainKey> = {
  staging: 'options_envStagingDesc',
  production: 'options_envProductionDesc',
};

export function EnvironmentSwitch({
  value,
  allowed = ENVIRONMENTS,
  onChange,
}: {
  value: Environment;
  /** The environments the organisation allows (both, unless its policy narrows them). */
  allowed?: readonly Environment[];
  onChange: (env: Environment) => void;
}) {
  return (
    <fieldset class="nc-env-switch" data-testid="env-switch">
      <legend class="nc-sr-only">{t('options_activeEnv')}</legend>
      {ENVIRONMENTS.filter((env) => allowed.includes(env)).map((env) => (
        <label key={env} class={`nc-env-choice nc-env-choice-${env}${value === env ? ' nc-checked' : ''}`}>
          <input type="radio" name="nc-active-env" value={env} checked={value === env} onChange={() => onChange(env)} />
          <span class="nc-env-choice-text">
            <span class="nc-env-choice-name">{environmentLabel(env)}</span>
            <span class="nc-env-choice-desc">{t(DESCRIPTIONS[env])}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
