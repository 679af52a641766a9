// Where the API keys live. Only the background reads this module.
//
// Chromium: `storage.local`, closed to content scripts by `setAccessLevel('TRUSTED_CONTEXTS')`
// (called at start-up). Firefox has no setAccessLevel and its content scripts can always read
// `storage.local`, so there the keys live in the extension origin's IndexedDB, which a content
// script (running in the page's origin) cannot open. Never `storage.sync`: it leaves the machine.
import { browser } from 'wxt/browser';
import { createSerialQueue } from '../common/serial';
import type { Environment } from '../service/environments';
import { API_KEYS_DATABASE, type ApiKeys, apiKeysItem, readApiKeys } from './items';

export type { ApiKeys };

export interface KeyStore {
  get(): Promise<ApiKeys>;
  set(env: Environment, key: string): Promise<void>;
}

export const storageLocalKeyStore: KeyStore = {
  get: () => apiKeysItem.get(),
  set: async (env, key) => {
    await apiKeysItem.update((keys) => ({ ...keys, [env]: key.trim() }));
  },
};

const { name: DB_NAME, version: DB_VERSION, store: STORE, recordKey: RECORD } = API_KEYS_DATABASE;

function openDb(idb: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = idb.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function run<T>(idb: IDBFactory, mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDb(idb).then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = op(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(req.result);
        };
        tx.onerror = () => {
          db.close();
          reject(tx.error);
        };
      }),
  );
}

// Both keys live in one record: two saves at once (staging and production from the options page)
// would each read the old record and the second write would erase the first key. Writes queue.
const serialWrites = createSerialQueue();

export function indexedDbKeyStore(idb: IDBFactory): KeyStore {
  return {
    get: async () => readApiKeys(await run(idb, 'readonly', (s) => s.get(RECORD))),
    set: (env, key) =>
      serialWrites(async () => {
        const keys = readApiKeys(await run(idb, 'readonly', (s) => s.get(RECORD)));
        keys[env] = key.trim();
        await run(idb, 'readwrite', (s) => s.put(keys, RECORD));
      }),
  };
}

/** True where storage.local can be closed to content scripts (Chromium 114+; covers local from 140). */
export function canRestrictStorage(): boolean {
  const local = browser.storage.local as unknown as { setAccessLevel?: unknown };
  return typeof local.setAccessLevel === 'function';
}

export function pickKeyStore(): KeyStore {
  if (canRestrictStorage() || typeof indexedDB === 'undefined') return storageLocalKeyStore;
  return indexedDbKeyStore(indexedDB);
}

/** Shown in the options page instead of the key: enough to recognise it, not to use it. */
export function maskKey(key: string): string {
  if (!key) return '';
  if (key.length <= 8) return '•'.repeat(key.length);
  return `${key.slice(0, 3)}${'•'.repeat(Math.min(12, key.length - 6))}${key.slice(-3)}`;
}
