// Key management asked for by the options page and the popup's onboarding.

import type { KeyStatus, TestKeyReply } from '@/utils/messaging/protocol';
import { creditsCall } from '@/utils/service/client';
import type { Environment } from '@/utils/service/environments';
import { ENVIRONMENTS } from '@/utils/service/environments';
import { makeError } from '@/utils/service/errors';
import { checkBaseUrl } from '@/utils/service/url';
import { creditsItem, settingsItem } from '@/utils/storage/items';
import { keyStore, maskKey } from '@/utils/storage/key-store';
import { renderBadge } from './badge';
import { refreshCredits } from './credits';
import { callService, deploymentFor } from './service';

export async function keyStatus(): Promise<KeyStatus[]> {
  const keys = await (await keyStore()).get();
  return ENVIRONMENTS.map((environment) => ({ environment, set: keys[environment] !== '', masked: maskKey(keys[environment]) }));
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

export async function saveKey(environment: Environment, key: string) {
  await (await keyStore()).set(environment, key);
  const { activeEnvironment } = await settingsItem.get();
  // A new key makes the old reading meaningless.
  await creditsItem.update(({ [environment]: _old, ...rest }) => rest);
  const reading = environment === activeEnvironment && key.trim() ? await refreshCredits(environment, 'user') : undefined;
  await renderBadge();
  return reading;
}

export async function removeKey(environment: Environment): Promise<void> {
  await saveKey(environment, '');
}
