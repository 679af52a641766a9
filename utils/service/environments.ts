import { t } from '../i18n/t';
/** The two deployments of the service. Every setting that differs per deployment is keyed by this. */
export const ENVIRONMENTS = ['staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export function isEnvironment(value: unknown): value is Environment {
  return value === 'staging' || value === 'production';
}

export function environmentLabel(env: Environment): string {
  return env === 'staging' ? t('env_staging') : t('env_production');
}

export type PerEnvironment<T> = Record<Environment, T>;
