// The keys the background calls with: where this browser keeps the user's (utils/storage/key-store.ts)
// with the organisation's from policy on top (utils/storage/policy/managed-keys.ts).

import { pickKeyStore } from '@/utils/storage/key-store';
import { type PolicyKeyStore, withManagedKeys } from '@/utils/storage/policy/managed-keys';

export function keyStore(): PolicyKeyStore {
  return withManagedKeys(pickKeyStore());
}
