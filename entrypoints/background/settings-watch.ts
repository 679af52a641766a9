// Settings changed (options page, popup, another window): apply them everywhere, live.
import { sendToAllTabs } from '@/utils/messaging/send';
import { dismissedNumbersItem, settingsItem } from '@/utils/storage/items';
import type { Settings } from '@/utils/storage/settings';
import { ensureCreditsAlarm } from './alarms';
import { renderBadge } from './badge';
import { refreshCredits } from './credits';

/** Content scripts cannot read storage; tell them to ask again for their page's settings. */
const pingContentScripts = () => sendToAllTabs({ type: 'settings:changed' });

export function registerSettingsWatch(): void {
  // A dismissed text added or undone reaches every tab of its site as a settings change does: each
  // frame asks again, and is told its own site's list only.
  dismissedNumbersItem.watch(() => void pingContentScripts());
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
