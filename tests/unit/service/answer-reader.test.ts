// Reading a check answer of unknown shape: the summary and the flattened fields.
import { describe, expect, it } from 'vitest';
import { flattenFields, type ResultSummary, readSummary } from '@/utils/service/answer-reader';
import { NUMVERIFY_VALID, NUMVERIFY_VALID_SUMMARY } from './fixtures/bodies';

describe('readSummary: validity', () => {
  it.each([
    [{ valid: true }, true],
    [{ valid: false }, false],
    [{ isValid: 'yes' }, true],
    [{ is_valid: 'no' }, false],
    [{ 'phone-valid': 'VALID' }, true],
    [{ valid_number: 'invalid' }, false],
    [{ numberValid: 1 }, true],
    [{ number_valid: 0 }, false],
    [{ valid: 'TRUE ' }, true],
    [{ valid: 'maybe' }, undefined],
    [{ valid: null }, undefined],
    [{ valid: 2 }, undefined],
    [{ validity: true }, undefined],
    [{ valid: true, details: { valid: false } }, true],
    [{ details: { valid: false }, meta: { validnumber: true } }, false],
    [{ result: { phone_valid: 'maybe' }, valid: 'no' }, false],
  ])('%j → %s', (body, valid) => {
    expect(readSummary(body).valid).toBe(valid);
  });
});

describe('readSummary: every field', () => {
  it.each<[string, unknown, ResultSummary]>([
    ['not an object', 'VALID', {}],
    ['a number', 42, {}],
    ['null', null, {}],
    ['an empty object', {}, {}],
    ['an empty array', [], {}],
    ['numverify-like', NUMVERIFY_VALID, NUMVERIFY_VALID_SUMMARY],
    ['E.164 under any key containing e164', { E164_format: '+4915123456789' }, { e164: '+4915123456789' }],
    ['E.164 from msisdn', { msisdn: '+49 151 2345 6789' }, { e164: '+4915123456789' }],
    ['a plus number too short to be E.164', { number: '+12345' }, {}],
    ['a plus number that is not a number', { phone: '+49 call me' }, {}],
    ['digits without a plus are not lifted as E.164', { number: '4915123456789' }, {}],
    ['national and local formats', { local: '030 123456' }, { national: '030 123456' }],
    [
      'internationalFormat over a bare "national"',
      { internationalFormat: '+49 30 123456', national: '030 123456' },
      { international: '+49 30 123456', national: '030 123456' },
    ],
    ['country code in several names', { iso2: 'fr' }, { countryCode: 'FR' }],
    ['country as a code', { country: 'DE' }, { countryCode: 'DE' }],
    ['country as a name', { country: 'Germany' }, { countryName: 'Germany' }],
    ['country object', { country: { iso: 'it', name: 'Italy' } }, { countryCode: 'IT', countryName: 'Italy' }],
    ['a calling code is not a country code', { country_code: '+49', country_prefix: '49' }, {}],
    ['carrier names', { operator: 'Vodafone' }, { carrier: 'Vodafone' }],
    ['network name in an object', { network: { name: 'O2', mcc: '262' } }, { carrier: 'O2' }],
    ['provider', { provider: 'Sipgate' }, { carrier: 'Sipgate' }],
    ['line type names', { number_type: 'MOBILE' }, { lineType: 'MOBILE' }],
    ['location names', { geo: { city: 'Berlin' } }, { location: 'Berlin' }],
    ['blank strings are not facts', { carrier: '  ', location: '', line_type: ' ' }, {}],
    ['credits anywhere the credits reader looks', { valid: true, meta: { balance: 12 } }, { valid: true, credits: 12 }],
    [
      'an array of results: first item',
      [
        { valid: true, carrier: 'A' },
        { valid: false, carrier: 'B' },
      ],
      { valid: true, carrier: 'A' },
    ],
    ['results under a key', { data: [{ e164: '+33612345678', type: 'mobile' }] }, { e164: '+33612345678', lineType: 'mobile' }],
    ['a list of carrier names', { carriers: ['Telekom', 'Vodafone'] }, { carrier: 'Telekom' }],
    ['deeper than six levels is not searched', { a: { b: { c: { d: { e: { f: { valid: true } } } } } } }, {}],
    ['shallow beats deep', { carrier: 'Top', info: { carrier: 'Deep' } }, { carrier: 'Top' }],
  ])('%s', (_name, body, summary) => {
    expect(readSummary(body)).toEqual(summary);
  });
});

describe('flattenFields', () => {
  it.each<[string, unknown, { path: string; value: string }[]]>([
    ['a scalar', 'OK', [{ path: '(value)', value: 'OK' }]],
    ['null', null, [{ path: '(value)', value: 'null' }]],
    ['an empty object', {}, [{ path: '(value)', value: '{}' }]],
    ['an empty array', [], [{ path: '(value)', value: '[]' }]],
    [
      'nested objects and arrays',
      { a: 1, b: { c: true, d: null }, e: [1, { f: 'x' }], g: [], h: {} },
      [
        { path: 'a', value: '1' },
        { path: 'b.c', value: 'true' },
        { path: 'b.d', value: 'null' },
        { path: 'e[0]', value: '1' },
        { path: 'e[1].f', value: 'x' },
        { path: 'g', value: '[]' },
        { path: 'h', value: '{}' },
      ],
    ],
    ['a top-level array', [{ a: 1 }], [{ path: '[0].a', value: '1' }]],
    [
      'objects deeper than 8 levels are shown as JSON',
      { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } },
      [{ path: 'a.b.c.d.e.f.g.h', value: '{"i":1}' }],
    ],
  ])('%s', (_name, body, fields) => {
    expect(flattenFields(body)).toEqual(fields);
  });

  it('caps long values and the number of fields', () => {
    expect(flattenFields({ s: 'y'.repeat(5_000) })[0]?.value).toBe(`${'y'.repeat(2_000)}…`);
    const many = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]));
    expect(flattenFields(many)).toHaveLength(500);
  });
});
