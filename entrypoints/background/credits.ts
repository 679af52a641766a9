// Reading the remaining credits: on start-up, on the alarm, after a check, on demand.

import type { CreditsReading } from '@/utils/credits/reading';
import { nextBackoffMs } from '@/utils/service/backoff';
import { creditsCall } from '@/utils/service/client';
import type { Balance } from '@/utils/service/credits-reader';
import type { Environment } from '@/utils/service/environments';
import { isTransient, makeError, type ServiceError, saysNoCreditsEndpoint } from '@/utils/service/errors';
import { backoffItem, creditsItem, settingsItem } from '@/utils/storage/items';
import { renderBadge } from './badge';
import { callService, deploymentFor } from './service';

export type ReadReason = 'automatic' | 'user' | 'after-check';

export async function storeCredits(
  env: Environment,
  balance: Balance,
  opts: { fromCheck?: boolean } = {},
): Promise<CreditsReading> {
  let reading: CreditsReading = { environment: env };
  await creditsItem.update((all) => {
    const before = all[env];
    reading = { environment: env, value: balance.amount, unit: balance.unit, readAt: Date.now() };
    if (balance.currency) reading.currency = balance.currency;
    if (before?.checksWorkOn) reading.checksWorkOn = before.checksWorkOn;
    if (before?.noBalanceAt) reading.noBalanceAt = before.noBalanceAt;
    // A figure carried by a check answer does not make a missing credits endpoint appear.
    if (opts.fromCheck && before?.error?.kind === 'no-credits-endpoint') {
      reading.error = before.error;
      if (before.errorAt !== undefined) reading.errorAt = before.errorAt;
    }
    return { ...all, [env]: reading };
  });
  if ((await backoffItem.get())[env]) {
    await backoffItem.update(({ [env]: _cleared, ...rest }) => rest);
  }
  await renderBadge();
  return reading;
}

/**
 * Set-up of a deployment that reports no balance: the user saved the key knowing the credits call
 * finds no endpoint at this base URL. Reads the credits once more (free) so the reading says so.
 */
export async function noteNoBalance(env: Environment, baseUrl: string): Promise<CreditsReading> {
  await creditsItem.update((all) => ({ ...all, [env]: { ...(all[env] ?? { environment: env }), noBalanceAt: baseUrl } }));
  return refreshCredits(env, 'user');
}

/**
 * Remembers that a check worked on this base URL, so a credits endpoint answering 404 there is
 * known to be missing rather than the base URL wrong. True when the stored reading holds a 404 that
 * should be read again in that light.
 */
export async function noteChecksWork(env: Environment, baseUrl: string): Promise<boolean> {
  let stale404 = false;
  await creditsItem.update((all) => {
    const before = all[env] ?? { environment: env };
    stale404 = before.error !== undefined && before.error.kind !== 'no-credits-endpoint' && saysNoCreditsEndpoint(before.error);
    return before.checksWorkOn === baseUrl ? all : { ...all, [env]: { ...before, checksWorkOn: baseUrl } };
  });
  return stale404;
}

export async function storeCreditsError(env: Environment, error: ServiceError, baseUrl?: string): Promise<CreditsReading> {
  let reading: CreditsReading = { environment: env };
  await creditsItem.update((all) => {
    const before = all[env];
    // A 404 (405, 501) where checks work, or where the user saved the key knowing it: the
    // deployment has no credits endpoint; nothing is wrong.
    const missingEndpoint =
      saysNoCreditsEndpoint(error) &&
      baseUrl !== undefined &&
      (before?.checksWorkOn === baseUrl || before?.noBalanceAt === baseUrl);
    const stored = missingEndpoint ? makeError('no-credits-endpoint', { environment: env, baseUrl }) : error;
    // The last figure read stays, marked by the error; at "no credits" the figure is known: 0.
    reading = { ...(before ?? { environment: env }), error: stored, errorAt: Date.now() };
    if (error.kind === 'no-credits') {
      reading.value = 0;
      reading.readAt = Date.now();
    }
    return { ...all, [env]: reading };
  });
  if (isTransient(error.kind)) {
    await backoffItem.update((backoff) => {
      const failures = (backoff[env]?.failures ?? 0) + 1;
      return { ...backoff, [env]: { failures, until: Date.now() + nextBackoffMs(failures, error.retryAfterSeconds) } };
    });
  }
  await renderBadge();
  return reading;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The pause before the one retry of a credits read that met a service error (5xx). */
export const RETRY_PAUSE_MS = 1_500;

/**
 * Reads the credits of an environment. An automatic read respects the back-off (errors and
 * Retry-After); a 5xx gets one retry after a pause. A read the user asked for always runs.
 */
export async function refreshCredits(env: Environment, reason: ReadReason): Promise<CreditsReading> {
  if (reason === 'automatic') {
    const backoff = (await backoffItem.get())[env];
    if (backoff && backoff.until > Date.now()) return (await creditsItem.get())[env] ?? { environment: env };
  }
  const settings = await settingsItem.get();
  const dep = await deploymentFor(env, settings);
  if (!dep.apiKey || !dep.baseUrl) {
    await renderBadge();
    return (await creditsItem.get())[env] ?? { environment: env };
  }
  let result = await callService(dep, creditsCall);
  if (!result.ok && result.error.kind === 'server-error') {
    await sleep(RETRY_PAUSE_MS);
    result = await callService(dep, creditsCall);
  }
  return result.ok ? storeCredits(env, result.balance) : storeCreditsError(env, result.error, dep.baseUrl);
}
