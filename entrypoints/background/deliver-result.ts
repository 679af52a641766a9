// Shows the answer of a check started outside the popup: in the page's card when a content script
// runs there, else as a notification (a PDF in the browser's viewer, the browser's own pages). The
// answer also stays as the popup's last result; a click on the notification opens the popup (or,
// where the browser cannot open it, the popup's page in a tab), or the settings for an error only
// the settings can mend.
import { browser } from 'wxt/browser';
import type { CheckReply } from '@/utils/checks/check-reply';
import { replyForFrame } from '@/utils/checks/reply-for-frame';
import { factWords, numberWithExtension, validityWithReason } from '@/utils/checks/summary-words';
import { keptVerdict } from '@/utils/checks/verdict';
import { t } from '@/utils/i18n/t';
import { verdictEntryOf } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import type { ErrorAction } from '@/utils/service/errors';
import type { Settings } from '@/utils/storage/settings';

export type ShownIn = 'card' | 'notification';

/** What a click on a result's notification opens; carried in the notification's id. */
type Opens = 'popup' | 'settings';
const NOTIFICATION_PREFIX = 'check-result:';
const SETTINGS_ACTIONS: readonly ErrorAction[] = ['open-options', 'fix-key', 'grant-permission'];

/**
 * `settings` are the check's: the card's frame learns the verdict the check left in the cache.
 * `card: false` says no content script answered in the frame, so none is asked to show it.
 */
export async function deliverResult(
  reply: CheckReply,
  target: { tabId?: number; frameId?: number; at: 'context' | 'selection'; card?: boolean },
  settings: Settings,
): Promise<ShownIn> {
  if (target.card !== false && target.tabId !== undefined && target.tabId >= 0) {
    const known = verdictEntryOf(keptVerdict(reply, settings.activeEnvironment, settings.cacheLifetimeMinutes));
    const shown = await send(
      { type: 'check:show-result', reply: replyForFrame(reply), at: target.at, ...known },
      { tabId: target.tabId, frameId: target.frameId },
    ).catch(() => undefined);
    if (shown?.shown) return 'card';
  }
  await notify(reply);
  return 'notification';
}

async function notify(reply: CheckReply): Promise<void> {
  const opens: Opens = !reply.ok && SETTINGS_ACTIONS.includes(reply.error.action) ? 'settings' : 'popup';
  const words = reply.ok
    ? [summaryLine(reply), reply.note, reply.notKept ? t('result_notKept') : t('notification_openAnswer')]
    : [reply.error.message];
  if (opens === 'settings') words.push(t('notification_openSettings'));
  const notice = {
    // One notification at a time: a newer answer replaces the one before.
    id: `${NOTIFICATION_PREFIX}${opens}`,
    title: reply.ok ? t('ext_name') : t('notification_notChecked'),
    message: words.filter(Boolean).join('\n'),
  };
  await browser.notifications.clear(notice.id).catch(() => false);
  await browser.notifications.create(notice.id, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: notice.title,
    message: notice.message,
  });
  // Chrome offers no way to read a notification back; dev builds keep the last one for the tests.
  if (import.meta.env.NC_DEV_BUILD) (globalThis as Record<string, unknown>).__numberCheckNotification = notice;
}

function summaryLine(reply: Extract<CheckReply, { ok: true }>): string {
  const s = reply.record.summary;
  return [numberWithExtension(reply.record), validityWithReason(s, reply.record.reason), ...factWords(s)].join(' · ');
}

/** Opens what a result notification's click leads to; how it was opened, for the tests. */
export async function openFromNotification(id: string): Promise<'popup' | 'popup-tab' | 'settings' | undefined> {
  if (!id.startsWith(NOTIFICATION_PREFIX)) return undefined;
  await browser.notifications.clear(id).catch(() => false);
  if (id.slice(NOTIFICATION_PREFIX.length) === 'settings') {
    await browser.runtime.openOptionsPage();
    return 'settings';
  }
  // The popup shows the last result, which the check stored. Where the browser cannot open it
  // (no openPopup, or no focused window to open it in), the same page opens in a tab.
  const action = browser.action as { openPopup?: () => Promise<void> };
  const opened = await Promise.resolve()
    .then(() => action.openPopup?.())
    .then(
      () => action.openPopup !== undefined,
      () => false,
    );
  if (opened) return 'popup';
  await browser.tabs.create({ url: browser.runtime.getURL('/popup.html') });
  return 'popup-tab';
}

/** Registered synchronously: a click on a notification may wake the worker. */
export function registerNotificationClicks(): void {
  browser.notifications.onClicked.addListener((id) => void openFromNotification(id).catch(() => undefined));
}
