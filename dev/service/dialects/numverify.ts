// Modelled on numverify / apilayer (GET /validate): `valid`, the number as bare digits (`number`:
// "14158586273"), `local_format`, `international_format` with its `+`, `country_prefix` ("+1"), ISO
// `country_code`, `country_name`, `location`, `carrier`, `line_type`; an invalid number comes back
// with empty strings. Every error is HTTP 200 with `{success: false, error: {code, type, info}}`
// (101 invalid_access_key, 104 usage_limit_reached, 106 rate_limit_reached, 211
// non_numeric_phone_number_provided…). No balance endpoint.

import type { ErrorKind } from '../errors.ts';
import { type Dialect, digits, lineKind, pick, placeFact } from './dialect.ts';

const ERRORS: Readonly<Record<ErrorKind, [number, string, string]>> = {
  missing_api_key: [
    101,
    'missing_access_key',
    'You have not supplied an API Access Key. [Required format: access_key=YOUR_ACCESS_KEY]',
  ],
  invalid_api_key: [
    101,
    'invalid_access_key',
    'You have not supplied a valid API Access Key. [Technical Support: support@example.test]',
  ],
  forbidden: [105, 'function_access_restricted', 'The current subscription plan does not support this API function.'],
  no_credits: [104, 'usage_limit_reached', 'Your monthly usage limit has been reached. Please upgrade your subscription plan.'],
  rate_limited: [106, 'rate_limit_reached', 'You have exceeded the rate limitation allowed on your subscription plan.'],
  missing_number: [210, 'no_phone_number_provided', 'Please specify a phone number. [Example: 14158586273]'],
  invalid_number: [211, 'non_numeric_phone_number_provided', 'Please specify a numeric phone number. [Example: 14158586273]'],
  bad_request: [211, 'non_numeric_phone_number_provided', 'Please specify a numeric phone number. [Example: 14158586273]'],
  not_found: [103, 'invalid_api_function', 'This API Function does not exist.'],
  method_not_allowed: [103, 'invalid_api_function', 'This API Function does not exist.'],
  internal_error: [500, 'internal_error', 'An internal error occurred. Please try again later.'],
  service_unavailable: [503, 'service_unavailable', 'The service is temporarily unavailable. Please try again later.'],
};

export const numverify: Dialect = {
  name: 'numverify',
  models: 'numverify (apilayer) validate; no balance endpoint',
  check: (info) => ({
    valid: info.valid,
    number: digits(info.e164),
    local_format: info.valid ? (info.national ?? '').replace(/\D/g, '') : '',
    international_format: info.valid ? info.e164 : '',
    country_prefix: info.valid && info.callingCode ? `+${info.callingCode}` : '',
    country_code: info.valid ? (info.countryCode ?? '') : '',
    country_name: info.valid ? (info.countryName ?? '') : '',
    location: info.valid ? (info.location === info.countryName ? '' : (info.location ?? '')) : '',
    carrier: info.carrier ?? '',
    line_type: info.lineType ?? null,
  }),
  facts: (info) =>
    pick({
      valid: info.valid,
      e164: info.e164,
      countryCode: info.valid ? info.countryCode : undefined,
      countryName: info.valid ? info.countryName : undefined,
      carrier: info.carrier,
      lineType: lineKind(info.lineType),
      location: info.valid ? placeFact(info.location, info.countryName) : undefined,
    }),
  credits: () => null,
  balance: () => undefined,
  error: (e) => {
    const [code, type, text] = ERRORS[e.kind] ?? [999, 'unknown_error', e.message];
    // A path that is not there is a real 404; the API's own errors all come with 200.
    const status = e.kind === 'not_found' || e.kind === 'method_not_allowed' ? e.status : 200;
    return { status, body: { success: false, error: { code, type, info: text } } };
  },
};
