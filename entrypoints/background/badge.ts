// The toolbar badge: always rebuilt from storage, so it is right after a restart of the worker.
import { browser } from 'wxt/browser';
import { badgeView } from '@/utils/credits/reading';
import { creditsItem, settingsItem } from '@/utils/storage/items';
import { keyStore } from '@/utils/storage/key-store';

export async function renderBadge(): Promise<void> {
  const settings = await settingsItem.get();
  const env = settings.activeEnvironment;
  const [credits, keys] = await Promise.all([creditsItem.get(), (await keyStore()).get()]);
  const view = badgeView(credits[env], {
    environment: env,
    hasKey: keys[env] !== '',
    lowThreshold: settings.lowCreditThreshold,
  });
  await Promise.all([
    browser.action.setBadgeText({ text: view.text }),
    browser.action.setBadgeBackgroundColor({ color: view.color }),
    browser.action.setTitle({ title: view.title }),
    // Not in every browser; the colour is cosmetic.
    (browser.action as { setBadgeTextColor?: (d: { color: string }) => Promise<void> }).setBadgeTextColor?.({ color: '#ffffff' }),
  ]);
}
