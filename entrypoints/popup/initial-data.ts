// What the popup's first paint shows, read before the first render: effects run only after a
// paint, so reading in them would cost a frame plus the read before the last result appears.
// Only what sits at or above the last result is read here. The history (up to its cap, each record
// with its raw answer) is the largest item and renders below the result: App reads it after the
// first paint, so it never delays the result and, coming in below it, moves nothing on screen.

import type { CreditsReading } from '@/utils/credits/reading';
import type { PerEnvironment } from '@/utils/service/environments';
import { creditsItem, type LastResult, lastResultItem, settingsItem } from '@/utils/storage/items';
import type { Settings } from '@/utils/storage/settings';

export interface InitialData {
  settings: Settings;
  last: LastResult | null;
  credits: Partial<PerEnvironment<CreditsReading>>;
}

/** Undefined when storage does not answer in time: the popup then renders at once and fills in. */
export async function readInitialData(timeoutMs = 80): Promise<InitialData | undefined> {
  const read = Promise.all([settingsItem.get(), lastResultItem.get(), creditsItem.get()]).then(([settings, last, credits]) => ({
    settings,
    last,
    credits,
  }));
  const late = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs));
  return Promise.race([read, late]).catch(() => undefined);
}
