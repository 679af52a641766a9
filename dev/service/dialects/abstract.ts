// Modelled on Abstract API phone validation (GET /v1/?api_key&phone): the number as bare digits
// (`phone`), `valid`, `format: {international, local}`, `country: {code, name, prefix}`,
// `location`, a capitalised `type` (Mobile, Landline, Toll_Free, Premium, Satellite…) and
// `carrier`. Errors: `{error: {message, code, details}}`, notably 401 `unauthorized` and 422
// `quota_reached`, a quota sent with the status of a bad input. No balance endpoint.

import type { NumberInfo } from '../number-info.ts';
import { type Dialect, digits, entryFor, lineKind, numberFacts, type Problem, pick, placeFact, statusFor } from './dialect.ts';

function typeOf(t: NumberInfo['lineType']): string {
  switch (t) {
    case 'mobile':
      return 'Mobile';
    case 'fixed_line':
      return 'Landline';
    case 'fixed_line_or_mobile':
      return 'Landline_or_mobile';
    case 'toll_free':
      return 'Toll_Free';
    case 'premium_rate':
      return 'Premium';
    case 'voip':
      return 'Voip';
    case 'pager':
      return 'Paging';
    case 'shared_cost':
      return 'Shared_Cost';
    case 'uan':
      return 'Special';
    default:
      return 'Unknown';
  }
}

const ERRORS: Partial<Record<Problem, [number, string, string]>> = {
  key: [401, 'unauthorized', 'Invalid API key provided.'],
  forbidden: [403, 'forbidden', 'This API key is not allowed to access this API.'],
  credits: [422, 'quota_reached', 'Quota reached: you have used all the requests of your plan this month.'],
  number: [400, 'validation_error', 'Validation error: the phone parameter is not a phone number.'],
  rate: [429, 'too_many_requests', 'Too many requests: the rate limit of your plan was exceeded.'],
  notFound: [404, 'not_found', 'Not found.'],
  server: [500, 'server_error', 'Internal server error.'],
};

export const abstract: Dialect = {
  name: 'abstract',
  models: 'Abstract API phone validation v1; no balance endpoint',
  check: (info) => ({
    phone: digits(info.e164),
    valid: info.valid,
    format: { international: info.valid ? info.e164 : '', local: info.valid ? (info.national ?? '') : '' },
    country: {
      code: info.countryCode ?? '',
      name: info.countryName ?? '',
      prefix: info.callingCode ? `+${info.callingCode}` : '',
    },
    location: info.location === info.countryName ? '' : (info.location ?? ''),
    type: info.valid ? typeOf(info.lineType) : 'Unknown',
    carrier: info.carrier ?? '',
  }),
  facts: (info) =>
    pick({
      ...numberFacts(info),
      lineType: info.valid ? (typeOf(info.lineType) === 'Unknown' ? 'unknown' : lineKind(info.lineType)) : 'unknown',
      location: placeFact(info.location, info.countryName),
    }),
  credits: () => null,
  balance: () => undefined,
  error: (e) => {
    const [status, code, message] = entryFor(ERRORS, e.kind);
    return {
      status: statusFor(e.kind, status, e.status),
      body: { error: { message, code, details: null } },
    };
  },
};
