// Shows the answer of a check started outside the popup: in the page's card when a content script
// runs there, else by opening the popup, else as a notification.
import { browser } from 'wxt/browser';
import type { CheckReply } from '@/utils/checks/check-reply';
import { replyForFrame } from '@/utils/checks/reply-for-frame';
import { factWords, numberWithExtension, validityWithReason } from '@/utils/checks/summary-words';
import { keptVerdict } from '@/utils/checks/verdict';
import { t } from '@/utils/i18n/t';
import { verdictEntryOf } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';
import type { Settings } from '@/utils/storage/settings';

export type ShownIn = 'card' | 'popup' | 'notification';

/** `settings` are the check's: the card's frame learns the verdict the check left in the cache. */
export async function deliverResult(
  reply: CheckReply,
  target: { tabId?: number; frameId?: number; at: 'context' | 'selection' },
  settings: Settings,
): Promise<ShownIn> {
  if (target.tabId !== undefined && target.tabId >= 0) {
    const known = verdictEntryOf(keptVerdict(reply, settings.activeEnvironment, settings.cacheLifetimeMinutes));
    const shown = await send(
      { type: 'check:show-result', reply: replyForFrame(reply), at: target.at, ...known },
      { tabId: target.tabId, frameId: target.frameId },
    ).catch(() => undefined);
    if (shown?.shown) return 'card';
  }
  const action = browser.action as { openPopup?: () => Promise<void> };
  if (reply.ok && action.openPopup) {
    // The popup renders the last result, which the check just stored.
    const opened = await action.openPopup().then(
      () => true,
      () => false,
    );
    if (opened) return 'popup';
  }
  await browser.notifications.create({
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: reply.ok ? t('ext_name') : t('notification_notChecked'),
    message: reply.ok ? summaryLine(reply) : reply.error.message,
  });
  return 'notification';
}

function summaryLine(reply: Extract<CheckReply, { ok: true }>): string {
  const s = reply.record.summary;
  return [numberWithExtension(reply.record), validityWithReason(s, reply.record.reason), ...factWords(s)].join(' · ');
}
