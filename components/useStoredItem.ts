// Reads a validated storage item and follows its changes, so a page renders from storage first and
// stays live when the background or another page writes.
import { useEffect, useState } from 'preact/hooks';
import type { StoredItem } from '@/utils/storage/stored-item';

/**
 * `initial` is a value read before the first render (see entrypoints/popup/main.tsx), so the first
 * paint already shows it; without one the value is `undefined` until the first read answers.
 */
export function useStoredItem<T>(item: StoredItem<T>, initial?: T): T | undefined {
  const [value, setValue] = useState<T | undefined>(initial);
  useEffect(() => {
    let live = true;
    // A change seen by the watcher before the read below resolves must not be overwritten by it.
    let changed = false;
    const unwatch = item.watch((next) => {
      changed = true;
      if (live) setValue(next);
    });
    // Read again once watching: a write between the initial read and this effect is not lost.
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
