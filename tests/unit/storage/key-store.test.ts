// Where the API keys live: storage.local (closed to content scripts on Chromium) or the extension
// origin's IndexedDB (Firefox); and the mask shown instead of a key.
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { indexedDbKeyStore, type KeyStore, maskKey, storageLocalKeyStore } from '@/utils/storage/key-store';
import { KEY } from '../service/fixtures/bodies';

describe('maskKey', () => {
  it.each([
    ['', ''],
    ['a', '•'],
    ['abcd', '••••'],
    ['abcdefgh', '••••••••'],
    ['abcdefghi', 'abc•••ghi'],
    ['abcdefghijkl', 'abc••••••jkl'],
    [KEY, `nck${'•'.repeat(12)}8vK`],
    ['x'.repeat(200), `xxx${'•'.repeat(12)}xxx`],
  ])('%j → %j', (key, masked) => {
    expect(maskKey(key)).toBe(masked);
  });

  it('never shows more than six characters of a key, nor its length beyond 18', () => {
    for (let len = 0; len <= 64; len += 1) {
      const key = 'K'.repeat(len);
      const masked = maskKey(key);
      expect(masked.replace(/•/g, '').length).toBeLessThanOrEqual(6);
      if (len > 0) expect(masked).not.toBe(key);
      expect(masked.length).toBeLessThanOrEqual(18);
    }
  });
});

function contract(name: string, make: () => KeyStore) {
  describe(`${name}: the KeyStore contract`, () => {
    let store: KeyStore;
    beforeEach(() => {
      fakeBrowser.reset();
      store = make();
    });

    it('is empty at first', async () => {
      expect(await store.get()).toEqual({ staging: '', production: '' });
    });

    it('keeps one key per environment, trimmed', async () => {
      await store.set('production', `  ${KEY}\n`);
      await store.set('staging', 'stg-key-123');
      expect(await store.get()).toEqual({ staging: 'stg-key-123', production: KEY });
    });

    it('setting one environment leaves the other alone', async () => {
      await store.set('staging', 'stg-key-123');
      await store.set('production', 'prod-1');
      await store.set('production', 'prod-2');
      expect(await store.get()).toEqual({ staging: 'stg-key-123', production: 'prod-2' });
    });

    it('an empty key removes it', async () => {
      await store.set('production', KEY);
      await store.set('production', '');
      expect((await store.get()).production).toBe('');
    });

    it('concurrent sets of both environments keep both keys (options saving both at once)', async () => {
      await Promise.all([store.set('staging', 's-key-1'), store.set('production', 'p-key-1')]);
      expect(await store.get()).toEqual({ staging: 's-key-1', production: 'p-key-1' });
    });

    it('concurrent sets of one environment end with the last one asked for', async () => {
      await Promise.all([store.set('production', 'p-key-1'), store.set('production', 'p-key-2'), store.set('staging', 's-key')]);
      expect(await store.get()).toEqual({ staging: 's-key', production: 'p-key-2' });
    });
  });
}

contract('storageLocalKeyStore', () => storageLocalKeyStore);
contract('indexedDbKeyStore', () => indexedDbKeyStore(new IDBFactory()));

describe('storageLocalKeyStore', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('stores under local:apiKeys, never in storage.sync', async () => {
    await storageLocalKeyStore.set('production', KEY);
    expect(await fakeBrowser.storage.local.get('apiKeys')).toEqual({ apiKeys: { staging: '', production: KEY } });
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });

  it.each<[string, unknown]>([
    ['a string', KEY],
    ['an array', [KEY]],
    ['numbers', { staging: 1, production: 2 }],
    ['an overlong key', { staging: 'k'.repeat(501), production: 'ok-key' }],
    ['null', null],
  ])('reads a corrupted stored value (%s) without throwing', async (_name, raw) => {
    await fakeBrowser.storage.local.set({ apiKeys: raw });
    const keys = await storageLocalKeyStore.get();
    expect(Object.keys(keys).sort()).toEqual(['production', 'staging']);
    expect(typeof keys.staging).toBe('string');
    expect(keys.staging).toBe('');
  });
});

describe('indexedDbKeyStore', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('keeps the keys out of storage.local and storage.sync entirely', async () => {
    const store = indexedDbKeyStore(new IDBFactory());
    await store.set('production', KEY);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(KEY);
    expect(JSON.stringify(await fakeBrowser.storage.sync.get(null))).not.toContain(KEY);
  });

  it('persists across store instances on the same database (a restarted worker)', async () => {
    const idb = new IDBFactory();
    await indexedDbKeyStore(idb).set('staging', 'stg-key-123');
    expect(await indexedDbKeyStore(idb).get()).toEqual({ staging: 'stg-key-123', production: '' });
  });

  it('another origin (another IndexedDB) sees nothing', async () => {
    await indexedDbKeyStore(new IDBFactory()).set('production', KEY);
    expect(await indexedDbKeyStore(new IDBFactory()).get()).toEqual({ staging: '', production: '' });
  });

  it('reads a corrupted record as no keys', async () => {
    const idb = new IDBFactory();
    await indexedDbKeyStore(idb).set('production', KEY);
    await new Promise<void>((resolve, reject) => {
      const open = idb.open('number-check-secrets', 1);
      open.onsuccess = () => {
        const tx = open.result.transaction('keys', 'readwrite');
        tx.objectStore('keys').put('garbage', 'apiKeys');
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    expect(await indexedDbKeyStore(idb).get()).toEqual({ staging: '', production: '' });
  });
});
