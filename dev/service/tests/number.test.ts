// Pure parts of the local service: reading the number input, describing a number, redaction.
import { describe, expect, it } from 'vitest';
import { armFault, DEFAULT_SLOW_MS } from '../faults.ts';
import { describeNumber, LOCAL_SOURCE, madeUpCarrier, stableHash } from '../number-info.ts';
import { classifyNumberInput } from '../number-input.ts';
import { parseQuery, redactedQuery, redactedUrl } from '../query.ts';

describe('classifyNumberInput', () => {
  it.each([
    ['+16502530000', '16502530000', 'e164'],
    ['16502530000', '16502530000', 'digits'],
    ['0016502530000', '16502530000', 'international-prefix'],
    ['0044 20 7946 0958', '442079460958', 'typed'],
    ['+1 (650) 253-0000', '16502530000', 'typed'],
    ['+1.650.253.0000', '16502530000', 'typed'],
    ['+44 20/7946 0958', '442079460958', 'typed'],
    ['  +16502530000  ', '16502530000', 'e164'],
    ['1234567', '1234567', 'digits'],
    ['123456789012345', '123456789012345', 'digits'],
    // An extension in RFC 3966's form is accepted; the line checked is the number's.
    ['+16502530000;ext=204', '16502530000', 'e164'],
    ['16502530000;ext=7', '16502530000', 'digits'],
  ])('accepts %j as %s (%s)', (raw, digits, form) => {
    expect(classifyNumberInput(raw)).toEqual({ ok: true, digits, form });
  });

  it.each([
    ['abc', 400, /letters/],
    ['+1 650 CALL NOW', 400, /letters/],
    ['+1650253000x1', 400, /letters/],
    ['1+6502530000', 400, /'\+' may only start/],
    ['++16502530000', 400, /'\+' may only start/],
    ['+1 650 253 0000 #2', 400, /unexpected character/],
    ['+16502530000,,123#', 400, /unexpected character/],
    ['+16502530000;ext=', 400, /letters/],
    ['+1 650_253_0000', 400, /unexpected character/],
    ['+1 (650 253 0000', 400, /brackets/],
    ['+1 650) 253 0000', 400, /brackets/],
    ['+1 ((650)) 253 0000', 400, /brackets/],
    ['123456', 422, /too short/],
    ['+44 12', 422, /too short/],
    ['1234567890123456', 422, /too long/],
    ['001650253000099999', 422, /too long/],
    ['020 7946 0958', 422, /country code/],
    ['000 123 4567', 422, /country code/],
  ])('rejects %j with %i', (raw, status, message) => {
    const result = classifyNumberInput(raw);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'invalid_number', status });
    expect(result.error.message).toMatch(message);
  });

  it.each([[undefined], [''], ['   ']])('reports %j as missing', (raw) => {
    expect(classifyNumberInput(raw)).toMatchObject({ ok: false, error: { kind: 'missing_number', status: 400 } });
  });
});

describe('describeNumber', () => {
  it('describes a valid US number with formats, country and area', () => {
    const info = describeNumber('16502530000');
    expect(info).toMatchObject({
      valid: true,
      e164: '+16502530000',
      international: '+1 650 253 0000',
      national: '(650) 253-0000',
      countryCode: 'US',
      countryName: 'United States',
      callingCode: '1',
    });
    expect(info.carrier).toEqual(expect.any(String));
    expect(info.location).toContain('650');
  });

  it.each([
    ['4915123456789', 'mobile', 'DE'],
    ['442079460958', 'fixed_line', 'GB'],
    ['18002530000', 'toll_free', 'US'],
  ])('gives %s the line type %s', (digits, lineType, country) => {
    expect(describeNumber(digits)).toMatchObject({ valid: true, lineType, countryCode: country });
  });

  it('answers a well-formed but invalid number with valid:false and no made-up facts', () => {
    expect(describeNumber('999123456789')).toMatchObject({ valid: false, e164: '+999123456789', carrier: null });
    expect(describeNumber('6502530000')).toMatchObject({ valid: false, carrier: null, lineType: null });
  });

  it('makes the carrier up deterministically', () => {
    expect(stableHash('+16502530000')).toBe(stableHash('+16502530000'));
    expect(madeUpCarrier('+16502530000')).toBe(describeNumber('16502530000').carrier);
    expect(LOCAL_SOURCE).toBe('local-stand-in');
  });
});

describe('query reading and redaction', () => {
  it('sees repeated parameters, a literal plus and bad encoding', () => {
    const parsed = parseQuery('?apikey=a&number=+1650&apikey=b');
    expect(parsed.ok && parsed.params.map((p) => [p.name, p.value, p.rawLeadingPlus])).toEqual([
      ['apikey', 'a', false],
      ['number', ' 1650', true],
      ['apikey', 'b', false],
    ]);
    const typed = parseQuery('number=%2B1+650+253+0000');
    expect(typed.ok && typed.params[0]).toMatchObject({ value: '+1 650 253 0000', rawLeadingPlus: false });
    expect(parseQuery('number=%E0%A4%A').ok).toBe(false);
  });

  it.each(['apikey', 'apiKey', 'api_key', 'API-KEY', 'key', 'token'])('redacts %s', (name) => {
    const search = `?${name}=s3cret-value&number=%2B16502530000`;
    expect(redactedQuery(search)).toEqual({ [name]: '***', number: '+16502530000' });
    expect(redactedUrl('/api/check-number', search)).toBe(`/api/check-number?${name}=***&number=%2B16502530000`);
  });

  it('redacts even a badly encoded key', () => {
    expect(redactedQuery('apikey=%E0%A4%A')).toEqual({ apikey: '***' });
  });
});

describe('armFault', () => {
  it('defaults slow to 20 s and 429 to Retry-After 30', () => {
    expect(armFault('slow')).toMatchObject({ delayMs: DEFAULT_SLOW_MS, remaining: null, path: null });
    expect(armFault('429')).toMatchObject({ retryAfterSeconds: 30, delayMs: 0 });
  });

  it.each([
    [{ times: 0 }],
    [{ times: 1.5 }],
    [{ delayMs: -1 }],
    [{ retryAfterSeconds: 'soon' }],
    [{ path: '/api/other' }],
    [{ errorKind: 'nope' }],
  ])('refuses options %j', (opts) => {
    expect(() => armFault('500', opts as never)).toThrow(RangeError);
  });
});
