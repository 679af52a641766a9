// A key is saved only after the free credits call accepted it. When the service cannot be reached
// at all, the user may save it untested, on purpose; a key the service refused is never saved.
import { balanceLeft } from '@/utils/credits/money';
import { send } from '@/utils/messaging/send';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import type { ErrorKind, ServiceError } from '@/utils/service/errors';

export type KeyOutcome =
  | { kind: 'saved'; text: string }
  /** The service refused the key: point at the key field. */
  | { kind: 'rejected'; text: string }
  /** The service could not be reached: the key may be saved untested. */
  | { kind: 'unreachable'; text: string }
  | { kind: 'failed'; text: string };

/** Failures that say nothing about the key: the service was not reached or did not answer. */
const NOT_REACHED: readonly ErrorKind[] = ['unreachable', 'timeout', 'server-error'];

export const KEY_WORDS = {
  saved: (env: string, left: string) => `The key works (${left}) and is saved for ${env}.`,
  rejected: (env: string) =>
    `${env} did not accept this key. Copy it again from your account page and paste it in the key field above.`,
  unreachable: (message: string) => `${message} The key was not tested and is not saved yet.`,
  saveUntested: 'Save without testing',
  savedUntested: (env: string) => `Saved for ${env} without a test. The first check or credits read will tell whether it works.`,
  cannotRun: 'Number Check could not test the key. Try again.',
} as const;

export function errorText(error: ServiceError): string {
  return error.detail ? `${error.message} (${error.detail})` : error.message;
}

export async function testAndSaveKey(environment: Environment, key: string, baseUrl?: string): Promise<KeyOutcome> {
  const env = environmentLabel(environment);
  try {
    const test = await send({ type: 'key:test', environment, key, ...(baseUrl ? { baseUrl } : {}) });
    if (!test.ok) {
      if (test.error.kind === 'key-rejected' || test.error.kind === 'no-key')
        return { kind: 'rejected', text: KEY_WORDS.rejected(env) };
      if (NOT_REACHED.includes(test.error.kind)) return { kind: 'unreachable', text: KEY_WORDS.unreachable(test.error.message) };
      return { kind: 'failed', text: errorText(test.error) };
    }
    await send({ type: 'key:save', environment, key });
    const b = test.balance;
    const left = balanceLeft({ value: b.amount, unit: b.unit, ...(b.currency ? { currency: b.currency } : {}) });
    return { kind: 'saved', text: KEY_WORDS.saved(env, left) };
  } catch {
    return { kind: 'failed', text: KEY_WORDS.cannotRun };
  }
}

/** The user's explicit choice after an unreachable service. */
export async function saveUntested(environment: Environment, key: string): Promise<string> {
  await send({ type: 'key:save', environment, key });
  return KEY_WORDS.savedUntested(environmentLabel(environment));
}
