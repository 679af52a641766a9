// The "Check this number" menu: on a selection, on a tel: link, and on a highlighted number under
// the pointer (the content script says at each right-click whether there is one).
import { browser } from 'wxt/browser';
import type { CheckReply } from '@/utils/checks/check-reply';
import { makePageRef } from '@/utils/checks/page-ref';
import { t } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';
import { readCountry } from '@/utils/phone/country';
import { pageReadingCountry } from '@/utils/phone/locale-country';
import { pickFromLink, pickHere, pickWithVote } from '@/utils/phone/pick-number';
import { settingsItem } from '@/utils/storage/items';
import { checkPicked } from './check-picked';
import { deliverResult, type ShownIn } from './deliver-result';
import { menuTarget } from './menu-target';
import { voteOnSaid } from './page-vote';

export const MENU = {
  selection: 'check-selection',
  link: 'check-tel-link',
  here: 'check-number-here',
} as const;

export function createMenus(): void {
  browser.contextMenus.removeAll().then(() => {
    browser.contextMenus.create({ id: MENU.selection, title: t('menu_checkSelection'), contexts: ['selection'] });
    browser.contextMenus.create({
      id: MENU.link,
      title: t('menu_checkNumber'),
      contexts: ['link'],
      targetUrlPatterns: ['tel:*'],
    });
    // Hidden until a content script reports a highlighted number under the pointer.
    browser.contextMenus.create({ id: MENU.here, title: t('menu_checkNumber'), contexts: ['page'], visible: false });
  });
}

export async function setHereVisible(visible: boolean): Promise<void> {
  await browser.contextMenus.update(MENU.here, { visible }).catch(() => undefined);
  // The content script reports at the right-click, so Firefox may have drawn the menu already: there
  // `refresh` redraws the open menu (Chrome builds it after its renderer answers, and has no refresh).
  const menus = browser.contextMenus as { refresh?: () => Promise<void> };
  await menus.refresh?.().catch(() => undefined);
  // Chrome offers no way to read a menu item back; dev builds expose the state to the tests, and how
  // many times a frame reported a right-click (a page must not be able to flood this).
  if (import.meta.env.NC_DEV_BUILD) {
    const dev = globalThis as Record<string, unknown>;
    dev.__numberCheckMenuHere = visible;
    dev.__numberCheckMenuReports = ((dev.__numberCheckMenuReports as number | undefined) ?? 0) + 1;
  }
}

/**
 * The tab and frame that last reported a number under the pointer. Chrome passes the frame in the
 * click's `frameId`; this is the fallback where a browser does not.
 */
let lastTarget: { tabId: number; frameId: number } | undefined;

export function rememberContextTarget(tabId: number, frameId: number, hasNumber: boolean): void {
  lastTarget = hasNumber ? { tabId, frameId } : lastTarget?.tabId === tabId ? undefined : lastTarget;
}

export interface MenuClick {
  menuItemId: string | number;
  selectionText?: string;
  linkUrl?: string;
  frameId?: number;
  /** The address of the page and of the frame clicked in, given by the browser. */
  pageUrl?: string;
  frameUrl?: string;
}

export interface MenuOutcome {
  reply: CheckReply;
  shownIn: ShownIn;
}

export async function handleMenuClick(info: MenuClick, tab: { id?: number } | undefined): Promise<MenuOutcome> {
  const s = await settingsItem.get();
  // Chrome passes the frame; where a browser does not, the frame that reported a number is used.
  const frameId =
    info.frameId ?? (info.menuItemId === MENU.here && lastTarget?.tabId === tab?.id ? lastTarget?.frameId : undefined);
  let reply: CheckReply;
  let at: 'context' | 'selection' = 'context';
  // The frame's content script knows the number under the pointer and the page's title; the
  // address comes from the browser.
  // None runs on the browser's own pages (where the browser may even refuse the tab id outright) nor
  // in its PDF viewer: the send is made where its throw is caught, and the check goes on without a
  // title, its answer shown where no card is needed (menu-target.ts).
  const tabId = tab?.id;
  const target =
    tabId !== undefined && tabId >= 0
      ? await Promise.resolve()
          .then(() => send({ type: 'menu:number-here' }, { tabId, frameId }))
          .catch(() => undefined)
      : undefined;
  const where = menuTarget({
    ...(tabId !== undefined ? { tabId } : {}),
    ...(frameId !== undefined ? { frameId } : {}),
    answered: target !== undefined,
    ...(info.pageUrl !== undefined ? { pageUrl: info.pageUrl } : {}),
    ...(info.frameUrl !== undefined ? { frameUrl: info.frameUrl } : {}),
  });
  const page = makePageRef(where.pageUrl, target?.title);
  // A selection or link is read with the page's country when it says one (a highlighted number
  // under the pointer was read so by the detector already).
  const country = pageReadingCountry(s, target?.country);
  // A page that declares none: the country its words vote for, where the selection is valid there.
  const voted = s.usePageCountry && !readCountry(target?.country) ? voteOnSaid(target?.clues) : undefined;
  if (info.menuItemId === MENU.selection) {
    at = 'selection';
    reply = await checkPicked(pickWithVote(info.selectionText ?? '', country, voted), s, t('menu_noNumberInSelection'), page);
  } else if (info.menuItemId === MENU.link) {
    reply = await checkPicked(pickFromLink(info.linkUrl ?? '', country), s, t('menu_noNumberInLink'), page);
  } else {
    reply = await checkPicked(info.menuItemId === MENU.here ? pickHere(target) : { ok: false }, s, t('menu_noNumberHere'), page);
  }
  const shownIn = await deliverResult(
    reply,
    {
      ...(where.tabId !== undefined ? { tabId: where.tabId } : {}),
      ...(where.frameId !== undefined ? { frameId: where.frameId } : {}),
      at,
      card: where.show === 'card',
    },
    s,
  );
  return { reply, shownIn };
}

export function registerContextMenuListeners(): void {
  browser.runtime.onInstalled.addListener(() => createMenus());
  browser.runtime.onStartup.addListener(() => createMenus());
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleMenuClick(info as MenuClick, tab);
  });
}
