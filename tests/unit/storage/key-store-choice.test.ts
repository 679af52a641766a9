// Where the keys live is decided once, under each browser's abilities, recorded, and changed only
// on purpose (a store that can no longer be closed), moving the keys: never flipped by an update.
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { apiKeysItem, keyStoreItem } from '@/utils/storage/items';
import {
  chooseKeyStore,
  indexedDbKeyStore,
  type KeyStore,
  type KeyStoreEnv,
  moveKeys,
  storageLocalKeyStore,
} from '@/utils/storage/key-store';
import {
  decideKeyStore,
  type KeyArea,
  type KeyStoreAbilities,
  type KeyStoreDecision,
  type LocalClosing,
} from '@/utils/storage/key-store-choice';
import { KEY } from '../service/fixtures/bodies';

const NONE = { 'storage-local': false, indexeddb: false };
const IN_LOCAL = { 'storage-local': true, indexeddb: false };
const IN_IDB = { 'storage-local': false, indexeddb: true };
const abilities = (closeLocal: LocalClosing, indexedDb = true): KeyStoreAbilities => ({ closeLocal, indexedDb });

describe('decideKeyStore', () => {
  // [the browser, its abilities, recorded before, keys found, decision]
  const table: [string, KeyStoreAbilities, KeyArea | undefined, typeof NONE, KeyStoreDecision][] = [
    // setAccessLevel closes storage.local (Chrome 140+)
    ['Chrome 140+, first start', abilities('works'), undefined, NONE, { use: 'storage-local' }],
    [
      'Chrome 140+, an older version kept keys in storage.local',
      abilities('works'),
      undefined,
      IN_LOCAL,
      { use: 'storage-local' },
    ],
    ['Chrome 140+, decided before', abilities('works'), 'storage-local', IN_LOCAL, { use: 'storage-local' }],
    // setAccessLevel works on session only (Chrome 114–139): storage.local stays open to content scripts
    ['Chrome 120, first start', abilities('fails'), undefined, NONE, { use: 'indexeddb' }],
    [
      'Chrome 120, keys left readable in storage.local by an older version: moved',
      abilities('fails'),
      undefined,
      IN_LOCAL,
      { use: 'indexeddb', moveFrom: 'storage-local' },
    ],
    [
      'storage.local recorded, but it can no longer be closed: moved on purpose',
      abilities('fails'),
      'storage-local',
      IN_LOCAL,
      { use: 'indexeddb', moveFrom: 'storage-local' },
    ],
    // no setAccessLevel (Firefox)
    ['Firefox, first start', abilities('absent'), undefined, NONE, { use: 'indexeddb' }],
    ['Firefox, an older version kept keys in IndexedDB', abilities('absent'), undefined, IN_IDB, { use: 'indexeddb' }],
    ['Firefox, decided before', abilities('absent'), 'indexeddb', IN_IDB, { use: 'indexeddb' }],
    [
      'Firefox, a record altered to storage.local (content scripts can write it there): IndexedDB still',
      abilities('absent'),
      'storage-local',
      IN_IDB,
      { use: 'indexeddb' },
    ],
    // a browser that learns to close storage.local later keeps its keys where they are
    ['Firefox after it gains setAccessLevel, decided before', abilities('works'), 'indexeddb', IN_IDB, { use: 'indexeddb' }],
    [
      'Firefox after it gains setAccessLevel, first start of this version with keys in IndexedDB',
      abilities('works'),
      undefined,
      IN_IDB,
      { use: 'indexeddb' },
    ],
    [
      'IndexedDB recorded, keys planted in a closed storage.local: gathered into IndexedDB',
      abilities('works'),
      'indexeddb',
      { 'storage-local': true, indexeddb: true },
      { use: 'indexeddb', moveFrom: 'storage-local' },
    ],
    // nowhere safe
    ['no setAccessLevel and no IndexedDB', abilities('absent', false), undefined, IN_LOCAL, { use: 'none' }],
    ['setAccessLevel fails and no IndexedDB', abilities('fails', false), 'storage-local', IN_LOCAL, { use: 'none' }],
    ['IndexedDB recorded but gone: not switched to storage.local', abilities('works', false), 'indexeddb', NONE, { use: 'none' }],
  ];
  it.each(table)('%s', (_name, can, recorded, found, decision) => {
    expect(decideKeyStore(can, recorded, found)).toEqual(decision);
  });
});

/** A browser with the given abilities, over the fake browser's storage and a fake IndexedDB. */
function browserWith(closeLocal: LocalClosing, idb: IDBFactory | undefined): KeyStoreEnv & { levels: string[] } {
  const levels: string[] = [];
  return {
    levels,
    ...(closeLocal === 'absent'
      ? {}
      : {
          setLocalAccessLevel: async ({ accessLevel }) => {
            levels.push(accessLevel);
            if (closeLocal === 'fails') throw new Error('Access level can only be set for session storage');
          },
        }),
    ...(idb ? { indexedDB: idb } : {}),
    now: () => 1_700_000_000_000,
  };
}

describe('chooseKeyStore', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('Chrome 140+: closes storage.local, keeps the keys there, records it', async () => {
    await storageLocalKeyStore.set('production', KEY);
    const env = browserWith('works', new IDBFactory());
    const chosen = await chooseKeyStore(env);
    expect(chosen.area).toBe('storage-local');
    expect(env.levels).toEqual(['TRUSTED_CONTEXTS']);
    expect(await chosen.store.get()).toEqual({ staging: '', production: KEY });
    expect(await keyStoreItem.get()).toEqual({ area: 'storage-local', decidedAt: 1_700_000_000_000 });
  });

  it('Chrome 120 (the call fails on storage.local): the keys move out of storage.local into IndexedDB', async () => {
    await storageLocalKeyStore.set('production', KEY);
    const idb = new IDBFactory();
    const chosen = await chooseKeyStore(browserWith('fails', idb));
    expect(chosen.area).toBe('indexeddb');
    expect(await indexedDbKeyStore(idb).get()).toEqual({ staging: '', production: KEY });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(KEY);
    expect((await keyStoreItem.get())?.area).toBe('indexeddb');
  });

  it('Firefox that gains setAccessLevel in an update: the keys saved before are still there', async () => {
    const idb = new IDBFactory();
    const before = await chooseKeyStore(browserWith('absent', idb));
    await before.store.set('staging', 'stg-key-1');
    const after = await chooseKeyStore(browserWith('works', idb));
    expect(after.area).toBe('indexeddb');
    expect(await after.store.get()).toEqual({ staging: 'stg-key-1', production: '' });
    expect(await storageLocalKeyStore.get()).toEqual({ staging: '', production: '' });
  });

  it('the decision is read back, not made again: a recorded IndexedDB stays whatever the browser can do now', async () => {
    const idb = new IDBFactory();
    await keyStoreItem.update(() => ({ area: 'indexeddb', decidedAt: 1 }));
    const chosen = await chooseKeyStore(browserWith('works', idb));
    expect(chosen.area).toBe('indexeddb');
    // Already recorded: not written again.
    expect(await keyStoreItem.get()).toEqual({ area: 'indexeddb', decidedAt: 1 });
  });

  it('nowhere safe: no key is read, and saving one is refused', async () => {
    await storageLocalKeyStore.set('production', KEY);
    const chosen = await chooseKeyStore(browserWith('absent', undefined));
    expect(chosen.area).toBe('none');
    expect(await chosen.store.get()).toEqual({ staging: '', production: '' });
    await expect(chosen.store.set('production', 'x')).rejects.toThrow();
    expect(await keyStoreItem.get()).toBeNull();
  });
});

describe('moveKeys', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('moves every key, keeps one already in the target, and empties the source after reading them back', async () => {
    const idb = new IDBFactory();
    const target = indexedDbKeyStore(idb);
    await storageLocalKeyStore.set('production', KEY);
    await storageLocalKeyStore.set('staging', 'old-staging');
    await target.set('staging', 'new-staging');
    await moveKeys(storageLocalKeyStore, target);
    expect(await target.get()).toEqual({ staging: 'new-staging', production: KEY });
    expect(await apiKeysItem.get()).toEqual({ staging: '', production: '' });
  });

  it('a target that does not keep what it is given: the source keeps its keys', async () => {
    const forgetful: KeyStore = { get: async () => ({ staging: '', production: '' }), set: async () => {} };
    await storageLocalKeyStore.set('production', KEY);
    await expect(moveKeys(storageLocalKeyStore, forgetful)).rejects.toThrow();
    expect((await storageLocalKeyStore.get()).production).toBe(KEY);
  });

  it('a move cut short is finished by the next start', async () => {
    const idb = new IDBFactory();
    await storageLocalKeyStore.set('production', KEY);
    // The worker stopped after writing IndexedDB, before emptying storage.local and recording.
    await indexedDbKeyStore(idb).set('production', KEY);
    const chosen = await chooseKeyStore(browserWith('fails', idb));
    expect(chosen.area).toBe('indexeddb');
    expect(await chosen.store.get()).toEqual({ staging: '', production: KEY });
    expect(await storageLocalKeyStore.get()).toEqual({ staging: '', production: '' });
  });
});
