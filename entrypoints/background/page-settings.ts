// What every new page asks first (`settings:for-page`): the settings with the policy applied and the
// dismissed texts, kept in memory between asks (utils/storage/watched-copy.ts). A page's scan waits
// for this answer, so it should not wait for two storage reads and the managed policy each time.

import { dismissedNumbersItem, settingsItem, userSettingsItem } from '@/utils/storage/items';
import { browserManagedSource } from '@/utils/storage/policy/managed-source';
import { type WatchedCopy, watchedCopy } from '@/utils/storage/watched-copy';

type PageInputs = [Awaited<ReturnType<typeof settingsItem.get>>, Awaited<ReturnType<typeof dismissedNumbersItem.get>>];

let copy: WatchedCopy<PageInputs> | undefined;

/** The settings and every site's dismissed texts: shared objects, never to be changed by the caller. */
export function pageInputs(): Promise<PageInputs> {
  copy ??= watchedCopy(
    () => Promise.all([settingsItem.get(), dismissedNumbersItem.get()]),
    (onChange) => {
      // The raw items' own change events (settingsItem.watch calls back only after reading the policy again).
      const stops = [
        userSettingsItem.watch(onChange),
        dismissedNumbersItem.watch(onChange),
        browserManagedSource.watch(onChange),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
  );
  return copy.get();
}
