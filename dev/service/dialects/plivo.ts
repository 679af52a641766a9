// Modelled on Plivo Number Lookup (GET /v1/Number/{number}?type=carrier): `api_id`, `phone_number`
// in E.164, `country: {name, iso2, iso3}`, `format: {e164, national, international, rfc3966}`,
// `carrier: {mobile_country_code, mobile_network_code, name, type, ported, …}` with numeric codes
// and `ported` as "yes"/"no", `resource_uri`. Errors: `{api_id, error}` with the HTTP status.
// Balance: the Account resource, whose `cash_credits` is money as a string.

import { extrasOf, moneyOf, moneyText } from '../number-extras.ts';
import type { NumberInfo } from '../number-info.ts';
import { type Dialect, entryFor, lineKind, type Problem, pick, requestId, statusFor } from './dialect.ts';

function typeOf(t: NumberInfo['lineType']): string {
  switch (t) {
    case 'mobile':
      return 'mobile';
    case 'fixed_line':
    case 'fixed_line_or_mobile':
      return 'fixed';
    case 'voip':
      return 'voip';
    case 'toll_free':
      return 'tollfree';
    default:
      return 'unknown';
  }
}

const ERRORS: Partial<Record<Problem, [number, string]>> = {
  key: [401, 'Authentication credentials invalid. Check your AUTH_ID and AUTH_TOKEN.'],
  credits: [402, 'Insufficient credit in your account to perform this lookup.'],
  number: [400, 'Invalid phone number: the number must be in E.164 format.'],
  rate: [429, 'Too many requests. Please slow down.'],
  notFound: [404, 'Not found.'],
  server: [500, 'Internal server error.'],
};

export const plivo: Dialect = {
  name: 'plivo',
  models: 'Plivo Number Lookup (carrier); Account details (cash_credits)',
  check: (info) => {
    const x = extrasOf(info);
    return {
      api_id: requestId(info.e164, 36),
      phone_number: info.e164,
      country: {
        name: info.countryName,
        iso2: info.countryCode,
        iso3: info.countryCode === 'US' ? 'USA' : info.countryCode === 'GB' ? 'GBR' : null,
      },
      format: {
        e164: info.e164,
        national: info.national,
        international: info.international,
        rfc3966: `tel:${(info.international ?? info.e164).replace(/\s/g, '-')}`,
      },
      carrier: info.valid
        ? {
            mobile_country_code: x.mcc,
            mobile_network_code: x.mnc,
            name: info.carrier,
            type: typeOf(info.lineType),
            ported: x.ported ? 'yes' : 'no',
          }
        : null,
      resource_uri: `/v1/Number/${info.e164}?type=carrier`,
    };
  },
  facts: (info) => {
    const x = extrasOf(info);
    const t = typeOf(info.lineType);
    return pick({
      e164: info.e164,
      countryCode: info.countryCode,
      countryName: info.countryName,
      carrier: info.carrier,
      lineType: info.valid ? (t === 'unknown' ? 'unknown' : t === 'fixed' ? 'landline' : lineKind(info.lineType)) : undefined,
      ported: info.valid ? x.ported : undefined,
    });
  },
  credits: (credits) => ({
    status: 200,
    body: {
      account_type: 'standard',
      api_id: requestId('account', 36),
      auth_id: 'MAEXAMPLE0000000000',
      auto_recharge: false,
      billing_mode: 'prepaid',
      cash_credits: moneyText(credits, 5),
      name: 'Demo account',
      resource_uri: '/v1/Account/MAEXAMPLE0000000000/',
      state: 'CA',
      timezone: 'America/Los_Angeles',
    },
  }),
  balance: (credits) => ({ amount: moneyOf(credits), unit: 'money' }),
  error: (e) => {
    const [status, error] = entryFor(ERRORS, e.kind);
    return {
      status: statusFor(e.kind, status, e.status),
      body: { api_id: requestId(error, 36), error },
    };
  },
};
