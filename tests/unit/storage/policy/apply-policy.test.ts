// An organisation's policy over the user's settings: good values win and lock their control, bad
// ones are ignored one by one with a note, and what the policy leaves out stays the user's.
import { describe, expect, it } from 'vitest';
import { applyPolicy, type ManagedField, type PolicyProblem, policyKeys } from '@/utils/storage/policy/policy';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/storage/settings';

const USER: Settings = {
  ...structuredClone(DEFAULT_SETTINGS),
  activeEnvironment: 'staging',
  baseUrls: { staging: 'https://staging.mine.test', production: 'https://mine.test' },
  defaultCountry: 'FR',
  disabledSites: ['mine.test'],
};

describe('applyPolicy: good values win and lock', () => {
  it.each<[string, Record<string, unknown>, Partial<Settings>, ManagedField[]]>([
    [
      'a base URL',
      { environments: { production: { baseUrl: 'https://api.example.com/v2/' } } },
      { baseUrls: { staging: 'https://staging.mine.test', production: 'https://api.example.com/v2' } },
      ['baseUrls.production'],
    ],
    [
      'a loopback base URL over http',
      { environments: { staging: { baseUrl: 'http://127.0.0.1:8787' } } },
      { baseUrls: { staging: 'http://127.0.0.1:8787', production: 'https://mine.test' } },
      ['baseUrls.staging'],
    ],
    [
      'an account page',
      { environments: { production: { accountUrl: 'https://example.com/account?tab=keys' } } },
      { accountUrls: { staging: '', production: 'https://example.com/account?tab=keys' } },
      ['accountUrls.production'],
    ],
    ['the active environment', { activeEnvironment: 'production' }, { activeEnvironment: 'production' }, ['activeEnvironment']],
    [
      'one allowed environment moves the user to it',
      { allowedEnvironments: ['production'] },
      { activeEnvironment: 'production' },
      ['allowedEnvironments', 'activeEnvironment'],
    ],
    ['both allowed: nothing locked', { allowedEnvironments: ['staging', 'production'] }, { activeEnvironment: 'staging' }, []],
    ['a country, in any case', { defaultCountry: 'de' }, { defaultCountry: 'DE' }, ['defaultCountry']],
    ["the browser's language's country", { defaultCountry: '' }, { defaultCountry: '' }, ['defaultCountry']],
    ['the page-country switch', { usePageCountry: false }, { usePageCountry: false }, ['usePageCountry']],
    ['highlighting off', { highlightEnabled: false }, { highlightEnabled: false }, ['highlightEnabled']],
    [
      'the site list, read as host names',
      { disabledSites: ['CRM.example.com', 'https://mail.example.com/inbox'] },
      { disabledSites: ['crm.example.com', 'mail.example.com'] },
      ['disabledSites'],
    ],
    ['the cache lifetime', { cacheLifetimeMinutes: 0 }, { cacheLifetimeMinutes: 0 }, ['cacheLifetimeMinutes']],
    ['the credits refresh', { creditsRefreshMinutes: 0.5 }, { creditsRefreshMinutes: 0.5 }, ['creditsRefreshMinutes']],
    ['the low-credit threshold', { lowCreditThreshold: 500 }, { lowCreditThreshold: 500 }, ['lowCreditThreshold']],
    ['extensions sent', { sendExtensions: true }, { sendExtensions: true }, ['sendExtensions']],
    ['history off', { keepHistory: false }, { keepHistory: false }, ['keepHistory']],
    ['export off', { allowExport: false }, { allowExport: false }, ['allowExport']],
    ['welcome page off', { showWelcome: false }, { showWelcome: false }, ['showWelcome']],
    ['a key: locked, never in the settings', { environments: { staging: { apiKey: ' team-key ' } } }, {}, ['apiKey.staging']],
  ])('%s', (_name, policy, changed, locked) => {
    const applied = applyPolicy(USER, policy);
    expect(applied.settings).toEqual({ ...USER, ...changed });
    expect([...applied.locked].sort()).toEqual([...locked].sort());
    expect(applied.notes).toEqual([]);
    expect(JSON.stringify(applied)).not.toContain('team-key');
  });
});

describe('applyPolicy: bad values are ignored one by one, with a note', () => {
  it.each<[string, Record<string, unknown>, string, PolicyProblem]>([
    [
      'a base URL over http',
      { environments: { production: { baseUrl: 'http://api.example.com' } } },
      'environments.production.baseUrl',
      'not-https',
    ],
    [
      'a base URL that is no address',
      { environments: { production: { baseUrl: 'https://' } } },
      'environments.production.baseUrl',
      'bad-address',
    ],
    [
      'a base URL with a query',
      { environments: { production: { baseUrl: 'https://api.example.com/?x=1' } } },
      'environments.production.baseUrl',
      'bad-address',
    ],
    [
      'a base URL that is a number',
      { environments: { production: { baseUrl: 42 } } },
      'environments.production.baseUrl',
      'wrong-type',
    ],
    [
      'an account page over http',
      { environments: { staging: { accountUrl: 'http://example.com/account' } } },
      'environments.staging.accountUrl',
      'not-https',
    ],
    [
      'an unknown environment',
      { environments: { testing: { baseUrl: 'https://x.example.com' } } },
      'environments.testing',
      'unknown-environment',
    ],
    [
      'an environment that is not an object',
      { environments: { staging: 'https://x.example.com' } },
      'environments.staging',
      'wrong-type',
    ],
    ['an unknown active environment', { activeEnvironment: 'testing' }, 'activeEnvironment', 'unknown-environment'],
    [
      'an active environment not allowed',
      { allowedEnvironments: ['staging'], activeEnvironment: 'production' },
      'activeEnvironment',
      'not-allowed',
    ],
    ['an allowed list that is a string', { allowedEnvironments: 'production' }, 'allowedEnvironments', 'wrong-type'],
    ['an unknown allowed environment', { allowedEnvironments: ['prod'] }, 'allowedEnvironments[0]', 'unknown-environment'],
    ['a country that does not exist', { defaultCountry: 'XX' }, 'defaultCountry', 'unknown-country'],
    ['a country as a number', { defaultCountry: 49 }, 'defaultCountry', 'wrong-type'],
    ['a switch as a string', { highlightEnabled: 'false' }, 'highlightEnabled', 'wrong-type'],
    ['history as 0', { keepHistory: 0 }, 'keepHistory', 'wrong-type'],
    ['a negative cache lifetime', { cacheLifetimeMinutes: -1 }, 'cacheLifetimeMinutes', 'out-of-range'],
    ['a refresh faster than alarms allow', { creditsRefreshMinutes: 0.1 }, 'creditsRefreshMinutes', 'out-of-range'],
    ['a threshold as text', { lowCreditThreshold: '50' }, 'lowCreditThreshold', 'wrong-type'],
    ['a site list that is a string', { disabledSites: 'example.com' }, 'disabledSites', 'wrong-type'],
    ['an empty key', { environments: { production: { apiKey: '  ' } } }, 'environments.production.apiKey', 'wrong-type'],
    ['a setting the extension does not know', { highlightEverywhere: true }, 'highlightEverywhere', 'unknown-setting'],
  ])('%s', (_name, policy, name, problem) => {
    const applied = applyPolicy(USER, policy);
    expect(applied.settings).toEqual(USER);
    // Nothing locked, but what a list of one allowed environment locks by itself.
    const narrowed = applied.allowed.length === 1;
    const expected = narrowed ? ['activeEnvironment', 'allowedEnvironments'] : [];
    expect([...applied.locked].sort()).toEqual(expected);
    expect(applied.notes).toEqual([expect.objectContaining({ name, problem })]);
  });

  it('a bad value leaves the good ones beside it in effect', () => {
    const applied = applyPolicy(USER, {
      environments: { production: { baseUrl: 'http://api.example.com', accountUrl: 'https://example.com/account' } },
      defaultCountry: 'ZZ',
      highlightEnabled: false,
      disabledSites: ['crm.example.com', 'not a host!', 7],
    });
    expect(applied.settings.baseUrls.production).toBe('https://mine.test');
    expect(applied.settings.accountUrls.production).toBe('https://example.com/account');
    expect(applied.settings.defaultCountry).toBe('FR');
    expect(applied.settings.highlightEnabled).toBe(false);
    expect(applied.settings.disabledSites).toEqual(['crm.example.com']);
    expect(applied.notes.map((n) => [n.name, n.problem])).toEqual([
      ['defaultCountry', 'unknown-country'],
      ['disabledSites[1]', 'bad-site'],
      ['disabledSites[2]', 'wrong-type'],
      ['environments.production.baseUrl', 'not-https'],
    ]);
  });

  it.each([
    ['nothing', undefined],
    ['an empty policy', {}],
    ['a string', 'policy'],
    ['an array', [1, 2]],
  ])('%s: the user’s settings, nothing locked, no note', (_name, policy) => {
    expect(applyPolicy(USER, policy)).toEqual({
      settings: USER,
      locked: new Set(),
      notes: [],
      allowed: ['staging', 'production'],
    });
  });
});

describe('policyKeys', () => {
  it('reads each environment’s key, trimmed, and nothing that is not one', () => {
    expect(policyKeys({ environments: { staging: { apiKey: ' s-key ' }, production: { apiKey: 5 } } })).toEqual({
      staging: 's-key',
    });
    expect(policyKeys({ environments: 'x' })).toEqual({});
    expect(policyKeys(undefined)).toEqual({});
  });
});
