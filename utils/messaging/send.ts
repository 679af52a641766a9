// The one function that sends a message of the protocol, to the background or to a content script;
// nothing else calls runtime.sendMessage or tabs.sendMessage. The reply's type comes from the map
// in protocol.ts.
import { browser } from 'wxt/browser';
import type { BackgroundToPage, ExtensionRequest, PageRequest, ReplyTo } from './protocol';

/** A tab's content scripts: every frame of it, or one frame. */
export interface TabTarget {
  tabId: number;
  frameId?: number;
}

/** From an extension page or a content script, to the background. */
export function send<R extends ExtensionRequest | PageRequest>(request: R): Promise<ReplyTo<R>>;
/** From the background, to the content scripts of a tab (or of one of its frames). */
export function send<R extends BackgroundToPage>(request: R, to: TabTarget): Promise<ReplyTo<R>>;
export function send(request: ExtensionRequest | PageRequest | BackgroundToPage, to?: TabTarget): Promise<unknown> {
  if (!to) return browser.runtime.sendMessage(request);
  return browser.tabs.sendMessage(to.tabId, request, to.frameId !== undefined ? { frameId: to.frameId } : undefined);
}

/**
 * From the background, to the content scripts of every tab, each tab on its own: a tab without our
 * content script (a browser page) refuses, and there is nothing to tell there.
 */
export async function sendToAllTabs(request: BackgroundToPage): Promise<void> {
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map((tab) => (tab.id === undefined || tab.id < 0 ? undefined : send(request, { tabId: tab.id }).catch(() => undefined))),
  );
}
