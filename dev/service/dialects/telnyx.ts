// Modelled on Telnyx Number Lookup (GET /v2/number_lookup/{number}?type=carrier): everything under
// `data`; `carrier` with a `name`, a `normalized_carrier`, a region code in `mobile_country_code`
// and a numeric `mobile_network_code`; `portability` with `ported_status` "Y"/"N", a city and a
// state in capitals, its own `line_type`; `valid_number`. Errors: JSON:API style `{errors: [{code,
// title, detail}]}` with the HTTP status (401, 422 for a bad number, 429…). Balance: GET
// /v2/balance → `{data: {balance, credit_limit, available_credit, pending, currency}}`, money as
// strings.

import { extrasOf, moneyOf, moneyText } from '../number-extras.ts';
import type { NumberInfo } from '../number-info.ts';
import { type Dialect, entryFor, lineKind, type Problem, pick, statusFor, typeInWords } from './dialect.ts';

function typeOf(t: NumberInfo['lineType']): string | null {
  return t === null ? null : typeInWords(t);
}

const ERRORS: Partial<Record<Problem, [number, string, string, string]>> = {
  key: [
    401,
    '10009',
    'Authentication failed',
    'The required authentication headers were either invalid or not included in the request.',
  ],
  credits: [403, '10038', 'Insufficient balance', 'Your account balance is too low to perform this lookup.'],
  number: [422, '10002', 'Invalid phone number', 'The phone number is invalid.'],
  rate: [429, '10011', 'Too many requests', 'You have exceeded the maximum number of allowed requests.'],
  notFound: [404, '10005', 'Resource not found', 'The requested resource or URL could not be found.'],
  server: [500, '10007', 'Unexpected error', 'An unexpected error occured.'],
};

export const telnyx: Dialect = {
  name: 'telnyx',
  models: 'Telnyx Number Lookup v2 (carrier); Balance',
  check: (info) => {
    const x = extrasOf(info);
    const city = info.location?.includes('area') ? `AREA ${info.location.split('area ')[1]}` : null;
    return {
      data: {
        record_type: 'number_lookup',
        phone_number: info.e164,
        country_code: info.countryCode,
        national_format: info.national,
        valid_number: info.valid,
        fraud: null,
        carrier: info.valid
          ? {
              name: info.carrier,
              normalized_carrier: info.carrier,
              mobile_country_code: info.countryCode,
              mobile_network_code: Number(x.mnc),
              type: typeOf(info.lineType),
              error_code: null,
            }
          : null,
        portability: info.valid
          ? {
              ported_status: x.ported ? 'Y' : 'N',
              ported_date: x.ported ? '2019-06-14' : '',
              spid_carrier_name: info.carrier,
              spid: String(1000 + (Number(x.mnc) % 900)),
              ocn: String(1000 + (Number(x.mnc) % 900)),
              lrn: info.e164.slice(2),
              line_type: typeOf(info.lineType),
              city,
              state: city ? 'CA' : null,
            }
          : null,
        caller_name: null,
      },
    };
  },
  facts: (info) => {
    const x = extrasOf(info);
    const city = info.location?.includes('area') ? `Area ${info.location.split('area ')[1]}, CA` : undefined;
    return pick({
      valid: info.valid,
      e164: info.e164,
      countryCode: info.countryCode,
      carrier: info.carrier,
      lineType: lineKind(info.lineType),
      location: city,
      ported: info.valid ? x.ported : undefined,
    });
  },
  credits: (credits) => ({
    status: 200,
    body: {
      data: {
        record_type: 'balance',
        balance: moneyText(credits),
        credit_limit: '0.00',
        available_credit: moneyText(credits),
        pending: '0.00',
        currency: 'USD',
      },
    },
  }),
  balance: (credits) => ({ amount: moneyOf(credits), unit: 'money', currency: 'USD' }),
  error: (e) => {
    const [status, code, title, detail] = entryFor(ERRORS, e.kind);
    return {
      status: statusFor(e.kind, status, e.status),
      body: { errors: [{ code, title, detail, meta: { url: `https://developers.example.test/docs/errors/${code}` } }] },
    };
  },
};
