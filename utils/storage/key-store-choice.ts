// Which store keeps the API keys, decided once and recorded, never flipped by a browser update.
//
// Two stores can keep a key out of a content script's reach (key-store.ts):
//  - `storage-local`, once `storage.local.setAccessLevel('TRUSTED_CONTEXTS')` has worked. Chrome
//    closes `storage.local` that way only from Chrome 140 (before, the call works on `session`
//    alone and fails on `local`), hence `minimum_chrome_version` in the manifest; and a browser
//    without the call (Firefox) leaves `storage.local` open to content scripts.
//  - `indexeddb`, the extension origin's IndexedDB, which a content script (in the page's origin)
//    cannot open, in every browser.
// The choice is recorded (`keyStoreItem`). A browser that later learns to close `storage.local`
// keeps its keys where they are; only a store that can no longer be closed (a recorded
// `storage-local` whose closing now fails) moves the keys, on purpose, to IndexedDB. Pure: the
// abilities and what is stored are passed in.

export const KEY_AREAS = ['storage-local', 'indexeddb'] as const;
export type KeyArea = (typeof KEY_AREAS)[number];

/** What `storage.local.setAccessLevel` did at this start: resolved, rejected, or is not there. */
export type LocalClosing = 'works' | 'fails' | 'absent';

export interface KeyStoreAbilities {
  closeLocal: LocalClosing;
  /** The worker has an IndexedDB of its own. */
  indexedDb: boolean;
}

/** Where keys are found now (any non-empty key). */
export interface KeysFound {
  'storage-local': boolean;
  indexeddb: boolean;
}

export type KeyStoreDecision =
  /** Keep the keys in `use`; first move those found in `moveFrom` there (a key already in `use` wins). */
  | { use: KeyArea; moveFrom?: KeyArea }
  /** No store here can keep a key from web pages: none is read or saved. */
  | { use: 'none' };

/** Whether an area can keep a key from content scripts in this browser, now. */
export function canKeep(area: KeyArea, abilities: KeyStoreAbilities): boolean {
  return area === 'storage-local' ? abilities.closeLocal === 'works' : abilities.indexedDb;
}

export function decideKeyStore(abilities: KeyStoreAbilities, recorded: KeyArea | undefined, found: KeysFound): KeyStoreDecision {
  const moveInto = (use: KeyArea): KeyStoreDecision => {
    const other: KeyArea = use === 'storage-local' ? 'indexeddb' : 'storage-local';
    // Keys left in storage.local where it cannot be closed sit in a content script's reach: move them.
    return found[other] ? { use, moveFrom: other } : { use };
  };
  // Decided before: kept while it can still keep a key safe, whatever else the browser learned.
  if (recorded && canKeep(recorded, abilities)) {
    return recorded === 'indexeddb' && found['storage-local'] ? moveInto('indexeddb') : { use: recorded };
  }
  // Not decided yet (first start of this version), or the recorded store can no longer be closed.
  // Keys already in IndexedDB (a Firefox of an older version) stay there.
  if (recorded === undefined && found.indexeddb && abilities.indexedDb) return moveInto('indexeddb');
  if (recorded === undefined && canKeep('storage-local', abilities)) return { use: 'storage-local' };
  if (abilities.indexedDb) return moveInto('indexeddb');
  return { use: 'none' };
}
