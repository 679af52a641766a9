// The one path from the background to the service: the deployment (environment, base URL, key),
// then the host permission for its origin, then the call. Checks, credits reads and key tests all
// go through callService.
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import type { CallOptions, Deployment } from '@/utils/service/client';
import { type Environment, environmentLabel } from '@/utils/service/environments';
import { makeError, type ServiceError } from '@/utils/service/errors';
import type { HttpEnv } from '@/utils/service/http';
import { checkBaseUrl, originPattern } from '@/utils/service/url';
import { settingsItem } from '@/utils/storage/items';
import type { Settings } from '@/utils/storage/settings';
import { keyStore } from './keys';

/** The real environment the pure service client runs in, inside the worker. */
export const workerHttpEnv: HttpEnv = {
  fetch: (input, init) => fetch(input, init),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Kept under the 30 s after which Chrome stops a worker that waits on a response. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** An environment's deployment as stored: its base URL (from the settings) and its key. */
export async function deploymentFor(env: Environment, settings?: Settings): Promise<Deployment> {
  const s = settings ?? (await settingsItem.get());
  const keys = await keyStore().get();
  return { environment: env, baseUrl: s.baseUrls[env], apiKey: keys[env] };
}

/**
 * The base URL as read back from storage, checked again as if it had just been typed: storage is
 * written by more than the options page (a content script can write `storage.local` in Firefox),
 * and the key goes wherever this address says. The call uses the normalised address.
 */
export function storedBaseUrl(dep: Deployment): { ok: true; baseUrl: string } | { ok: false; error: ServiceError } {
  const check = checkBaseUrl(dep.baseUrl);
  if (check.ok) return { ok: true, baseUrl: check.url };
  const env = environmentLabel(dep.environment);
  return {
    ok: false,
    error: makeError('no-base-url', {
      environment: dep.environment,
      baseUrl: dep.baseUrl,
      detail: check.reason,
      message: t('error_storedBaseUrlRefused', { env }),
    }),
  };
}

/** Without the origin's host permission the worker's fetch fails as a CORS error; say so plainly. */
async function permissionError(dep: Deployment): Promise<ServiceError | undefined> {
  const pattern = originPattern(dep.baseUrl);
  if (!pattern) return makeError('no-base-url', { environment: dep.environment, baseUrl: dep.baseUrl });
  const granted = await browser.permissions.contains({ origins: [pattern] }).catch(() => false);
  return granted ? undefined : makeError('no-permission', { environment: dep.environment, baseUrl: dep.baseUrl });
}

type Call<R> = (http: HttpEnv, dep: Deployment, opts: CallOptions) => Promise<R>;

/**
 * Makes one call to a deployment. Without permission for its origin the call is not made and the
 * answer says why; a missing key or base URL is left to the client, which answers that without a
 * call too.
 */
export async function callService<R>(dep: Deployment, call: Call<R>): Promise<R | { ok: false; error: ServiceError }> {
  if (dep.apiKey && dep.baseUrl) {
    const address = storedBaseUrl(dep);
    if (!address.ok) return address;
    const checked = { ...dep, baseUrl: address.baseUrl };
    const denied = await permissionError(checked);
    if (denied) return { ok: false, error: denied };
    return call(workerHttpEnv, checked, { timeoutMs: REQUEST_TIMEOUT_MS });
  }
  return call(workerHttpEnv, dep, { timeoutMs: REQUEST_TIMEOUT_MS });
}
