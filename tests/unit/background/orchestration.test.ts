// The background's orchestration with WXT's fake browser for the extension APIs and the real local
// service over loopback HTTP for every call: checks joined, answered from the cache, credits taken
// from answers, the back-off of automatic reads, the alarm, the permission, the badge.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CREDITS_ALARM, ensureCreditsAlarm, registerAlarmListeners } from '@/entrypoints/background/alarms';
import { runCheck } from '@/entrypoints/background/check-flow';
import { refreshCredits } from '@/entrypoints/background/credits';
import { saveKey, testKey } from '@/entrypoints/background/key-actions';
import { registerSettingsWatch } from '@/entrypoints/background/settings-watch';
import { MAX_BACKOFF_MS } from '@/utils/service/backoff';
import type { Environment } from '@/utils/service/environments';
import { originPattern } from '@/utils/service/url';
import {
  apiKeysItem,
  backoffItem,
  cacheItem,
  creditsItem,
  historyItem,
  lastResultItem,
  settingsItem,
  updateSettings,
} from '@/utils/storage/items';
import { DEMO_KEYS, type LocalService, startLocalService } from '../../../dev/service/index';

const CHECK = '/api/check-number';
const CREDITS = '/api/check-credits';

let service: LocalService;
beforeAll(async () => {
  service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
});
afterAll(async () => {
  await service.close();
});

/** Origins the user granted (the browser's permission store). */
let granted: Set<string | undefined>;

beforeEach(async () => {
  fakeBrowser.reset();
  service.staging.reset();
  service.production.reset();
  granted = new Set([originPattern(service.staging.baseUrl), originPattern(service.production.baseUrl)]);
  // The fake browser has no permission store: this one answers from `granted`.
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins = [] }) =>
    origins.every((o) => granted.has(o)),
  );
  await updateSettings({
    activeEnvironment: 'staging',
    baseUrls: { staging: service.staging.baseUrl, production: service.production.baseUrl },
  });
  await apiKeysItem.update(() => ({ staging: DEMO_KEYS.plenty, production: DEMO_KEYS.plenty }));
});

const badgeText = () => fakeBrowser.action.getBadgeText({});

describe('checks', () => {
  it('a check calls the service once, keeps the answer, and takes the credits from it', async () => {
    const reply = await runCheck({ input: '+1 650 253 0000' });
    expect(reply).toMatchObject({ ok: true, cached: false, record: { e164: '+16502530000', environment: 'staging' } });
    expect(service.staging.count(CHECK)).toBe(1);
    // The answer carried the remaining credits: no credits call.
    expect(service.staging.count(CREDITS)).toBe(0);
    expect((await creditsItem.get()).staging?.value).toBe(99_999);
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(99_999);
    expect(await badgeText()).toBe('99k');
    const [last, history, cache] = await Promise.all([lastResultItem.get(), historyItem.get(), cacheItem.get()]);
    expect(last).toMatchObject({ cached: false, record: { e164: '+16502530000' } });
    expect(history.map((r) => r.e164)).toEqual(['+16502530000']);
    expect(Object.keys(cache)).toEqual(['staging|+16502530000']);
  });

  it('identical checks at the same time share one call', async () => {
    const replies = await Promise.all([
      runCheck({ input: '+1 650 253 0000' }),
      runCheck({ input: '+1 (650) 253-0000' }),
      runCheck({ input: '+16502530000' }),
    ]);
    expect(service.staging.count(CHECK)).toBe(1);
    expect(new Set(replies.map((r) => (r.ok ? r.record.id : 'failed'))).size).toBe(1);
    expect(await historyItem.get()).toHaveLength(1);
  });

  it('a second check of a number is answered from the cache without a call; "check again" calls', async () => {
    const first = await runCheck({ input: '+1 650 253 0000' });
    const again = await runCheck({ input: '+1 650 253 0000' });
    expect(again).toMatchObject({ ok: true, cached: true });
    expect(again.ok && first.ok && again.record.id).toBe(first.ok && first.record.id);
    expect(service.staging.count(CHECK)).toBe(1);
    expect(await lastResultItem.get()).toMatchObject({ cached: true });

    const forced = await runCheck({ input: '+1 650 253 0000', force: true });
    expect(forced).toMatchObject({ ok: true, cached: false });
    expect(service.staging.count(CHECK)).toBe(2);
  });

  it('the cache is per environment, and off at a lifetime of 0', async () => {
    await runCheck({ input: '+1 650 253 0000' });
    await updateSettings({ activeEnvironment: 'production' });
    expect(await runCheck({ input: '+1 650 253 0000' })).toMatchObject({ ok: true, cached: false });
    expect(service.production.count(CHECK)).toBe(1);
    await updateSettings({ cacheLifetimeMinutes: 0 });
    expect(await runCheck({ input: '+1 650 253 0000' })).toMatchObject({ ok: true, cached: false });
    expect(service.production.count(CHECK)).toBe(2);
  });

  it('numbers are read with the default country; no call for what is not a number', async () => {
    await updateSettings({ defaultCountry: 'DE' });
    expect(await runCheck({ input: '030 901820' })).toMatchObject({ ok: true, record: { e164: '+4930901820' } });
    expect(await runCheck({ input: 'call me' })).toMatchObject({ ok: false, error: { kind: 'not-a-number' } });
    expect(await runCheck({ input: '+49 12' })).toMatchObject({ ok: false, error: { kind: 'impossible-number' } });
    expect(service.staging.count(CHECK)).toBe(1);
  });

  it('without the permission for its origin, nothing is sent and the answer says why', async () => {
    granted.clear();
    expect(await runCheck({ input: '+1 650 253 0000' })).toMatchObject({ ok: false, error: { kind: 'no-permission' } });
    expect(await refreshCredits('staging', 'user')).toMatchObject({ error: { kind: 'no-permission' } });
    expect(await testKey('staging')).toMatchObject({ ok: false, error: { kind: 'no-permission' } });
    expect(service.staging.count()).toBe(0);
  });

  it('no credits left: the check fails, and the badge shows 0', async () => {
    await apiKeysItem.update((k) => ({ ...k, staging: DEMO_KEYS.none }));
    expect(await runCheck({ input: '+1 650 253 0000' })).toMatchObject({ ok: false, error: { kind: 'no-credits' } });
    expect(await creditsItem.get()).toMatchObject({ staging: { value: 0, error: { kind: 'no-credits' } } });
    expect(await badgeText()).toBe('S·0');
    expect(await historyItem.get()).toEqual([]);
  });
});

describe('extensions', () => {
  const sentNumbers = () =>
    service.staging
      .requests()
      .filter((r) => r.path === CHECK)
      .map((r) => r.query.number);

  it('off (the default): the extension is kept and shown, the main number is sent, and its answer serves the line', async () => {
    const reply = await runCheck({ input: '+1 650 253 0000 ext. 204' });
    expect(reply).toMatchObject({
      ok: true,
      cached: false,
      record: { e164: '+16502530000', sent: '+16502530000', extension: '204' },
    });
    expect(reply.ok && reply.record.extensionSent).toBeUndefined();
    expect(sentNumbers()).toEqual(['+16502530000']);
    // The same line with another extension (or none) is what was asked already: no second credit.
    const again = await runCheck({ input: '+1 650 253 0000 x7' });
    expect(again).toMatchObject({ ok: true, cached: true, record: { e164: '+16502530000', extension: '7' } });
    const plain = await runCheck({ input: '+16502530000' });
    expect(plain.ok && plain.cached).toBe(true);
    expect(plain.ok && plain.record.extension).toBeUndefined();
    expect(service.staging.count(CHECK)).toBe(1);
    // History keeps the line and each extension as entries of their own, newest first.
    expect((await historyItem.get()).map((r) => r.extension ?? '')).toEqual(['204']);
  });

  it('on: the extension goes with the number, the cache keeps it apart, and an answer is never reused for another extension', async () => {
    await updateSettings({ sendExtensions: true });
    const first = await runCheck({ input: '+1 650 253 0000 ext. 204' });
    expect(first).toMatchObject({
      ok: true,
      cached: false,
      record: { sent: '+16502530000;ext=204', extension: '204', extensionSent: true },
    });
    const other = await runCheck({ input: '+1 650 253 0000 ext. 205' });
    expect(other).toMatchObject({ ok: true, cached: false, record: { extension: '205', extensionSent: true } });
    const line = await runCheck({ input: '+1 650 253 0000' });
    expect(line).toMatchObject({ ok: true, cached: false });
    const repeat = await runCheck({ input: '+1 (650) 253-0000 extension 204' });
    expect(repeat).toMatchObject({ ok: true, cached: true, record: { extension: '204', extensionSent: true } });
    expect(sentNumbers()).toEqual(['+16502530000;ext=204', '+16502530000;ext=205', '+16502530000']);
    expect(Object.keys(await cacheItem.get()).sort()).toEqual([
      'staging|+16502530000',
      'staging|+16502530000|204',
      'staging|+16502530000|205',
    ]);
    const history = await historyItem.get();
    expect(history.map((r) => r.extension ?? '')).toEqual(['', '205', '204']);
  });

  it('on, in digits: the extension is sent after the digits', async () => {
    await updateSettings({ sendExtensions: true, numberFormat: 'digits' });
    const reply = await runCheck({ input: '+1 650 253 0000 #12' });
    expect(reply).toMatchObject({ ok: true, record: { sent: '16502530000;ext=12', extensionSent: true } });
  });
});

describe('credits reads and their back-off', () => {
  const backoffOf = async (env: Environment) => (await backoffItem.get())[env];

  it('a read stores the figure and clears an earlier back-off', async () => {
    await backoffItem.update(() => ({ staging: { failures: 3, until: Date.now() - 1 } }));
    const reading = await refreshCredits('staging', 'automatic');
    expect(reading).toMatchObject({ environment: 'staging', value: 100_000 });
    expect(service.staging.count(CREDITS)).toBe(1);
    expect(await backoffOf('staging')).toBeUndefined();
    expect(await badgeText()).toBe('100k');
  });

  it('a failed automatic read backs off; within the back-off no call is made; a read the user asks for always runs', async () => {
    service.staging.setFault('429', { retryAfterSeconds: 120, times: 1 });
    const before = Date.now();
    const failed = await refreshCredits('staging', 'automatic');
    expect(failed).toMatchObject({ error: { kind: 'rate-limited' } });
    const backoff = await backoffOf('staging');
    expect(backoff?.failures).toBe(1);
    // Never sooner than the service's Retry-After.
    expect(backoff?.until).toBeGreaterThanOrEqual(before + 120_000);
    expect(backoff?.until).toBeLessThanOrEqual(Date.now() + MAX_BACKOFF_MS);
    expect(await badgeText()).toBe('S·!');

    expect(service.staging.count(CREDITS)).toBe(1);
    await refreshCredits('staging', 'automatic');
    expect(service.staging.count(CREDITS)).toBe(1);

    // The fault is spent; the user's read goes through and clears the back-off.
    expect(await refreshCredits('staging', 'user')).toMatchObject({ value: 100_000 });
    expect(service.staging.count(CREDITS)).toBe(2);
    expect(await backoffOf('staging')).toBeUndefined();
    expect((await creditsItem.get()).staging?.error).toBeUndefined();
  });

  it('failures in a row back off longer each time', async () => {
    service.staging.setFault('429', { retryAfterSeconds: 0 });
    await refreshCredits('staging', 'user');
    const first = await backoffOf('staging');
    await refreshCredits('staging', 'user');
    const second = await backoffOf('staging');
    expect(first?.failures).toBe(1);
    expect(second?.failures).toBe(2);
    // A minute, then two.
    expect((second?.until ?? 0) - (first?.until ?? 0)).toBeGreaterThan(50_000);
    expect(service.staging.count(CREDITS)).toBe(2);
  });

  it('a service error (5xx) gets one retry after a pause', async () => {
    service.staging.setFault('500', { times: 1 });
    expect(await refreshCredits('staging', 'automatic')).toMatchObject({ value: 100_000 });
    expect(service.staging.count(CREDITS)).toBe(2);
  }, 10_000);

  it('a failed read keeps the last figure, marked with the error', async () => {
    await refreshCredits('staging', 'user');
    service.staging.setFault('429');
    const reading = await refreshCredits('staging', 'user');
    expect(reading).toMatchObject({ value: 100_000, error: { kind: 'rate-limited' } });
    expect(await badgeText()).toBe('S·!');
  });

  it('without a key or base URL nothing is called and nothing is marked as failed', async () => {
    await apiKeysItem.update((k) => ({ ...k, staging: '' }));
    expect(await refreshCredits('staging', 'automatic')).toEqual({ environment: 'staging' });
    expect(service.staging.count()).toBe(0);
    expect(await badgeText()).toBe('key');
  });

  it('saving a key drops the old reading and reads the new key’s credits', async () => {
    await refreshCredits('staging', 'user');
    const reading = await saveKey('staging', DEMO_KEYS.few);
    expect(reading).toMatchObject({ value: 3 });
    expect(await badgeText()).toBe('S·3');
    await saveKey('staging', '');
    expect((await creditsItem.get()).staging).toBeUndefined();
    expect(await badgeText()).toBe('key');
  });

  it('a key is tested with the free credits call, typed or stored, before it is saved', async () => {
    expect(await testKey('staging', DEMO_KEYS.few)).toEqual({ ok: true, balance: { amount: 3, unit: 'credits' } });
    expect(await testKey('staging', 'no-such-key')).toMatchObject({ ok: false, error: { kind: 'key-rejected' } });
    expect(await testKey('staging', DEMO_KEYS.plenty, 'ftp://x')).toMatchObject({ ok: false, error: { kind: 'no-base-url' } });
    expect(service.staging.count(CHECK)).toBe(0);
    expect((await apiKeysItem.get()).staging).toBe(DEMO_KEYS.plenty);
  });
});

describe('the credits alarm', () => {
  const alarm = (name: string) => ({ name, scheduledTime: Date.now(), persistAcrossSessions: false });

  it('is created with the period of the settings, and changed when they change', async () => {
    await ensureCreditsAlarm();
    expect(await fakeBrowser.alarms.get(CREDITS_ALARM)).toMatchObject({ periodInMinutes: 60 });
    await updateSettings({ creditsRefreshMinutes: 5 });
    await ensureCreditsAlarm();
    expect(await fakeBrowser.alarms.getAll()).toEqual([expect.objectContaining({ name: CREDITS_ALARM, periodInMinutes: 5 })]);
  });

  it('reads the active environment’s credits when it fires, within the back-off rules', async () => {
    registerAlarmListeners();
    await fakeBrowser.alarms.onAlarm.trigger(alarm(CREDITS_ALARM));
    expect(service.staging.count(CREDITS)).toBe(1);
    expect(service.production.count()).toBe(0);
    expect((await creditsItem.get()).staging?.value).toBe(100_000);

    await backoffItem.update(() => ({ staging: { failures: 1, until: Date.now() + 60_000 } }));
    await fakeBrowser.alarms.onAlarm.trigger(alarm(CREDITS_ALARM));
    expect(service.staging.count(CREDITS)).toBe(1);

    await fakeBrowser.alarms.onAlarm.trigger(alarm('something-else'));
    expect(service.staging.count()).toBe(1);
  });
});

describe('a change of settings', () => {
  it('switching the environment reads its credits (a user action, so even within a back-off) and redraws the badge; the alarm follows the period', async () => {
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
    await backoffItem.update(() => ({ production: { failures: 2, until: Date.now() + 60_000 } }));
    registerSettingsWatch();
    await vi.waitFor(async () => expect(await settingsItem.get()).toBeDefined());
    await updateSettings({ activeEnvironment: 'production', creditsRefreshMinutes: 15 });
    await vi.waitFor(() => expect(service.production.count(CREDITS)).toBe(1));
    await vi.waitFor(async () => expect(await badgeText()).toBe('100k'));
    expect(await fakeBrowser.alarms.get(CREDITS_ALARM)).toMatchObject({ periodInMinutes: 15 });
    expect(service.staging.count()).toBe(0);
  });
});
