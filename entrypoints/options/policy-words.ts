// The words for what an organisation's policy sets or got wrong: a setting's own label where the
// settings page has one, never the name it has in the policy (but for a name nothing knows).
import { t } from '@/utils/i18n/t';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import type { ManagedField, PolicyNote, PolicyProblem } from '@/utils/storage/policy/policy';

const WHY: Record<PolicyProblem, () => string> = {
  'wrong-type': () => t('policy_why_wrongType'),
  'not-https': () => t('policy_why_notHttps'),
  'bad-address': () => t('policy_why_badAddress'),
  'unknown-environment': () => t('policy_why_unknownEnvironment'),
  'not-allowed': () => t('policy_why_notAllowed'),
  'unknown-country': () => t('policy_why_unknownCountry'),
  'out-of-range': () => t('policy_why_outOfRange'),
  'bad-site': () => t('policy_why_badSite'),
  'unknown-setting': () => t('policy_why_unknownSetting'),
};

const PLAIN: Record<Exclude<ManagedField, `${string}.${string}`>, () => string> = {
  activeEnvironment: () => t('options_activeEnv'),
  allowedEnvironments: () => t('policy_allowedEnvironments'),
  defaultCountry: () => t('options_defaultCountry'),
  usePageCountry: () => t('options_usePageCountry'),
  highlightEnabled: () => t('options_highlight'),
  highlightInCode: () => t('options_highlightInCode'),
  disabledSites: () => t('sites_title'),
  cacheLifetimeMinutes: () => t('options_cacheLifetime'),
  creditsRefreshMinutes: () => t('options_refreshEvery'),
  lowCreditThreshold: () => t('options_lowCredit'),
  sendExtensions: () => t('options_sendExtensions'),
  keepHistory: () => t('options_keepHistory'),
  allowExport: () => t('policy_allowExport'),
  showWelcome: () => t('policy_showWelcome'),
};

export function settingWords(field: ManagedField): string {
  const [what, env] = field.split('.') as [string, Environment | undefined];
  if (env === undefined) return PLAIN[field as keyof typeof PLAIN]();
  const setting = what === 'baseUrls' ? t('url_label') : what === 'accountUrls' ? t('account_label') : t('key_label');
  return t('policy_envSetting', { env: environmentLabel(env), setting });
}

export function noteWords(note: PolicyNote): string {
  const setting = note.field ? settingWords(note.field) : t('policy_unknownName', { name: note.name });
  return t('policy_noteLine', { setting, why: WHY[note.problem]() });
}
