// Resolves the active deployment (environment, base URL, key) and whether we may reach it.
import { browser } from 'wxt/browser';
import type { Deployment } from '@/utils/service/client';
import type { Environment } from '@/utils/service/environments';
import { makeError, type ServiceError } from '@/utils/service/errors';
import { originPattern } from '@/utils/service/url';
import { settingsItem } from '@/utils/storage/items';
import { pickKeyStore } from '@/utils/storage/key-store';
import type { Settings } from '@/utils/storage/settings';

export async function deploymentFor(env: Environment, settings?: Settings): Promise<Deployment> {
  const s = settings ?? (await settingsItem.get());
  const keys = await pickKeyStore().get();
  return { environment: env, baseUrl: s.baseUrls[env], apiKey: keys[env] };
}

/** Without the origin's host permission the worker's fetch fails as a CORS error; say so plainly. */
export async function permissionError(dep: Deployment): Promise<ServiceError | undefined> {
  const pattern = originPattern(dep.baseUrl);
  if (!pattern) return makeError('no-base-url', { environment: dep.environment, baseUrl: dep.baseUrl });
  const granted = await browser.permissions.contains({ origins: [pattern] }).catch(() => false);
  return granted ? undefined : makeError('no-permission', { environment: dep.environment, baseUrl: dep.baseUrl });
}
