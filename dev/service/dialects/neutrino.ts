// Modelled on NeutrinoAPI phone-validate (kebab-case keys): `valid`, `type` (mobile, fixed-line,
// premium-rate, toll-free, voip, unknown), `is-mobile`, `international-number` in E.164,
// `local-number`, `international-calling-code` as bare digits, `country-code`, `country-code3`,
// `country`, `location`, `prefix-network` (the carrier by number range), `currency-code`. Errors:
// `{"api-error": n, "api-error-msg": "…"}` with 400 or 403 (ACCESS DENIED… / DAILY API LIMIT
// EXCEEDED…). No balance endpoint.

import type { NumberInfo } from '../number-info.ts';
import { type Dialect, entryFor, lineKind, type Problem, pick, placeFact, statusFor } from './dialect.ts';

function typeOf(t: NumberInfo['lineType']): string {
  switch (t) {
    case 'mobile':
      return 'mobile';
    case 'fixed_line':
    case 'fixed_line_or_mobile':
      return 'fixed-line';
    case 'premium_rate':
      return 'premium-rate';
    case 'toll_free':
      return 'toll-free';
    case 'voip':
      return 'voip';
    default:
      return 'unknown';
  }
}

const ERRORS: Partial<Record<Problem, [number, number, string]>> = {
  key: [403, 10, 'ACCESS DENIED. USER ID OR API KEY INVALID'],
  credits: [403, 2, 'DAILY API LIMIT EXCEEDED. UPGRADE YOUR PLAN OR WAIT UNTIL TOMORROW'],
  number: [400, 1, 'MISSING OR INVALID PARAMETER: number'],
  rate: [429, 13, 'TOO MANY REQUESTS. SLOW DOWN'],
  notFound: [404, 4, 'INVALID API ENDPOINT'],
  server: [500, 5, 'API SERVER UNAVAILABLE. TRY AGAIN LATER'],
};

export const neutrino: Dialect = {
  name: 'neutrino',
  models: 'NeutrinoAPI phone-validate; no balance endpoint',
  check: (info) => ({
    valid: info.valid,
    type: info.valid ? typeOf(info.lineType) : 'unknown',
    'is-mobile': info.lineType === 'mobile',
    'international-calling-code': info.callingCode ?? '',
    'international-number': info.valid ? info.e164 : '',
    'local-number': info.valid ? (info.national ?? '') : '',
    'country-code': info.countryCode ?? '',
    'country-code3': info.countryCode === 'GB' ? 'GBR' : info.countryCode === 'US' ? 'USA' : '',
    country: info.countryName ?? '',
    location: info.location ?? '',
    'prefix-network': info.lineType === 'mobile' ? (info.carrier ?? '') : '',
    'currency-code': info.countryCode === 'GB' ? 'GBP' : info.countryCode === 'US' ? 'USD' : 'EUR',
  }),
  facts: (info) => {
    const type = typeOf(info.lineType);
    return pick({
      valid: info.valid,
      e164: info.valid ? info.e164 : undefined,
      countryCode: info.countryCode,
      countryName: info.countryName,
      carrier: info.lineType === 'mobile' ? info.carrier : undefined,
      lineType: info.valid
        ? type === 'fixed-line'
          ? 'landline'
          : type === 'unknown'
            ? 'unknown'
            : lineKind(info.lineType)
        : 'unknown',
      location: placeFact(info.location, info.countryName),
    });
  },
  credits: () => null,
  balance: () => undefined,
  error: (e) => {
    const [status, code, msg] = entryFor(ERRORS, e.kind);
    return {
      status: statusFor(e.kind, status, e.status),
      body: { 'api-error': code, 'api-error-msg': msg },
    };
  },
};
