// Typed senders for the message protocol; the only place that calls runtime/tabs.sendMessage.
import { browser } from 'wxt/browser';
import type { BackgroundToPage, ExtensionRequest, PageRequest, ReplyTo } from './protocol';

export function sendToBackground<R extends ExtensionRequest | PageRequest>(request: R): Promise<ReplyTo<R>> {
  return browser.runtime.sendMessage(request) as Promise<ReplyTo<R>>;
}

export function sendToTab<R extends BackgroundToPage>(
  tabId: number,
  frameId: number | undefined,
  request: R,
): Promise<ReplyTo<R>> {
  return browser.tabs.sendMessage(tabId, request, frameId !== undefined ? { frameId } : undefined) as Promise<ReplyTo<R>>;
}
