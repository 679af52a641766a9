// Stored items across releases: a store written by release 0.1.0 (before items had versions) reads
// back whole under today's definitions; every migration has a case here; and the migration path
// itself (WXT storage's `version`/`migrations` through defineStoredItem) works end to end.
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type * as Items from '@/utils/storage/items';
import { defineStoredItem, type StoredItem } from '@/utils/storage/stored-item';
import release010 from './fixtures/store-0.1.0.json';

/**
 * One case per migration: `items[key][version]` turns `from` (the value as stored at version − 1)
 * into `to`. The test below fails as soon as an item's version is raised without a case here.
 */
const V1_RECORD = {
  id: 'a1',
  environment: 'staging',
  e164: '+16502530000',
  input: '+1 650 253 0000',
  sent: '+16502530000',
  checkedAt: 1_750_000_000_000,
  status: 200,
  summary: { valid: true },
  fields: [],
  raw: '{}',
};

/** A v3 record as an earlier release kept it: an answer of 1,000 fields, one with a 5,000-character path. */
const HUGE_RECORD = {
  ...V1_RECORD,
  id: 'big',
  summary: { valid: true, carrier: 'c'.repeat(5_000) },
  fields: [
    { path: 'p'.repeat(5_000), value: 'v' },
    ...Array.from({ length: 999 }, (_, i) => ({ path: `f${i}`, value: 'x'.repeat(100) })),
  ],
  raw: '{"big": true}',
};

/** The same record capped (utils/checks/kept-answers.ts): its raw answer stays where it is, not lost. */
const HUGE_CAPPED = {
  ...HUGE_RECORD,
  summary: { valid: true, carrier: `${'c'.repeat(299)}…` },
  fields: [
    { path: `${'p'.repeat(199)}…`, value: 'v' },
    ...Array.from({ length: 299 }, (_, i) => ({ path: `f${i}`, value: 'x'.repeat(100) })),
  ],
};

const MIGRATION_CASES: Record<string, Record<number, { from: unknown; to: unknown }>> = {
  // History records gain `reason` and `page`; the records of 0.1.0 have neither and are kept.
  'local:history': {
    2: { from: [V1_RECORD, 'junk', null, V1_RECORD], to: [V1_RECORD, V1_RECORD] },
    // Records gain `extension`: one typed with an extension gets it back from its input, not sent.
    3: {
      from: [V1_RECORD, { ...V1_RECORD, id: 'a2', input: '+1 650 253 0000 ext. 204' }, 'junk'],
      to: [V1_RECORD, { ...V1_RECORD, id: 'a2', input: '+1 650 253 0000 ext. 204', extension: '204' }],
    },
    // Records are capped (paths, strings, fields, total); their raw answers stay (kept once from now on).
    4: { from: [V1_RECORD, HUGE_RECORD, 'junk'], to: [V1_RECORD, HUGE_CAPPED] },
  },
  'local:lastResult': {
    2: { from: { record: HUGE_RECORD, cached: false }, to: { record: HUGE_CAPPED, cached: false } },
  },
  'local:cache': {
    2: {
      from: { 'staging|+16502530000': V1_RECORD, 'staging|+16502530001': HUGE_RECORD, bad: 'junk' },
      to: { 'staging|+16502530000': V1_RECORD, 'staging|+16502530001': HUGE_CAPPED },
    },
  },

  'local:settings': {
    2: {
      from: {
        activeEnvironment: 'staging',
        baseUrls: { staging: 'http://127.0.0.1:8787', production: '' },
        defaultCountry: 'DE',
      },
      to: {
        activeEnvironment: 'staging',
        baseUrls: { staging: 'http://127.0.0.1:8787', production: '' },
        defaultCountry: 'DE',
        bulkConcurrency: 2,
        bulkPerMinute: 60,
      },
    },
    3: {
      from: { activeEnvironment: 'production', bulkConcurrency: 4, bulkPerMinute: 30 },
      to: {
        activeEnvironment: 'production',
        bulkConcurrency: 4,
        bulkPerMinute: 30,
        sendExtensions: false,
        usePageCountry: true,
        accountUrls: { staging: '', production: '' },
      },
    },
    // History kept or not, export allowed or not, welcome page or not: at their defaults (all on).
    4: {
      from: { activeEnvironment: 'staging', sendExtensions: true },
      to: { activeEnvironment: 'staging', sendExtensions: true, keepHistory: true, allowExport: true, showWelcome: true },
    },
  },
};

/** What release 0.1.0's settings read as today: the same, plus the fields added since, at their defaults. */
const SETTINGS_ADDED_SINCE_0_1_0 = {
  bulkConcurrency: 2,
  bulkPerMinute: 60,
  sendExtensions: false,
  usePageCountry: true,
  accountUrls: { staging: '', production: '' },
  keepHistory: true,
  allowExport: true,
  showWelcome: true,
};

/** The item definitions as a freshly started extension sees them (WXT migrates on an item's first use). */
async function freshItems(): Promise<typeof Items & { STORED_ITEMS: StoredItem<unknown>[] }> {
  vi.resetModules();
  const items = await import('@/utils/storage/items');
  // Every stored item the module defines, found by shape so that a new one cannot be left out. The
  // settings in effect (`settingsItem`, with the policy's `applied`) are a view of `local:settings`.
  const STORED_ITEMS = (Object.values(items) as unknown[]).filter(
    (v): v is StoredItem<unknown> =>
      typeof v === 'object' && v !== null && 'key' in v && 'version' in v && 'update' in v && !('applied' in v),
  );
  return { ...items, STORED_ITEMS };
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('a store written by release 0.1.0', () => {
  const { local, session } = release010;

  beforeEach(async () => {
    await fakeBrowser.storage.local.set(structuredClone(local));
    await fakeBrowser.storage.session.set(structuredClone(session));
  });

  it('reads back whole: every item, every field', async () => {
    const items = await freshItems();
    expect(await items.settingsItem.get()).toEqual({ ...local.settings, ...SETTINGS_ADDED_SINCE_0_1_0 });
    expect(await items.apiKeysItem.get()).toEqual(local.apiKeys);
    expect(await items.historyItem.get()).toEqual(local.history);
    expect(await items.lastResultItem.get()).toEqual(local.lastResult);
    expect(await items.cacheItem.get()).toEqual(local.cache);
    expect(await items.creditsItem.get()).toEqual(local.credits);
    expect(await items.backoffItem.get()).toEqual(local.backoff);
    expect(await items.pageCheckTimesItem.get()).toEqual(session.pageCheckTimes);
  });

  it('an update keeps what it does not change and marks the item with its version', async () => {
    const items = await freshItems();
    await items.historyItem.update((h) => h.slice(1));
    await items.settingsItem.update((s) => ({ ...s, lowCreditThreshold: 7 }));
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored.history).toEqual(local.history.slice(1));
    expect(stored.settings).toEqual({ ...local.settings, ...SETTINGS_ADDED_SINCE_0_1_0, lowCreditThreshold: 7 });
    expect(stored.cache).toEqual(local.cache);
    expect(stored.apiKeys).toEqual(local.apiKeys);
    // After its first use every item is at its version (a value without a mark counts as 1).
    for (const item of items.STORED_ITEMS) {
      await item.get();
      const meta = (await fakeBrowser.storage[item.key.startsWith('session:') ? 'session' : 'local'].get(
        `${item.key.split(':')[1]}$`,
      )) as Record<string, { v?: number } | undefined>;
      expect(meta[`${item.key.split(':')[1]}$`]?.v ?? 1, item.key).toBe(item.version);
    }
  });

  it("Firefox's key store (IndexedDB) reads back the keys", async () => {
    const idb = new IDBFactory();
    const { name, version, store, recordKey } = (await freshItems()).API_KEYS_DATABASE;
    const written = release010.indexedDb[name as 'number-check-secrets'];
    expect(written.version).toBe(version);
    // Written the way release 0.1.0 wrote it.
    await new Promise<void>((resolve, reject) => {
      const open = idb.open(name, written.version);
      open.onupgradeneeded = () => open.result.createObjectStore(store);
      open.onsuccess = () => {
        const tx = open.result.transaction(store, 'readwrite');
        tx.objectStore(store).put(written.keys.apiKeys, recordKey);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
    const { indexedDbKeyStore } = await import('@/utils/storage/key-store');
    expect(await indexedDbKeyStore(idb).get()).toEqual(written.keys.apiKeys);
  });

  it('the first start of this version records where the keys are, and moves none that are safe', async () => {
    await freshItems();
    const { chooseKeyStore } = await import('@/utils/storage/key-store');
    const { keyStoreItem } = await import('@/utils/storage/items');
    // Chromium 140+: storage.local closed, the keys of 0.1.0 stay where they were.
    const chromium = await chooseKeyStore({ setLocalAccessLevel: async () => {}, indexedDB: new IDBFactory(), now: () => 5 });
    expect(chromium.area).toBe('storage-local');
    expect(await chromium.store.get()).toEqual(local.apiKeys);
    expect(await keyStoreItem.get()).toEqual({ area: 'storage-local', decidedAt: 5 });
  });
});

describe('versions and migrations', () => {
  it('every item has a version, and every migration up to it has a case in this file', async () => {
    const { STORED_ITEMS } = await freshItems();
    expect(STORED_ITEMS.map((i) => i.key).sort()).toEqual([
      'local:answers',
      'local:apiKeys',
      'local:backoff',
      'local:bulkJobs',
      'local:cache',
      'local:credits',
      'local:dismissedNumbers',
      'local:history',
      'local:keyStore',
      'local:lastResult',
      'local:settings',
      'session:pageCheckTimes',
      'session:popupFirstPaint',
    ]);
    for (const item of STORED_ITEMS) {
      expect(Number.isInteger(item.version) && item.version >= 1, item.key).toBe(true);
      for (let v = 2; v <= item.version; v++) {
        expect(typeof item.migrations[v], `${item.key}: migration to v${v}`).toBe('function');
        expect(MIGRATION_CASES[item.key]?.[v], `${item.key}: a test case for its migration to v${v}`).toBeDefined();
      }
    }
  });

  for (const [key, byVersion] of Object.entries(MIGRATION_CASES)) {
    for (const [version, { from, to }] of Object.entries(byVersion)) {
      it(`${key}: v${Number(version) - 1} → v${version}`, async () => {
        const { STORED_ITEMS } = await freshItems();
        const item = STORED_ITEMS.find((i) => i.key === key);
        expect(item?.migrations[Number(version)]?.(structuredClone(from))).toEqual(to);
      });
    }
  }
});

describe('the migration path (defineStoredItem on WXT storage)', () => {
  // A made-up item whose shape changed once: v1 stored a bare number, v2 stores `{ count }`.
  const defineCounter = (version: number) =>
    defineStoredItem<{ count: number }>({
      key: 'local:counter',
      version,
      migrations: { 2: (old) => ({ count: typeof old === 'number' ? old : 0 }) },
      read: (raw) => ({ count: typeof (raw as { count?: unknown })?.count === 'number' ? (raw as { count: number }).count : 0 }),
    });

  it('migrates a value written without a version, once, and marks it', async () => {
    await fakeBrowser.storage.local.set({ counter: 41 });
    expect(await defineCounter(2).get()).toEqual({ count: 41 });
    expect(await fakeBrowser.storage.local.get(['counter', 'counter$'])).toEqual({ counter: { count: 41 }, counter$: { v: 2 } });
    // Already at version 2: read as it is, not migrated again.
    await fakeBrowser.storage.local.set({ counter: { count: 5 } });
    expect(await defineCounter(2).get()).toEqual({ count: 5 });
  });

  it('a new value gets the version mark at its first write', async () => {
    await defineCounter(2).update(() => ({ count: 1 }));
    expect(await fakeBrowser.storage.local.get(['counter', 'counter$'])).toEqual({ counter: { count: 1 }, counter$: { v: 2 } });
  });

  it('a value from a newer release (after a downgrade) is still read field by field, not lost', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fakeBrowser.storage.local.set({ counter: { count: 3, extra: true }, counter$: { v: 3 } });
    expect(await defineCounter(2).get()).toEqual({ count: 3 });
  });
});
