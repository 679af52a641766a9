// The message protocol: only allow-listed types pass, each re-validated; a page (content script)
// can never hand the background a base URL or a key.
import { describe, expect, it } from 'vitest';
import {
  type DetectItem,
  type DetectResult,
  MAX_BATCH_CHARS,
  MAX_BATCH_ITEMS,
  MAX_HREF_CHARS,
  MAX_HREFS,
  MAX_ITEM_CHARS,
} from '@/utils/highlight/detect-batch';
import {
  detectRefusal,
  detectReply,
  type ExtensionRequest,
  MAX_NUMBER_INPUT,
  type PageDetectRequest,
  type PageRequest,
  parseBackgroundToPage,
  parseDetectReply,
  parseDetectRequest,
  parseExtensionRequest,
  parsePageRequest,
} from '@/utils/messaging/protocol';

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

// ---- The detect port ---------------------------------------------------------------------------

/** `count` items of `chars` characters each. */
const texts = (count: number, chars: number): DetectItem[] => Array.from({ length: count }, () => ({ text: 'x'.repeat(chars) }));

describe('parseDetectRequest: accepted', () => {
  const items: DetectItem[] = [{ text: 'Call +44 20 7946 0018' }, { text: 'Ring us', hrefs: ['tel:+442079460018', 'tel:'] }];
  it.each<[string, unknown, PageDetectRequest]>([
    ['a batch', { type: 'page:detect', id: 1, items }, { type: 'page:detect', id: 1, items }],
    [
      'a valid country is kept',
      { type: 'page:detect', id: 2, items, country: 'GB' },
      { type: 'page:detect', id: 2, items, country: 'GB' },
    ],
    [
      'an unknown country is dropped',
      { type: 'page:detect', id: 3, items, country: 'XX' },
      { type: 'page:detect', id: 3, items },
    ],
    ['a numeric country is dropped', { type: 'page:detect', id: 3, items, country: 44 }, { type: 'page:detect', id: 3, items }],
    ['an empty batch', { type: 'page:detect', id: 4, items: [] }, { type: 'page:detect', id: 4, items: [] }],
    ['id 0', { type: 'page:detect', id: 0, items: [] }, { type: 'page:detect', id: 0, items: [] }],
    [
      'extra fields on the message and on items are dropped',
      { type: 'page:detect', id: 5, items: [{ text: 'a', html: '<b>', node: 3 }], baseUrl: 'https://evil.test' },
      { type: 'page:detect', id: 5, items: [{ text: 'a' }] },
    ],
    [
      'an empty hrefs list is kept',
      { type: 'page:detect', id: 6, items: [{ text: 'a', hrefs: [] }] },
      { type: 'page:detect', id: 6, items: [{ text: 'a', hrefs: [] }] },
    ],
    [
      'an item of MAX_ITEM_CHARS',
      { type: 'page:detect', id: 7, items: texts(1, MAX_ITEM_CHARS) },
      { type: 'page:detect', id: 7, items: texts(1, MAX_ITEM_CHARS) },
    ],
    [
      'a batch of exactly MAX_BATCH_CHARS',
      { type: 'page:detect', id: 8, items: texts(MAX_BATCH_CHARS / MAX_ITEM_CHARS, MAX_ITEM_CHARS) },
      { type: 'page:detect', id: 8, items: texts(MAX_BATCH_CHARS / MAX_ITEM_CHARS, MAX_ITEM_CHARS) },
    ],
    [
      'MAX_BATCH_ITEMS items',
      { type: 'page:detect', id: 9, items: texts(MAX_BATCH_ITEMS, 1) },
      { type: 'page:detect', id: 9, items: texts(MAX_BATCH_ITEMS, 1) },
    ],
    [
      'MAX_HREFS hrefs of MAX_HREF_CHARS',
      { type: 'page:detect', id: 10, items: [{ text: 'a', hrefs: Array(MAX_HREFS).fill('t'.repeat(MAX_HREF_CHARS)) }] },
      { type: 'page:detect', id: 10, items: [{ text: 'a', hrefs: Array(MAX_HREFS).fill('t'.repeat(MAX_HREF_CHARS)) }] },
    ],
  ])('%s', (_name, msg, parsed) => {
    expect(parseDetectRequest(msg)).toEqual(parsed);
  });

  it('MAX_BATCH_CHARS is a whole number of full items (the rows above fill a batch exactly)', () => {
    expect(MAX_BATCH_CHARS % MAX_ITEM_CHARS).toBe(0);
  });
});

describe('parseDetectRequest: refused', () => {
  const ok = (extra: Record<string, unknown>): Record<string, unknown> => ({ type: 'page:detect', id: 1, items: [], ...extra });
  const withHrefs = (hrefs: unknown): Record<string, unknown> => ok({ items: [{ text: 'a', hrefs }] });
  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'page:detect'],
    ['an array', [{ type: 'page:detect', id: 1, items: [] }]],
    ['no type', { id: 1, items: [] }],
    ['a wrong type', ok({ type: 'page:check-number' })],
    ['a reply type', ok({ type: 'bg:detected' })],
    ['no id', { type: 'page:detect', items: [] }],
    ['a fractional id', ok({ id: 1.5 })],
    ['a string id', ok({ id: '1' })],
    ['a NaN id', ok({ id: Number.NaN })],
    ['an unsafe id', ok({ id: 2 ** 53 })],
    ['no items', { type: 'page:detect', id: 1 }],
    ['items an object', ok({ items: { 0: { text: 'a' } } })],
    ['items a string', ok({ items: 'a' })],
    ['an item of MAX_ITEM_CHARS + 1', ok({ items: texts(1, MAX_ITEM_CHARS + 1) })],
    [
      'more than MAX_BATCH_CHARS in all',
      ok({ items: [...texts(MAX_BATCH_CHARS / MAX_ITEM_CHARS, MAX_ITEM_CHARS), { text: 'x' }] }),
    ],
    ['MAX_BATCH_ITEMS + 1 items', ok({ items: texts(MAX_BATCH_ITEMS + 1, 1) })],
    ['an item that is null', ok({ items: [{ text: 'a' }, null] })],
    ['an item that is a string', ok({ items: ['a'] })],
    ['an item that is an array', ok({ items: [['a']] })],
    ['an item without text', ok({ items: [{ hrefs: [] }] })],
    ['an item with a numeric text', ok({ items: [{ text: 42 }] })],
    ['hrefs a string', withHrefs('tel:+442079460018')],
    ['hrefs null', withHrefs(null)],
    ['hrefs with a number', withHrefs(['tel:1', 2])],
    ['hrefs with an object', withHrefs([{ href: 'tel:1' }])],
    ['MAX_HREFS + 1 hrefs', withHrefs(Array(MAX_HREFS + 1).fill('tel:1'))],
    ['an href of MAX_HREF_CHARS + 1', withHrefs(['t'.repeat(MAX_HREF_CHARS + 1)])],
  ])('%s → undefined', (_name, msg) => {
    expect(parseDetectRequest(msg)).toBeUndefined();
  });
});

describe('detectReply → parseDetectReply', () => {
  const items: DetectItem[] = [
    { text: 'Call +44 20 7946 0018 or 07700 900123' },
    { text: 'nothing' },
    { text: 'Ring us', hrefs: ['tel:+442079460018', 'tel:abc', 'tel:07700900123'] },
  ];
  const results: DetectResult[] = [
    {
      matches: [
        { start: 5, end: 21, number: '+442079460018' },
        { start: 25, end: 37, number: '+447700900123' },
      ],
    },
    { matches: [] },
    { matches: [], tels: ['+442079460018', undefined, '+447700900123'] },
  ];

  it('has a flat wire form, with "" for a link without a number', () => {
    expect(detectReply(7, results)).toEqual({
      type: 'bg:detected',
      id: 7,
      results: [
        { m: [5, 21, '+442079460018', 25, 37, '+447700900123'] },
        { m: [] },
        { m: [], t: ['+442079460018', '', '+447700900123'] },
      ],
    });
  });

  it('reads back the same matches and tels', () => {
    expect(parseDetectReply(detectReply(7, results), items)).toEqual(results);
  });

  it('survives a structured clone (what a port does to it)', () => {
    expect(parseDetectReply(structuredClone(detectReply(7, results)), items)).toEqual(results);
  });

  it('a match ending at the end of its text is inside it', () => {
    const reply = { type: 'bg:detected', id: 1, results: [{ m: [0, 16, '+442079460018'] }] };
    expect(parseDetectReply(reply, [{ text: '+44 20 7946 0018' }])).toEqual([
      { matches: [{ start: 0, end: 16, number: '+442079460018' }] },
    ]);
  });

  it('an empty batch round-trips', () => {
    expect(detectReply(1, [])).toEqual({ type: 'bg:detected', id: 1, results: [] });
    expect(parseDetectReply(detectReply(1, []), [])).toEqual([]);
  });

  it('a refusal is its own type', () => {
    expect(detectRefusal(9)).toEqual({ type: 'bg:detect-refused', id: 9 });
  });
});

describe('parseDetectReply: tel: links', () => {
  const items: DetectItem[] = [{ text: 'Ring us', hrefs: ['tel:a', 'tel:b'] }];
  it.each<[string, unknown[], (string | undefined)[]]>([
    ['two numbers', ['+442079460018', '+447700900123'], ['+442079460018', '+447700900123']],
    ["'' reads as undefined", ['', '+447700900123'], [undefined, '+447700900123']],
    ['a number that is not E.164 reads as undefined', ['12345', '+0123'], [undefined, undefined]],
    ['text reads as undefined', ['call me', '+44 20'], [undefined, undefined]],
  ])('%s', (_name, t, tels) => {
    expect(parseDetectReply({ type: 'bg:detected', id: 1, results: [{ m: [], t }] }, items)).toEqual([{ matches: [], tels }]);
  });

  it('tels are not read for an item without hrefs', () => {
    const reply = { type: 'bg:detected', id: 1, results: [{ m: [], t: ['+442079460018'] }] };
    const parsed = parseDetectReply(reply, [{ text: 'x' }]);
    expect(parsed).toEqual([{ matches: [] }]);
    expect(parsed?.[0]).not.toHaveProperty('tels');
  });
});

describe('parseDetectReply: refused', () => {
  const text = 'Call +44 20 7946 0018'; // 21 characters
  const items: DetectItem[] = [{ text }, { text: 'Ring us', hrefs: ['tel:a', 'tel:b'] }];
  const good = { m: [5, 21, '+442079460018'] };
  const tels = { m: [], t: ['+442079460018', ''] };
  const reply = (results: unknown): unknown => ({ type: 'bg:detected', id: 1, results });
  const first = (m: unknown[]): unknown => reply([{ m }, tels]);

  it('the good reply these variants start from is accepted', () => {
    expect(parseDetectReply(reply([good, tels]), items)).toEqual([
      { matches: [{ start: 5, end: 21, number: '+442079460018' }] },
      { matches: [], tels: ['+442079460018', undefined] },
    ]);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['an array', [good, tels]],
    ['no type', { id: 1, results: [good, tels] }],
    ['a wrong type', { type: 'page:detect', id: 1, results: [good, tels] }],
    ['a refusal', detectRefusal(1)],
    ['a refusal carrying results', { type: 'bg:detect-refused', id: 1, results: [good, tels] }],
    ['results not an array', { type: 'bg:detected', id: 1, results: { 0: good, 1: tels } }],
    ['no results', { type: 'bg:detected', id: 1 }],
    ['fewer results than items', reply([good])],
    ['more results than items', reply([good, tels, { m: [] }])],
    ['a result that is null', reply([null, tels])],
    ['a result without m', reply([{}, tels])],
    ['m not an array', reply([{ m: '5,21,+442079460018' }, tels])],
    ['m of length 2', first([5, 21])],
    ['m of length 4', first([5, 21, '+442079460018', 0])],
    ['a match past the end of its text', first([5, 22, '+442079460018'])],
    ['a match starting past the end', first([30, 40, '+442079460018'])],
    ['end equal to start', first([5, 5, '+442079460018'])],
    ['end before start', first([21, 5, '+442079460018'])],
    ['a negative start', first([-1, 21, '+442079460018'])],
    ['a fractional start', first([5.5, 21, '+442079460018'])],
    ['a fractional end', first([5, 20.5, '+442079460018'])],
    ['a string start', first(['5', 21, '+442079460018'])],
    ['a null end', first([5, null, '+442079460018'])],
    ['a NaN start', first([Number.NaN, 21, '+442079460018'])],
    ['an infinite end', first([5, Number.POSITIVE_INFINITY, '+442079460018'])],
    ['a number without +', first([5, 21, '442079460018'])],
    ['a short number without +', first([5, 21, '12345'])],
    ['a number with a leading 0', first([5, 21, '+0123'])],
    ['a number with spaces', first([5, 21, '+44 20 7946 0018'])],
    ['an empty number', first([5, 21, ''])],
    ['a numeric number', first([5, 21, 442079460018])],
    ['a good match followed by a bad one', first([5, 21, '+442079460018', 0, 4, 'Call'])],
    ['tels missing for an item with hrefs', reply([good, { m: [] }])],
    ['tels not an array', reply([good, { m: [], t: '+442079460018' }])],
    ['fewer tels than hrefs', reply([good, { m: [], t: ['+442079460018'] }])],
    ['more tels than hrefs', reply([good, { m: [], t: ['+442079460018', '', ''] }])],
    ['a tel that is not a string', reply([good, { m: [], t: ['+442079460018', null] }])],
    ['a tel longer than any number', reply([good, { m: [], t: ['+442079460018', '+'.padEnd(21, '1')] }])],
  ])('%s → undefined', (_name, msg) => {
    expect(parseDetectReply(msg, items)).toBeUndefined();
  });
});
