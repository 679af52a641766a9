// Settings changed (options page, popup, another window): apply them everywhere, live.
import { browser } from 'wxt/browser';
import { send } from '@/utils/messaging/send';
import { settingsItem } from '@/utils/storage/items';
import type { Settings } from '@/utils/storage/settings';
import { ensureCreditsAlarm } from './alarms';
import { renderBadge } from './badge';
import { refreshCredits } from './credits';

/** Content scripts cannot read storage; tell them to ask again for their page's settings. */
async function pingContentScripts(): Promise<void> {
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map((tab) =>
      tab.id === undefined ? undefined : send({ type: 'settings:changed' }, { tabId: tab.id }).catch(() => undefined),
    ),
  );
}

export function registerSettingsWatch(): void {
  let previous: Settings | undefined;
  void settingsItem.get().then((s) => {
    previous ??= s;
  });
  settingsItem.watch(async (next) => {
    const before = previous;
    previous = next;
    await Promise.all([renderBadge(), ensureCreditsAlarm(), pingContentScripts()]);
    const env = next.activeEnvironment;
    // A user's switch of environment or base URL is a user action: read that deployment's credits.
    if (before && (before.activeEnvironment !== env || before.baseUrls[env] !== next.baseUrls[env])) {
      await refreshCredits(env, 'user');
    }
  });
}
