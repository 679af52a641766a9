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
  type PageDetectRequest,
  parseDetectReply,
  parseDetectRequest,
} from '@/utils/messaging/detect-messages';
import {
  type ExtensionRequest,
  FROM_CONTENT_SCRIPT,
  FROM_EXTENSION_PAGE,
  MAX_NUMBER_INPUT,
  MAX_VERDICT_NUMBERS,
  type MessageType,
  type PageRequest,
  parseBackgroundToPage,
  parseExtensionRequest,
  parsePageRequest,
  type Request,
  readVerdictEntries,
  TO_CONTENT_SCRIPT,
} from '@/utils/messaging/protocol';

const LONG = '1'.repeat(MAX_NUMBER_INPUT + 1);
const MAX = '1'.repeat(MAX_NUMBER_INPUT);

describe('parseExtensionRequest: accepted', () => {
  it.each<[string, unknown, ExtensionRequest]>([
    ['check', { type: 'check:number', input: '+49 151 2345' }, { type: 'check:number', input: '+49 151 2345' }],
    ['check at the length limit', { type: 'check:number', input: MAX }, { type: 'check:number', input: MAX }],
    [
      'check with country, force and allowImpossible',
      { type: 'check:number', input: '030 123', country: 'DE', force: true, allowImpossible: true },
      { type: 'check:number', input: '030 123', country: 'DE', force: true, allowImpossible: true },
    ],
    [
      'check: an unknown country and non-true flags are dropped',
      { type: 'check:number', input: '1', country: 'XX', force: 'yes', allowImpossible: false },
      { type: 'check:number', input: '1' },
    ],
    ['refresh credits, extra fields dropped', { type: 'credits:refresh', baseUrl: 'https://evil' }, { type: 'credits:refresh' }],
    ['key status', { type: 'key:status' }, { type: 'key:status' }],
    ['reveal key', { type: 'key:reveal', environment: 'staging' }, { type: 'key:reveal', environment: 'staging' }],
    ['remove key', { type: 'key:remove', environment: 'production' }, { type: 'key:remove', environment: 'production' }],
    ['test the stored key', { type: 'key:test', environment: 'staging' }, { type: 'key:test', environment: 'staging' }],
    [
      'test a typed key against a typed base URL',
      { type: 'key:test', environment: 'production', key: 'k-123', baseUrl: 'https://api.example.test' },
      { type: 'key:test', environment: 'production', key: 'k-123', baseUrl: 'https://api.example.test' },
    ],
    [
      'test key: an overlong key or URL is dropped, not trusted',
      { type: 'key:test', environment: 'production', key: 'k'.repeat(501), baseUrl: `https://${'a'.repeat(2_000)}` },
      { type: 'key:test', environment: 'production' },
    ],
    [
      'save key',
      { type: 'key:save', environment: 'production', key: 'k-123' },
      { type: 'key:save', environment: 'production', key: 'k-123' },
    ],
    [
      'save a key knowing the deployment reports no balance',
      { type: 'key:save', environment: 'production', key: 'k-123', noBalance: true },
      { type: 'key:save', environment: 'production', key: 'k-123', noBalance: true },
    ],
    [
      'save key: a noBalance that is not true is dropped',
      { type: 'key:save', environment: 'production', key: 'k-123', noBalance: 'yes' },
      { type: 'key:save', environment: 'production', key: 'k-123' },
    ],
    [
      'save an empty key (clears it)',
      { type: 'key:save', environment: 'staging', key: '' },
      { type: 'key:save', environment: 'staging', key: '' },
    ],
    ['clear history', { type: 'history:clear', what: 'history' }, { type: 'history:clear', what: 'history' }],
    ['clear cache', { type: 'history:clear', what: 'cache' }, { type: 'history:clear', what: 'cache' }],
    ['clear all', { type: 'history:clear', what: 'all' }, { type: 'history:clear', what: 'all' }],
    [
      'save a base URL (checked by the handler, not here)',
      { type: 'settings:save-base-url', environment: 'staging', baseUrl: 'https://api.example.test/v2', key: 'x' },
      { type: 'settings:save-base-url', environment: 'staging', baseUrl: 'https://api.example.test/v2' },
    ],
  ])('%s', (_name, msg, parsed) => {
    expect(parseExtensionRequest(msg)).toEqual(parsed);
  });
});

describe('parseExtensionRequest: refused', () => {
  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'credits:refresh'],
    ['an array', [{ type: 'credits:refresh' }]],
    ['no type', { input: '1' }],
    ['a numeric type', { type: 1 }],
    ['an unknown type', { type: 'popup:delete-everything' }],
    ['a type with different case', { type: 'Popup:Refresh-Credits' }],
    ['a page type', { type: 'check:from-page', number: '1', trusted: true }],
    ['a background type', { type: 'selection:get' }],
    ['a prototype key as type', { type: 'constructor' }],
    ['check without input', { type: 'check:number' }],
    ['check with a numeric input', { type: 'check:number', input: 49151 }],
    ['check with an oversize input', { type: 'check:number', input: LONG }],
    ['check with a huge input', { type: 'check:number', input: 'x'.repeat(1_000_000) }],
    ['reveal without environment', { type: 'key:reveal' }],
    ['reveal an unknown environment', { type: 'key:reveal', environment: 'dev' }],
    ['remove an unknown environment', { type: 'key:remove', environment: '__proto__' }],
    ['test key without environment', { type: 'key:test', key: 'k' }],
    ['save without a key', { type: 'key:save', environment: 'production' }],
    ['save an oversize key', { type: 'key:save', environment: 'production', key: 'k'.repeat(501) }],
    ['save a numeric key', { type: 'key:save', environment: 'production', key: 12345 }],
    ['save for an unknown environment', { type: 'key:save', environment: 'prod', key: 'k' }],
    ['clear something unknown', { type: 'history:clear', what: 'keys' }],
    ['clear without what', { type: 'history:clear' }],
    ['save a base URL without one', { type: 'settings:save-base-url', environment: 'staging' }],
    [
      'save an oversize base URL',
      { type: 'settings:save-base-url', environment: 'staging', baseUrl: `https://${'a'.repeat(2_000)}` },
    ],
    [
      'save a base URL for an unknown environment',
      { type: 'settings:save-base-url', environment: 'dev', baseUrl: 'https://a.test' },
    ],
  ])('%s → undefined', (_name, msg) => {
    expect(parseExtensionRequest(msg)).toBeUndefined();
  });
});

describe('parsePageRequest', () => {
  it.each<[string, unknown, PageRequest]>([
    ['settings', { type: 'settings:for-page' }, { type: 'settings:for-page' }],
    [
      'check, trusted',
      { type: 'check:from-page', number: '+1 650 253 0000', trusted: true },
      { type: 'check:from-page', number: '+1 650 253 0000', trusted: true },
    ],
    [
      'check, untrusted',
      { type: 'check:from-page', number: '030 123', trusted: false },
      { type: 'check:from-page', number: '030 123', trusted: false },
    ],
    [
      'check, trusted must be exactly true',
      { type: 'check:from-page', number: '1', trusted: 'true' },
      { type: 'check:from-page', number: '1', trusted: false },
    ],
    [
      'check at the length limit',
      { type: 'check:from-page', number: MAX, trusted: true },
      { type: 'check:from-page', number: MAX, trusted: true },
    ],
    [
      'context target with a number',
      { type: 'menu:number-under-pointer', hasNumber: true },
      { type: 'menu:number-under-pointer', hasNumber: true },
    ],
    [
      'open the key settings',
      { type: 'settings:open', where: 'key', trusted: true },
      { type: 'settings:open', where: 'key', trusted: true },
    ],
    [
      'open the account page, untrusted',
      { type: 'settings:open', where: 'account', trusted: 1, url: 'https://evil.test' },
      { type: 'settings:open', where: 'account', trusted: false },
    ],
    [
      'context target, truthy is not true',
      { type: 'menu:number-under-pointer', hasNumber: 1 },
      { type: 'menu:number-under-pointer', hasNumber: false },
    ],
  ])('%s', (_name, msg, parsed) => {
    expect(parsePageRequest(msg)).toEqual(parsed);
  });

  it.each<[string, Record<string, unknown>]>([
    ['check', { type: 'check:from-page', number: '1', trusted: true }],
    ['settings', { type: 'settings:for-page' }],
    ['context target', { type: 'menu:number-under-pointer', hasNumber: true }],
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
    ['a string', 'settings:for-page'],
    ['an array', [{ type: 'settings:for-page' }]],
    ['an unknown type', { type: 'page:set-settings', highlight: false }],
    ['an extension-page type', { type: 'check:number', input: '1' }],
    ['options from a page', { type: 'key:reveal', environment: 'production' }],
    ['save a key from a page', { type: 'key:save', environment: 'production', key: 'k' }],
    ['set a base URL from a page', { type: 'settings:save-base-url', environment: 'production', baseUrl: 'https://evil.test' }],
    ['test a key against a page-chosen URL', { type: 'key:test', environment: 'production', baseUrl: 'https://evil.test' }],
    ['a background type', { type: 'check:show-result', reply: {}, at: 'context' }],
    ['check without a number', { type: 'check:from-page', trusted: true }],
    ['check with a numeric number', { type: 'check:from-page', number: 4915, trusted: true }],
    ['check with an oversize number', { type: 'check:from-page', number: LONG, trusted: true }],
    ['check with a megabyte of text', { type: 'check:from-page', number: '1'.repeat(1_000_000), trusted: true }],
    ['open an address the page chose', { type: 'settings:open', where: 'https://evil.test', trusted: true }],
    ['open without saying where', { type: 'settings:open', trusted: true }],
  ])('%s → undefined', (_name, msg) => {
    expect(parsePageRequest(msg)).toBeUndefined();
  });
});

describe('parseBackgroundToPage', () => {
  const reply = { ok: true, cached: false, record: { id: 'r1' } };
  it.each<[string, unknown, unknown]>([
    ['get context number', { type: 'menu:number-here', extra: 1 }, { type: 'menu:number-here' }],
    ['get selection', { type: 'selection:get' }, { type: 'selection:get' }],
    ['settings changed', { type: 'settings:changed' }, { type: 'settings:changed' }],
    [
      'show result at the context number',
      { type: 'check:show-result', reply, at: 'context' },
      { type: 'check:show-result', reply, at: 'context' },
    ],
    [
      'show result at the selection',
      { type: 'check:show-result', reply, at: 'selection' },
      { type: 'check:show-result', reply, at: 'selection' },
    ],
    ['show result without a reply', { type: 'check:show-result', at: 'context' }, undefined],
    ['show result with an array reply', { type: 'check:show-result', reply: [], at: 'context' }, undefined],
    ['show result at an unknown place', { type: 'check:show-result', reply, at: 'mouse' }, undefined],
    ['an unknown bg type', { type: 'bg:run-script', code: 'alert(1)' }, undefined],
    ['a page type', { type: 'settings:for-page' }, undefined],
    ['a popup type', { type: 'credits:refresh' }, undefined],
    ['null', null, undefined],
    ['a string', 'selection:get', undefined],
    ['no type', {}, undefined],
  ])('%s', (_name, msg, parsed) => {
    expect(parseBackgroundToPage(msg)).toEqual(parsed);
  });
});

// ---- The detect port ---------------------------------------------------------------------------

/** `count` items of `chars` characters each. */
const texts = (count: number, chars: number): DetectItem[] => Array.from({ length: count }, () => ({ text: 'x'.repeat(chars) }));

/**
 * A batch as a content script puts it on the wire (`items` loose: a test may give what a page's
 * process could send): the texts, and the links and countries one entry a text when any item has them.
 */
function wire(id: number, list: readonly object[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const items = list as readonly Record<string, unknown>[];
  const msg: Record<string, unknown> = { type: 'detect:batch', id, texts: items.map((i) => i.text), ...extra };
  if (items.some((i) => 'hrefs' in i)) msg.hrefs = items.map((i) => i.hrefs ?? null);
  if (items.some((i) => 'country' in i)) msg.countries = items.map((i) => i.country ?? null);
  return msg;
}

describe('parseDetectRequest: accepted', () => {
  const items: DetectItem[] = [{ text: 'Call +44 20 7946 0018' }, { text: 'Ring us', hrefs: ['tel:+442079460018', 'tel:'] }];
  it.each<[string, unknown, PageDetectRequest]>([
    ['a batch', wire(1, items), { type: 'detect:batch', id: 1, items }],
    ['a valid country is kept', wire(2, items, { country: 'GB' }), { type: 'detect:batch', id: 2, items, country: 'GB' }],
    ['an unknown country is dropped', wire(3, items, { country: 'XX' }), { type: 'detect:batch', id: 3, items }],
    ['a numeric country is dropped', wire(3, items, { country: 44 }), { type: 'detect:batch', id: 3, items }],
    [
      'the page’s country asked for, with a country it says',
      wire(3, items, { country: 'US', page: { country: 'FR', lang: 'fr-FR' } }),
      { type: 'detect:batch', id: 3, items, country: 'US', page: { country: 'FR' } },
    ],
    [
      'the page’s country asked for, the page saying none (or nothing known)',
      wire(3, items, { page: { country: 'XX' } }),
      { type: 'detect:batch', id: 3, items, page: {} },
    ],
    [
      'a section’s own country is kept when known, dropped when not',
      wire(4, [
        { text: 'Tél. 01 42 68 53 00', country: 'FR' },
        { text: '0142685300', country: 'Gaul' },
      ]),
      { type: 'detect:batch', id: 4, items: [{ text: 'Tél. 01 42 68 53 00', country: 'FR' }, { text: '0142685300' }] },
    ],
    [
      'the page’s words, bounded and shaped',
      wire(5, items, { page: { clues: { numbers: ['+442079460018', '<b>'], domains: ['GB'], names: ['UK'] } } }),
      {
        type: 'detect:batch',
        id: 5,
        items,
        page: { clues: { numbers: ['+442079460018'], domains: ['GB'], names: ['UK'], postcodes: [] } },
      },
    ],
    [
      'the page’s words are not read when it declares a country, nor when malformed',
      wire(6, items, { page: { country: 'FR', clues: { domains: ['GB'] } } }),
      { type: 'detect:batch', id: 6, items, page: { country: 'FR' } },
    ],
    [
      'malformed words are dropped',
      wire(7, items, { page: { clues: { names: ['x'.repeat(500)] } } }),
      { type: 'detect:batch', id: 7, items, page: {} },
    ],
    ['a page that is not an object is not asked for', wire(3, items, { page: 'FR' }), { type: 'detect:batch', id: 3, items }],
    ['an empty batch', wire(4, []), { type: 'detect:batch', id: 4, items: [] }],
    ['id 0', wire(0, []), { type: 'detect:batch', id: 0, items: [] }],
    [
      'extra fields on the message are dropped',
      wire(5, [{ text: 'a' }], { baseUrl: 'https://evil.test', html: ['<b>'] }),
      { type: 'detect:batch', id: 5, items: [{ text: 'a' }] },
    ],
    [
      'a country that is not a string is dropped',
      wire(6, [
        { text: 'a', country: 44 },
        { text: 'b', country: { code: 'FR' } },
      ]),
      { type: 'detect:batch', id: 6, items: [{ text: 'a' }, { text: 'b' }] },
    ],
    [
      'an empty hrefs list is kept',
      wire(6, [{ text: 'a', hrefs: [] }]),
      { type: 'detect:batch', id: 6, items: [{ text: 'a', hrefs: [] }] },
    ],
    [
      'an item of MAX_ITEM_CHARS',
      wire(7, texts(1, MAX_ITEM_CHARS)),
      { type: 'detect:batch', id: 7, items: texts(1, MAX_ITEM_CHARS) },
    ],
    [
      'a batch of exactly MAX_BATCH_CHARS',
      wire(8, texts(MAX_BATCH_CHARS / MAX_ITEM_CHARS, MAX_ITEM_CHARS)),
      { type: 'detect:batch', id: 8, items: texts(MAX_BATCH_CHARS / MAX_ITEM_CHARS, MAX_ITEM_CHARS) },
    ],
    [
      'MAX_BATCH_ITEMS items',
      wire(9, texts(MAX_BATCH_ITEMS, 1)),
      { type: 'detect:batch', id: 9, items: texts(MAX_BATCH_ITEMS, 1) },
    ],
    [
      'MAX_HREFS hrefs of MAX_HREF_CHARS',
      wire(10, [{ text: 'a', hrefs: Array(MAX_HREFS).fill('t'.repeat(MAX_HREF_CHARS)) }]),
      { type: 'detect:batch', id: 10, items: [{ text: 'a', hrefs: Array(MAX_HREFS).fill('t'.repeat(MAX_HREF_CHARS)) }] },
    ],
  ])('%s', (_name, msg, parsed) => {
    expect(parseDetectRequest(msg)).toEqual(parsed);
  });

  it('MAX_BATCH_CHARS is a whole number of full items (the rows above fill a batch exactly)', () => {
    expect(MAX_BATCH_CHARS % MAX_ITEM_CHARS).toBe(0);
  });
});

describe('parseDetectRequest: refused', () => {
  const ok = (extra: Record<string, unknown>): Record<string, unknown> => ({ type: 'detect:batch', id: 1, texts: [], ...extra });
  const withHrefs = (hrefs: unknown): Record<string, unknown> => ok({ texts: ['a'], hrefs: [hrefs] });
  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'detect:batch'],
    ['an array', [{ type: 'detect:batch', id: 1, texts: [] }]],
    ['no type', { id: 1, texts: [] }],
    ['a wrong type', ok({ type: 'check:from-page' })],
    ['a reply type', ok({ type: 'detect:found' })],
    ['no id', { type: 'detect:batch', texts: [] }],
    ['a fractional id', ok({ id: 1.5 })],
    ['a string id', ok({ id: '1' })],
    ['a NaN id', ok({ id: Number.NaN })],
    ['an unsafe id', ok({ id: 2 ** 53 })],
    ['no texts', { type: 'detect:batch', id: 1 }],
    ['an object per item (the former shape)', { type: 'detect:batch', id: 1, items: [{ text: 'a' }] }],
    ['texts an object', ok({ texts: { 0: 'a' } })],
    ['texts a string', ok({ texts: 'a' })],
    ['a text of MAX_ITEM_CHARS + 1', wire(1, texts(1, MAX_ITEM_CHARS + 1))],
    ['more than MAX_BATCH_CHARS in all', wire(1, [...texts(MAX_BATCH_CHARS / MAX_ITEM_CHARS, MAX_ITEM_CHARS), { text: 'x' }])],
    ['MAX_BATCH_ITEMS + 1 texts', wire(1, texts(MAX_BATCH_ITEMS + 1, 1))],
    ['a text that is null', ok({ texts: ['a', null] })],
    ['a text that is an object', ok({ texts: [{ text: 'a' }] })],
    ['a text that is an array', ok({ texts: [['a']] })],
    ['a numeric text', ok({ texts: [42] })],
    ['hrefs a string', ok({ texts: ['a'], hrefs: 'tel:+442079460018' })],
    ['hrefs an object', ok({ texts: ['a'], hrefs: { 0: ['tel:1'] } })],
    ['hrefs shorter than the texts', ok({ texts: ['a', 'b'], hrefs: [['tel:1']] })],
    ['hrefs longer than the texts', ok({ texts: ['a'], hrefs: [null, ['tel:1']] })],
    ['hrefs null for the batch', ok({ texts: ['a'], hrefs: null })],
    ['a text’s hrefs a string', withHrefs('tel:+442079460018')],
    ['a text’s hrefs undefined (a hole)', ok({ texts: ['a', 'b'], hrefs: [['tel:1'], undefined] })],
    ['hrefs with a number', withHrefs(['tel:1', 2])],
    ['hrefs with an object', withHrefs([{ href: 'tel:1' }])],
    ['MAX_HREFS + 1 hrefs', withHrefs(Array(MAX_HREFS + 1).fill('tel:1'))],
    ['an href of MAX_HREF_CHARS + 1', withHrefs(['t'.repeat(MAX_HREF_CHARS + 1)])],
    ['countries a string', ok({ texts: ['a'], countries: 'FR' })],
    ['countries shorter than the texts', ok({ texts: ['a', 'b'], countries: ['FR'] })],
    ['countries longer than the texts', ok({ texts: ['a'], countries: ['FR', 'DE'] })],
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
      type: 'detect:found',
      id: 7,
      m: [0, 5, 21, '+442079460018', 0, 25, 37, '+447700900123'],
      t: ['+442079460018', '', '+447700900123'],
    });
  });

  it('reads back the same matches and tels', () => {
    expect(parseDetectReply(detectReply(7, results), items)).toEqual(results);
  });

  it('survives a structured clone (what a port does to it)', () => {
    expect(parseDetectReply(structuredClone(detectReply(7, results)), items)).toEqual(results);
  });

  it('a match ending at the end of its text is inside it', () => {
    const reply = { type: 'detect:found', id: 1, m: [0, 0, 16, '+442079460018'] };
    expect(parseDetectReply(reply, [{ text: '+44 20 7946 0018' }])).toEqual([
      { matches: [{ start: 0, end: 16, number: '+442079460018' }] },
    ]);
  });

  it('an empty batch round-trips', () => {
    expect(detectReply(1, [])).toEqual({ type: 'detect:found', id: 1, m: [] });
    expect(parseDetectReply(detectReply(1, []), [])).toEqual([]);
  });

  it('a refusal is its own type', () => {
    expect(detectRefusal(9)).toEqual({ type: 'detect:refused', id: 9 });
  });
});

describe('parseDetectReply: tel: links', () => {
  const items: DetectItem[] = [{ text: 'Ring us', hrefs: ['tel:a', 'tel:b'] }];
  it.each<[string, unknown[], (string | undefined)[]]>([
    ['two numbers', ['+442079460018', '+447700900123'], ['+442079460018', '+447700900123']],
    ["'' reads as undefined", ['', '+447700900123'], [undefined, '+447700900123']],
    ['a number that is not E.164 reads as undefined', ['12345', '+0123'], [undefined, undefined]],
    ['text reads as undefined', ['call me', '+44 20'], [undefined, undefined]],
    ['what is not a string reads as undefined', [null, 442079460018], [undefined, undefined]],
    ['a tel longer than any number reads as undefined', ['+'.padEnd(21, '1'), '+442079460018'], [undefined, '+442079460018']],
  ])('%s', (_name, t, tels) => {
    expect(parseDetectReply({ type: 'detect:found', id: 1, m: [], t }, items)).toEqual([{ matches: [], tels }]);
  });

  it('an item without hrefs gets no tels, and numbers for links no item has refuse the reply', () => {
    const parsed = parseDetectReply({ type: 'detect:found', id: 1, m: [] }, [{ text: 'x' }]);
    expect(parsed).toEqual([{ matches: [] }]);
    expect(parsed?.[0]).not.toHaveProperty('tels');
    expect(parseDetectReply({ type: 'detect:found', id: 1, m: [], t: ['+442079460018'] }, [{ text: 'x' }])).toBeUndefined();
  });
});

describe('parseDetectReply: refused', () => {
  const text = 'Call +44 20 7946 0018'; // 21 characters
  const items: DetectItem[] = [{ text }, { text: 'Ring us', hrefs: ['tel:a', 'tel:b'] }];
  const good = [0, 5, 21, '+442079460018'];
  const tels = ['+442079460018', ''];
  const reply = (m: unknown, t: unknown = tels): unknown => ({ type: 'detect:found', id: 1, m, t });
  /** A reply whose one match, of the first item, is `m`. */
  const first = (m: unknown[]): unknown => reply([0, ...m]);

  it('the good reply these variants start from is accepted', () => {
    expect(parseDetectReply(reply(good), items)).toEqual([
      { matches: [{ start: 5, end: 21, number: '+442079460018' }] },
      { matches: [], tels: ['+442079460018', undefined] },
    ]);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['an array', [good, tels]],
    ['no type', { id: 1, m: good, t: tels }],
    ['a wrong type', { type: 'detect:batch', id: 1, m: good, t: tels }],
    ['a refusal', detectRefusal(1)],
    ['a refusal carrying matches', { type: 'detect:refused', id: 1, m: good, t: tels }],
    ['m not an array', reply({ 0: 0, 1: 5, 2: 21, 3: '+442079460018' })],
    ['no m', { type: 'detect:found', id: 1, t: tels }],
    ['a match of an item the batch does not have', reply([...good, 2, 0, 1, '+442079460018'])],
    ['matches out of item order', reply([1, 0, 4, '+442079460018', ...good])],
    ['an item index as a string', reply(['0', 5, 21, '+442079460018'])],
    ['m of length 3', first([5, 21])],
    ['m of length 5', first([5, 21, '+442079460018', 0])],
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
    ['a good match followed by a bad one', first([5, 21, '+442079460018', 0, 0, 4, 'Call'])],
    ['tels missing for an item with hrefs', { type: 'detect:found', id: 1, m: good }],
    ['tels not an array', reply(good, '+442079460018')],
    ['fewer tels than hrefs', reply(good, ['+442079460018'])],
    ['more tels than hrefs', reply(good, ['+442079460018', '', ''])],
  ])('%s → undefined', (_name, msg) => {
    expect(parseDetectReply(msg, items)).toBeUndefined();
  });
});

// ---- Who may send what -------------------------------------------------------------------------

describe('the allow-lists', () => {
  /** One well-formed request of each type, accepted by its own reader. */
  const SAMPLES: { [K in MessageType]: Request<K> } = {
    'check:number': { type: 'check:number', input: '+1 650 253 0000' },
    'credits:refresh': { type: 'credits:refresh' },
    'key:status': { type: 'key:status' },
    'key:reveal': { type: 'key:reveal', environment: 'production' },
    'key:test': { type: 'key:test', environment: 'production' },
    'key:save': { type: 'key:save', environment: 'production', key: 'k' },
    'key:remove': { type: 'key:remove', environment: 'production' },
    'history:clear': { type: 'history:clear', what: 'all' },
    'settings:save-base-url': { type: 'settings:save-base-url', environment: 'staging', baseUrl: 'https://api.example.test' },
    'settings:for-page': { type: 'settings:for-page' },
    'check:from-page': { type: 'check:from-page', number: '1', trusted: true },
    'settings:open': { type: 'settings:open', where: 'account', trusted: true },
    'menu:number-under-pointer': { type: 'menu:number-under-pointer', hasNumber: true },
    'menu:number-here': { type: 'menu:number-here' },
    'selection:get': { type: 'selection:get' },
    'check:show-result': { type: 'check:show-result', reply: { ok: true } as never, at: 'context' },
    'settings:changed': { type: 'settings:changed' },
    'bulk:start': { type: 'bulk:start', id: 'job-1' },
    'bulk:act': { type: 'bulk:act', id: 'job-1', action: 'pause' },
    'verdicts:for-page': { type: 'verdicts:for-page', numbers: ['+16502530000'] },
    'verdicts:changed': { type: 'verdicts:changed' },
    'dismissed:add': { type: 'dismissed:add', text: '555 123 4567', trusted: true },
    'dismissed:remove': { type: 'dismissed:remove', host: 'example.com', text: '5551234567' },
    'dismissed:clear': { type: 'dismissed:clear' },
  };
  const readers = [
    ['an extension page', FROM_EXTENSION_PAGE, parseExtensionRequest],
    ['a content script', FROM_CONTENT_SCRIPT, parsePageRequest],
    ['the background', TO_CONTENT_SCRIPT, parseBackgroundToPage],
  ] as const;

  it('every type is on exactly one list', () => {
    const listed = [...FROM_EXTENSION_PAGE, ...FROM_CONTENT_SCRIPT, ...TO_CONTENT_SCRIPT];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(readers)('from %s: its own types are read, every other type is refused', (_who, own, parse) => {
    for (const [type, sample] of Object.entries(SAMPLES)) {
      const mine = (own as readonly string[]).includes(type);
      expect(parse(sample) !== undefined, type).toBe(mine);
    }
  });

  it.each(readers)('from %s: a name of the prototype as type is refused', (_who, _own, parse) => {
    for (const type of ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf']) {
      expect(parse({ type }), type).toBeUndefined();
    }
  });
});

// ---- Jobs and verdicts ----------------------------------------------------------------------------

describe('bulk and verdict messages', () => {
  it.each<[string, unknown, unknown]>([
    ['a start', { type: 'bulk:start', id: 'j1', extra: 1 }, { type: 'bulk:start', id: 'j1' }],
    ['a start without an id', { type: 'bulk:start' }, undefined],
    [
      'an action',
      { type: 'bulk:act', id: 'j1', action: 'resend-unknown' },
      { type: 'bulk:act', id: 'j1', action: 'resend-unknown' },
    ],
    ['an unknown action', { type: 'bulk:act', id: 'j1', action: 'delete-all' }, undefined],
  ])('from an extension page: %s', (_name, msg, expected) => {
    expect(parseExtensionRequest(msg)).toEqual(expected);
  });

  it.each<[string, unknown, unknown]>([
    [
      'E.164 numbers kept, anything else dropped',
      { type: 'verdicts:for-page', numbers: ['+16502530000', '650 253 0000', 5, '<b>'] },
      { type: 'verdicts:for-page', numbers: ['+16502530000'] },
    ],
    ['numbers not a list', { type: 'verdicts:for-page', numbers: '+16502530000' }, undefined],
    ['too many numbers', { type: 'verdicts:for-page', numbers: Array(MAX_VERDICT_NUMBERS + 1).fill('+16502530000') }, undefined],
    ['20,000 numbers in one message', { type: 'verdicts:for-page', numbers: Array(20_000).fill('+16502530000') }, undefined],
  ])('from a content script: %s', (_name, msg, expected) => {
    expect(parsePageRequest(msg)).toEqual(expected);
  });

  it.each<[string, unknown, unknown]>([
    ['a notice', { type: 'verdicts:changed' }, { type: 'verdicts:changed' }],
    // A notice says that the cache changed, never which numbers: any named are not read.
    [
      'a notice naming numbers: read without them',
      { type: 'verdicts:changed', numbers: ['+16502530000', 'x'] },
      { type: 'verdicts:changed' },
    ],
    ['a notice with anything else', { type: 'verdicts:changed', numbers: 'all' }, { type: 'verdicts:changed' }],
  ])('from the background: %s', (_name, msg, expected) => {
    expect(parseBackgroundToPage(msg)).toEqual(expected);
  });

  it('a content script reads only well-formed verdicts from the background', () => {
    expect(
      readVerdictEntries([
        ['+16502530000', 'valid', 10],
        ['+16502530001', 'great', 10],
        ['+16502530002', 'invalid'],
        ['+16502530003', 'unknown', Number.NaN],
        'x',
      ]),
    ).toEqual([['+16502530000', 'valid', 10]]);
    expect(readVerdictEntries(undefined)).toEqual([]);
  });
});
