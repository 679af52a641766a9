// Both operations of the service, end to end through the pure client: a fake `fetch` answers with
// real `Response`s, so the whole path (size cap, time limit, JSON-or-text, classification, result
// and credits readers, redaction) runs as it does in the worker.
import { describe, expect, it } from 'vitest';
import type { ResultSummary } from '@/utils/service/answer-reader';
import { type CallOptions, checkNumberCall, creditsCall, type Deployment } from '@/utils/service/client';
import type { ErrorKind } from '@/utils/service/errors';
import { httpGet, MAX_BODY_BYTES, MAX_JSON_DEPTH, parseBody, parseRetryAfter } from '@/utils/service/http';
import { lineKindOf } from '@/utils/service/line-type';
import { ERROR_KINDS, type ErrorKind as StandInErrorKind, serviceError } from '../../../dev/service/errors.ts';
import { armFault, type Fault, faultReply } from '../../../dev/service/faults.ts';
import { describeNumber, type NumberInfo } from '../../../dev/service/number-info.ts';
import { checkBody, renderCredits, renderError, type ShapeName } from '../../../dev/service/shapes.ts';
import {
  answer,
  BASE,
  type Canned,
  expectReadable,
  fakeHttp,
  fromStandIn,
  HTML_HEADERS,
  JSON_HEADERS,
  json,
  KEY,
  NUMVERIFY_INVALID,
  NUMVERIFY_VALID,
  NUMVERIFY_VALID_SUMMARY,
  neverAnswers,
  type Responder,
  stallsAfterHeaders,
  streamedBody,
  TEXT_HEADERS,
} from './fixtures/bodies';

const NUMBER = '+4915123456789';
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

function dep(over: Partial<Deployment> = {}): Deployment {
  return { environment: 'production', baseUrl: BASE, apiKey: KEY, ...over };
}

async function check(respond: Responder, opts: CallOptions = {}, d: Deployment = dep()) {
  const http = fakeHttp(respond);
  const result = await checkNumberCall(http.env, d, NUMBER, { now: NOW, ...opts });
  return { result, http };
}

async function credits(respond: Responder, opts: CallOptions = {}, d: Deployment = dep()) {
  const http = fakeHttp(respond);
  const result = await creditsCall(http.env, d, { now: NOW, ...opts });
  return { result, http };
}

type ErrorExpect = { kind: ErrorKind; detail?: string | RegExp | null; retryAfterSeconds?: number; status?: number };

function expectError(result: { ok: boolean; error?: unknown }, want: ErrorExpect) {
  expect(result.ok).toBe(false);
  const error = (result as { error: import('@/utils/service/errors').ServiceError }).error;
  expect(error.kind).toBe(want.kind);
  if (want.detail === null) expect(error.detail).toBeUndefined();
  else if (typeof want.detail === 'string') expect(error.detail).toBe(want.detail);
  else if (want.detail instanceof RegExp) expect(error.detail).toMatch(want.detail);
  if (want.retryAfterSeconds !== undefined) expect(error.retryAfterSeconds).toBe(want.retryAfterSeconds);
  if (want.status !== undefined) expect(error.status).toBe(want.status);
  expect(expectReadable(error)).toEqual([]);
  // Whatever the service said, the key does not come back out.
  expect(JSON.stringify(result)).not.toContain(KEY);
  return error;
}

// ---------------------------------------------------------------------------------------------
// The stand-in's own shapes (dev/service/shapes.ts), and what the summary must lift from each.

const NUMBERS: [string, NumberInfo][] = ['4915123456789', '16502530000', '4912', '999123456'].map((d) => [d, describeNumber(d)]);

function expectedSummary(shape: ShapeName, info: NumberInfo, remaining: number): ResultSummary {
  const s: ResultSummary = { valid: info.valid };
  const put = <K extends keyof ResultSummary>(k: K, v: ResultSummary[K] | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') s[k] = v;
  };
  if (shape === 'flat') {
    // The flat shape has no field named e164: a `number` that looks like one is lifted.
    put('e164', /^\+\d{6,15}$/.test(info.e164) ? info.e164 : undefined);
    put('international', info.international);
    put('national', info.national);
    put('countryCode', info.countryCode);
    put('countryName', info.countryName);
  } else if (shape === 'envelope') {
    put('e164', info.e164);
    put('international', info.international);
    put('national', info.national);
    put('countryCode', info.countryCode);
    put('countryName', info.countryName);
  } else {
    put('e164', info.e164);
    put('countryCode', info.countryCode);
  }
  put('carrier', info.carrier);
  put('lineType', lineKindOf(info.lineType ?? undefined));
  put('lineTypeTerm', info.lineType);
  // A location that only repeats the country name is not lifted again.
  put('location', shape !== 'status' && info.location === info.countryName ? undefined : info.location);
  s.balance = { amount: remaining, unit: 'credits' };
  return s;
}

// The other dialects are read in dialects.test.ts, fact by fact.
const LOCAL_SHAPES = ['flat', 'envelope', 'status'] as const;

const STAND_IN_CHECKS = LOCAL_SHAPES.flatMap((shape) =>
  NUMBERS.map(([digits, info], i) => ({
    name: `stand-in ${shape} +${digits}`,
    canned: { status: 200, body: json(checkBody(shape, info, 100 - i)), headers: JSON_HEADERS } as Canned,
    summary: expectedSummary(shape, info, 100 - i),
  })),
);

// Shapes the stand-in does not produce, from services a user might point the extension at.
const OTHER_CHECKS: { name: string; canned: Canned; summary: ResultSummary }[] = [
  {
    name: 'numverify-like, valid',
    canned: { status: 200, body: json(NUMVERIFY_VALID), headers: JSON_HEADERS },
    summary: NUMVERIFY_VALID_SUMMARY,
  },
  {
    name: 'numverify-like, invalid (empty strings are not facts)',
    canned: { status: 200, body: json(NUMVERIFY_INVALID), headers: JSON_HEADERS },
    summary: { valid: false },
  },
  { name: '{"phone":{"valid":true}}', canned: { status: 200, body: '{"phone":{"valid":true}}' }, summary: { valid: true } },
  {
    name: '{"result":{"is_valid":"yes"}}',
    canned: { status: 200, body: '{"result":{"is_valid":"yes"}}', headers: JSON_HEADERS },
    summary: { valid: true },
  },
  { name: '{"valid":"false"} as a string', canned: { status: 200, body: '{"valid":"false"}' }, summary: { valid: false } },
  {
    name: 'nested carrier object {carrier:{name}}',
    canned: { status: 200, body: json({ valid: 1, carrier: { name: 'Vodafone', type: 'mobile' } }), headers: JSON_HEADERS },
    summary: { valid: true, carrier: 'Vodafone', lineType: 'mobile', lineTypeTerm: 'mobile' },
  },
  {
    name: 'credits one level down only: {"data":{"credits":9}}',
    canned: { status: 200, body: '{"data":{"credits":9}}', headers: JSON_HEADERS },
    summary: { balance: { amount: 9, unit: 'credits' } },
  },
  {
    name: 'a top-level array of one result',
    canned: { status: 200, body: json([{ valid: true, number: NUMBER, carrier: 'Telekom' }]), headers: JSON_HEADERS },
    summary: { valid: true, e164: NUMBER, carrier: 'Telekom' },
  },
  {
    name: 'results in an array under a key',
    canned: {
      status: 200,
      body: json({ results: [{ valid: true, country: { iso2: 'de', name: 'Germany' } }], count: 1 }),
      headers: JSON_HEADERS,
    },
    summary: { valid: true, countryCode: 'DE', countryName: 'Germany' },
  },
  {
    name: 'a spaced international number lifted as E.164',
    canned: { status: 200, body: '{"valid":true,"number":"+1 650-253-0000"}', headers: JSON_HEADERS },
    summary: { valid: true, e164: '+16502530000' },
  },
  {
    name: 'formats, country, network and geo objects',
    canned: {
      status: 200,
      body: json({
        is_valid_number: true,
        format: { e164: '+442071838750', international: '+44 20 7183 8750', national: '020 7183 8750' },
        country: { code: 'gb', name: 'United Kingdom' },
        network: { name: 'BT' },
        number_type: 'FIXED_LINE',
        geo: { city: 'London' },
      }),
      headers: JSON_HEADERS,
    },
    summary: {
      valid: true,
      e164: '+442071838750',
      international: '+44 20 7183 8750',
      national: '020 7183 8750',
      countryCode: 'GB',
      countryName: 'United Kingdom',
      carrier: 'BT',
      lineType: 'landline',
      lineTypeTerm: 'FIXED_LINE',
      location: 'London',
    },
  },
  {
    name: 'twilio-lookup-like',
    canned: {
      status: 200,
      body: json({
        calling_country_code: '1',
        country_code: 'US',
        phone_number: '+14155552671',
        national_format: '(415) 555-2671',
        valid: true,
        validation_errors: [],
        caller_name: null,
        line_type_intelligence: { carrier_name: 'T-Mobile USA, Inc.', type: 'mobile' },
      }),
      headers: JSON_HEADERS,
    },
    summary: {
      valid: true,
      e164: '+14155552671',
      national: '(415) 555-2671',
      countryCode: 'US',
      carrier: 'T-Mobile USA, Inc.',
      lineType: 'mobile',
      lineTypeTerm: 'mobile',
    },
  },
  {
    name: 'abstract-like, format.local and country object',
    canned: {
      status: 200,
      body: json({
        phone: '14152007986',
        valid: true,
        format: { international: '+14152007986', local: '(415) 200-7986' },
        country: { code: 'US', name: 'United States', prefix: '+1' },
        location: 'California',
        type: 'mobile',
        carrier: 'T-Mobile USA, Inc.',
      }),
      headers: JSON_HEADERS,
    },
    summary: {
      valid: true,
      // An international form without spaces is the E.164, not a form written for reading.
      e164: '+14152007986',
      national: '(415) 200-7986',
      countryCode: 'US',
      countryName: 'United States',
      carrier: 'T-Mobile USA, Inc.',
      lineType: 'mobile',
      lineTypeTerm: 'mobile',
      location: 'California',
    },
  },
  {
    name: 'success envelope with "error": null',
    canned: { status: 200, body: '{"success":true,"status":"ok","error":null,"data":{"valid":true}}', headers: JSON_HEADERS },
    summary: { valid: true },
  },
  {
    name: 'an invalid number is an answer, not a failure',
    canned: { status: 200, body: '{"valid":false,"reason":"number does not exist"}', headers: JSON_HEADERS },
    summary: { valid: false, invalidReason: 'number does not exist' },
  },
  {
    name: 'JSON served as text/html is still JSON',
    canned: { status: 200, body: '{"valid":true,"line_type":"voip"}', headers: HTML_HEADERS },
    summary: { valid: true, lineType: 'voip', lineTypeTerm: 'voip' },
  },
  {
    name: 'plain text is shown generically',
    canned: { status: 200, body: 'VALID', headers: TEXT_HEADERS },
    summary: {},
  },
  { name: 'JSON null', canned: { status: 200, body: 'null', headers: JSON_HEADERS }, summary: {} },
  {
    name: '201 Created with a body',
    canned: { status: 201, body: '{"valid":true}', headers: JSON_HEADERS },
    summary: { valid: true },
  },
];

describe('checkNumberCall: answers that are results', () => {
  it.each([...STAND_IN_CHECKS, ...OTHER_CHECKS])('$name', async ({ canned, summary }) => {
    const { result } = await check(answer(canned));
    if (!result.ok) throw new Error(`expected a result, got ${result.error.kind}: ${result.error.message}`);
    expect(result.answer.summary).toEqual(summary);
    expect(result.answer.status).toBe(canned.status);
    expect(result.answer.fields.length).toBeGreaterThan(0);
    expect(result.answer.raw.length).toBeGreaterThan(0);
  });

  it('pretty-prints JSON in the raw view and flattens every field', async () => {
    const info = describeNumber('4915123456789');
    const { result } = await check(answer({ status: 200, body: json(checkBody('envelope', info, 5)), headers: JSON_HEADERS }));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answer.raw).toBe(JSON.stringify(checkBody('envelope', info, 5), null, 2));
    expect(result.answer.fields).toContainEqual({ path: 'data.format.e164', value: '+4915123456789' });
    expect(result.answer.fields).toContainEqual({ path: 'meta.balance', value: '5' });
  });

  it('caps the raw view of a huge (but allowed) answer', async () => {
    const body = json({ valid: true, padding: 'p'.repeat(100_000) });
    const { result } = await check(answer({ status: 200, body, headers: JSON_HEADERS }));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answer.raw.length).toBeLessThanOrEqual(20_002);
    expect(result.answer.raw.endsWith('\n…')).toBe(true);
  });

  it('redacts a key the service echoes in a successful answer (raw view, fields and summary go to history)', async () => {
    const body = json({ valid: true, location: '{{URL}}', request: { apikey: '{{KEY}}', url: '{{URL}}' } });
    const { result } = await check(answer({ status: 200, body, headers: JSON_HEADERS }));
    if (!result.ok) throw new Error(result.error.message);
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(result.answer.raw).toContain('apikey=***');
    expect(result.answer.fields).toContainEqual({ path: 'request.apikey', value: '***' });
  });
});

// ---------------------------------------------------------------------------------------------
// Requests: what goes on the wire.

describe('the request', () => {
  it('is one GET to {base}/api/check-number with the key and a %2B-encoded number, no referrer, no cookies', async () => {
    const { http } = await check(answer({ status: 200, body: '{"valid":true}' }));
    expect(http.calls).toHaveLength(1);
    const call = http.calls[0];
    expect(call?.url).toBe(`${BASE}/api/check-number?apikey=${KEY}&number=%2B4915123456789`);
    expect(call?.init).toMatchObject({ method: 'GET', referrerPolicy: 'no-referrer', credentials: 'omit', cache: 'no-store' });
    expect(call?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads credits at {base}/api/check-credits with only the key', async () => {
    const { http } = await credits(answer({ status: 200, body: '{"credits":3}' }), {}, dep({ baseUrl: `${BASE}//` }));
    expect(http.calls.map((c) => c.url)).toEqual([`${BASE}/api/check-credits?apikey=${KEY}`]);
  });

  it('starts a time limit of the configured length and clears it once answered', async () => {
    const { http } = await check(answer({ status: 200, body: '{"valid":true}' }), { timeoutMs: 9_000 });
    expect(http.timers).toEqual([{ ms: 9_000, cleared: true, fired: false }]);
  });

  it('uses 15 s by default', async () => {
    const { http } = await credits(answer({ status: 200, body: '5' }));
    expect(http.timers[0]?.ms).toBe(15_000);
  });

  it.each([
    ['no key', dep({ apiKey: '' }), 'no-key'],
    ['no base URL', dep({ baseUrl: '' }), 'no-base-url'],
  ] as const)('makes no call with %s', async (_name, d, kind) => {
    const a = await check(answer({ status: 200, body: '{}' }), {}, d);
    const b = await credits(answer({ status: 200, body: '1' }), {}, d);
    expect(a.http.calls).toHaveLength(0);
    expect(b.http.calls).toHaveLength(0);
    expectError(a.result, { kind });
    expectError(b.result, { kind });
    if (!a.result.ok) expect(a.result.error.action).toBe('open-options');
  });
});

// ---------------------------------------------------------------------------------------------
// Failures: the table of docs/architecture.md#errors, status by status, plus 200s whose body says failure.

const STAND_IN_FAULTS: [Fault, ErrorExpect][] = [
  ['401', { kind: 'key-rejected', status: 401, detail: 'The API key is not valid for this service.' }],
  ['403', { kind: 'key-rejected', status: 403, detail: 'This API key is not allowed to use this operation.' }],
  ['402', { kind: 'no-credits', status: 402, detail: 'No credits left on this account: the check was not run.' }],
  ['404', { kind: 'not-found', status: 404, detail: 'No such endpoint.' }],
  ['429', { kind: 'rate-limited', status: 429, retryAfterSeconds: 30, detail: 'Too many requests: slow down and retry later.' }],
  ['500', { kind: 'server-error', status: 500, detail: 'Internal error: please try again later.' }],
  ['503', { kind: 'server-error', status: 503, detail: 'The service is temporarily unavailable.' }],
  ['html', { kind: 'bad-response', status: 200, detail: null }],
  ['empty', { kind: 'bad-response', status: 200, detail: null }],
  ['oversized', { kind: 'too-large' }],
  ['error-200', { kind: 'key-rejected', status: 200, detail: 'The API key is not valid for this service.' }],
  ['bad-json', { kind: 'bad-response', status: 200, detail: null }],
];

const FAULT_ROWS = LOCAL_SHAPES.flatMap((shape) =>
  STAND_IN_FAULTS.map(([fault, want]) => {
    const reply = faultReply(armFault(fault), shape);
    if (!reply) throw new Error(`fault ${fault} has no reply`);
    return { name: `stand-in ${shape}: fault ${fault}`, canned: fromStandIn(reply), want };
  }),
);

/** What a 200 whose body carries each of the stand-in's errors means, per operation. */
const WORDS_FOR: Record<StandInErrorKind, { check: ErrorKind; credits: ErrorKind }> = {
  missing_api_key: { check: 'key-rejected', credits: 'key-rejected' },
  invalid_api_key: { check: 'key-rejected', credits: 'key-rejected' },
  forbidden: { check: 'key-rejected', credits: 'key-rejected' },
  no_credits: { check: 'no-credits', credits: 'no-credits' },
  missing_number: { check: 'bad-number', credits: 'refused' },
  invalid_number: { check: 'bad-number', credits: 'refused' },
  bad_request: { check: 'refused', credits: 'refused' },
  not_found: { check: 'refused', credits: 'refused' },
  method_not_allowed: { check: 'refused', credits: 'refused' },
  rate_limited: { check: 'rate-limited', credits: 'rate-limited' },
  internal_error: { check: 'server-error', credits: 'server-error' },
  service_unavailable: { check: 'server-error', credits: 'server-error' },
};

const ERROR_200_ROWS = LOCAL_SHAPES.flatMap((shape) =>
  ERROR_KINDS.map((kind) => {
    const error = serviceError(kind);
    return {
      name: `stand-in ${shape}: 200 carrying ${kind}`,
      canned: fromStandIn(renderError(shape, error, 200)),
      check: WORDS_FOR[kind].check,
      credits: WORDS_FOR[kind].credits,
      detail: error.message,
    };
  }),
);

const RETRY_DATE = new Date(NOW + 90_000).toUTCString();
const LONG = `The number ${'is really not acceptable '.repeat(40)}`;

// Bodies echo the key ({{KEY}}) and the request URL ({{URL}}) wherever a careless service might.
const HAND_ERRORS: { name: string; canned: Canned; want: ErrorExpect }[] = [
  {
    name: '401 echoing the key',
    canned: { status: 401, body: json({ error: 'Invalid API key {{KEY}}' }), headers: JSON_HEADERS },
    want: { kind: 'key-rejected', detail: 'Invalid API key ***' },
  },
  {
    name: '401 text/plain echoing the URL',
    canned: { status: 401, body: 'Unauthorized request {{URL}}', headers: TEXT_HEADERS },
    want: {
      kind: 'key-rejected',
      detail: /^Unauthorized request https:\/\/api\.example\.test\/v2\/api\/check-number\?apikey=\*\*\*&number=/,
    },
  },
  {
    name: '403 text/plain',
    canned: { status: 403, body: 'Forbidden', headers: TEXT_HEADERS },
    want: { kind: 'key-rejected', detail: 'Forbidden' },
  },
  {
    name: '403 HTML page (not quoted)',
    canned: { status: 403, body: '<html><body><h1>403 Forbidden</h1></body></html>', headers: HTML_HEADERS },
    want: { kind: 'key-rejected', detail: null },
  },
  {
    name: '402 echoing the key in a nested error',
    canned: { status: 402, body: json({ error: { message: 'Payment required for key {{KEY}}' } }), headers: JSON_HEADERS },
    want: { kind: 'no-credits', detail: 'Payment required for key ***' },
  },
  { name: '402 empty body', canned: { status: 402, body: '' }, want: { kind: 'no-credits', detail: null } },
  {
    name: '400 with the service message',
    canned: {
      status: 400,
      body: json({ error: { message: 'Parameter number must be in E.164 format' } }),
      headers: JSON_HEADERS,
    },
    want: { kind: 'bad-number', detail: 'Parameter number must be in E.164 format' },
  },
  {
    name: '422 with an errors list',
    canned: { status: 422, body: json({ errors: [{ message: 'number: not a valid phone number' }] }), headers: JSON_HEADERS },
    want: { kind: 'bad-number', detail: 'number: not a valid phone number' },
  },
  {
    name: '422 with errors as strings',
    canned: { status: 422, body: json({ errors: ['number is too short'] }), headers: JSON_HEADERS },
    want: { kind: 'bad-number', detail: 'number is too short' },
  },
  {
    name: '400 echoing the URL in detail',
    canned: { status: 400, body: json({ detail: 'Cannot parse number in {{URL}}' }), headers: JSON_HEADERS },
    want: { kind: 'bad-number', detail: /apikey=\*\*\*/ },
  },
  {
    name: '400 HTML (not quoted)',
    canned: { status: 400, body: '<!DOCTYPE html><title>Bad Request</title>', headers: HTML_HEADERS },
    want: { kind: 'refused', detail: null },
  },
  // A bare status says nothing about the number: a refusal in general words.
  { name: '400 empty', canned: { status: 400, body: '' }, want: { kind: 'refused', detail: null } },
  { name: '422 empty', canned: { status: 422, body: '' }, want: { kind: 'refused', detail: null } },
  {
    name: '400 with a very long message (capped)',
    canned: { status: 400, body: json({ message: LONG }), headers: JSON_HEADERS },
    want: { kind: 'bad-number', detail: /^The number is really .{250,}…$/ },
  },
  {
    name: '404 nginx page',
    canned: { status: 404, body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n</html>', headers: HTML_HEADERS },
    want: { kind: 'not-found', detail: null },
  },
  {
    name: '429 with Retry-After seconds',
    canned: { status: 429, body: json({ message: 'Too Many Requests' }), headers: { ...JSON_HEADERS, 'retry-after': '120' } },
    want: { kind: 'rate-limited', retryAfterSeconds: 120, detail: 'Too Many Requests' },
  },
  {
    name: '429 with Retry-After as an HTTP date',
    canned: { status: 429, body: '', headers: { 'retry-after': RETRY_DATE } },
    want: { kind: 'rate-limited', retryAfterSeconds: 90 },
  },
  {
    name: '429 without Retry-After',
    canned: { status: 429, body: 'slow down', headers: TEXT_HEADERS },
    want: { kind: 'rate-limited', detail: 'slow down' },
  },
  {
    name: '500 with a stack trace in the body (not in the message)',
    canned: {
      status: 500,
      body: json({
        error: 'Internal Server Error',
        trace: 'TypeError: x is undefined\n    at Object.<anonymous> (/srv/app.js:10:5)',
      }),
      headers: JSON_HEADERS,
    },
    want: { kind: 'server-error', detail: 'Internal Server Error' },
  },
  {
    name: '502 gateway page',
    canned: { status: 502, body: '<html><body>502 Bad Gateway</body></html>', headers: HTML_HEADERS },
    want: { kind: 'server-error', detail: null },
  },
  {
    name: '503 with Retry-After',
    canned: { status: 503, body: 'maintenance', headers: { ...TEXT_HEADERS, 'retry-after': '10' } },
    want: { kind: 'server-error', retryAfterSeconds: 10 },
  },
  {
    name: '405 is refused',
    canned: { status: 405, body: json({ error: 'Method not allowed' }), headers: JSON_HEADERS },
    want: { kind: 'refused', detail: 'Method not allowed' },
  },
  {
    name: '200 captive-portal HTML',
    canned: { status: 200, body: '<!doctype html><html><body>Sign in</body></html>', headers: HTML_HEADERS },
    want: { kind: 'bad-response' },
  },
  {
    name: '200 HTML sent as JSON',
    canned: { status: 200, body: '<html><body>oops</body></html>', headers: JSON_HEADERS },
    want: { kind: 'bad-response' },
  },
  {
    name: '200 XML',
    canned: { status: 200, body: '<?xml version="1.0"?><r/>', headers: { 'content-type': 'text/xml' } },
    want: { kind: 'bad-response' },
  },
  { name: '200 empty', canned: { status: 200, body: '', headers: JSON_HEADERS }, want: { kind: 'bad-response' } },
  { name: '200 no body at all (204)', canned: { status: 204, body: null }, want: { kind: 'bad-response' } },
  { name: '200 whitespace only', canned: { status: 200, body: ' \n\t ', headers: JSON_HEADERS }, want: { kind: 'bad-response' } },
  {
    name: '200 truncated JSON object',
    canned: { status: 200, body: '{"valid":true,"number":"+49', headers: JSON_HEADERS },
    want: { kind: 'bad-response' },
  },
  {
    name: '200 truncated JSON array',
    canned: { status: 200, body: '[{"valid":1},', headers: JSON_HEADERS },
    want: { kind: 'bad-response' },
  },
  {
    name: '200 JSON nested 200,000 deep (not walked, no stack overflow)',
    canned: { status: 200, body: `${'['.repeat(200_000)}${']'.repeat(200_000)}`, headers: JSON_HEADERS },
    want: { kind: 'bad-response' },
  },
  {
    name: '200 error object nested 100,000 deep',
    canned: { status: 200, body: `{"error":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_001)}`, headers: JSON_HEADERS },
    want: { kind: 'bad-response' },
  },
  {
    name: '200 {"error":"Invalid API key"}',
    canned: { status: 200, body: '{"error":"Invalid API key"}', headers: JSON_HEADERS },
    want: { kind: 'key-rejected', status: 200, detail: 'Invalid API key' },
  },
  {
    name: '200 {"success":false} about credits',
    canned: { status: 200, body: '{"success":false,"message":"Insufficient credits"}', headers: JSON_HEADERS },
    want: { kind: 'no-credits', detail: 'Insufficient credits' },
  },
  {
    name: '200 {"status":"error"} about rate',
    canned: { status: 200, body: '{"status":"error","message":"Rate limit exceeded, try again later"}', headers: JSON_HEADERS },
    want: { kind: 'rate-limited', detail: 'Rate limit exceeded, try again later' },
  },
  {
    name: '200 {"status":"error"} about the number',
    canned: { status: 200, body: '{"status":"error","message":"Invalid phone number format"}', headers: JSON_HEADERS },
    want: { kind: 'bad-number', detail: 'Invalid phone number format' },
  },
  {
    name: '200 JSend fail about the number',
    canned: { status: 200, body: '{"status":"fail","data":{"number":"must be digits"}}', headers: JSON_HEADERS },
    want: { kind: 'bad-number' },
  },
  {
    name: '200 credits words beat the mention of the key',
    canned: { status: 200, body: '{"success":false,"error":"Your API key has run out of credits"}', headers: JSON_HEADERS },
    want: { kind: 'no-credits' },
  },
  {
    name: '200 rate words beat the mention of the key',
    canned: { status: 200, body: '{"status":"error","message":"Rate limit exceeded for this API key"}', headers: JSON_HEADERS },
    want: { kind: 'rate-limited' },
  },
  {
    name: '200 the message decides over field names',
    canned: { status: 200, body: '{"success":false,"message":"Invalid API key","credits_remaining":0}', headers: JSON_HEADERS },
    want: { kind: 'key-rejected', detail: 'Invalid API key' },
  },
  {
    name: '200 {"ok":false} quota',
    canned: { status: 200, body: '{"ok":false,"error":"quota exceeded"}', headers: JSON_HEADERS },
    want: { kind: 'no-credits', detail: 'quota exceeded' },
  },
  {
    name: '200 numverify-like 101 invalid access key',
    canned: {
      status: 200,
      body: json({
        success: false,
        error: {
          code: 101,
          type: 'invalid_access_key',
          info: 'You have not supplied a valid API Access Key. [Technical Support: support@apilayer.com]',
        },
      }),
      headers: JSON_HEADERS,
    },
    want: { kind: 'key-rejected', detail: /^You have not supplied a valid API Access Key/ },
  },
  {
    name: '200 numverify-like 104 usage limit',
    canned: {
      status: 200,
      body: json({
        success: false,
        error: {
          code: 104,
          type: 'usage_limit_reached',
          info: 'Your monthly usage limit has been reached. Please upgrade your Subscription Plan.',
        },
      }),
      headers: JSON_HEADERS,
    },
    want: { kind: 'no-credits', detail: /monthly usage limit/ },
  },
  {
    name: '200 numverify-like 210 no phone number',
    canned: {
      status: 200,
      body: json({ success: false, error: { code: 210, type: 'no_phone_number', info: 'Please specify a phone number.' } }),
      headers: JSON_HEADERS,
    },
    want: { kind: 'bad-number', detail: 'Please specify a phone number.' },
  },
  {
    name: '200 {"error":...} without known words',
    canned: { status: 200, body: '{"error":"The request could not be completed"}', headers: JSON_HEADERS },
    want: { kind: 'refused', detail: 'The request could not be completed', status: 200 },
  },
  {
    name: '200 {"error":"Something went wrong"} is the service failing: try again',
    canned: { status: 200, body: '{"error":"Something went wrong"}', headers: JSON_HEADERS },
    want: { kind: 'server-error', detail: 'Something went wrong', status: 200 },
  },
  {
    name: '200 {"error":{"code":"E42"}}',
    canned: { status: 200, body: '{"error":{"code":"E42"}}', headers: JSON_HEADERS },
    want: { kind: 'refused', detail: 'E42' },
  },
  {
    name: '200 error echoing the key and the URL (the echoed apikey= is no evidence about the key)',
    canned: { status: 200, body: json({ error: 'Invalid number in {{URL}} (key {{KEY}})' }), headers: JSON_HEADERS },
    want: {
      kind: 'bad-number',
      detail:
        /^Invalid number in https:\/\/api\.example\.test\/v2\/api\/check-number\?apikey=\*\*\*&number=%2B4915123456789 \(key \*\*\*\)$/,
    },
  },
];

describe('checkNumberCall: failures', () => {
  it.each(FAULT_ROWS)('$name', async ({ canned, want }) => {
    const { result } = await check(answer(canned));
    expectError(result, want);
  });

  it.each(ERROR_200_ROWS)('$name', async ({ canned, check: kind, detail }) => {
    const { result } = await check(answer(canned));
    expectError(result, { kind, detail, status: 200 });
  });

  it.each(HAND_ERRORS)('$name', async ({ canned, want }) => {
    const { result } = await check(answer(canned));
    expectError(result, want);
  });
});

describe('creditsCall: failures', () => {
  it.each(FAULT_ROWS)('$name', async ({ canned, want }) => {
    const { result } = await credits(answer(canned));
    expectError(result, want);
  });

  it.each(ERROR_200_ROWS)('$name', async ({ canned, credits: kind, detail }) => {
    const { result } = await credits(answer(canned));
    expectError(result, { kind, detail, status: 200 });
  });

  it.each([
    ['400 on credits is refused, not a bad number', 400, 'refused'],
    ['422 on credits is refused', 422, 'refused'],
    ['401', 401, 'key-rejected'],
    ['402', 402, 'no-credits'],
    ['500', 500, 'server-error'],
  ] as const)('%s', async (_name, status, kind) => {
    const { result } = await credits(answer({ status, body: json({ message: 'no good: {{KEY}}' }), headers: JSON_HEADERS }));
    expectError(result, { kind, detail: 'no good: ***', status });
  });
});

describe('messages name the environment and the base URL', () => {
  it.each([
    [401, 'production', /rejected by Production/],
    [401, 'staging', /rejected by Staging/],
    [402, 'staging', /No credits left on Staging/],
    [404, 'production', /No such endpoint at https:\/\/api\.example\.test\/v2 /],
    [500, 'production', /Production had a service error \(500\)/],
    [429, 'production', /Rate limited by Production. Try again in a moment\./],
  ] as const)('%i on %s', async (status, environment, message) => {
    const { result } = await check(answer({ status, body: '' }), {}, dep({ environment }));
    if (result.ok) throw new Error('expected a failure');
    expect(result.error.message).toMatch(message);
    expect(result.error.environment).toBe(environment);
  });
});

// ---------------------------------------------------------------------------------------------
// Failures without an answer: network, timeout, size.

describe('failures without an answer', () => {
  it.each([
    ['fetch failed (refused)', new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:443') })],
    ['DNS', new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND api.example.test') })],
    ['CORS / offline in a browser', new TypeError('Failed to fetch')],
    [
      'an error that quotes the URL',
      new TypeError(`NetworkError when attempting to fetch resource ${BASE}/api/check-number?apikey=${KEY}`),
    ],
  ])('network error: %s → unreachable', async (_name, err) => {
    const rejecting: Responder = () => Promise.reject(err);
    for (const run of [check, credits]) {
      const { result } = await run(rejecting);
      const error = expectError(result, { kind: 'unreachable' });
      expect(error.message).toBe(`Cannot reach ${BASE}. Check your connection and the base URL.`);
      expect(error.action).toBe('retry');
    }
  });

  it.each([
    [undefined, 15],
    [7_000, 7],
    [25_000, 25],
  ])('a fetch that never answers times out (timeoutMs %s → %i s), instantly', async (timeoutMs, seconds) => {
    for (const run of [
      checkNumberCall,
      (env: Parameters<typeof creditsCall>[0], d: Deployment, _n: string, o?: CallOptions) => creditsCall(env, d, o),
    ]) {
      const http = fakeHttp(neverAnswers, { timers: 'fire' });
      const result = await run(http.env, dep(), NUMBER, timeoutMs === undefined ? {} : { timeoutMs });
      const error = expectError(result, { kind: 'timeout' });
      // The request went out: a check may have been charged, a credits read costs nothing.
      const charged = run === checkNumberCall ? ' This check may have been charged.' : '';
      expect(error.message).toBe(`Production timed out after ${seconds} s.${charged}`);
      expect(http.timers[0]).toMatchObject({ ms: timeoutMs ?? 15_000, fired: true });
    }
  });

  it('a body that stalls after the headers times out too', async () => {
    const http = fakeHttp(stallsAfterHeaders, { timers: 'fire' });
    const result = await checkNumberCall(http.env, dep(), NUMBER, { timeoutMs: 5_000 });
    expectError(result, { kind: 'timeout' });
  });

  it('a connection lost after the headers is "connection lost", may have been charged (a network error before them is not)', async () => {
    const dropping = () => {
      let sent = false;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new TextEncoder().encode('{"valid": tr'));
          } else controller.error(new TypeError('network error'));
        },
      });
      return new Response(stream, { status: 200, headers: JSON_HEADERS });
    };
    const { result } = await check(dropping);
    const error = expectError(result, { kind: 'connection-lost' });
    expect(error).toMatchObject({ status: 200, mayBeCharged: true, action: 'retry' });
    expect(error.message).toContain('may have been charged');
    const before = await check(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(expectError(before.result, { kind: 'unreachable' }).mayBeCharged).toBeUndefined();
  });

  it('a streamed body over 1 MiB is cut off without reading it all', async () => {
    const body = streamedBody();
    const { result } = await check(() => new Response(body.stream, { status: 200, headers: JSON_HEADERS }));
    expectError(result, { kind: 'too-large' });
    expect(body.cancelled()).toBe(true);
    expect(body.sent()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 64 * 1024);
  });

  it('a declared Content-Length over 1 MiB is refused before reading', async () => {
    const body = streamedBody();
    const { result } = await credits(
      () => new Response(body.stream, { status: 200, headers: { ...JSON_HEADERS, 'content-length': String(5 * 1024 * 1024) } }),
    );
    expectError(result, { kind: 'too-large' });
    expect(body.cancelled()).toBe(true);
    expect(body.sent()).toBeLessThanOrEqual(64 * 1024);
  });

  it('too-large wins over the status', async () => {
    const body = streamedBody(MAX_BODY_BYTES + 1);
    const { result } = await check(() => new Response(body.stream, { status: 500 }));
    expectError(result, { kind: 'too-large' });
  });

  it('exactly 1 MiB is read; one byte more is not', async () => {
    const make = (size: number) => {
      const head = '{"valid":true,"pad":"';
      const tail = '"}';
      return head + 'x'.repeat(size - head.length - tail.length) + tail;
    };
    const exact = await check(answer({ status: 200, body: make(MAX_BODY_BYTES), headers: JSON_HEADERS }));
    expect(exact.result.ok).toBe(true);
    const over = await check(answer({ status: 200, body: make(MAX_BODY_BYTES + 1), headers: JSON_HEADERS }));
    expectError(over.result, { kind: 'too-large' });
  });

  it('a multi-byte body is measured in bytes, not characters', async () => {
    const text = `{"carrier":"${'é'.repeat(MAX_BODY_BYTES / 2)}"}`;
    const { result } = await check(answer({ status: 200, body: text, headers: JSON_HEADERS }));
    expectError(result, { kind: 'too-large' });
  });
});

// ---------------------------------------------------------------------------------------------
// Credits of unknown shape.

const STAND_IN_CREDITS = LOCAL_SHAPES.flatMap((shape) =>
  [0, 7, 12_345].map((n) => ({ name: `stand-in ${shape}: ${n}`, canned: fromStandIn(renderCredits(shape, n)), credits: n })),
);

const OTHER_CREDITS: { name: string; canned: Canned; credits: number }[] = [
  { name: '{"data":{"credits":9}}', canned: { status: 200, body: '{"data":{"credits":9}}', headers: JSON_HEADERS }, credits: 9 },
  { name: '"42" as text/plain', canned: { status: 200, body: '42', headers: TEXT_HEADERS }, credits: 42 },
  { name: '" 42\\n" with spaces', canned: { status: 200, body: ' 42\n', headers: TEXT_HEADERS }, credits: 42 },
  { name: 'a JSON number', canned: { status: 200, body: '42', headers: JSON_HEADERS }, credits: 42 },
  { name: 'a JSON string "42"', canned: { status: 200, body: '"42"', headers: JSON_HEADERS }, credits: 42 },
  { name: '{"balance":"17"}', canned: { status: 200, body: '{"balance":"17"}', headers: JSON_HEADERS }, credits: 17 },
  { name: '{"credits":{"remaining":9}}', canned: { status: 200, body: '{"credits":{"remaining":9}}' }, credits: 9 },
  { name: '{"credits":{"value":9}}', canned: { status: 200, body: '{"credits":{"value":9}}' }, credits: 9 },
  {
    name: 'used and total are not what is left',
    canned: { status: 200, body: '{"credits_used":97,"credits_total":100,"credits_left":3}', headers: JSON_HEADERS },
    credits: 3,
  },
  {
    name: 'a fractional balance one level down',
    canned: { status: 200, body: '{"account":{"plan":"pro","balance":1234.5}}', headers: JSON_HEADERS },
    credits: 1234.5,
  },
  {
    name: '{"success":true,"data":{"available":250}}',
    canned: { status: 200, body: '{"success":true,"data":{"available":250}}' },
    credits: 250,
  },
  {
    name: '{"status":"ok","result":{"remaining":5}}',
    canned: { status: 200, body: '{"status":"ok","result":{"remaining":5}}' },
    credits: 5,
  },
  { name: '{"remaining":"1000"}', canned: { status: 200, body: '{"remaining":"1000"}', headers: JSON_HEADERS }, credits: 1000 },
  { name: '{"credits":0}', canned: { status: 200, body: '{"credits":0}', headers: JSON_HEADERS }, credits: 0 },
  {
    name: 'two levels down',
    canned: { status: 200, body: '{"data":{"account":{"credits":9}}}', headers: JSON_HEADERS },
    credits: 9,
  },
];

const BAD_CREDITS: { name: string; canned: Canned }[] = [
  { name: '{"credits":"unlimited"}', canned: { status: 200, body: '{"credits":"unlimited"}', headers: JSON_HEADERS } },
  { name: 'an array', canned: { status: 200, body: '[{"credits":3}]', headers: JSON_HEADERS } },
  { name: 'no credit-like field', canned: { status: 200, body: '{"plan":"pro"}', headers: JSON_HEADERS } },
  { name: 'words as text', canned: { status: 200, body: 'forty-two', headers: TEXT_HEADERS } },
  { name: 'only what was used', canned: { status: 200, body: '{"credits_used":5}', headers: JSON_HEADERS } },
  { name: 'JSON null', canned: { status: 200, body: 'null', headers: JSON_HEADERS } },
  { name: 'JSON true', canned: { status: 200, body: 'true', headers: JSON_HEADERS } },
  { name: '{"credits":null}', canned: { status: 200, body: '{"credits":null}', headers: JSON_HEADERS } },
];

describe('creditsCall: answers', () => {
  it.each([...STAND_IN_CREDITS, ...OTHER_CREDITS])('$name → $credits', async ({ canned, credits: n }) => {
    const { result } = await credits(answer(canned));
    expect(result.ok && result.balance.amount).toBe(n);
  });

  it.each(BAD_CREDITS)('$name → bad-response', async ({ canned }) => {
    const { result } = await credits(answer(canned));
    expectError(result, { kind: 'bad-response', status: 200 });
  });
});

// ---------------------------------------------------------------------------------------------
// The transport's own helpers.

describe('parseRetryAfter', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['0', 0],
    ['30', 30],
    [' 120 ', 120],
    [new Date(NOW + 90_000).toUTCString(), 90],
    [new Date(NOW + 1_500).toUTCString(), 1],
    [new Date(NOW - 60_000).toUTCString(), 0],
    ['soon', undefined],
    ['Wed, 32 Foo 2025', undefined],
  ])('%j → %j', (value, seconds) => {
    expect(parseRetryAfter(value, NOW)).toBe(seconds);
  });
});

describe('parseBody', () => {
  it.each([
    ['', { isJson: false }],
    ['  \n', { isJson: false }],
    ['{"a":1}', { isJson: true, json: { a: 1 } }],
    ['  [1,2]\n', { isJson: true, json: [1, 2] }],
    ['null', { isJson: true, json: null }],
    ['42', { isJson: true, json: 42 }],
    ['"text"', { isJson: true, json: 'text' }],
    ['{"a":', { isJson: false }],
    ["{'a':1}", { isJson: false }],
    ['OK', { isJson: false }],
    ['<html></html>', { isJson: false }],
    [
      '{"s":"[[[[{{{{ brackets inside a string do not count"}',
      { isJson: true, json: { s: '[[[[{{{{ brackets inside a string do not count' } },
    ],
    ['{"s":"an escaped quote \\" then [[["}', { isJson: true, json: { s: 'an escaped quote " then [[[' } }],
  ])('%j', (text, parsed) => {
    expect(parseBody(text)).toEqual(parsed);
  });

  it(`accepts JSON nested ${MAX_JSON_DEPTH} deep and refuses one level more`, () => {
    const nest = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(parseBody(nest(MAX_JSON_DEPTH)).isJson).toBe(true);
    expect(parseBody(nest(MAX_JSON_DEPTH + 1)).isJson).toBe(false);
  });
});

describe('httpGet', () => {
  it('reports status, content type, text, JSON and Retry-After', async () => {
    const http = fakeHttp(answer({ status: 429, body: '{"m":1}', headers: { ...JSON_HEADERS, 'retry-after': '7' } }));
    const result = await httpGet(http.env, 'https://h.test/x', { now: NOW });
    expect(result).toEqual({
      ok: true,
      answer: {
        status: 429,
        contentType: JSON_HEADERS['content-type'],
        text: '{"m":1}',
        json: { m: 1 },
        isJson: true,
        retryAfterSeconds: 7,
      },
    });
  });

  it('leaves out Retry-After when absent and JSON when the body is text', async () => {
    const http = fakeHttp(answer({ status: 200, body: 'hello', headers: TEXT_HEADERS }));
    const result = await httpGet(http.env, 'https://h.test/x');
    expect(result).toEqual({
      ok: true,
      answer: { status: 200, contentType: TEXT_HEADERS['content-type'], text: 'hello', isJson: false },
    });
  });

  it('a custom cap applies', async () => {
    const http = fakeHttp(answer({ status: 200, body: '12345678901' }));
    expect(await httpGet(http.env, 'https://h.test/x', { maxBytes: 10 })).toEqual({ ok: false, failure: { kind: 'too-large' } });
  });

  it('a network error carries only the error name, never its message (which may quote the URL)', async () => {
    const http = fakeHttp(() => Promise.reject(new TypeError(`failed https://h.test/x?apikey=${KEY}`)));
    const result = await httpGet(http.env, `https://h.test/x?apikey=${KEY}`);
    expect(result).toEqual({ ok: false, failure: { kind: 'network', reason: 'TypeError' } });
    expect(http.timers[0]?.cleared).toBe(true);
  });
});
