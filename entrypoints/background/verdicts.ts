// What pages are told of the cache: for the numbers a frame highlighted, the verdict and when it
// was checked (utils/checks/verdict.ts), never the answer. When the cache changes, every tab's
// content scripts are told which numbers to ask again about (all, when the settings that decide the
// answers changed), at most once every VERDICTS_NOTICE_MS: a job of many checks changes the cache
// every second. Nothing here reaches the service.
import { browser } from 'wxt/browser';
import { findCached } from '@/utils/checks/check-record';
import { changedNumbers, knownVerdicts, MAX_CHANGED_NUMBERS } from '@/utils/checks/verdict';
import type { VerdictEntry } from '@/utils/messaging/protocol';
import { sendToAllTabs } from '@/utils/messaging/send';
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
/** Numbers changed since the last notice; undefined: ask again for all (settings, or too many). */
let pending: Set<string> | undefined = new Set();

async function tellTabs(): Promise<void> {
  noticeTimer = undefined;
  const numbers = pending ? [...pending] : undefined;
  pending = new Set();
  await sendToAllTabs({ type: 'verdicts:changed', ...(numbers ? { numbers } : {}) });
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
    if (!cache && !settingsMatter) return;
    if (settingsMatter) pending = undefined;
    else if (cache && pending) {
      const numbers = changedNumbers(cache.oldValue, cache.newValue);
      if (numbers === undefined || pending.size + numbers.length > MAX_CHANGED_NUMBERS) pending = undefined;
      else for (const n of numbers) pending.add(n);
    }
    if (noticeTimer !== undefined) return;
    noticeTimer = setTimeout(() => void tellTabs().catch(() => undefined), VERDICTS_NOTICE_MS);
  });
}
