// Answers the message protocol: one handler per type, kept in two maps by who may send it. Every
// message is validated and its sender classified first; a type from the wrong kind of sender is
// not answered at all.
import { browser } from 'wxt/browser';
import type { CheckReply } from '@/utils/checks/check-reply';
import { keepAnswers } from '@/utils/checks/kept-answers';
import { makePageRef } from '@/utils/checks/page-ref';
import { replyForFrame } from '@/utils/checks/reply-for-frame';
import { keptVerdict } from '@/utils/checks/verdict';
import { allowPageCheck } from '@/utils/messaging/page-rate-limit';
import {
  type ContentScriptType,
  type ExtensionPageType,
  parseExtensionRequest,
  parsePageRequest,
  verdictEntryOf,
} from '@/utils/messaging/protocol';
import { dispatch, type Handlers } from '@/utils/messaging/receive';
import { classifySender, type SenderInfo } from '@/utils/messaging/sender-identity';
import { effectiveCountry } from '@/utils/phone/locale-country';
import { makeError } from '@/utils/service/errors';
import { openAccountPage, openSettingsAt } from '@/utils/service/open-pages';
import { checkBaseUrl } from '@/utils/service/url';
import {
  answersItem,
  cacheItem,
  dismissedNumbersItem,
  historyItem,
  lastResultItem,
  pageCheckTimesItem,
  popupFirstPaintItem,
  settingsItem,
} from '@/utils/storage/items';
import { saveSettings } from '@/utils/storage/save-settings';
import { pageSettingsFor } from '@/utils/storage/settings';
import { bulkEngine } from './bulk';
import { runCheck } from './check-flow';
import { rememberContextTarget, setHereVisible } from './context-menu';
import { refreshCredits } from './credits';
import { dismissedForPage, dismissFromPage, undoDismissed } from './dismissed';
import { keyStatus, removeKey, revealKey, saveKey, testKey } from './key-actions';
import { pageInputs } from './page-settings';
import { verdictsForTab } from './verdicts';

/** What the background knows of a content script that sent a message (from `sender`, not the payload). */
interface PageSender {
  pageUrl: string;
  tabId: number;
  frameId: number;
}

const fromExtensionPage: Handlers<ExtensionPageType, void> = {
  'check:number': (req) => runCheck(req),
  'credits:refresh': async () => refreshCredits((await settingsItem.get()).activeEnvironment, 'user'),
  'key:status': () => keyStatus(),
  'key:reveal': async (req) => ({ key: await revealKey(req.environment) }),
  'key:test': (req) => testKey(req.environment, req.key, req.baseUrl),
  'key:save': async (req) => ({
    ok: true,
    credits: await saveKey(req.environment, req.key, req.noBalance ? { noBalance: true } : {}),
  }),
  'key:remove': async (req) => {
    await removeKey(req.environment);
    return { ok: true };
  },
  'history:clear': async (req) => {
    if (req.what === 'history' || req.what === 'all') {
      await historyItem.update(() => []);
      await lastResultItem.update(() => null);
      // The popup's kept first paint shows the last result.
      await popupFirstPaintItem.update(() => null);
    }
    if (req.what === 'cache' || req.what === 'all') await cacheItem.update(() => ({}));
    // The raw answers go with the last record that points to them.
    const [last, history, cache] = await Promise.all([lastResultItem.get(), historyItem.get(), cacheItem.get()]);
    const ids = [...(last ? [last.record.id] : []), ...history.map((r) => r.id), ...Object.values(cache).map((r) => r.id)];
    await answersItem.update((answers) => keepAnswers(answers, ids));
    return { ok: true };
  },
  'settings:save-base-url': async (req) => {
    const check = checkBaseUrl(req.baseUrl);
    if (!check.ok) return { ok: false, reason: check.reason };
    const saved = await saveSettings((s) => ({ baseUrls: { ...s.baseUrls, [req.environment]: check.url } }));
    return saved.ok ? { ok: true } : { ok: false, reason: saved.message };
  },
  'bulk:start': (req) => bulkEngine().start(req.id),
  'bulk:act': (req) => bulkEngine().act(req.id, req.action),
  'dismissed:remove': (req) => undoDismissed(req.host, req.text),
  'dismissed:clear': async () => {
    await dismissedNumbersItem.update(() => ({}));
    return { ok: true };
  },
};

const fromContentScript: Handlers<ContentScriptType, PageSender> = {
  'settings:for-page': async (_req, from) => {
    const [settings, dismissed] = await pageInputs();
    // The content script cannot read the locale-based default itself without guessing: resolve it here.
    // Of the dismissed texts, only the frame's own site's: another site's would say where the user has been.
    return {
      ...pageSettingsFor(settings, from.pageUrl),
      defaultCountry: effectiveCountry(settings) ?? '',
      dismissed: dismissedForPage(dismissed, from.pageUrl),
    };
  },
  'settings:open': async (req) => {
    if (!req.trusted) return { ok: false };
    const { activeEnvironment: env, accountUrls } = await settingsItem.get();
    if (req.where === 'account') await openAccountPage(accountUrls, env);
    else if (req.where === 'settings') await openSettingsAt();
    else await openSettingsAt(req.where === 'key' ? `key-${env}` : `deployment-${env}`);
    return { ok: true };
  },
  'menu:number-under-pointer': async (req, from) => {
    rememberContextTarget(from.tabId, from.frameId, req.hasNumber);
    await setHereVisible(req.hasNumber);
    return { ok: true };
  },
  'verdicts:for-page': (req, from) => verdictsForTab(from.tabId, req.numbers),
  'dismissed:add': (req, from) => dismissFromPage(req, from),
  'check:from-page': async (req, from) => {
    const settings = await settingsItem.get();
    const ctx = { environment: settings.activeEnvironment, baseUrl: settings.baseUrls[settings.activeEnvironment] };
    if (!req.trusted) return { ok: false, error: makeError('page-rate-limited', ctx) };
    // Read and written in one update, so two checks at once cannot both pass on the same count.
    let allowed = false;
    await pageCheckTimesItem.update((times) => {
      const decision = allowPageCheck(times, Date.now());
      allowed = decision.allowed;
      return decision.times;
    });
    if (!allowed) return { ok: false, error: makeError('page-rate-limited', ctx) };
    // The number is re-read here from the text the page sent. Besides it, only the page's title is
    // used, as words in the history; its address is the browser's word for the sender.
    const page = makePageRef(from.pageUrl, req.title);
    const reply = await runCheck({ input: req.number, allowImpossible: true, ...(page ? { page } : {}) }, settings);
    // The verdict goes back with the answer: the asking frame marks its number without waiting for
    // the cache's notice (which still tells its other frames and tabs). The answer itself is the
    // frame's number's, without another site's address (replyForFrame).
    return {
      ...replyForFrame(reply),
      ...verdictEntryOf(keptVerdict(reply, settings.activeEnvironment, settings.cacheLifetimeMinutes)),
    };
  },
};

/** Registered synchronously at the top of the background, before any await. */
export function registerMessageListeners(): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: SenderInfo) => {
    const from = classifySender(sender, browser.runtime.id, browser.runtime.getURL('/'));
    if (from.kind === 'extension-page') {
      const req = parseExtensionRequest(message);
      return req ? dispatch(fromExtensionPage, req, undefined).catch(internalError) : undefined;
    }
    if (from.kind === 'content-script') {
      const req = parsePageRequest(message);
      return req ? dispatch(fromContentScript, req, from).catch(internalError) : undefined;
    }
    return undefined;
  });
}

// An exception's text might quote a URL with the key; the user gets a fixed sentence instead.
function internalError(): CheckReply {
  return { ok: false, error: makeError('internal', { environment: 'production', baseUrl: '' }) };
}
