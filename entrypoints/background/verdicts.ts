// What pages are told of the cache: for the numbers a frame highlighted, the verdict and when it
// was checked (utils/checks/verdict.ts), never the answer. When the cache changes, every tab's
// content scripts are told to ask again, at most once every VERDICTS_NOTICE_MS (a job of many checks
// changes it every second). Nothing here reaches the service.
import { browser } from 'wxt/browser';
import { findCached } from '@/utils/checks/check-record';
import { knownVerdicts } from '@/utils/checks/verdict';
import type { VerdictEntry } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import { cacheItem, settingsItem } from '@/utils/storage/items';

export const VERDICTS_NOTICE_MS = 1_500;

export async function verdictsFor(numbers: readonly string[]): Promise<{ verdicts: VerdictEntry[]; anyKnown: boolean }> {
  const [settings, cache] = await Promise.all([settingsItem.get(), cacheItem.get()]);
  const now = Date.now();
  const env = settings.activeEnvironment;
  const verdicts = knownVerdicts(cache, env, numbers, now, settings.cacheLifetimeMinutes).map(
    (k) => [k.number, k.verdict, k.checkedAt] as VerdictEntry,
  );
  const anyKnown =
    verdicts.length > 0 ||
    Object.values(cache).some((r) => findCached(cache, env, r.e164, now, settings.cacheLifetimeMinutes) !== undefined);
  return { verdicts, anyKnown };
}

/** `local:cache` → `cache`, the key storage.onChanged names. */
const areaKey = (key: string) => key.slice(key.indexOf(':') + 1);

let noticeTimer: ReturnType<typeof setTimeout> | undefined;

async function tellTabs(): Promise<void> {
  noticeTimer = undefined;
  const tabs = await browser.tabs.query({});
  for (const tab of tabs) {
    if (tab.id === undefined || tab.id < 0) continue;
    // A tab without our content script (a browser page) refuses: nothing to tell there.
    void send({ type: 'verdicts:changed' }, { tabId: tab.id }).catch(() => undefined);
  }
}

/** Registered synchronously: the cache, the active environment or the cache lifetime changed. */
export function registerVerdictNotices(): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local' || !(areaKey(cacheItem.key) in changes || areaKey(settingsItem.key) in changes)) return;
    if (noticeTimer !== undefined) return;
    noticeTimer = setTimeout(() => void tellTabs().catch(() => undefined), VERDICTS_NOTICE_MS);
  });
}
