// Modelled on TeleSign PhoneID (GET /v1/phoneid/{number}): `status: {updated_on, code,
// description}` where 300 is "Transaction successfully completed", `errors: []` on success,
// `numbering.original` with `complete_phone_number` as bare digits, `numbering.cleansing.call`,
// `phone_type: {code, description}` (1 FIXED_LINE, 2 MOBILE, 3 PREPAID, 4 TOLLFREE, 5 VOIP, 6 PAGER,
// 8 INVALID…), `location` with city, state, `country: {name, iso2, iso3}`, coordinates and time
// zone, `carrier: {name}`, `blocklisting`. Errors: a failed status with `errors: [{code,
// description}]` and the HTTP status. No balance endpoint.

import { extrasOf } from '../number-extras.ts';
import type { NumberInfo } from '../number-info.ts';
import { type Dialect, digits, entryFor, lineKind, type Problem, pick, requestId, statusFor } from './dialect.ts';

function phoneType(t: NumberInfo['lineType'], valid: boolean, prepaid: boolean): { code: string; description: string } {
  if (!valid) return { code: '8', description: 'INVALID' };
  switch (t) {
    case 'mobile':
      return prepaid ? { code: '3', description: 'PREPAID' } : { code: '2', description: 'MOBILE' };
    case 'fixed_line':
      return { code: '1', description: 'FIXED_LINE' };
    case 'toll_free':
      return { code: '4', description: 'TOLLFREE' };
    case 'voip':
      return { code: '5', description: 'VOIP' };
    case 'pager':
      return { code: '6', description: 'PAGER' };
    case 'personal_number':
      return { code: '10', description: 'PERSONAL' };
    case 'voicemail':
      return { code: '11', description: 'VOICEMAIL' };
    default:
      return { code: '20', description: 'OTHER' };
  }
}

const ERRORS: Partial<Record<Problem, [number, number, string, number, string]>> = {
  key: [401, 501, 'Not authorized', -30000, 'Invalid Customer ID.'],
  credits: [402, 500, 'Transaction failed', -40008, 'Insufficient balance on the account.'],
  number: [400, 500, 'Transaction failed', -40001, 'Invalid phone number: the value is not a valid phone number.'],
  rate: [429, 500, 'Transaction failed', -50001, 'Rate limit exceeded: too many requests.'],
  notFound: [404, 500, 'Transaction failed', -10001, 'Invalid Request: the resource does not exist.'],
  server: [500, 500, 'Transaction failed', -90001, 'System unavailable, please try again later.'],
};

const UPDATED = '2024-05-06T07:08:09.000000Z';

export const telesign: Dialect = {
  name: 'telesign',
  models: 'TeleSign PhoneID; no balance endpoint',
  check: (info) => {
    const x = extrasOf(info);
    const nsn = (info.national ?? '').replace(/\D/g, '').replace(/^0/, '');
    const area = info.location?.includes('area') ? `Area ${info.location.split('area ')[1]}` : null;
    return {
      reference_id: requestId(info.e164).toUpperCase(),
      sub_resource: 'standard',
      errors: [],
      status: { updated_on: UPDATED, code: 300, description: 'Transaction successfully completed' },
      numbering: {
        original: { complete_phone_number: digits(info.e164), country_code: info.callingCode, phone_number: nsn },
        cleansing: {
          call: { country_code: info.callingCode, phone_number: nsn, cleansed_code: 100, min_length: 10, max_length: 13 },
          sms: { country_code: info.callingCode, phone_number: nsn, cleansed_code: 100, min_length: 10, max_length: 13 },
        },
      },
      phone_type: phoneType(info.lineType, info.valid, x.prepaid),
      location: {
        city: area,
        state: area ? 'CA' : null,
        zip: null,
        metro_code: null,
        county: null,
        country: {
          name: info.countryName,
          iso2: info.countryCode,
          iso3: info.countryCode === 'US' ? 'USA' : info.countryCode === 'GB' ? 'GBR' : null,
        },
        coordinates: { latitude: null, longitude: null },
        time_zone: { name: null, utc_offset_min: null, utc_offset_max: null },
      },
      carrier: { name: info.carrier },
      blocklisting: { blocked: false, block_code: 0, block_description: 'Not blocked' },
    };
  },
  facts: (info) => {
    const x = extrasOf(info);
    const t = phoneType(info.lineType, info.valid, x.prepaid).description;
    return pick({
      valid: info.valid ? undefined : false,
      e164: info.e164,
      countryCode: info.countryCode,
      countryName: info.countryName,
      carrier: info.carrier,
      lineType: t === 'INVALID' || t === 'OTHER' ? undefined : t === 'PREPAID' ? 'mobile' : lineKind(info.lineType),
      prepaid: t === 'PREPAID' ? true : undefined,
      location: info.location?.includes('area') ? `Area ${info.location.split('area ')[1]}, CA` : undefined,
    });
  },
  credits: () => null,
  balance: () => undefined,
  error: (e) => {
    const [status, code, description, errCode, errText] = entryFor(ERRORS, e.kind);
    return {
      status: statusFor(e.kind, status, e.status),
      body: {
        reference_id: requestId(errText).toUpperCase(),
        status: { updated_on: UPDATED, code, description },
        errors: [{ code: errCode, description: errText }],
      },
    };
  },
};
