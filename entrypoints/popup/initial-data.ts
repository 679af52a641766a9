// What the popup's first paint shows, read before the first render: effects run only after a
// paint, so reading in them would cost a frame plus the read before the last result appears.

import type { CheckRecord } from '@/utils/check-record';
import type { CreditsReading } from '@/utils/credits-reading';
import type { PerEnvironment } from '@/utils/environments';
import { type Settings, settingsItem } from '@/utils/settings';
import { creditsItem, historyItem, type LastResult, lastResultItem } from '@/utils/storage-items';

export interface InitialData {
  settings: Settings;
  last: LastResult | null;
  credits: Partial<PerEnvironment<CreditsReading>>;
  history: CheckRecord[];
}

/** Undefined when storage does not answer in time: the popup then renders at once and fills in. */
export async function readInitialData(timeoutMs = 80): Promise<InitialData | undefined> {
  const read = Promise.all([settingsItem.get(), lastResultItem.get(), creditsItem.get(), historyItem.get()]).then(
    ([settings, last, credits, history]) => ({ settings, last, credits, history }),
  );
  const late = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs));
  return Promise.race([read, late]).catch(() => undefined);
}
