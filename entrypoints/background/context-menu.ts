// The "Check this number" menu: on a selection, on a tel: link, and on a highlighted number under
// the pointer (the content script says at each right-click whether there is one).
import { browser } from 'wxt/browser';
import { effectiveCountry } from '@/utils/locale-country';
import type { CheckReply } from '@/utils/messages';
import { type Picked, pickFromLink, pickFromSelection } from '@/utils/pick-number';
import { sendToTab } from '@/utils/send';
import { makeError } from '@/utils/service-errors';
import { settingsItem } from '@/utils/settings';
import { runCheck } from './check-flow';
import { deliverResult } from './deliver-result';

export const MENU = {
  selection: 'check-selection',
  link: 'check-tel-link',
  here: 'check-number-here',
} as const;

export function createMenus(): void {
  browser.contextMenus.removeAll().then(() => {
    browser.contextMenus.create({ id: MENU.selection, title: 'Check “%s”', contexts: ['selection'] });
    browser.contextMenus.create({ id: MENU.link, title: 'Check this number', contexts: ['link'], targetUrlPatterns: ['tel:*'] });
    // Hidden until a content script reports a highlighted number under the pointer.
    browser.contextMenus.create({ id: MENU.here, title: 'Check this number', contexts: ['page'], visible: false });
  });
}

export async function setHereVisible(visible: boolean): Promise<void> {
  await browser.contextMenus.update(MENU.here, { visible }).catch(() => undefined);
  // Chrome offers no way to read a menu item back; dev builds expose the state to the tests.
  if (import.meta.env.NC_DEV_BUILD) (globalThis as Record<string, unknown>).__numberCheckMenuHere = visible;
}

/**
 * The tab and frame that last reported a number under the pointer. Chrome passes the frame in the
 * click's `frameId`; this is the fallback where a browser does not.
 */
let lastTarget: { tabId: number; frameId: number } | undefined;

export function rememberContextTarget(tabId: number, frameId: number, hasNumber: boolean): void {
  lastTarget = hasNumber ? { tabId, frameId } : lastTarget?.tabId === tabId ? undefined : lastTarget;
}

export function lastContextTarget(): { tabId: number; frameId: number } | undefined {
  return lastTarget;
}

export interface MenuClick {
  menuItemId: string | number;
  selectionText?: string;
  linkUrl?: string;
  frameId?: number;
}

async function noNumber(what: string): Promise<CheckReply> {
  const s = await settingsItem.get();
  const error = makeError('not-a-number', { environment: s.activeEnvironment, baseUrl: '' });
  error.message = `No phone number found in ${what}. Nothing was spent.`;
  return { ok: false, error };
}

async function picked(p: Picked, what: string): Promise<CheckReply> {
  if (!p.ok) return noNumber(what);
  const reply = await runCheck({ input: p.number, allowImpossible: true });
  if (reply.ok && p.others > 0) {
    reply.note = `The selection holds ${p.others + 1} numbers; the first was checked.`;
  }
  return reply;
}

export interface MenuOutcome {
  reply: CheckReply;
  shownIn: 'card' | 'popup' | 'notification';
}

export async function handleMenuClick(info: MenuClick, tab: { id?: number } | undefined): Promise<MenuOutcome> {
  const s = await settingsItem.get();
  const country = effectiveCountry(s.defaultCountry, globalThis.navigator?.language);
  let reply: CheckReply;
  let at: 'context' | 'selection' = 'context';
  if (info.menuItemId === MENU.selection) {
    at = 'selection';
    reply = await picked(pickFromSelection(info.selectionText ?? '', country), 'the selection');
  } else if (info.menuItemId === MENU.link) {
    reply = await picked(pickFromLink(info.linkUrl ?? '', country), 'this link');
  } else if (info.menuItemId === MENU.here && tab?.id !== undefined) {
    const frameId = info.frameId ?? (lastTarget?.tabId === tab.id ? lastTarget.frameId : undefined);
    const target = await sendToTab(tab.id, frameId, { type: 'bg:get-context-number' }).catch(() => undefined);
    reply = target?.number
      ? await picked({ ok: true, number: target.number, others: 0 }, 'this place')
      : await noNumber('this place');
  } else {
    reply = await noNumber('this place');
  }
  const frameId =
    info.frameId ?? (info.menuItemId === MENU.here && lastTarget?.tabId === tab?.id ? lastTarget?.frameId : undefined);
  const shownIn = await deliverResult(reply, {
    ...(tab?.id !== undefined ? { tabId: tab.id } : {}),
    ...(frameId !== undefined ? { frameId } : {}),
    at,
  });
  return { reply, shownIn };
}

export function registerContextMenuListeners(): void {
  browser.runtime.onInstalled.addListener(() => createMenus());
  browser.runtime.onStartup.addListener(() => createMenus());
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(info as MenuClick, tab);
  });
}
