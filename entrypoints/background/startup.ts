// What runs when the worker starts, and when the browser or the extension starts.
import { browser } from 'wxt/browser';
import { settingsItem } from '@/utils/storage/items';
import { keyStore } from '@/utils/storage/key-store';
import type { Settings } from '@/utils/storage/settings';
import { ensureCreditsAlarm } from './alarms';
import { renderBadge } from './badge';
import { refreshCredits } from './credits';

/**
 * Every wake of the worker: storage.local is closed to content scripts where the browser can, and
 * the keys' store decided or read back (utils/storage/key-store.ts); the badge text can be stale
 * after a restart, and alarms may be gone.
 */
export async function onWorkerStart(): Promise<void> {
  // A failed decision is tried again at the next use of a key; the rest of the start goes on.
  await keyStore().catch(() => undefined);
  await Promise.all([renderBadge(), ensureCreditsAlarm()]);
}

async function readActiveCredits(): Promise<void> {
  const { activeEnvironment } = await settingsItem.get();
  await refreshCredits(activeEnvironment, 'automatic');
}

/**
 * A first install opens the welcome page (what it does, what a credit is, set-up); an update does
 * not, nor an install for a team whose organisation turned it off (`showWelcome` by policy).
 */
export function opensWelcome(reason: string, settings: Pick<Settings, 'showWelcome'>): boolean {
  return reason === 'install' && settings.showWelcome;
}

export function registerStartupListeners(): void {
  browser.runtime.onStartup.addListener(() => void readActiveCredits());
  browser.runtime.onInstalled.addListener((details) => {
    void settingsItem.get().then((settings) => {
      if (opensWelcome(details.reason, settings)) void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
    });
    void readActiveCredits();
  });
}
