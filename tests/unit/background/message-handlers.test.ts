// The background's receiver, driven as the browser drives it: a message and the `sender` the
// browser fills in. Calls go to the real local service over loopback HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerMessageListeners } from '@/entrypoints/background/message-handlers';
import { PAGE_CHECK_LIMIT } from '@/utils/messaging/page-rate-limit';
import type { SenderInfo } from '@/utils/messaging/sender-identity';
import { originPattern } from '@/utils/service/url';
import { apiKeysItem, cacheItem, historyItem, lastResultItem, settingsItem, updateSettings } from '@/utils/storage/items';
import { DEMO_KEYS, type LocalService, startLocalService } from '../../../dev/service/index';

let service: LocalService;
beforeAll(async () => {
  service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
});
afterAll(async () => {
  await service.close();
});

const POPUP: SenderInfo = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
const PAGE: SenderInfo = {
  id: fakeBrowser.runtime.id,
  url: 'https://news.test/a',
  tab: { id: 7, url: 'https://news.test/a' },
  frameId: 0,
};
const OTHER_EXTENSION: SenderInfo = { id: 'another-extension', url: 'chrome-extension://another-extension/x.html' };

/** What the background answers, as the sender's promise would resolve (undefined: no answer). */
async function ask(message: unknown, sender: SenderInfo): Promise<unknown> {
  const [answer] = await fakeBrowser.runtime.onMessage.trigger(message, sender as never, () => undefined);
  return answer;
}

let menuHereVisible: boolean | undefined;

beforeEach(async () => {
  fakeBrowser.reset();
  service.staging.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins = [] }) =>
    origins.every((o) => o === originPattern(service.staging.baseUrl)),
  );
  menuHereVisible = undefined;
  vi.spyOn(fakeBrowser.contextMenus, 'update').mockImplementation(async (_id, props) => {
    menuHereVisible = props.visible;
  });
  await updateSettings({ activeEnvironment: 'staging', baseUrls: { staging: service.staging.baseUrl, production: '' } });
  await apiKeysItem.update(() => ({ staging: DEMO_KEYS.plenty, production: '' }));
  registerMessageListeners();
});

describe('from an extension page', () => {
  it('a check', async () => {
    expect(await ask({ type: 'check:number', input: '+1 650 253 0000' }, POPUP)).toMatchObject({
      ok: true,
      record: { e164: '+16502530000' },
    });
    expect(service.staging.count('/api/check-number')).toBe(1);
  });

  it('the key itself, for the options page’s "show"', async () => {
    expect(await ask({ type: 'key:reveal', environment: 'staging' }, POPUP)).toEqual({ key: DEMO_KEYS.plenty });
    expect(await ask({ type: 'key:status' }, POPUP)).toEqual([
      { environment: 'staging', set: true, masked: 'dem•••••nty' },
      { environment: 'production', set: false, masked: '' },
    ]);
  });

  it('clearing the history, the cache, or both', async () => {
    await ask({ type: 'check:number', input: '+1 650 253 0000' }, POPUP);
    expect(await ask({ type: 'history:clear', what: 'history' }, POPUP)).toEqual({ ok: true });
    expect(await historyItem.get()).toEqual([]);
    expect(await lastResultItem.get()).toBeNull();
    expect(Object.keys(await cacheItem.get())).toHaveLength(1);
    expect(await ask({ type: 'history:clear', what: 'all' }, POPUP)).toEqual({ ok: true });
    expect(await cacheItem.get()).toEqual({});
  });

  it('saving a base URL: checked, normalised, the other environment’s left alone', async () => {
    await updateSettings({ baseUrls: { staging: service.staging.baseUrl, production: 'https://prod.example.test' } });
    expect(
      await ask({ type: 'settings:save-base-url', environment: 'staging', baseUrl: 'https://api.example.test/v2/' }, POPUP),
    ).toEqual({
      ok: true,
    });
    expect((await settingsItem.get()).baseUrls).toEqual({
      staging: 'https://api.example.test/v2',
      production: 'https://prod.example.test',
    });
    expect(
      await ask({ type: 'settings:save-base-url', environment: 'staging', baseUrl: 'ftp://files.example.test' }, POPUP),
    ).toMatchObject({
      ok: false,
      reason: expect.any(String),
    });
    expect((await settingsItem.get()).baseUrls.staging).toBe('https://api.example.test/v2');
  });
});

describe('from a content script', () => {
  it('its page’s settings, with the country resolved and nothing about the service', async () => {
    await updateSettings({ defaultCountry: 'DE', disabledSites: ['news.test'] });
    expect(await ask({ type: 'settings:for-page' }, PAGE)).toEqual({
      highlight: false,
      defaultCountry: 'DE',
      highlightInCode: false,
      usePageCountry: true,
      dismissed: [],
    });
  });

  it('the extension pages’ messages are not answered', async () => {
    for (const message of [
      { type: 'key:reveal', environment: 'staging' },
      { type: 'key:status' },
      { type: 'settings:save-base-url', environment: 'staging', baseUrl: 'https://evil.test' },
      { type: 'history:clear', what: 'all' },
    ]) {
      expect(await ask(message, PAGE), message.type).toBeUndefined();
    }
    expect((await settingsItem.get()).baseUrls.staging).toBe(service.staging.baseUrl);
  });

  it('the card opens the way forward from an error only on a trusted click, and only to our own places', async () => {
    const opened: string[] = [];
    vi.spyOn(fakeBrowser.tabs, 'create').mockImplementation(async ({ url }) => {
      opened.push(url ?? '');
      return {} as never;
    });
    expect(await ask({ type: 'settings:open', where: 'account', trusted: false }, PAGE)).toEqual({ ok: false });
    expect(opened).toEqual([]);
    expect(await ask({ type: 'settings:open', where: 'key', trusted: true }, PAGE)).toEqual({ ok: true });
    // No account page set: its field in the settings; once set, the page itself.
    await ask({ type: 'settings:open', where: 'account', trusted: true }, PAGE);
    await updateSettings({ accountUrls: { staging: 'https://account.test/billing', production: '' } });
    await ask({ type: 'settings:open', where: 'account', trusted: true }, PAGE);
    expect(opened).toEqual([
      fakeBrowser.runtime.getURL('/options.html#key-staging'),
      fakeBrowser.runtime.getURL('/options.html#account-staging'),
      'https://account.test/billing',
    ]);
  });

  it('a check needs a trusted click, and pages are limited in number of checks', async () => {
    const untrusted = await ask({ type: 'check:from-page', number: '+1 650 253 0000', trusted: false }, PAGE);
    expect(untrusted).toMatchObject({ ok: false, error: { kind: 'page-rate-limited' } });
    expect(service.staging.count()).toBe(0);
    const asks = Array.from({ length: PAGE_CHECK_LIMIT.count + 2 }, () =>
      ask({ type: 'check:from-page', number: '+1 650 253 0000', trusted: true }, PAGE),
    );
    const answers = (await Promise.all(asks)) as { ok: boolean; error?: { kind: string } }[];
    // Asked all at once: still no more than the limit pass.
    expect(answers.filter((a) => a.ok)).toHaveLength(PAGE_CHECK_LIMIT.count);
    expect(answers.filter((a) => a.error?.kind === 'page-rate-limited')).toHaveLength(2);
    // And identical checks share one call.
    expect(service.staging.count('/api/check-number')).toBe(1);
  });

  it('a check’s reply carries the verdict it left in the cache, for the asking frame’s marks', async () => {
    const reply = (await ask({ type: 'check:from-page', number: '+1 650 253 0000', trusted: true }, PAGE)) as {
      ok: boolean;
      record: { checkedAt: number; summary: { valid?: boolean } };
      known?: unknown;
    };
    expect(reply.ok).toBe(true);
    const verdict = reply.record.summary.valid === true ? 'valid' : reply.record.summary.valid === false ? 'invalid' : 'unknown';
    expect(reply.known).toEqual(['+16502530000', verdict, reply.record.checkedAt]);
    // What the frame would have been told by asking: the same entry.
    expect(await ask({ type: 'verdicts:for-page', numbers: ['+16502530000'] }, PAGE)).toMatchObject({
      verdicts: [reply.known],
    });
  });

  it('a page’s check reads the settings once', async () => {
    await ask({ type: 'check:from-page', number: '+1 650 253 0000', trusted: true }, PAGE);
    // Answered from the cache: no call, so no credits to store and no badge to redraw, which read
    // the settings for their own reasons.
    const read = vi.spyOn(settingsItem, 'get');
    expect(await ask({ type: 'check:from-page', number: '+1 650 253 0000', trusted: true }, PAGE)).toMatchObject({
      cached: true,
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('with the cache off, a check’s reply carries no verdict: the cache keeps none to mark', async () => {
    await updateSettings({ cacheLifetimeMinutes: 0 });
    const reply = (await ask({ type: 'check:from-page', number: '+1 650 253 0000', trusted: true }, PAGE)) as {
      ok: boolean;
      known?: unknown;
    };
    expect(reply.ok).toBe(true);
    expect(reply).not.toHaveProperty('known');
  });

  it('at a right-click, the "Check this number" item follows what is under the pointer', async () => {
    expect(await ask({ type: 'menu:number-under-pointer', hasNumber: true }, PAGE)).toEqual({ ok: true });
    expect(menuHereVisible).toBe(true);
    await ask({ type: 'menu:number-under-pointer', hasNumber: false }, PAGE);
    expect(menuHereVisible).toBe(false);
  });
});

it('another extension is not answered at all', async () => {
  expect(await ask({ type: 'key:reveal', environment: 'staging' }, OTHER_EXTENSION)).toBeUndefined();
  expect(await ask({ type: 'settings:for-page' }, OTHER_EXTENSION)).toBeUndefined();
});
