// Reading a check answer of unknown shape: each fact from the names, nestings and codes services
// use, and the flattened fields.
import { describe, expect, it } from 'vitest';
import { flattenFields, type ResultSummary, readSummary } from '@/utils/service/answer-reader';
import { NUMVERIFY_VALID, NUMVERIFY_VALID_SUMMARY } from './fixtures/bodies';

describe('readSummary: validity from its common signals', () => {
  it.each([
    [{ valid: true }, true],
    [{ valid: false }, false],
    [{ isValid: 'yes' }, true],
    [{ is_valid: 'no' }, false],
    [{ 'phone-valid': 'VALID' }, true],
    [{ valid_number: 'invalid' }, false],
    [{ valid_number: 'not_valid' }, false],
    [{ valid_number: 'unknown' }, undefined],
    [{ numberValid: 1 }, true],
    [{ number_valid: 0 }, false],
    [{ valid: 'TRUE ' }, true],
    [{ valid: 'maybe' }, undefined],
    [{ IsValid: 'Maybe' }, undefined],
    [{ valid: null }, undefined],
    [{ valid: 2 }, undefined],
    [{ validity: 'true' }, true],
    [{ numberidentity: { validity: 'false' } }, false],
    [{ status: 'VALID_CONFIRMED' }, true],
    [{ status: 'INVALID' }, false],
    [{ status: 'ok' }, undefined],
    [{ PhoneNumberType: 'INVALID' }, false],
    [{ phone_type: { code: '8', description: 'INVALID' } }, false],
    [{ phone_validation: { is_valid: true } }, true],
    [{ valid: true, details: { valid: false } }, true],
    [{ details: { valid: false }, meta: { validnumber: true } }, false],
    [{ result: { phone_valid: 'maybe' }, valid: 'no' }, false],
  ])('%j → %s', (body, valid) => {
    expect(readSummary(body).valid).toBe(valid);
  });

  it.each<[unknown, string | undefined]>([
    [{ valid: false, validation_errors: ['TOO_SHORT'] }, 'Too short'],
    [{ valid: false, validation_errors: ['INVALID_BUT_POSSIBLE', 'TOO_LONG'] }, 'Invalid but possible'],
    [{ valid: false, reason: 'The number is not in service' }, 'The number is not in service'],
    [{ valid: false, validation_errors: [] }, undefined],
    [{ valid: true, reason: 'ok' }, undefined],
  ])('the reason a number is not valid: %j → %s', (body, reason) => {
    expect(readSummary(body).invalidReason).toBe(reason);
  });
});

describe('readSummary: the carrier is a name, never a network code', () => {
  it.each<[string, unknown, string | undefined]>([
    [
      'a name beside the codes',
      { carrier: { name: 'Vodafone', mobile_network_code: '02', mobile_country_code: '262' } },
      'Vodafone',
    ],
    [
      'carrier_name beside numeric codes',
      { line_type_intelligence: { carrier_name: 'Telekom', mobile_network_code: '01' } },
      'Telekom',
    ],
    ['a numeric network field is not a carrier', { hlr: { network: 26201 } }, undefined],
    ['network_code alone', { current_carrier: { network_code: '23410' } }, undefined],
    ['mobile_network_code alone', { mobile_network_code: '38' }, undefined],
    ['an MCC-MNC string', { carrier: '310-260' }, undefined],
    [
      'the current carrier before the original one',
      { original_carrier: { name: 'First' }, current_carrier: { name: 'Now' } },
      'Now',
    ],
    ['the original when it is the only one', { originalNetwork: { networkName: 'Swisscom', networkPrefix: '79' } }, 'Swisscom'],
    ['a ported network over the original', { originalNetwork: { networkName: 'A' }, portedNetwork: { networkName: 'B' } }, 'B'],
    ['never the roaming network', { roaming: { roaming_network_name: 'Visited' }, current_carrier: { name: 'Home' } }, 'Home'],
    ['roaming only: no carrier', { roaming: { roaming_network_name: 'Visited', status: 'roaming' } }, undefined],
    ['a network type is not a carrier', { current_carrier: { network_type: 'mobile' } }, undefined],
    ['never the caller name', { caller_name: { caller_name: 'JOHN DOE' } }, undefined],
    ['prefix-network', { 'prefix-network': 'O2' }, 'O2'],
    ['operator', { operator: 'Orange' }, 'Orange'],
    ['provider', { provider: 'Sipgate' }, 'Sipgate'],
    ['a two-letter name', { network: { name: 'EE' } }, 'EE'],
    ['unknown is not a name', { carrier: 'Unknown' }, undefined],
    ['N/A is not a name', { carrier: 'N/A' }, undefined],
    ['a list of names: the first', { carriers: ['Telekom', 'Vodafone'] }, 'Telekom'],
  ])('%s', (_name, body, carrier) => {
    expect(readSummary(body).carrier).toBe(carrier);
  });
});

describe('readSummary: line types told in one vocabulary, the service term kept', () => {
  it.each<[unknown, string | undefined, string | undefined]>([
    [{ line_type: 'mobile' }, 'mobile', 'mobile'],
    [{ line_type: 'fixed_line' }, 'landline', 'fixed_line'],
    [{ number_type: 'FIXED_LINE_OR_MOBILE' }, 'landline-or-mobile', 'FIXED_LINE_OR_MOBILE'],
    [{ type: 'fixed line or mobile' }, 'landline-or-mobile', 'fixed line or mobile'],
    [{ line_type_intelligence: { type: 'nonFixedVoip' } }, 'voip', 'nonFixedVoip'],
    [{ line_type_intelligence: { type: 'fixedVoip' } }, 'voip', 'fixedVoip'],
    [{ line_type_intelligence: { type: 'tollFree' } }, 'toll-free', 'tollFree'],
    [{ current_carrier: { network_type: 'landline_tollfree' } }, 'toll-free', 'landline_tollfree'],
    [{ current_carrier: { network_type: 'landline_premium' } }, 'premium', 'landline_premium'],
    [{ current_carrier: { network_type: 'virtual' } }, 'voip', 'virtual'],
    [{ phone_type: { code: '2', description: 'MOBILE' } }, 'mobile', 'MOBILE'],
    [{ phone_type: { code: '4', description: 'TOLLFREE' } }, 'toll-free', 'TOLLFREE'],
    [{ phone_type: { code: '3', description: 'PREPAID' } }, 'mobile', 'PREPAID'],
    [{ line_type: 'Wireless' }, 'mobile', 'Wireless'],
    [{ line_type: 'Toll Free' }, 'toll-free', 'Toll Free'],
    [{ type: 'premium-rate' }, 'premium', 'premium-rate'],
    [{ type: 'Shared_Cost' }, 'shared-cost', 'Shared_Cost'],
    [{ phone_type: 'personal_number' }, 'personal', 'personal_number'],
    [{ line: { type: 'Pager' } }, 'pager', 'Pager'],
    [{ number_type: 'VOICEMAIL' }, 'voicemail', 'VOICEMAIL'],
    [{ line_type: 'unknown' }, 'unknown', 'unknown'],
    [{ number_type: 'M' }, 'mobile', 'M'],
    [{ number_type: 'L' }, 'landline', 'L'],
    [{ 'is-mobile': true }, 'mobile', 'is-mobile'],
    [{ line_type: 'Satellite' }, undefined, 'Satellite'],
    [{ type: 'universal access number' }, undefined, 'universal access number'],
    // Not line types: an error's type, a record's type, the caller's type, a one-letter "type".
    [{ error: { type: 'mobile' } }, undefined, undefined],
    [{ record_type: 'phone_number' }, undefined, undefined],
    [{ caller_name: { caller_type: 'BUSINESS' } }, undefined, undefined],
    [{ type: 'M' }, undefined, undefined],
    [{ roaming: { status: 'roaming' } }, undefined, undefined],
  ])('%j → %s (%s)', (body, kind, term) => {
    const s = readSummary(body);
    expect(s.lineType).toBe(kind);
    expect(s.lineTypeTerm).toBe(term);
  });
});

describe('readSummary: the number', () => {
  it.each<[string, unknown, Partial<ResultSummary>, string?]>([
    ['E.164 under any key containing e164', { E164_format: '+4915123456789' }, { e164: '+4915123456789' }],
    ['E.164 from msisdn', { msisdn: '+49 151 2345 6789' }, { e164: '+4915123456789' }],
    ['msisdn without its plus', { msisdn: '4915123456789' }, { e164: '+4915123456789' }],
    ['an international number without its plus', { international_format_number: '447700900000' }, { e164: '+447700900000' }],
    ['a plus number too short to be E.164', { number: '+12345' }, {}],
    ['a plus number that is not a number', { phone: '+49 call me' }, {}],
    ['bare digits are not E.164 unless they are the number sent', { number: '4915123456789' }, {}],
    ['bare digits equal to the number sent', { number: '14155550100' }, { e164: '+14155550100' }, '+14155550100'],
    ['a JSON number equal to the number sent', { phoneNumber: 31612345678 }, { e164: '+31612345678' }, '+31612345678'],
    ['national and local formats', { local: '030 123456' }, { national: '030 123456' }],
    [
      'the international form written for reading',
      { internationalFormat: '+49 30 123456', national: '030 123456' },
      { international: '+49 30 123456', national: '030 123456', e164: '+4930123456' },
    ],
    [
      'an international form without spaces is only the E.164',
      { international_format: '+14155550100' },
      { e164: '+14155550100' },
    ],
    ['a roaming or forwarding number is another number', { roaming: { msisdn: '+33612345678' } }, {}],
  ])('%s', (_name, body, expected, sent) => {
    const s = readSummary(body, sent ? { e164: sent } : {});
    expect({ e164: s.e164, international: s.international, national: s.national }).toEqual({
      e164: undefined,
      international: undefined,
      national: undefined,
      ...expected,
    });
  });
});

describe('readSummary: country and location', () => {
  it.each<[string, unknown, Partial<ResultSummary>]>([
    ['country code in several names', { iso2: 'fr' }, { countryCode: 'FR' }],
    ['country as a code', { country: 'DE' }, { countryCode: 'DE' }],
    ['country as a name', { country: 'Germany' }, { countryName: 'Germany' }],
    ['country object', { country: { iso: 'it', name: 'Italy' } }, { countryCode: 'IT', countryName: 'Italy' }],
    ['an alpha-3 code', { country_code_iso3: 'GBR' }, { countryCode: 'GB' }],
    [
      'an alpha-3 code under a plain name',
      { country_iso_code: 'GBR', country: 'United Kingdom' },
      { countryCode: 'GB', countryName: 'United Kingdom' },
    ],
    ['UK is said for GB', { country_code: 'UK' }, { countryCode: 'GB' }],
    ['a calling code is not a country code', { country_code: '+49', country_prefix: '49' }, {}],
    ['two letters that are no country', { country_code: 'XX' }, {}],
    ["the roaming country is not the number's", { roaming: { roaming_country_code: 'US' } }, {}],
    ['location names', { geo: { city: 'Berlin' } }, { location: 'Berlin' }],
    [
      'city and region together',
      { city: 'Mountain View', region: 'CA', country: 'US' },
      { location: 'Mountain View, CA', countryCode: 'US' },
    ],
    ['a city in capitals', { portability: { city: 'WAUKEGAN', state: 'IL' } }, { location: 'Waukegan, IL' }],
    ['a location that repeats the country is not one', { country: 'Germany', location: 'Germany' }, { countryName: 'Germany' }],
    ['N/A is no place', { city: 'N/A', region: 'N/A' }, {}],
  ])('%s', (_name, body, expected) => {
    const s = readSummary(body);
    expect({ countryCode: s.countryCode, countryName: s.countryName, location: s.location }).toEqual({
      countryCode: undefined,
      countryName: undefined,
      location: undefined,
      ...expected,
    });
  });
});

describe('readSummary: flags people act on', () => {
  it.each<[string, unknown, Partial<ResultSummary>]>([
    ['ported as a word', { ported: 'ported' }, { ported: true }],
    ['not ported as a word', { ported: 'not_ported' }, { ported: false }],
    ['assumed ported', { ported: 'assumed_ported' }, { ported: true }],
    ['ported as Y', { portability: { ported_status: 'Y' } }, { ported: true }],
    ['ported as yes', { carrier: { ported: 'no' } }, { ported: false }],
    ['ported unknown', { ported: 'unknown' }, {}],
    ['roaming object', { roaming: { status: 'roaming' } }, { roaming: true }],
    ['not roaming object', { roaming: { status: 'not_roaming' } }, { roaming: false }],
    ['roaming boolean', { roaming: false }, { roaming: false }],
    ['is-roaming', { 'is-roaming': true }, { roaming: true }],
    ['reachable word', { reachable: 'absent' }, { reachable: false }],
    ['reachable: reachable', { reachable: 'reachable' }, { reachable: true }],
    ['active', { active: true }, { reachable: true }],
    ['line status', { phone_validation: { line_status: 'disconnected' } }, { reachable: false }],
    ['disconnected', { rnd: { disconnected: true } }, { reachable: false }],
    ['an HLR delivery group', { status: { groupName: 'UNDELIVERABLE' } }, { reachable: false }],
    ['an HLR status', { hlr: { status: 'active' } }, { reachable: true }],
    ['prepaid', { prepaid: true }, { prepaid: true }],
    ['a subscription type', { caller_identity: { subscription_type: 'postpaid' } }, { prepaid: false }],
    ['a PREPAID line type', { phone_type: { description: 'PREPAID' } }, { prepaid: true }],
    ['disposable', { phone_risk: { is_disposable: true } }, { disposable: true }],
    ['spam', { spammer: true }, { spam: true }],
    ['no spam is not a flag', { spammer: false }, {}],
    ['a fraud score', { fraud_score: 87 }, { riskScore: 87 }],
    ['a risk score from 0 to 1', { risk_score: 0.25 }, { riskScore: 25 }],
    ['a risk score under risk', { risk: { score: 40, level: 'medium' } }, { riskScore: 40, riskLevel: 'medium' }],
    ['a risk level', { phone_risk: { risk_level: 'HIGH' } }, { riskLevel: 'high' }],
    ['a score over 100 is no score', { fraud_score: 350 }, {}],
  ])('%s', (_name, body, expected) => {
    const s = readSummary(body);
    const keys = ['ported', 'roaming', 'reachable', 'prepaid', 'disposable', 'spam', 'riskScore', 'riskLevel'] as const;
    const flags = Object.fromEntries(keys.filter((k) => s[k] !== undefined).map((k) => [k, s[k]]));
    expect(flags).toEqual(expected);
  });
});

describe('readSummary: whole answers', () => {
  it.each<[string, unknown, ResultSummary]>([
    ['not an object', 'VALID', {}],
    ['a number', 42, {}],
    ['null', null, {}],
    ['an empty object', {}, {}],
    ['an empty array', [], {}],
    ['numverify-like', NUMVERIFY_VALID, NUMVERIFY_VALID_SUMMARY],
    ['blank strings are not facts', { carrier: '  ', location: '', line_type: ' ' }, {}],
    [
      'a balance anywhere the credits reader looks',
      { valid: true, meta: { balance: 12 } },
      { valid: true, balance: { amount: 12, unit: 'credits' } },
    ],
    [
      'a money balance carried by a check',
      { valid: true, remaining_balance: '1.23456789', request_price: '0.03' },
      { valid: true, balance: { amount: 1.23456789, unit: 'money' } },
    ],
    [
      'an array of results: first item',
      [
        { valid: true, carrier: 'A' },
        { valid: false, carrier: 'B' },
      ],
      { valid: true, carrier: 'A' },
    ],
    [
      'results under a key',
      { data: [{ e164: '+33612345678', type: 'mobile' }] },
      { e164: '+33612345678', lineType: 'mobile', lineTypeTerm: 'mobile' },
    ],
    [
      'deeper than eight levels is not searched',
      { a: { b: { c: { d: { e: { f: { g: { h: { i: { valid: true } } } } } } } } } },
      {},
    ],
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
