// Modelled on Sinch Number Lookup v2 (POST /v2/projects/{id}/lookups): `number` in E.164,
// `countryCode`, a `traceId`, `line` with `carrier`, capitalised `type` (Mobile, Landline, VoIP…),
// numeric `mobileCountryCode` / `mobileNetworkCode`, `ported`, `portingDate` and an empty `error`
// object on success; optional feature objects null when not asked. Errors: problem details
// `{type, title, status, detail, traceId}` with the HTTP status (401, 402 "Account locked due to
// insufficient funds", 429…). No balance endpoint.

import { extrasOf } from '../number-extras.ts';
import type { NumberInfo } from '../number-info.ts';
import { type Dialect, entryFor, lineKind, type Problem, pick, requestId, statusFor } from './dialect.ts';

function typeOf(t: NumberInfo['lineType']): string | null {
  switch (t) {
    case null:
      return null;
    case 'mobile':
      return 'Mobile';
    case 'fixed_line':
      return 'Landline';
    case 'fixed_line_or_mobile':
      return 'FixedLineOrMobile';
    case 'voip':
      return 'VoIP';
    case 'toll_free':
      return 'TollFree';
    case 'premium_rate':
      return 'PremiumRate';
    case 'shared_cost':
      return 'SharedCost';
    case 'pager':
      return 'Pager';
    case 'personal_number':
      return 'PersonalNumber';
    case 'voicemail':
      return 'Voicemail';
    default:
      return 'Other';
  }
}

const ERRORS: Partial<Record<Problem, [number, string, string]>> = {
  key: [401, 'Invalid authorization', 'Incorrect credentials'],
  forbidden: [403, 'Forbidden', 'Line type lookup feature is disabled for this application'],
  credits: [402, 'Payment Required', 'Account locked due to insufficient funds'],
  number: [400, 'One or more errors occurred in the request', 'The number field is not a valid E.164 phone number'],
  rate: [429, 'Too Many Requests', 'Rate limit exceeded'],
  notFound: [404, 'Not Found', 'The requested resource was not found'],
  server: [500, 'Internal Error', 'An internal error occurred'],
};

export const sinch: Dialect = {
  name: 'sinch',
  models: 'Sinch Number Lookup v2 (LineType); no balance endpoint',
  check: (info) => {
    const x = extrasOf(info);
    return {
      line: info.valid
        ? {
            carrier: info.carrier,
            type: typeOf(info.lineType),
            mobileCountryCode: x.mcc,
            mobileNetworkCode: x.mnc,
            ported: x.ported,
            portingDate: x.ported ? '2021-03-02T00:00:00.0000000+00:00' : null,
            error: {},
          }
        : {
            carrier: null,
            type: null,
            mobileCountryCode: null,
            mobileNetworkCode: null,
            ported: null,
            portingDate: null,
            error: { status: 404, title: 'Not found', detail: 'No line type data for this number' },
          },
      simSwap: null,
      voIPDetection: null,
      rnd: null,
      countryCode: info.countryCode,
      traceId: requestId(info.e164),
      number: info.e164,
    };
  },
  facts: (info) => {
    const x = extrasOf(info);
    return pick({
      e164: info.e164,
      countryCode: info.countryCode,
      carrier: info.carrier,
      lineType: info.valid ? lineKind(info.lineType) : undefined,
      ported: info.valid ? x.ported : undefined,
    });
  },
  credits: () => null,
  balance: () => undefined,
  error: (e) => {
    const [status, title, detail] = entryFor(ERRORS, e.kind);
    const s = statusFor(e.kind, status, e.status);
    return {
      status: s,
      body: { type: `https://developers.example.test/errors/${s}`, title, status: s, detail, traceId: requestId(title) },
    };
  },
};
