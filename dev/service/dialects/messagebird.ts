// Modelled on MessageBird (Bird) Lookup (GET /lookup/{number}): `phoneNumber` and `countryPrefix` as
// JSON numbers, ISO `countryCode`, `type` in words ("fixed line", "mobile", "fixed line or mobile",
// "toll free", "premium rate", "voip", "personal number", "universal access number"…), `formats`
// (e164, international, national, rfc3966), and an `hlr` object whose `network` is the numeric
// MCC-MNC, never a name. Errors: `{errors: [{code, description, parameter}]}` (2 bad access key, 9
// missing parameter, 10 invalid parameter, 25 not enough balance). Balance: GET /balance →
// `{payment, type: "euros", amount}`.

import { extrasOf, moneyOf } from '../number-extras.ts';
import type { NumberInfo } from '../number-info.ts';
import { type Dialect, digits, entryFor, lineKind, type Problem, pick, requestId, statusFor, typeInWords } from './dialect.ts';

function typeOf(t: NumberInfo['lineType']): string {
  if (t === null) return 'unknown';
  return t === 'uan' ? 'universal access number' : typeInWords(t);
}

const ERRORS: Partial<Record<Problem, [number, number, string, string | null]>> = {
  key: [401, 2, 'Request not allowed (incorrect access_key)', 'access_key'],
  credits: [402, 25, 'Not enough balance', null],
  number: [422, 10, 'Invalid value for phoneNumber: the number has an unknown format', 'phoneNumber'],
  missing: [422, 9, 'no (correct) phoneNumber given', 'phoneNumber'],
  rate: [429, 29, 'Too many requests', null],
  notFound: [404, 20, 'The requested resource could not be found', null],
  server: [500, 99, 'Internal error', null],
};

export const messagebird: Dialect = {
  name: 'messagebird',
  models: 'MessageBird (Bird) Lookup with HLR; Balance',
  check: (info) => {
    const x = extrasOf(info);
    return {
      href: `https://rest.example.test/lookup/${digits(info.e164)}`,
      countryCode: info.countryCode,
      countryPrefix: Number(info.callingCode ?? 0),
      phoneNumber: Number(digits(info.e164)),
      type: typeOf(info.lineType),
      formats: {
        e164: info.e164,
        international: info.international ?? info.e164,
        national: info.national ?? '',
        rfc3966: `tel:${(info.international ?? info.e164).replace(/\s/g, '-')}`,
      },
      hlr:
        info.lineType === 'mobile' && info.valid
          ? {
              id: requestId(info.e164),
              network: Number(`${x.mcc}${x.mnc}`),
              reference: null,
              status: x.reachable ? 'active' : 'absent',
              createdDatetime: '2024-05-06T07:08:09+00:00',
              statusDatetime: '2024-05-06T07:08:10+00:00',
            }
          : null,
    };
  },
  facts: (info) => {
    const x = extrasOf(info);
    return pick({
      e164: info.e164,
      countryCode: info.countryCode,
      lineType: info.lineType === null ? 'unknown' : lineKind(info.lineType),
      reachable: info.lineType === 'mobile' && info.valid ? x.reachable : undefined,
    });
  },
  credits: (credits) => ({ status: 200, body: { payment: 'prepaid', type: 'euros', amount: moneyOf(credits) } }),
  balance: (credits) => ({ amount: moneyOf(credits), unit: 'money', currency: 'EUR' }),
  error: (e) => {
    const [status, code, description, parameter] = entryFor(ERRORS, e.kind);
    return {
      status: statusFor(e.kind, status, e.status),
      body: { errors: [{ code, description, parameter }] },
    };
  },
};
