// The settings in effect: the user's stored settings with the organisation's policy on top. Read
// and written like any stored item (utils/storage/stored-item.ts), so every context — the
// background above all — follows the policy without knowing about it: a read gets the policy's
// values, a write never changes a field the policy sets (the user's own value is kept underneath,
// and comes back if the policy drops the field).

import type { Settings } from '../settings';
import type { StoredItem } from '../stored-item';
import { browserManagedSource, type ManagedSource } from './managed-source';
import { type AppliedPolicy, applyPolicy, type ManagedField } from './policy';

export interface PolicySettingsItem extends StoredItem<Settings> {
  /** The settings in effect with what the policy locks and what it got wrong (for the settings page). */
  applied(): Promise<AppliedPolicy>;
  watchApplied(callback: (applied: AppliedPolicy) => void): () => void;
}

/** `next` with every field the policy locks put back to the user's own (`mine`). */
export function keepLockedFields(mine: Settings, next: Settings, applied: AppliedPolicy): Settings {
  const out: Settings = { ...next, baseUrls: { ...next.baseUrls }, accountUrls: { ...next.accountUrls } };
  const has = (f: ManagedField) => applied.locked.has(f);
  for (const env of Object.keys(out.baseUrls) as (keyof Settings['baseUrls'])[]) {
    if (has(`baseUrls.${env}`)) out.baseUrls[env] = mine.baseUrls[env];
    if (has(`accountUrls.${env}`)) out.accountUrls[env] = mine.accountUrls[env];
  }
  if (has('activeEnvironment') || !applied.allowed.includes(next.activeEnvironment))
    out.activeEnvironment = mine.activeEnvironment;
  const plain = [
    'defaultCountry',
    'usePageCountry',
    'highlightEnabled',
    'highlightInCode',
    'disabledSites',
    'cacheLifetimeMinutes',
    'creditsRefreshMinutes',
    'lowCreditThreshold',
    'sendExtensions',
    'keepHistory',
    'allowExport',
    'showWelcome',
  ] as const satisfies readonly (ManagedField & keyof Settings)[];
  for (const field of plain) if (has(field)) (out as unknown as Record<string, unknown>)[field] = mine[field];
  return out;
}

export function withPolicy(user: StoredItem<Settings>, source: ManagedSource = browserManagedSource): PolicySettingsItem {
  const applied = async () => {
    const [mine, policy] = await Promise.all([user.get(), source.read()]);
    return applyPolicy(mine, policy);
  };
  return {
    key: user.key,
    version: user.version,
    migrations: user.migrations,
    applied,
    get: async () => (await applied()).settings,
    update: async (change) => {
      const policy = await source.read();
      const written = await user.update((mine) => {
        const before = applyPolicy(mine, policy);
        return keepLockedFields(mine, change(before.settings), before);
      });
      return applyPolicy(written, policy).settings;
    },
    watch: (callback) => {
      const stopUser = user.watch((mine) => void source.read().then((p) => callback(applyPolicy(mine, p).settings)));
      const stopPolicy = source.watch(() => void applied().then((a) => callback(a.settings)));
      return () => {
        stopUser();
        stopPolicy();
      };
    },
    watchApplied: (callback) => {
      const again = () => void applied().then(callback);
      const stopUser = user.watch(again);
      const stopPolicy = source.watch(again);
      return () => {
        stopUser();
        stopPolicy();
      };
    },
  };
}
