// The periodic credits read: the only call ever made without a user's click.
import { browser } from 'wxt/browser';
import { settingsItem } from '@/utils/storage/items';
import { refreshCredits } from './credits';

export const CREDITS_ALARM = 'credits-refresh';

/** Alarms may be gone after a browser restart, so this runs on every start of the worker. */
export async function ensureCreditsAlarm(): Promise<void> {
  const { creditsRefreshMinutes } = await settingsItem.get();
  const existing = await browser.alarms.get(CREDITS_ALARM);
  if (existing?.periodInMinutes === creditsRefreshMinutes) return;
  await browser.alarms.create(CREDITS_ALARM, { periodInMinutes: creditsRefreshMinutes, delayInMinutes: creditsRefreshMinutes });
}

export function registerAlarmListeners(): void {
  browser.alarms.onAlarm.addListener(async (alarm) => {
    if (alarm.name !== CREDITS_ALARM) return;
    const { activeEnvironment } = await settingsItem.get();
    await refreshCredits(activeEnvironment, 'automatic');
  });
}
