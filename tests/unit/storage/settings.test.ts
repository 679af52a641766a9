// Stored settings are read field by field: a corrupted or foreign value never throws and never
// loses the fields that are fine.

import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settingsItem, updateSettings } from '@/utils/storage/items';
import {
  DEFAULT_SETTINGS,
  hostOf,
  LIMITS,
  pageSettingsFor,
  readCountry,
  type Settings,
  validateSettings,
} from '@/utils/storage/settings';

const GOOD: Settings = {
  activeEnvironment: 'staging',
  baseUrls: { staging: 'http://127.0.0.1:8787', production: 'https://api.example.test/v2' },
  defaultCountry: 'DE',
  numberFormat: 'digits',
  cacheLifetimeMinutes: 30,
  lowCreditThreshold: 5,
  creditsRefreshMinutes: 0.5,
  highlightEnabled: false,
  disabledSites: ['example.com', 'mail.example.org'],
  highlightInCode: true,
  bulkConcurrency: 4,
  bulkPerMinute: 300,
  sendExtensions: true,
  usePageCountry: false,
  accountUrls: { staging: 'https://staging.example.com/account', production: '' },
  keepHistory: false,
  allowExport: false,
  showWelcome: false,
};

describe('validateSettings: whole values', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'settings'],
    ['a JSON string of good settings', JSON.stringify(GOOD)],
    ['a number', 42],
    ['an array', [GOOD]],
    ['an empty object', {}],
    ['a function', () => GOOD],
  ])('%s → the defaults', (_name, raw) => {
    expect(validateSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps good settings as they are', () => {
    expect(validateSettings(GOOD)).toEqual(GOOD);
  });

  it('returns a copy, so changing it does not change the defaults', () => {
    const s = validateSettings(undefined);
    s.baseUrls.staging = 'x';
    s.disabledSites.push('x');
    expect(DEFAULT_SETTINGS.baseUrls.staging).toBe('');
    expect(DEFAULT_SETTINGS.disabledSites).toEqual([]);
    const t = validateSettings({});
    t.disabledSites.push('y');
    expect(DEFAULT_SETTINGS.disabledSites).toEqual([]);
  });

  it('ignores unknown fields', () => {
    expect(validateSettings({ ...GOOD, apiKey: 'secret', extra: 1 })).toEqual(GOOD);
  });
});

describe('validateSettings: one bad field falls back alone', () => {
  it.each<[keyof Settings, unknown]>([
    ['activeEnvironment', 'dev'],
    ['activeEnvironment', 'PRODUCTION'],
    ['activeEnvironment', 1],
    ['activeEnvironment', null],
    ['baseUrls', 'https://api.example.test'],
    ['baseUrls', null],
    ['baseUrls', ['https://a', 'https://b']],
    ['defaultCountry', 'XX'],
    ['defaultCountry', 'de'],
    ['defaultCountry', 'Germany'],
    ['defaultCountry', 49],
    ['defaultCountry', null],
    ['numberFormat', 'E164'],
    ['numberFormat', 'national'],
    ['numberFormat', true],
    ['cacheLifetimeMinutes', -1],
    ['cacheLifetimeMinutes', LIMITS.cacheLifetimeMinutes.max + 1],
    ['cacheLifetimeMinutes', '30'],
    ['cacheLifetimeMinutes', Number.NaN],
    ['cacheLifetimeMinutes', Number.POSITIVE_INFINITY],
    ['cacheLifetimeMinutes', null],
    ['lowCreditThreshold', -5],
    ['lowCreditThreshold', 2e9],
    ['lowCreditThreshold', '5'],
    ['creditsRefreshMinutes', 0.1],
    ['creditsRefreshMinutes', 0],
    ['creditsRefreshMinutes', LIMITS.creditsRefreshMinutes.max + 1],
    ['creditsRefreshMinutes', {}],
    ['highlightEnabled', 'false'],
    ['highlightEnabled', 0],
    ['highlightEnabled', null],
    ['disabledSites', 'example.com'],
    ['disabledSites', ['ok.com', 3]],
    ['disabledSites', ['x'.repeat(254)]],
    ['disabledSites', Array.from({ length: LIMITS.disabledSites + 1 }, (_, i) => `s${i}.com`)],
    ['disabledSites', { 0: 'a.com' }],
    ['highlightInCode', 'yes'],
    ['bulkConcurrency', 0],
    ['bulkConcurrency', LIMITS.bulkConcurrency.max + 1],
    ['bulkConcurrency', 1.5],
    ['bulkConcurrency', '2'],
    ['bulkPerMinute', 0],
    ['bulkPerMinute', LIMITS.bulkPerMinute.max + 1],
    ['bulkPerMinute', 2.5],
  ])('%s = %j', (field, bad) => {
    const out = validateSettings({ ...GOOD, [field]: bad });
    expect(out[field]).toEqual(DEFAULT_SETTINGS[field]);
    expect({ ...out, [field]: GOOD[field] }).toEqual(GOOD);
  });

  it.each<[string, unknown, Settings['baseUrls']]>([
    ['one environment corrupted', { staging: 42, production: 'https://p' }, { staging: '', production: 'https://p' }],
    ['one missing', { production: 'https://p' }, { staging: '', production: 'https://p' }],
    [
      'an overlong URL',
      { staging: `https://${'a'.repeat(2_000)}`, production: 'https://p' },
      { staging: '', production: 'https://p' },
    ],
    [
      'extra environments are dropped',
      { staging: 'https://s', production: 'https://p', dev: 'https://d' },
      { staging: 'https://s', production: 'https://p' },
    ],
  ])('baseUrls: %s', (_name, baseUrls, expected) => {
    expect(validateSettings({ baseUrls }).baseUrls).toEqual(expected);
  });

  it.each([
    ['cacheLifetimeMinutes', 0],
    ['cacheLifetimeMinutes', LIMITS.cacheLifetimeMinutes.max],
    ['lowCreditThreshold', 0],
    ['creditsRefreshMinutes', LIMITS.creditsRefreshMinutes.min],
    ['creditsRefreshMinutes', LIMITS.creditsRefreshMinutes.max],
    ['bulkConcurrency', LIMITS.bulkConcurrency.min],
    ['bulkConcurrency', LIMITS.bulkConcurrency.max],
    ['bulkPerMinute', LIMITS.bulkPerMinute.min],
    ['bulkPerMinute', LIMITS.bulkPerMinute.max],
  ] as const)('%s = %d is in range', (field, value) => {
    expect(validateSettings({ [field]: value })[field]).toBe(value);
  });

  it("defaultCountry '' means: from the browser's locale", () => {
    expect(validateSettings({ ...GOOD, defaultCountry: '' }).defaultCountry).toBe('');
  });

  it('everything corrupted at once still gives the defaults, without throwing', () => {
    const junk = Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((k) => [k, { nested: [null] }]));
    expect(validateSettings(junk)).toEqual(DEFAULT_SETTINGS);
  });

  it('a prototype-less object is read like any other', () => {
    const bare = Object.assign(Object.create(null), { numberFormat: 'as-typed' });
    expect(validateSettings(bare).numberFormat).toBe('as-typed');
  });
});

describe('readCountry', () => {
  it.each([
    ['DE', 'DE'],
    ['US', 'US'],
    ['GB', 'GB'],
    ['UK', undefined],
    ['de', undefined],
    ['', undefined],
    [undefined, undefined],
    [49, undefined],
  ])('%j → %j', (value, country) => {
    expect(readCountry(value)).toBe(country);
  });
});

describe('pageSettingsFor', () => {
  const base = validateSettings({ ...GOOD, highlightEnabled: true });

  it.each([
    ['an ordinary page', 'https://news.test/a', true],
    ['a disabled site', 'https://example.com/inbox', false],
    ['a disabled subdomain entry', 'https://mail.example.org/', false],
    ['another subdomain of a disabled site is not disabled', 'https://www.example.com/', true],
    ['no URL', undefined, true],
    ['a URL that does not parse', 'not a url', true],
  ])('%s', (_name, url, highlight) => {
    expect(pageSettingsFor(base, url).highlight).toBe(highlight);
  });

  it('highlighting switched off everywhere wins', () => {
    expect(pageSettingsFor({ ...base, highlightEnabled: false }, 'https://news.test/').highlight).toBe(false);
  });

  it('carries nothing secret and nothing about the service', () => {
    const page = pageSettingsFor(base, 'https://news.test/');
    expect(page).toEqual({ highlight: true, defaultCountry: 'DE', highlightInCode: true, usePageCountry: base.usePageCountry });
    for (const on of [true, false])
      expect(pageSettingsFor({ ...base, usePageCountry: on }, 'https://news.test/').usePageCountry).toBe(on);
    expect(JSON.stringify(page)).not.toMatch(/http|127\.0\.0\.1|staging|production/);
  });
});

describe('hostOf', () => {
  it.each([
    ['https://Example.COM:8443/path?q=1', 'example.com'],
    ['http://127.0.0.1:8787/', '127.0.0.1'],
    ['file:///home/me/a.html', ''],
    ['nonsense', ''],
    ['', ''],
    [undefined, ''],
  ])('%j → %j', (url, host) => {
    expect(hostOf(url)).toBe(host);
  });
});

describe('settingsItem and updateSettings (storage)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('reads the defaults from empty storage', async () => {
    expect(await settingsItem.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('reads a corrupted stored value field by field', async () => {
    await fakeBrowser.storage.local.set({ settings: { ...GOOD, numberFormat: 'weird', lowCreditThreshold: 'many' } });
    expect(await settingsItem.get()).toEqual({ ...GOOD, numberFormat: 'e164', lowCreditThreshold: 50 });
  });

  it('updateSettings applies a patch, validates it, and stores the result', async () => {
    await settingsItem.update(() => GOOD);
    const next = await updateSettings({ lowCreditThreshold: 9, numberFormat: 'nope' as never });
    expect(next).toEqual({ ...GOOD, lowCreditThreshold: 9, numberFormat: 'e164' });
    expect(await settingsItem.get()).toEqual(next);
  });

  it('updateSettings with a function works from the value as stored, not from an earlier copy', async () => {
    await settingsItem.update(() => GOOD);
    const copy = await settingsItem.get();
    // Another page changes the staging address after `copy` was read.
    await fakeBrowser.storage.local.set({
      settings: { ...GOOD, baseUrls: { ...GOOD.baseUrls, staging: 'https://s.example.test' } },
    });
    await Promise.all([
      updateSettings((s) => ({ baseUrls: { ...s.baseUrls, production: 'https://p.example.test' } })),
      updateSettings((s) => ({ lowCreditThreshold: s.lowCreditThreshold + 1 })),
      updateSettings((s) => ({ lowCreditThreshold: s.lowCreditThreshold + 1 })),
    ]);
    expect(await settingsItem.get()).toEqual({
      ...copy,
      baseUrls: { staging: 'https://s.example.test', production: 'https://p.example.test' },
      lowCreditThreshold: copy.lowCreditThreshold + 2,
    });
  });

  it('watch passes validated values', async () => {
    const seen: Settings[] = [];
    const unwatch = settingsItem.watch((s) => seen.push(s));
    await fakeBrowser.storage.local.set({ settings: { activeEnvironment: 'staging', cacheLifetimeMinutes: -3 } });
    unwatch();
    expect(seen).toEqual([{ ...DEFAULT_SETTINGS, activeEnvironment: 'staging' }]);
  });
});
