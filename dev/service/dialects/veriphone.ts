// Modelled on Veriphone v2 (GET /v2/verify): `status: "success"`, `phone_valid`, `phone_type`
// (mobile, fixed_line, toll_free, premium_rate, shared_cost, voip, unknown), `phone_region`,
// `country`, ISO `country_code`, `country_prefix` as bare digits, `international_number`,
// `local_number`, `e164`, `carrier`. Errors: `{status: "error", code, type, message}` with the same
// HTTP status (400, 401, 402 PaymentRequired…). No balance endpoint.

import { type Dialect, entryFor, lineKind, numberFacts, type Problem, pick, placeFact, statusFor } from './dialect.ts';

const ERRORS: Partial<Record<Problem, [number, string, string]>> = {
  key: [401, 'Unauthorized', 'API key or token required'],
  forbidden: [403, 'Forbidden', 'Account inactive or access denied'],
  credits: [402, 'PaymentRequired', 'Insufficient credits'],
  number: [400, 'BadRequest', 'Invalid or missing input: phone'],
  rate: [429, 'TooManyRequests', 'Too many requests'],
  notFound: [404, 'NotFound', 'Resource not found'],
  server: [500, 'InternalServerError', 'Server error'],
};

export const veriphone: Dialect = {
  name: 'veriphone',
  models: 'Veriphone v2 verify; no balance endpoint',
  check: (info) => ({
    status: 'success',
    phone: info.e164,
    phone_valid: info.valid,
    phone_type: info.valid ? (info.lineType ?? 'unknown') : 'unknown',
    phone_region: info.valid ? (info.location ?? '') : '',
    country: info.countryName ?? '',
    country_code: info.countryCode ?? '',
    country_prefix: info.callingCode ?? '',
    international_number: info.valid ? (info.international ?? '') : '',
    local_number: info.valid ? (info.national ?? '') : '',
    e164: info.valid ? info.e164 : '',
    carrier: info.carrier ?? '',
  }),
  facts: (info) =>
    pick({
      ...numberFacts(info),
      lineType: info.valid ? (lineKind(info.lineType) ?? (info.lineType === 'uan' ? undefined : 'unknown')) : 'unknown',
      location: info.valid ? placeFact(info.location, info.countryName) : undefined,
    }),
  credits: () => null,
  balance: () => undefined,
  error: (e) => {
    const [status, type, message] = entryFor(ERRORS, e.kind);
    const s = statusFor(e.kind, status, e.status);
    return { status: s, body: { status: 'error', code: s, type, message } };
  },
};
