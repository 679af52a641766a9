// Key management asked for by the options page and the popup's onboarding.

import type { KeyStatus, TestKeyReply } from '@/utils/messaging/protocol';
import { creditsCall } from '@/utils/service/client';
import type { Environment } from '@/utils/service/environments';
import { ENVIRONMENTS } from '@/utils/service/environments';
import { makeError } from '@/utils/service/errors';
import { checkBaseUrl } from '@/utils/service/url';
import { creditsItem, settingsItem } from '@/utils/storage/items';
import { maskKey } from '@/utils/storage/key-store';
import { renderBadge } from './badge';
import { noteNoBalance, refreshCredits } from './credits';
import { keyStore } from './keys';
import { callService, deploymentFor } from './service';

export async function keyStatus(): Promise<KeyStatus[]> {
  const store = keyStore();
  const [keys, managed] = await Promise.all([store.get(), store.managed()]);
  // A key from the organisation's policy is not shown, not even masked: the page learns only that it is set.
  return ENVIRONMENTS.map((environment) =>
    managed.has(environment)
      ? { environment, set: true, masked: '', managed: true }
      : { environment, set: keys[environment] !== '', masked: maskKey(keys[environment]) },
  );
}

/** The user's own key, to show in the options page; never one from the organisation's policy. */
export async function revealKey(environment: Environment): Promise<string> {
  const store = keyStore();
  const [keys, managed] = await Promise.all([store.get(), store.managed()]);
  return managed.has(environment) ? '' : keys[environment];
}

/** Tests a key with the free credits call, before or after it is saved. */
export async function testKey(environment: Environment, key?: string, baseUrl?: string): Promise<TestKeyReply> {
  const dep = await deploymentFor(environment);
  if (key !== undefined) dep.apiKey = key.trim();
  if (baseUrl !== undefined) {
    const check = checkBaseUrl(baseUrl);
    if (!check.ok) return { ok: false, error: makeError('no-base-url', { environment, baseUrl, detail: check.reason }) };
    dep.baseUrl = check.url;
  }
  return callService(dep, creditsCall);
}

/** `noBalance`: saved knowing the deployment has no credits endpoint (set-up, `key:save`). */
export async function saveKey(environment: Environment, key: string, opts: { noBalance?: boolean } = {}) {
  await keyStore().set(environment, key);
  const { activeEnvironment, baseUrls } = await settingsItem.get();
  // A new key makes the old reading meaningless.
  await creditsItem.update(({ [environment]: _old, ...rest }) => rest);
  const read = environment === activeEnvironment && key.trim() !== '';
  const reading =
    opts.noBalance && key.trim() && baseUrls[environment]
      ? await noteNoBalance(environment, baseUrls[environment])
      : read
        ? await refreshCredits(environment, 'user')
        : undefined;
  await renderBadge();
  return reading;
}

export async function removeKey(environment: Environment): Promise<void> {
  await saveKey(environment, '');
}
