// Keyboard commands (changeable at the browser's shortcuts page). `_execute_action` opens the
// popup by itself; `check-selection` checks the number selected in the active tab.
import { browser } from 'wxt/browser';
import type { CheckReply } from '@/utils/checks/check-reply';
import { makePageRef } from '@/utils/checks/page-ref';
import { t } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';
import { readCountry } from '@/utils/phone/country';
import { pageReadingCountry } from '@/utils/phone/locale-country';
import { pickWithVote } from '@/utils/phone/pick-number';
import { settingsItem } from '@/utils/storage/items';
import { checkPicked } from './check-picked';
import { deliverResult, type ShownIn } from './deliver-result';
import { voteOnSaid } from './page-vote';

export const CHECK_SELECTION_COMMAND = 'check-selection';

export async function checkSelectionInTab(tabId: number): Promise<{ reply: CheckReply; shownIn: ShownIn }> {
  const s = await settingsItem.get();
  // Only a frame that has a selection answers (see the content script).
  const sel = await send({ type: 'selection:get' }, { tabId }).catch(() => undefined);
  const voted = s.usePageCountry && !readCountry(sel?.country) ? voteOnSaid(sel?.clues) : undefined;
  const picked = pickWithVote(sel?.text ?? '', pageReadingCountry(s, sel?.country), voted);
  const page = makePageRef(sel?.url, sel?.title);
  const reply = await checkPicked(picked, s, t('command_selectFirst'), page);
  const shownIn = await deliverResult(reply, { tabId, at: 'selection' }, s);
  return { reply, shownIn };
}

export function registerCommandListeners(): void {
  browser.commands.onCommand.addListener(async (command, tab) => {
    if (command !== CHECK_SELECTION_COMMAND) return;
    const tabId = tab?.id ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
    if (tabId !== undefined) await checkSelectionInTab(tabId);
  });
}
