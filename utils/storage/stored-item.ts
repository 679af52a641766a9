// One stored value: its key, its version with the migrations that lead to it (WXT storage's
// `version`/`migrations`), and the reader that validates every value read. Every item of the
// extension is defined with this in utils/storage/items.ts.
import { storage } from 'wxt/utils/storage';
import { createSerialQueue } from '../common/serial';

export type StorageKey = `local:${string}` | `session:${string}`;

export interface StoredItemDefinition<T> {
  key: StorageKey;
  /**
   * Raise it when the stored shape changes, and add the migration to it. A value written without
   * a version (every release before versions were kept) counts as version 1.
   */
  version: number;
  /** `migrations[n]` turns a value of version n − 1 into one of version n; it runs once, on first use. */
  migrations: Record<number, (old: unknown) => unknown>;
  /**
   * Turns whatever is stored (missing, corrupted, written by an older build) into a usable value,
   * keeping what is valid and defaulting the rest: a bad stored value must never crash the worker
   * or lose the rest of the data.
   */
  read: (raw: unknown) => T;
}

export interface StoredItem<T> {
  readonly key: StorageKey;
  readonly version: number;
  readonly migrations: Readonly<Record<number, (old: unknown) => unknown>>;
  get(): Promise<T>;
  /**
   * The only way to write: `change` gets the value as stored now and returns the next one. Updates
   * of one item queue behind each other in this context, so none works from a stale snapshot and
   * none is lost. What is written is what a read would return (it goes through `read`).
   */
  update(change: (current: T) => T): Promise<T>;
  /** Called with the (validated) new value at every change, from any context. */
  watch(callback: (value: T) => void): () => void;
}

export function defineStoredItem<T>(def: StoredItemDefinition<T>): StoredItem<T> {
  // Created on first use: WXT reads an item as soon as it is defined, and a context should read
  // only the items it uses (the popup never reads the keys). At version 1 there is nothing to
  // migrate, and WXT would spend a storage read on every first use to find that out (the popup's
  // first paint would wait for it): the migrations are handed over from version 2 on. A value
  // without a version mark counts as version 1 either way.
  let wxtItem: ReturnType<typeof storage.defineItem<unknown>> | undefined;
  const item = () => {
    wxtItem ??= storage.defineItem<unknown>(def.key, {
      version: def.version,
      ...(def.version > 1 ? { migrations: def.migrations } : {}),
    });
    return wxtItem;
  };
  const queue = createSerialQueue();
  const get = async () => def.read(await item().getValue());
  return {
    key: def.key,
    version: def.version,
    migrations: def.migrations,
    get,
    update: (change) =>
      queue(async () => {
        const next = def.read(change(await get()));
        await item().setValue(next);
        return next;
      }),
    watch: (callback) => item().watch((value) => callback(def.read(value))),
  };
}
