// Where the API keys live. Only the background reads this module.
//
// Chromium: `storage.local`, closed to content scripts by `setAccessLevel('TRUSTED_CONTEXTS')`
// (Chrome 140 and later: the manifest's `minimum_chrome_version`). Firefox has no setAccessLevel and
// its content scripts can always read `storage.local`, so there the keys live in the extension
// origin's IndexedDB, which a content script (running in the page's origin) cannot open. Which of
// the two is decided once and recorded (key-store-choice.ts); `keyStore()` gives the one decided.
// Never `storage.sync`: it leaves the machine.
import { browser } from 'wxt/browser';
import { createSerialQueue } from '../common/serial';
import { ENVIRONMENTS, type Environment } from '../service/environments';
import { API_KEYS_DATABASE, type ApiKeys, apiKeysItem, keyStoreItem, readApiKeys } from './items';
import { decideKeyStore, type KeyArea, type KeyStoreAbilities, type LocalClosing } from './key-store-choice';

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

/** Where no store can keep a key from web pages: nothing is read, and a save is refused. */
export const noKeyStore: KeyStore = {
  get: async () => ({ staging: '', production: '' }),
  set: async () => {
    throw new Error('no store here can keep an API key from web pages');
  },
};

const hasKey = (keys: ApiKeys): boolean => ENVIRONMENTS.some((env) => keys[env] !== '');

/**
 * Moves the keys of `from` into `to` (a key already in `to` wins), reads them back from `to`, and
 * only then empties `from`: a worker stopped half-way leaves the keys in one place at least, and the
 * next start finishes the move.
 */
export async function moveKeys(from: KeyStore, to: KeyStore): Promise<void> {
  const [source, target] = await Promise.all([from.get(), to.get()]);
  for (const env of ENVIRONMENTS) if (source[env] && !target[env]) await to.set(env, source[env]);
  const moved = await to.get();
  for (const env of ENVIRONMENTS) {
    if (source[env] && !moved[env]) throw new Error('the keys were not found where they were moved to');
  }
  for (const env of ENVIRONMENTS) if (source[env]) await from.set(env, '');
}

/** The environment a key store is decided in: the browser's, or a test's. */
export interface KeyStoreEnv {
  /** `storage.local.setAccessLevel`, where the browser has it. */
  setLocalAccessLevel?: (level: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
  indexedDB?: IDBFactory;
  now: () => number;
}

export function browserKeyStoreEnv(): KeyStoreEnv {
  const local = browser.storage.local as unknown as { setAccessLevel?: KeyStoreEnv['setLocalAccessLevel'] };
  const setAccessLevel = local.setAccessLevel;
  return {
    ...(typeof setAccessLevel === 'function' ? { setLocalAccessLevel: (level) => setAccessLevel.call(local, level) } : {}),
    ...(typeof indexedDB === 'undefined' ? {} : { indexedDB }),
    now: () => Date.now(),
  };
}

/**
 * Closes `storage.local` to content scripts where the browser can, and says how that went: there is
 * no call to read the level back, but Chrome before 140 rejects it for `local`, so a call that
 * resolved is a call that worked.
 */
async function closeLocal(env: KeyStoreEnv): Promise<LocalClosing> {
  const set = env.setLocalAccessLevel;
  if (!set) return 'absent';
  // Inside a promise: a browser (or a stand-in) may throw at the call rather than reject.
  return Promise.resolve()
    .then(() => set({ accessLevel: 'TRUSTED_CONTEXTS' }))
    .then(
      () => 'works' as const,
      () => 'fails' as const,
    );
}

/** Decides (or reads back) the store, moves keys if the decision says so, records it; returns the store. */
export async function chooseKeyStore(env: KeyStoreEnv): Promise<{ area: KeyArea | 'none'; store: KeyStore }> {
  const abilities: KeyStoreAbilities = { closeLocal: await closeLocal(env), indexedDb: env.indexedDB !== undefined };
  const stores: Record<KeyArea, KeyStore | undefined> = {
    'storage-local': storageLocalKeyStore,
    indexeddb: env.indexedDB ? indexedDbKeyStore(env.indexedDB) : undefined,
  };
  const recorded = (await keyStoreItem.get())?.area;
  const found = {
    'storage-local': hasKey(await storageLocalKeyStore.get()),
    indexeddb: stores.indexeddb ? hasKey(await stores.indexeddb.get()) : false,
  };
  const decision = decideKeyStore(abilities, recorded, found);
  if (decision.use === 'none') return { area: 'none', store: noKeyStore };
  const store = stores[decision.use] as KeyStore;
  const from = decision.moveFrom ? stores[decision.moveFrom] : undefined;
  if (from) await moveKeys(from, store);
  if (recorded !== decision.use) await keyStoreItem.update(() => ({ area: decision.use as KeyArea, decidedAt: env.now() }));
  return { area: decision.use, store };
}

let chosen: Promise<KeyStore> | undefined;

/**
 * The store the keys live in, decided at the first use in this worker's life (`onWorkerStart` asks
 * first). A failed decision (storage refused a write) is tried again at the next use.
 */
export function keyStore(): Promise<KeyStore> {
  chosen ??= chooseKeyStore(browserKeyStoreEnv()).then(
    (c) => c.store,
    (error: unknown) => {
      chosen = undefined;
      throw error;
    },
  );
  return chosen;
}

/** For tests: the next `keyStore()` decides again, as a new worker would. */
export function forgetKeyStoreChoice(): void {
  chosen = undefined;
}

/** Shown in the options page instead of the key: enough to recognise it, not to use it. */
export function maskKey(key: string): string {
  if (!key) return '';
  if (key.length <= 8) return '•'.repeat(key.length);
  return `${key.slice(0, 3)}${'•'.repeat(Math.min(12, key.length - 6))}${key.slice(-3)}`;
}
