// The keys the background calls with: where this browser keeps the user's (decided once, verified and
// recorded: utils/storage/key-store.ts) with the organisation's from policy on top
// (utils/storage/policy/managed-keys.ts).

import { type KeyStore, keyStore as userKeyStore } from '@/utils/storage/key-store';
import { type PolicyKeyStore, withManagedKeys } from '@/utils/storage/policy/managed-keys';

/** The user's keys in the store chosen for this browser, found at each use (the choice is kept). */
const usersKeys: KeyStore = {
  get: async () => (await userKeyStore()).get(),
  set: async (env, key) => (await userKeyStore()).set(env, key),
};

export function keyStore(): PolicyKeyStore {
  return withManagedKeys(usersKeys);
}
