// The verdict on one HTTP answer, decided without any I/O (the error table of docs/architecture.md#errors).
import { describe, expect, it } from 'vitest';
import {
  bodyMessage,
  bodySaysFailure,
  type ClassifyContext,
  classifyAnswer,
  classifyFailure,
  kindFromWords,
} from '@/utils/service/classify';
import { isTransient } from '@/utils/service/errors';
import { type HttpAnswer, MAX_JSON_DEPTH, parseBody } from '@/utils/service/http';
import type { Operation } from '@/utils/service/url';
import { expectReadable, KEY } from './fixtures/bodies';

const BASE = 'https://api.example.test';

function ctx(operation: Operation = 'check-number', over: Partial<ClassifyContext> = {}): ClassifyContext {
  return { operation, environment: 'production', baseUrl: BASE, timeoutMs: 15_000, secrets: [KEY], ...over };
}

function ans(status: number, text: string, contentType = 'application/json', retryAfterSeconds?: number): HttpAnswer {
  return { status, contentType, text, ...parseBody(text), ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) };
}

describe('bodyMessage', () => {
  it.each([
    ['plain text', 'plain text'],
    ['   ', undefined],
    [{ message: 'm' }, 'm'],
    [{ message: '  padded  ' }, 'padded'],
    [{ message: 'm', error: 'e' }, 'm'],
    [{ error: 'e' }, 'e'],
    [{ error: { message: 'em', code: 'C' } }, 'em'],
    [{ error: { description: 'd' } }, 'd'],
    [{ error: { detail: 'dd' } }, 'dd'],
    [{ error: { code: 101, info: 'numverify words' } }, 'numverify words'],
    [{ error: { code: 'C1' } }, 'C1'],
    [{ error: { code: 104, type: 'usage_limit_reached' } }, 'usage_limit_reached'],
    [{ detail: 'x' }, 'x'],
    [{ description: 'desc' }, 'desc'],
    [{ reason: 'why' }, 'why'],
    [{ info: 'about' }, 'about'],
    [{ errors: [{ message: 'first' }, { message: 'second' }] }, 'first'],
    [{ errors: ['as a string'] }, 'as a string'],
    [{ error_message: 'snake' }, 'snake'],
    [{ errorMessage: 'camel' }, 'camel'],
    [{ code: 'E_NUMBER' }, 'E_NUMBER'],
    [{ message: 42 }, undefined],
    [{ message: '' }, undefined],
    [{ valid: true }, undefined],
    [null, undefined],
    [[], undefined],
    [42, undefined],
  ])('%j → %j', (body, message) => {
    expect(bodyMessage(body)).toBe(message);
  });
});

describe('bodySaysFailure', () => {
  it.each([
    [{ success: false }, true],
    [{ ok: false }, true],
    [{ status: 'error' }, true],
    [{ status: ' FAILED ' }, true],
    [{ status: 'fail' }, true],
    [{ status: 'Failure' }, true],
    [{ error: 'x' }, true],
    [{ error: true }, true],
    [{ error: 1 }, true],
    [{ error: { code: 1 } }, true],
    [{ success: true }, false],
    [{ ok: true }, false],
    [{ status: 'ok' }, false],
    [{ status: 'success' }, false],
    [{ status: 'invalid' }, false],
    [{ error: null }, false],
    [{ error: false }, false],
    [{ error: '' }, false],
    [{ error: 0 }, false],
    [{ error: {} }, false],
    [{ valid: false }, false],
    [null, false],
    ['error', false],
    [[{ error: 'x' }], false],
  ])('%j → %s', (body, says) => {
    expect(bodySaysFailure(body)).toBe(says);
  });
});

describe('bodySaysFailure: successes are never failures', () => {
  it.each<[string, unknown]>([
    ['status 0 with its words', { status: 0, status_message: 'Success', valid_number: 'valid' }],
    ['status "0" as a string', { status: '0', status_message: 'Success' }],
    ['status "success"', { status: 'success', phone_valid: true }],
    ['errors: []', { errors: [], valid: true }],
    [
      'a status object with a success code',
      { status: { code: 300, description: 'Transaction successfully completed' }, errors: [] },
    ],
    [
      'a status object saying partly completed, with errors about missing data',
      {
        status: { code: 301, description: 'Transaction partially completed' },
        errors: [{ code: -60001, description: 'Data not found' }],
      },
    ],
    ['status 200 in the body', { status: 200, message: 'OK', data: { valid: true } }],
    ['status 1 with a message that is not an error', { status: 1, message: 'Phone is valid.' }],
    ['an empty error object', { line: { carrier: 'X' }, error: {} }],
    [
      'an error object saying NO_ERROR',
      { error: { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error' } },
    ],
    ['error "none"', { error: 'none', valid: true }],
    ['success true with a message', { success: true, message: 'Phone is valid.' }],
    ['success true beside errors', { success: true, errors: ['cached'] }],
    ['an error code nested in a result', { caller_name: { error_code: '10001' }, valid: true }],
    ['an error_code beside the result, with no words', { error_code: 404, valid: false }],
    ['a status word that is a verdict on the number', { status: 'INVALID' }],
    ['a title and a number', { title: 'Mobile', number: '+4915123456789' }],
    [
      'an HLR result whose own error says the phone is off',
      {
        results: [
          {
            to: '41790000000',
            status: { groupName: 'UNDELIVERABLE' },
            error: { name: 'EC_ABSENT_SUBSCRIBER', permanent: false },
          },
        ],
      },
    ],
    ['a status code 0 with msg', { code: 0, msg: 'ok', data: { valid: true } }],
    ['a response code word', { response_code: 'SUCCESS', data: { balance: '25.50' } }],
  ])('%s', (_name, body) => {
    expect(bodySaysFailure(body)).toBe(false);
  });
});

describe('bodySaysFailure: failures in every common shape', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a numeric status with status_message', { status: 4, status_message: 'Invalid credentials' }, 'Invalid credentials'],
    ['a numeric status as a string', { status: '9', status_message: 'Partner quota exceeded' }, 'Partner quota exceeded'],
    ['an HTTP status in the body', { code: 20003, message: 'Authenticate', status: 401 }, 'Authenticate'],
    [
      'a status object with errors',
      { status: { code: 501, description: 'Not authorized' }, errors: [{ code: -30000, description: 'Invalid Customer ID.' }] },
      'Invalid Customer ID.',
    ],
    [
      'errors[0].description',
      { errors: [{ code: 2, description: 'Request not allowed (incorrect access_key)' }] },
      'Request not allowed (incorrect access_key)',
    ],
    [
      'errors[0].detail over its title',
      { errors: [{ code: '10009', title: 'Authentication failed', detail: 'Headers invalid.' }] },
      'Headers invalid.',
    ],
    [
      'success:false with an error object',
      { success: false, error: { code: 104, type: 'usage_limit_reached', info: 'Limit reached.' } },
      'Limit reached.',
    ],
    [
      'requestError.serviceException',
      { requestError: { serviceException: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' } } },
      'Invalid login details',
    ],
    ['api-error', { 'api-error': 2, 'api-error-msg': 'DAILY API LIMIT EXCEEDED' }, 'DAILY API LIMIT EXCEEDED'],
    [
      'an RFC 7807 problem',
      { type: 'https://e.test/errors/402', title: 'Payment Required', status: 402, detail: 'Account locked' },
      'Account locked',
    ],
    [
      'a problem without status',
      { type: 'https://e.test/Error#out-of-credit', title: 'Not enough credit', detail: 'Balance 30, cost 50.' },
      'Balance 30, cost 50.',
    ],
    ['status "syntax-error"', { status: 'syntax-error', phone: 'abc' }, undefined],
    ['a status word naming the problem', { status: 'API_KEY_INVALID_OR_DEPLETED' }, undefined],
    [
      'status "error" with code and type',
      { status: 'error', code: 402, type: 'PaymentRequired', message: 'Insufficient credits' },
      'Insufficient credits',
    ],
    ['result "error"', { result: 'error', reason: 'bad key' }, 'bad key'],
    ['an error code with words', { errorCode: 'E401', errorMessage: 'Key revoked' }, 'Key revoked'],
    ['a wrapped failure', { response: { success: false, message: 'Denied' } }, 'Denied'],
    [
      'a failed status with a problem in its words',
      { status: 3, message: 'Invalid value for parameter: number' },
      'Invalid value for parameter: number',
    ],
  ])('%s', (_name, body, message) => {
    expect(bodySaysFailure(body)).toBe(true);
    if (message) expect(bodyMessage(body)).toBe(message);
  });
});

describe('kindFromWords', () => {
  it.each([
    ['Invalid API key', 'key-rejected', 'key-rejected'],
    ['apikey is missing', 'key-rejected', 'key-rejected'],
    ['Unauthorized', 'key-rejected', 'key-rejected'],
    ['Unauthorised', 'key-rejected', 'key-rejected'],
    ['Forbidden', 'key-rejected', 'key-rejected'],
    ['Authentication failed', 'key-rejected', 'key-rejected'],
    ['invalid token', 'key-rejected', 'key-rejected'],
    ['bad credentials', 'key-rejected', 'key-rejected'],
    ['You have not supplied a valid API Access Key.', 'key-rejected', 'key-rejected'],
    ['invalid_access_key', 'key-rejected', 'key-rejected'],
    ['This key is not allowed to use this operation', 'key-rejected', 'key-rejected'],
    ['No credits left', 'no-credits', 'no-credits'],
    ['Insufficient balance', 'no-credits', 'no-credits'],
    ['quota exceeded', 'no-credits', 'no-credits'],
    ['Payment required', 'no-credits', 'no-credits'],
    ['please top up', 'no-credits', 'no-credits'],
    ['insufficient funds', 'no-credits', 'no-credits'],
    ['Your monthly usage limit has been reached', 'no-credits', 'no-credits'],
    ['Your API key has run out of credits', 'no-credits', 'no-credits'],
    ['Rate limit exceeded', 'rate-limited', 'rate-limited'],
    ['rate_limit_reached', 'rate-limited', 'rate-limited'],
    ['Too many requests', 'rate-limited', 'rate-limited'],
    ['Request throttled', 'rate-limited', 'rate-limited'],
    ['Slow down!', 'rate-limited', 'rate-limited'],
    ['Too many requests for this API key', 'rate-limited', 'rate-limited'],
    ['Invalid phone number', 'bad-number', 'refused'],
    // "unbalanced" holds "balance": words about the number must not be read as about credits.
    ['The number has unbalanced brackets.', 'bad-number', 'refused'],
    ['msisdn malformed', 'bad-number', 'refused'],
    ['Use E.164 format', 'bad-number', 'refused'],
    ['only digits please', 'bad-number', 'refused'],
    ['Invalid number in https://h.test/api/check-number?apikey=abcd1234&number=1', 'bad-number', 'refused'],
    ['failed: /api/check-credits?apikey=abcd1234', 'refused', 'refused'],
    ['something odd', 'refused', 'refused'],
    ['', 'refused', 'refused'],
  ] as const)('%j → %s (check), %s (credits)', (text, onCheck, onCredits) => {
    expect(kindFromWords(text, 'check-number')).toBe(onCheck);
    expect(kindFromWords(text, 'check-credits')).toBe(onCredits);
  });
});

describe('classifyFailure', () => {
  const CHARGED = ' This check may have been charged.';
  it.each([
    [{ kind: 'timeout' } as const, 15_000, 'timeout', 'Production timed out after 15 s.'],
    [{ kind: 'timeout' } as const, 8_000, 'timeout', 'Production timed out after 8 s.'],
    [{ kind: 'timeout' } as const, 1_500, 'timeout', 'Production timed out after 2 s.'],
    [{ kind: 'too-large' } as const, 15_000, 'too-large', 'Production sent an answer larger than 1 MiB; it was not read.'],
  ])('%j (%i ms) → %s: a check may have been charged, a credits read not', (failure, timeoutMs, kind, message) => {
    const check = classifyFailure(failure, ctx('check-number', { timeoutMs }));
    expect(check).toMatchObject({ kind, message: message + CHARGED, environment: 'production', mayBeCharged: true });
    expect(check.status).toBeUndefined();
    expect(expectReadable(check)).toEqual([]);
    const credits = classifyFailure(failure, ctx('check-credits', { timeoutMs }));
    expect(credits).toMatchObject({ kind, message });
    expect(credits.mayBeCharged).toBeUndefined();
  });

  it('no answer at all (refused, DNS, reset before the headers) is "unreachable": nothing was spent', () => {
    const error = classifyFailure({ kind: 'network', reason: 'TypeError' }, ctx('check-number'));
    expect(error).toMatchObject({
      kind: 'unreachable',
      message: `Cannot reach ${BASE}. Check your connection and the base URL.`,
    });
    expect(error.mayBeCharged).toBeUndefined();
    expect(error.status).toBeUndefined();
  });

  it('a connection lost after the headers came is "connection lost": a check may have been charged', () => {
    const error = classifyFailure({ kind: 'dropped', status: 200 }, ctx('check-number'));
    expect(error).toMatchObject({
      kind: 'connection-lost',
      status: 200,
      mayBeCharged: true,
      action: 'retry',
      message: `The connection to Production was lost while it was answering.${CHARGED}`,
    });
    expect(expectReadable(error)).toEqual([]);
    expect(classifyFailure({ kind: 'dropped', status: 200 }, ctx('check-credits')).mayBeCharged).toBeUndefined();
  });

  it.each([500, 502, 503, 504])(
    'a %i on a check may have been charged; on a credits read it is only a server error',
    (status) => {
      const check = classifyAnswer(ans(status, '<html><body>Bad Gateway</body></html>', 'text/html'), ctx('check-number'));
      expect(check.ok).toBe(false);
      if (check.ok) return;
      expect(check.error).toMatchObject({ kind: 'server-error', status, mayBeCharged: true });
      expect(check.error.message).toContain(CHARGED.trim());
      const credits = classifyAnswer(ans(status, '{"error":"internal"}'), ctx('check-credits'));
      expect(!credits.ok && credits.error.mayBeCharged).toBe(undefined);
    },
  );

  it.each([401, 402, 400, 404, 429])('a %i says the check was refused: nothing spent, no "may have been charged"', (status) => {
    const result = classifyAnswer(ans(status, '{"error":"refused"}'), ctx('check-number'));
    expect(!result.ok && result.error.mayBeCharged).toBe(undefined);
  });

  it('timeouts and network errors are transient (credit reads back off), too-large is not', () => {
    expect(isTransient(classifyFailure({ kind: 'timeout' }, ctx()).kind)).toBe(true);
    expect(isTransient(classifyFailure({ kind: 'network', reason: 'x' }, ctx()).kind)).toBe(true);
    expect(isTransient(classifyFailure({ kind: 'too-large' }, ctx()).kind)).toBe(false);
  });
});

describe('classifyAnswer by status', () => {
  it.each([
    [200, 'check-number', undefined],
    [201, 'check-number', undefined],
    [299, 'check-credits', undefined],
    [301, 'check-number', 'refused'],
    [304, 'check-credits', 'refused'],
    // A bare 400 or 422 names no cause: "did not accept this number" only when the words say so.
    [400, 'check-number', 'refused'],
    [400, 'check-credits', 'refused'],
    [401, 'check-number', 'key-rejected'],
    [402, 'check-credits', 'no-credits'],
    [403, 'check-credits', 'key-rejected'],
    [404, 'check-number', 'not-found'],
    [405, 'check-number', 'refused'],
    [418, 'check-number', 'refused'],
    [422, 'check-number', 'refused'],
    [422, 'check-credits', 'refused'],
    [429, 'check-number', 'rate-limited'],
    [500, 'check-number', 'server-error'],
    [502, 'check-credits', 'server-error'],
    [503, 'check-number', 'server-error'],
    [504, 'check-number', 'server-error'],
    [599, 'check-number', 'server-error'],
  ] as const)('%i on %s → %s', (status, operation, kind) => {
    const a = ans(status, '{"valid":true}');
    const verdict = classifyAnswer(a, ctx(operation));
    if (kind === undefined) {
      expect(verdict).toEqual({ ok: true, answer: a });
    } else {
      if (verdict.ok) throw new Error('expected a failure');
      expect(verdict.error.kind).toBe(kind);
      expect(verdict.error.status).toBe(status);
      expect(expectReadable(verdict.error)).toEqual([]);
      // The message is a sentence, never the bare status.
      expect(verdict.error.message).not.toBe(String(status));
    }
  });
});

describe('classifyAnswer details', () => {
  const fail = (a: HttpAnswer, c = ctx()) => {
    const verdict = classifyAnswer(a, c);
    if (verdict.ok) throw new Error('expected a failure');
    return verdict.error;
  };

  it.each<[string, number, string]>([
    ['a bare 422', 422, ''],
    ['a bare 400', 400, ''],
    ['a 422 whose body has no words', 422, '{}'],
    ['a 400 that names no cause', 400, '{"error":"Bad Request"}'],
    ['a 422 as an HTML page', 422, '<!DOCTYPE html><title>Unprocessable</title>'],
  ])('%s says the service refused the request, with the ways forward of any refusal', (_name, status, body) => {
    const error = fail(ans(status, body, body.startsWith('<') ? 'text/html' : 'application/json'));
    expect(error).toMatchObject({
      kind: 'refused',
      status,
      message: `Production refused the request (${status}).`,
      action: 'retry',
      more: ['fix-key', 'top-up'],
    });
    expect(error.message).not.toMatch(/number/);
  });

  it.each<[string, number, string]>([
    ['a 400 saying the number is invalid', 400, '{"error":"Invalid phone number"}'],
    ['a 422 about the digits', 422, '{"message":"number must have 7 to 15 digits"}'],
    ['a 400 code about the number', 400, '{"success":false,"error":{"code":"invalid_number"}}'],
  ])('%s is about the number', (_name, status, body) => {
    expect(fail(ans(status, body))).toMatchObject({ kind: 'bad-number', action: 'edit-number' });
  });

  it('carries Retry-After on 429 and 503, and says it in the message', () => {
    expect(fail(ans(429, '', 'text/plain', 42))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 42,
      message: 'Rate limited by Production. It asks to wait 42 s before the next call.',
      action: 'retry',
    });
    expect(fail(ans(503, '', 'text/plain', 5))).toMatchObject({ kind: 'server-error', retryAfterSeconds: 5 });
  });

  it('collapses whitespace in the detail and caps it at 300 characters', () => {
    expect(fail(ans(400, JSON.stringify({ message: 'line one\n\n   line two\tend' }))).detail).toBe('line one line two end');
    const long = fail(ans(400, JSON.stringify({ message: 'x'.repeat(1_000) }))).detail ?? '';
    expect(long).toBe(`${'x'.repeat(300)}…`);
  });

  it('redacts the key and apikey parameters in the detail, but not a too-short "secret"', () => {
    const text = JSON.stringify({ message: `key ${KEY} at https://h.test/a?number=1&apikey=${KEY}&x=1` });
    expect(fail(ans(401, text)).detail).toBe('key *** at https://h.test/a?number=1&apikey=***&x=1');
    expect(fail(ans(401, JSON.stringify({ message: 'the abc account' })), ctx('check-number', { secrets: ['abc'] })).detail).toBe(
      'the abc account',
    );
  });

  it('does not quote an HTML page, whatever the status', () => {
    for (const status of [200, 401, 404, 500]) {
      const error = fail(ans(status, '<html><body><pre>secret stack</pre></body></html>', 'text/html'));
      expect(error.detail).toBeUndefined();
    }
  });

  it('recognises HTML by its start even when labelled as JSON or text', () => {
    for (const text of ['<!DOCTYPE html><p>x', '  <html>', '<body>', '<?xml version="1.0"?>', '<div class="x">']) {
      expect(fail(ans(200, text, 'application/json')).kind).toBe('bad-response');
    }
  });

  it('plain text that is not HTML nor broken JSON is a result, shown as it is', () => {
    const a = ans(200, 'VALID mobile', 'text/plain');
    expect(classifyAnswer(a, ctx())).toEqual({ ok: true, answer: a });
  });

  it.each(['{"valid":', '[1,', '{valid:true}', ' {"a":1} trailing'])('broken JSON %j is a bad response', (text) => {
    expect(fail(ans(200, text, 'text/plain')).kind).toBe('bad-response');
  });

  it(`JSON deeper than ${MAX_JSON_DEPTH} levels is a bad response, not a crash`, () => {
    const deep = `{"error":${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect(fail(ans(200, deep)).kind).toBe('bad-response');
  });

  it.each([
    ['the message decides', '{"success":false,"message":"Invalid API key","code":"INSUFFICIENT_CREDITS"}', 'key-rejected'],
    [
      'a code names the problem the message only hints at',
      '{"success":false,"message":"Invalid request","code":"INSUFFICIENT_CREDITS"}',
      'no-credits',
    ],
    ['a code alone', '{"success":false,"code":"RATE_LIMIT"}', 'rate-limited'],
    ['field names are not words', '{"success":false,"message":"Invalid phone number","credits_left":3}', 'bad-number'],
    ['field names are not words (no message)', '{"success":false,"insufficient_credits":true}', 'refused'],
    ['words in nested values', '{"status":"fail","data":{"number":"must be digits"}}', 'bad-number'],
    ['nothing to go on', '{"success":false}', 'refused'],
  ])('200 failure: %s', (_name, text, kind) => {
    expect(fail(ans(200, text)).kind).toBe(kind);
  });

  it.each<[string, number, unknown, string]>([
    ['a 422 saying the quota is reached', 422, { error: { message: 'Quota reached', code: 'quota_reached' } }, 'no-credits'],
    [
      'a 403 saying there is not enough credit',
      403,
      { title: 'You do not have enough credit', detail: 'Balance 30, cost 50.' },
      'no-credits',
    ],
    ['a 401 saying the limit is depleted', 401, { message: 'Monthly usage limit reached' }, 'no-credits'],
    ['a 429 saying the monthly quota is exceeded', 429, { message: 'Monthly quota exceeded' }, 'no-credits'],
    ['a 400 saying the key is invalid', 400, { error: 'Invalid API key' }, 'key-rejected'],
    ['a 403 saying too many requests', 403, { message: 'Too many requests per second' }, 'rate-limited'],
    ['a 422 about the number stays about the number', 422, { errors: [{ title: 'Invalid phone number' }] }, 'bad-number'],
    ['a 500 about the key is a service error', 500, { message: 'Could not verify the API key, internal error' }, 'server-error'],
    ['a 405 "Method not allowed" is no key problem', 405, { error: 'Method not allowed' }, 'refused'],
  ])('words win over the status: %s', (_name, status, body, kind) => {
    expect(fail(ans(status, JSON.stringify(body))).kind).toBe(kind);
  });

  it('a 200 failure keeps its status and offers the matching action', () => {
    expect(fail(ans(200, '{"error":"Invalid API key"}'))).toMatchObject({ status: 200, action: 'fix-key' });
    expect(fail(ans(200, '{"error":"Invalid number"}'))).toMatchObject({ status: 200, action: 'edit-number' });
  });

  it('says Staging on staging', () => {
    expect(fail(ans(401, ''), ctx('check-number', { environment: 'staging' }))).toMatchObject({
      environment: 'staging',
      message: 'The API key was rejected by Staging.',
      action: 'fix-key',
    });
  });
});
