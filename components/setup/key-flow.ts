// A key is saved only after the free credits call accepted it. When the service cannot be reached
// at all, the user may save it untested, on purpose; a key the service refused is never saved. A
// deployment that answers but has no credits endpoint (many lookup APIs publish none) cannot test a
// key for free: the user may save it, and the first check confirms it.
import { balanceLeft } from '@/utils/credits/money';
import { t } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import { type ErrorKind, type ServiceError, saysNoCreditsEndpoint } from '@/utils/service/errors';

export type KeyOutcome =
  | { kind: 'saved'; text: string }
  /** The service refused the key: point at the key field. */
  | { kind: 'rejected'; text: string }
  /** The service could not be reached: the key may be saved untested. */
  | { kind: 'unreachable'; text: string }
  /** The deployment answered but reports no balance: the key may be saved, the first check tests it. */
  | { kind: 'no-balance'; text: string }
  | { kind: 'failed'; text: string };

/** Failures that say nothing about the key: the service was not reached or did not answer. */
const NOT_REACHED: readonly ErrorKind[] = ['unreachable', 'timeout', 'server-error'];

/** The words for a key the service refused, pointing at the key field. */
export function keyRejectedWords(env: string): string {
  return t('key_rejected', { env });
}

export function errorText(error: ServiceError): string {
  return error.detail ? `${error.message} (${error.detail})` : error.message;
}

export async function testAndSaveKey(environment: Environment, key: string, baseUrl?: string): Promise<KeyOutcome> {
  const env = environmentLabel(environment);
  try {
    const test = await send({ type: 'key:test', environment, key, ...(baseUrl ? { baseUrl } : {}) });
    if (!test.ok) {
      if (test.error.kind === 'key-rejected' || test.error.kind === 'no-key')
        return { kind: 'rejected', text: keyRejectedWords(env) };
      if (NOT_REACHED.includes(test.error.kind) && !saysNoCreditsEndpoint(test.error))
        return { kind: 'unreachable', text: t('key_unreachable', { message: test.error.message }) };
      if (saysNoCreditsEndpoint(test.error)) return { kind: 'no-balance', text: t('key_noBalance', { env }) };
      return { kind: 'failed', text: errorText(test.error) };
    }
    await send({ type: 'key:save', environment, key });
    const b = test.balance;
    const left = balanceLeft({ value: b.amount, unit: b.unit, ...(b.currency ? { currency: b.currency } : {}) });
    return { kind: 'saved', text: t('key_savedWorks2', { env, left }) };
  } catch {
    return { kind: 'failed', text: t('key_cannotRun') };
  }
}

/** The user's explicit choice after an unreachable service. */
export async function saveUntested(environment: Environment, key: string): Promise<string> {
  await send({ type: 'key:save', environment, key });
  return t('key_savedUntested', { env: environmentLabel(environment) });
}

/** The user's explicit choice for a deployment that reports no balance: the first check confirms the key. */
export async function saveWithoutBalance(environment: Environment, key: string): Promise<string> {
  await send({ type: 'key:save', environment, key, noBalance: true });
  return t('key_savedNoBalance', { env: environmentLabel(environment) });
}
