// The message protocol: only allow-listed types pass, each re-validated; a page (content script)
// can never hand the background a base URL or a key.
import { describe, expect, it } from 'vitest';
import {
  type ExtensionRequest,
  MAX_NUMBER_INPUT,
  type PageRequest,
  parseBackgroundToPage,
  parseExtensionRequest,
  parsePageRequest,
} from '@/utils/messages';

const LONG = '1'.repeat(MAX_NUMBER_INPUT + 1);
const MAX = '1'.repeat(MAX_NUMBER_INPUT);

describe('parseExtensionRequest: accepted', () => {
  it.each<[string, unknown, ExtensionRequest]>([
    ['check', { type: 'popup:check-number', input: '+49 151 2345' }, { type: 'popup:check-number', input: '+49 151 2345' }],
    ['check at the length limit', { type: 'popup:check-number', input: MAX }, { type: 'popup:check-number', input: MAX }],
    [
      'check with country, force and allowImpossible',
      { type: 'popup:check-number', input: '030 123', country: 'DE', force: true, allowImpossible: true },
      { type: 'popup:check-number', input: '030 123', country: 'DE', force: true, allowImpossible: true },
    ],
    [
      'check: an unknown country and non-true flags are dropped',
      { type: 'popup:check-number', input: '1', country: 'XX', force: 'yes', allowImpossible: false },
      { type: 'popup:check-number', input: '1' },
    ],
    [
      'refresh credits, extra fields dropped',
      { type: 'popup:refresh-credits', baseUrl: 'https://evil' },
      { type: 'popup:refresh-credits' },
    ],
    ['key status', { type: 'options:key-status' }, { type: 'options:key-status' }],
    [
      'reveal key',
      { type: 'options:reveal-key', environment: 'staging' },
      { type: 'options:reveal-key', environment: 'staging' },
    ],
    [
      'remove key',
      { type: 'options:remove-key', environment: 'production' },
      { type: 'options:remove-key', environment: 'production' },
    ],
    [
      'test the stored key',
      { type: 'options:test-key', environment: 'staging' },
      { type: 'options:test-key', environment: 'staging' },
    ],
    [
      'test a typed key against a typed base URL',
      { type: 'options:test-key', environment: 'production', key: 'k-123', baseUrl: 'https://api.example.test' },
      { type: 'options:test-key', environment: 'production', key: 'k-123', baseUrl: 'https://api.example.test' },
    ],
    [
      'test key: an overlong key or URL is dropped, not trusted',
      { type: 'options:test-key', environment: 'production', key: 'k'.repeat(501), baseUrl: `https://${'a'.repeat(2_000)}` },
      { type: 'options:test-key', environment: 'production' },
    ],
    [
      'save key',
      { type: 'options:save-key', environment: 'production', key: 'k-123' },
      { type: 'options:save-key', environment: 'production', key: 'k-123' },
    ],
    [
      'save an empty key (clears it)',
      { type: 'options:save-key', environment: 'staging', key: '' },
      { type: 'options:save-key', environment: 'staging', key: '' },
    ],
    ['clear history', { type: 'options:clear-data', what: 'history' }, { type: 'options:clear-data', what: 'history' }],
    ['clear cache', { type: 'options:clear-data', what: 'cache' }, { type: 'options:clear-data', what: 'cache' }],
    ['clear all', { type: 'options:clear-data', what: 'all' }, { type: 'options:clear-data', what: 'all' }],
  ])('%s', (_name, msg, parsed) => {
    expect(parseExtensionRequest(msg)).toEqual(parsed);
  });
});

describe('parseExtensionRequest: refused', () => {
  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'popup:refresh-credits'],
    ['an array', [{ type: 'popup:refresh-credits' }]],
    ['no type', { input: '1' }],
    ['a numeric type', { type: 1 }],
    ['an unknown type', { type: 'popup:delete-everything' }],
    ['a type with different case', { type: 'Popup:Refresh-Credits' }],
    ['a page type', { type: 'page:check-number', number: '1', trusted: true }],
    ['a background type', { type: 'bg:get-selection' }],
    ['a prototype key as type', { type: 'constructor' }],
    ['check without input', { type: 'popup:check-number' }],
    ['check with a numeric input', { type: 'popup:check-number', input: 49151 }],
    ['check with an oversize input', { type: 'popup:check-number', input: LONG }],
    ['check with a huge input', { type: 'popup:check-number', input: 'x'.repeat(1_000_000) }],
    ['reveal without environment', { type: 'options:reveal-key' }],
    ['reveal an unknown environment', { type: 'options:reveal-key', environment: 'dev' }],
    ['remove an unknown environment', { type: 'options:remove-key', environment: '__proto__' }],
    ['test key without environment', { type: 'options:test-key', key: 'k' }],
    ['save without a key', { type: 'options:save-key', environment: 'production' }],
    ['save an oversize key', { type: 'options:save-key', environment: 'production', key: 'k'.repeat(501) }],
    ['save a numeric key', { type: 'options:save-key', environment: 'production', key: 12345 }],
    ['save for an unknown environment', { type: 'options:save-key', environment: 'prod', key: 'k' }],
    ['clear something unknown', { type: 'options:clear-data', what: 'keys' }],
    ['clear without what', { type: 'options:clear-data' }],
  ])('%s → undefined', (_name, msg) => {
    expect(parseExtensionRequest(msg)).toBeUndefined();
  });
});

describe('parsePageRequest', () => {
  it.each<[string, unknown, PageRequest]>([
    ['settings', { type: 'page:get-settings' }, { type: 'page:get-settings' }],
    [
      'check, trusted',
      { type: 'page:check-number', number: '+1 650 253 0000', trusted: true },
      { type: 'page:check-number', number: '+1 650 253 0000', trusted: true },
    ],
    [
      'check, untrusted',
      { type: 'page:check-number', number: '030 123', trusted: false },
      { type: 'page:check-number', number: '030 123', trusted: false },
    ],
    [
      'check, trusted must be exactly true',
      { type: 'page:check-number', number: '1', trusted: 'true' },
      { type: 'page:check-number', number: '1', trusted: false },
    ],
    [
      'check at the length limit',
      { type: 'page:check-number', number: MAX, trusted: true },
      { type: 'page:check-number', number: MAX, trusted: true },
    ],
    [
      'context target with a number',
      { type: 'page:context-target', hasNumber: true },
      { type: 'page:context-target', hasNumber: true },
    ],
    [
      'context target, truthy is not true',
      { type: 'page:context-target', hasNumber: 1 },
      { type: 'page:context-target', hasNumber: false },
    ],
  ])('%s', (_name, msg, parsed) => {
    expect(parsePageRequest(msg)).toEqual(parsed);
  });

  it.each<[string, Record<string, unknown>]>([
    ['check', { type: 'page:check-number', number: '1', trusted: true }],
    ['settings', { type: 'page:get-settings' }],
    ['context target', { type: 'page:context-target', hasNumber: true }],
  ])('%s: a base URL, key, environment, tab or country in the payload is not carried', (_name, msg) => {
    const smuggled = {
      ...msg,
      baseUrl: 'https://evil.test',
      apikey: 'stolen',
      key: 'stolen',
      environment: 'staging',
      tabId: 99,
      frameId: 3,
      country: 'DE',
      force: true,
    };
    const parsed = parsePageRequest(smuggled);
    expect(parsed).toEqual(parsePageRequest(msg));
    expect(JSON.stringify(parsed)).not.toMatch(/evil|stolen|staging|99|DE|force/);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'page:get-settings'],
    ['an array', [{ type: 'page:get-settings' }]],
    ['an unknown type', { type: 'page:set-settings', highlight: false }],
    ['an extension-page type', { type: 'popup:check-number', input: '1' }],
    ['options from a page', { type: 'options:reveal-key', environment: 'production' }],
    ['save a key from a page', { type: 'options:save-key', environment: 'production', key: 'k' }],
    [
      'test a key against a page-chosen URL',
      { type: 'options:test-key', environment: 'production', baseUrl: 'https://evil.test' },
    ],
    ['a background type', { type: 'bg:show-result', reply: {}, at: 'context' }],
    ['check without a number', { type: 'page:check-number', trusted: true }],
    ['check with a numeric number', { type: 'page:check-number', number: 4915, trusted: true }],
    ['check with an oversize number', { type: 'page:check-number', number: LONG, trusted: true }],
    ['check with a megabyte of text', { type: 'page:check-number', number: '1'.repeat(1_000_000), trusted: true }],
  ])('%s → undefined', (_name, msg) => {
    expect(parsePageRequest(msg)).toBeUndefined();
  });
});

describe('parseBackgroundToPage', () => {
  const reply = { ok: true, cached: false, record: { id: 'r1' } };
  it.each<[string, unknown, unknown]>([
    ['get context number', { type: 'bg:get-context-number', extra: 1 }, { type: 'bg:get-context-number' }],
    ['get selection', { type: 'bg:get-selection' }, { type: 'bg:get-selection' }],
    ['settings changed', { type: 'bg:settings-changed' }, { type: 'bg:settings-changed' }],
    [
      'show result at the context number',
      { type: 'bg:show-result', reply, at: 'context' },
      { type: 'bg:show-result', reply, at: 'context' },
    ],
    [
      'show result at the selection',
      { type: 'bg:show-result', reply, at: 'selection' },
      { type: 'bg:show-result', reply, at: 'selection' },
    ],
    ['show result without a reply', { type: 'bg:show-result', at: 'context' }, undefined],
    ['show result with an array reply', { type: 'bg:show-result', reply: [], at: 'context' }, undefined],
    ['show result at an unknown place', { type: 'bg:show-result', reply, at: 'mouse' }, undefined],
    ['an unknown bg type', { type: 'bg:run-script', code: 'alert(1)' }, undefined],
    ['a page type', { type: 'page:get-settings' }, undefined],
    ['a popup type', { type: 'popup:refresh-credits' }, undefined],
    ['null', null, undefined],
    ['a string', 'bg:get-selection', undefined],
    ['no type', {}, undefined],
  ])('%s', (_name, msg, parsed) => {
    expect(parseBackgroundToPage(msg)).toEqual(parsed);
  });
});
