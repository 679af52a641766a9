// The API keys an organisation hands out by policy, layered over the user's own key store
// (utils/storage/key-store.ts) rather than written into it: the store keeps the user's keys, the
// policy's win while it names them, and a user's save cannot replace them. Background only.
import type { Environment } from '../../service/environments';
import type { ApiKeys, KeyStore } from '../key-store';
import { browserManagedSource, type ManagedSource } from './managed-source';
import { policyKeys } from './policy';

export interface PolicyKeyStore extends KeyStore {
  /** The environments whose key the policy sets. */
  managed(): Promise<Set<Environment>>;
}

export function withManagedKeys(store: KeyStore, source: ManagedSource = browserManagedSource): PolicyKeyStore {
  const fromPolicy = async () => policyKeys(await source.read());
  return {
    get: async () => {
      const [mine, theirs] = await Promise.all([store.get(), fromPolicy()]);
      return { ...mine, ...theirs } satisfies ApiKeys;
    },
    set: async (env, key) => {
      // The organisation's key stays in effect; the user's own is not touched either.
      if ((await fromPolicy())[env] !== undefined) return;
      await store.set(env, key);
    },
    managed: async () => new Set(Object.keys(await fromPolicy()) as Environment[]),
  };
}
