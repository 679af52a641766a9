// Reads a validated storage item once and follows its changes, so a page renders from storage
// first and stays live when the background or another page writes.
import { useEffect, useState } from 'preact/hooks';
import type { ValidatedItem } from '@/utils/settings';

/** `undefined` until the first read has answered. */
export function useStoredItem<T>(item: ValidatedItem<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // A change seen by the watcher before the first read resolves must not be overwritten by it.
    let changed = false;
    const unwatch = item.watch((next) => {
      changed = true;
      if (live) setValue(next);
    });
    void item.get().then((first) => {
      if (live && !changed) setValue(first);
    });
    return () => {
      live = false;
      unwatch();
    };
  }, [item]);
  return value;
}
