// A base URL is read back from storage before every call and checked again as if typed: the key
// goes wherever it points, and storage has more writers than the options page.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runCheck } from '@/entrypoints/background/check-flow';
import { refreshCredits } from '@/entrypoints/background/credits';
import { apiKeysItem, updateSettings } from '@/utils/storage/items';
import { DEMO_KEYS, type LocalService, startLocalService } from '../../../dev/service/index';

let service: LocalService;
beforeAll(async () => {
  service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
});
afterAll(async () => {
  await service.close();
});

beforeEach(async () => {
  fakeBrowser.reset();
  service.staging.reset();
  // Every origin counts as granted here: what is tested is the address check, not the permission.
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true);
  await apiKeysItem.update(() => ({ staging: DEMO_KEYS.plenty, production: DEMO_KEYS.plenty }));
});

describe('a stored base URL the settings would refuse', () => {
  it.each([
    ['plain http to another computer', 'http://api.example.test'],
    ['a user name in it', `http://me:pw@127.0.0.1:1`],
    ['a query', 'https://api.example.test/?to=elsewhere'],
    ['a space in the host', 'https://api.exa mple.test'],
  ])('%s: no call, and words that say so', async (_name, stored) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await updateSettings({ activeEnvironment: 'staging', baseUrls: { staging: stored, production: '' } });
    const reply = await runCheck({ input: '+1 650 253 0000' });
    expect(reply).toMatchObject({
      ok: false,
      error: {
        kind: 'no-base-url',
        action: 'open-options',
        message:
          'The base URL saved for Staging is not an address Number Check will send the key to. Enter it again in the settings.',
        detail: expect.any(String),
      },
    });
    const credits = await refreshCredits('staging', 'user');
    expect(credits).toMatchObject({ error: { kind: 'no-base-url' } });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('one it would accept is called as the settings would have saved it (trailing slashes gone)', async () => {
    await updateSettings({
      activeEnvironment: 'staging',
      baseUrls: { staging: ` ${service.staging.baseUrl}// `, production: '' },
    });
    const reply = await runCheck({ input: '+1 650 253 0000' });
    expect(reply).toMatchObject({ ok: true, cached: false });
    expect(service.staging.requests().map((r) => r.url.split('?')[0])).toEqual(['/api/check-number']);
  });
});
