// The settings in effect follow the policy in every context: a read gets the policy's values, a
// write cannot change what the policy sets (the background refuses it, not only the page), the
// user's own values come back when the policy drops a field, and a key from policy is used but
// never replaced.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { userSettingsItem } from '@/utils/storage/items';
import { type KeyStore, storageLocalKeyStore } from '@/utils/storage/key-store';
import { withPolicy } from '@/utils/storage/policy/effective-settings';
import { withManagedKeys } from '@/utils/storage/policy/managed-keys';
import type { ManagedSource } from '@/utils/storage/policy/managed-source';

/** A policy the test sets, as the browser would hand it over, with its change events. */
function fakePolicy(initial: unknown = {}): ManagedSource & { set(p: unknown): void } {
  let policy = initial;
  const listeners = new Set<() => void>();
  return {
    read: async () => structuredClone(policy),
    watch: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    set: (p) => {
      policy = p;
      for (const cb of listeners) cb();
    },
  };
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('withPolicy', () => {
  it('a read gets the policy’s values over the user’s', async () => {
    await userSettingsItem.update((s) => ({ ...s, highlightEnabled: true, defaultCountry: 'FR' }));
    const item = withPolicy(userSettingsItem, fakePolicy({ highlightEnabled: false }));
    expect(await item.get()).toMatchObject({ highlightEnabled: false, defaultCountry: 'FR' });
  });

  it('a write leaves what the policy sets as the user had it, and changes the rest', async () => {
    await userSettingsItem.update((s) => ({
      ...s,
      highlightEnabled: true,
      baseUrls: { staging: 'https://mine.test', production: '' },
    }));
    const item = withPolicy(
      userSettingsItem,
      fakePolicy({ highlightEnabled: false, environments: { staging: { baseUrl: 'https://team.example.com' } } }),
    );
    const after = await item.update((s) => ({
      ...s,
      highlightEnabled: true,
      defaultCountry: 'DE',
      baseUrls: { staging: 'https://elsewhere.test', production: 'https://prod.mine.test' },
    }));
    expect(after).toMatchObject({
      highlightEnabled: false,
      defaultCountry: 'DE',
      baseUrls: { staging: 'https://team.example.com', production: 'https://prod.mine.test' },
    });
    // Underneath, the user's own values are kept for the day the policy drops them.
    expect(await userSettingsItem.get()).toMatchObject({
      highlightEnabled: true,
      defaultCountry: 'DE',
      baseUrls: { staging: 'https://mine.test', production: 'https://prod.mine.test' },
    });
  });

  it('a switch to an environment the policy does not allow is not written', async () => {
    await userSettingsItem.update((s) => ({ ...s, activeEnvironment: 'production' }));
    const item = withPolicy(userSettingsItem, fakePolicy({ allowedEnvironments: ['production'] }));
    expect((await item.update((s) => ({ ...s, activeEnvironment: 'staging' }))).activeEnvironment).toBe('production');
    expect((await userSettingsItem.get()).activeEnvironment).toBe('production');
  });

  it('a change of policy reaches watchers, and a dropped field gives the user’s value back', async () => {
    await userSettingsItem.update((s) => ({ ...s, lowCreditThreshold: 7 }));
    const policy = fakePolicy({ lowCreditThreshold: 500 });
    const item = withPolicy(userSettingsItem, policy);
    expect((await item.get()).lowCreditThreshold).toBe(500);
    const seen: number[] = [];
    const stop = item.watch((s) => seen.push(s.lowCreditThreshold));
    policy.set({});
    await expect.poll(() => seen).toEqual([7]);
    stop();
  });

  it('applied() says what is locked and what was ignored', async () => {
    const item = withPolicy(userSettingsItem, fakePolicy({ keepHistory: false, defaultCountry: 'XX' }));
    const applied = await item.applied();
    expect([...applied.locked]).toEqual(['keepHistory']);
    expect(applied.notes).toEqual([{ field: 'defaultCountry', name: 'defaultCountry', problem: 'unknown-country' }]);
  });
});

describe('withManagedKeys', () => {
  const store: KeyStore = storageLocalKeyStore;

  it('the policy’s key is used, the user’s own elsewhere', async () => {
    await store.set('staging', 'my-staging');
    await store.set('production', 'my-production');
    const keys = withManagedKeys(store, fakePolicy({ environments: { production: { apiKey: 'team-key' } } }));
    expect(await keys.get()).toEqual({ staging: 'my-staging', production: 'team-key' });
    expect([...(await keys.managed())]).toEqual(['production']);
  });

  it('a save cannot replace the policy’s key, nor touch the user’s own under it', async () => {
    await store.set('production', 'my-production');
    const keys = withManagedKeys(store, fakePolicy({ environments: { production: { apiKey: 'team-key' } } }));
    await keys.set('production', 'other');
    await keys.set('staging', 'my-staging');
    expect(await store.get()).toEqual({ staging: 'my-staging', production: 'my-production' });
    expect((await keys.get()).production).toBe('team-key');
  });
});
