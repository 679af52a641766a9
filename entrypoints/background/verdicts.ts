// What pages are told of the cache: for the numbers a frame highlighted, the verdict and when it
// was checked (utils/checks/verdict.ts), never the answer; and no more numbers per message than
// MAX_VERDICT_NUMBERS (the protocol's reader refuses more), nor per second than the tab's budget
// (utils/messaging/verdict-budget.ts). When the cache changes, every tab's content scripts are told
// that it changed, not which numbers (each frame then asks for its own), at most once every
// VERDICTS_NOTICE_MS: a job of many checks changes the cache every second. Nothing here reaches
// the service.
import { browser } from 'wxt/browser';
import { findCached } from '@/utils/checks/check-record';
import { changedNumbers, knownVerdicts } from '@/utils/checks/verdict';
import type { Reply, VerdictEntry } from '@/utils/messaging/protocol';
import { sendToAllTabs } from '@/utils/messaging/send';
import { TabBudgets } from '@/utils/messaging/verdict-budget';
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

/** Each tab's budget of numbers asked about; in memory (verdict-budget.ts says why that is enough). */
const budgets = new TabBudgets();

/** A frame's question, answered within its tab's budget; a refusal reads nothing. */
export function verdictsForTab(tabId: number, numbers: readonly string[], now = Date.now()): Promise<Reply<'verdicts:for-page'>> {
  if (!budgets.take(tabId, numbers.length, now)) return Promise.resolve({ verdicts: [], anyKnown: false, limited: true });
  return verdictsFor(numbers);
}

/** `local:cache` → `cache`, the key storage.onChanged names. */
const areaKey = (key: string) => key.slice(key.indexOf(':') + 1);

let noticeTimer: ReturnType<typeof setTimeout> | undefined;

async function tellTabs(): Promise<void> {
  noticeTimer = undefined;
  // Which numbers changed is not said: each frame asks for its own numbers again.
  await sendToAllTabs({ type: 'verdicts:changed' });
}

interface Change {
  oldValue?: unknown;
  newValue?: unknown;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** Registered synchronously: the cache changed, or the settings that decide what it answers. */
export function registerVerdictNotices(): void {
  browser.tabs.onRemoved.addListener((tabId) => budgets.forget(tabId));
  browser.storage.onChanged.addListener((changes: Record<string, Change>, area: string) => {
    if (area !== 'local' && area !== 'managed') return;
    const cache = area === 'local' ? changes[areaKey(cacheItem.key)] : undefined;
    const settings = area === 'local' ? changes[areaKey(settingsItem.key)] : undefined;
    // A new policy may set the environment or the cache lifetime: every page asks again.
    const settingsMatter =
      area === 'managed' ||
      (settings !== undefined &&
        (field(settings.oldValue, 'activeEnvironment') !== field(settings.newValue, 'activeEnvironment') ||
          field(settings.oldValue, 'cacheLifetimeMinutes') !== field(settings.newValue, 'cacheLifetimeMinutes')));
    // A write that changed no answer (the same records again) is no news: every frame would ask for nothing new.
    const answersChanged = cache !== undefined && changedNumbers(cache.oldValue, cache.newValue)?.length !== 0;
    if (!answersChanged && !settingsMatter) return;
    if (noticeTimer !== undefined) return;
    noticeTimer = setTimeout(() => void tellTabs().catch(() => undefined), VERDICTS_NOTICE_MS);
  });
}
