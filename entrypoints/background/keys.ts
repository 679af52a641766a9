// The keys the background calls with: where this browser keeps the user's (utils/storage/key-store.ts)
// with the organisation's from policy on top (utils/policy/managed-keys.ts).
import { type PolicyKeyStore, withManagedKeys } from '@/utils/policy/managed-keys';
import { pickKeyStore } from '@/utils/storage/key-store';

export function keyStore(): PolicyKeyStore {
  return withManagedKeys(pickKeyStore());
}
