// Answers the message protocol. Every message is validated and its sender classified first.
import { browser } from 'wxt/browser';
import { allowPageCheck } from '@/utils/messaging/page-rate-limit';
import {
  type CheckReply,
  type ExtensionRequest,
  type PageRequest,
  parseExtensionRequest,
  parsePageRequest,
} from '@/utils/messaging/protocol';
import { classifySender, type SenderInfo } from '@/utils/messaging/sender-identity';
import { effectiveCountry } from '@/utils/phone/locale-country';
import { makeError } from '@/utils/service/errors';
import { cacheItem, historyItem, lastResultItem, pageCheckTimesItem } from '@/utils/storage/items';
import { pickKeyStore } from '@/utils/storage/key-store';
import { pageSettingsFor, settingsItem } from '@/utils/storage/settings';
import { runCheck } from './check-flow';
import { rememberContextTarget, setHereVisible } from './context-menu';
import { refreshCredits } from './credits';
import { keyStatus, removeKey, saveKey, testKey } from './key-actions';

async function handleExtension(req: ExtensionRequest): Promise<unknown> {
  switch (req.type) {
    case 'popup:check-number':
      return runCheck(req);
    case 'popup:refresh-credits':
      return refreshCredits((await settingsItem.get()).activeEnvironment, 'user');
    case 'options:key-status':
      return keyStatus();
    case 'options:reveal-key':
      return { key: (await pickKeyStore().get())[req.environment] };
    case 'options:test-key':
      return testKey(req.environment, req.key, req.baseUrl);
    case 'options:save-key':
      return { ok: true, credits: await saveKey(req.environment, req.key) };
    case 'options:remove-key':
      await removeKey(req.environment);
      return { ok: true };
    case 'options:clear-data':
      if (req.what === 'history' || req.what === 'all') {
        await historyItem.set([]);
        await lastResultItem.set(null);
      }
      if (req.what === 'cache' || req.what === 'all') await cacheItem.set({});
      return { ok: true };
  }
}

async function handlePage(req: PageRequest, from: { pageUrl: string; tabId: number; frameId: number }): Promise<unknown> {
  const pageUrl = from.pageUrl;
  const settings = await settingsItem.get();
  if (req.type === 'page:get-settings') {
    const page = pageSettingsFor(settings, pageUrl);
    // The content script cannot read the locale-based default itself without guessing: resolve it here.
    return { ...page, defaultCountry: effectiveCountry(page.defaultCountry, globalThis.navigator?.language) ?? '' };
  }
  if (req.type === 'page:context-target') {
    rememberContextTarget(from.tabId, from.frameId, req.hasNumber);
    await setHereVisible(req.hasNumber);
    return { ok: true };
  }
  const ctx = { environment: settings.activeEnvironment, baseUrl: settings.baseUrls[settings.activeEnvironment] };
  if (!req.trusted) return { ok: false, error: makeError('page-rate-limited', ctx) } satisfies CheckReply;
  const { allowed, times } = allowPageCheck(await pageCheckTimesItem.get(), Date.now());
  await pageCheckTimesItem.set(times);
  if (!allowed) return { ok: false, error: makeError('page-rate-limited', ctx) } satisfies CheckReply;
  // The number is re-read here from the text the page sent; nothing else from the page is used.
  return runCheck({ input: req.number, allowImpossible: true });
}

/** Registered synchronously at the top of the background, before any await. */
export function registerMessageListeners(): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: SenderInfo) => {
    const from = classifySender(sender, browser.runtime.id, browser.runtime.getURL('/'));
    if (from.kind === 'extension-page') {
      const req = parseExtensionRequest(message);
      return req ? handleExtension(req).catch(() => internalError()) : undefined;
    }
    if (from.kind === 'content-script') {
      const req = parsePageRequest(message);
      return req ? handlePage(req, from).catch(() => internalError()) : undefined;
    }
    return undefined;
  });
}

// An exception's text might quote a URL with the key; the user gets a fixed sentence instead.
function internalError(): CheckReply {
  return { ok: false, error: makeError('internal', { environment: 'production', baseUrl: '' }) };
}
