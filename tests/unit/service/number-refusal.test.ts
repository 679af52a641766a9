import { describe, expect, it } from 'vitest';
import { makeError, saysNoCreditsEndpoint } from '@/utils/service/errors';
import { refusalOfNumber } from '@/utils/service/number-refusal';

const at = { environment: 'production' as const, baseUrl: 'https://h.test' };

describe('refusalOfNumber: a bare refusal of an impossible number is about the number', () => {
  it.each([
    ['a 422 for an impossible number', makeError('refused', { ...at, status: 422 }), false, 'bad-number'],
    ['a 400 for an impossible number', makeError('refused', { ...at, status: 400 }), false, 'bad-number'],
    ['a 422 for a possible number stays a refusal', makeError('refused', { ...at, status: 422 }), true, 'refused'],
    ['a 405 for an impossible number stays a refusal', makeError('refused', { ...at, status: 405 }), false, 'refused'],
    ['a 401 stays about the key', makeError('key-rejected', { ...at, status: 401 }), false, 'key-rejected'],
  ] as const)('%s', (_name, error, possible, kind) => {
    const out = refusalOfNumber(error, possible, at.baseUrl);
    expect(out.kind).toBe(kind);
    expect(out.status).toBe(error.status);
  });

  it('keeps the service words', () => {
    const out = refusalOfNumber(makeError('refused', { ...at, status: 422, detail: 'Nope' }), false, at.baseUrl);
    expect(out).toMatchObject({ kind: 'bad-number', detail: 'Nope', action: 'edit-number' });
  });
});

describe('saysNoCreditsEndpoint: the credits call found no endpoint', () => {
  it.each([
    ['404', makeError('not-found', { ...at, status: 404 }), true],
    ['405 Method Not Allowed', makeError('refused', { ...at, status: 405 }), true],
    ['501 Not Implemented', makeError('server-error', { ...at, status: 501 }), true],
    ['already known', makeError('no-credits-endpoint', at), true],
    ['500', makeError('server-error', { ...at, status: 500 }), false],
    ['a 405 whose words say rate limit', makeError('rate-limited', { ...at, status: 405 }), false],
    ['401', makeError('key-rejected', { ...at, status: 401 }), false],
    ['a refused 400', makeError('refused', { ...at, status: 400 }), false],
    ['unreachable', makeError('unreachable', at), false],
  ] as const)('%s → %s', (_name, error, expected) => {
    expect(saysNoCreditsEndpoint(error)).toBe(expected);
  });
});
