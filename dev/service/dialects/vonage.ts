// Modelled on Vonage Number Insight Advanced (GET /ni/advanced/json): every answer is HTTP 200
// with a numeric `status` (0 success, 1 throttled, 3 invalid request, 4 invalid credentials, 5
// internal error, 9 partner quota exceeded) and `status_message`; the international number without
// its `+`; `current_carrier` / `original_carrier` each with a numeric `network_code` beside the
// `name` and a `network_type`; `ported`, `roaming: {status, roaming_network_name…}`, `reachable`,
// `valid_number` as words; `remaining_balance` (money, in EUR, with no currency field) and
// `request_price`. Balance: GET /account/get-balance → `{value, autoReload}`.

import { extrasOf, moneyOf, moneyText } from '../number-extras.ts';
import type { NumberInfo } from '../number-info.ts';
import { type Dialect, digits, entryFor, type lineKind, numberFacts, type Problem, pick, requestId } from './dialect.ts';

function networkType(type: NumberInfo['lineType']): string {
  switch (type) {
    case 'mobile':
    case 'fixed_line_or_mobile':
      return 'mobile';
    case 'fixed_line':
      return 'landline';
    case 'toll_free':
      return 'landline_tollfree';
    case 'premium_rate':
      return 'landline_premium';
    case 'voip':
      return 'virtual';
    case 'pager':
      return 'pager';
    default:
      return 'unknown';
  }
}

function kindOf(type: NumberInfo['lineType']): ReturnType<typeof lineKind> {
  const t = networkType(type);
  return t === 'mobile'
    ? 'mobile'
    : t === 'landline'
      ? 'landline'
      : t === 'landline_tollfree'
        ? 'toll-free'
        : t === 'landline_premium'
          ? 'premium'
          : t === 'virtual'
            ? 'voip'
            : t === 'pager'
              ? 'pager'
              : 'unknown';
}

const STATUS: Partial<Record<Problem, [number, string]>> = {
  key: [4, 'Invalid credentials'],
  credits: [9, 'Partner quota exceeded'],
  number: [3, 'Invalid value for parameter: number'],
  rate: [1, 'Throttled'],
  server: [5, 'Internal error'],
};

export const vonage: Dialect = {
  name: 'vonage',
  models: 'Vonage Number Insight Advanced (sync); Account get-balance',
  check: (info, credits) => {
    const x = extrasOf(info);
    const carrier = (name: string | null) =>
      name === null
        ? null
        : { network_code: `${x.mcc}${x.mnc}`, name, country: info.countryCode, network_type: networkType(info.lineType) };
    return {
      status: 0,
      status_message: 'Success',
      lookup_outcome: 0,
      lookup_outcome_message: 'Success',
      request_id: requestId(info.e164, 36),
      international_format_number: digits(info.e164),
      national_format_number: info.national,
      country_code: info.countryCode,
      country_code_iso3:
        info.countryCode === 'GB' ? 'GBR' : info.countryCode === 'US' ? 'USA' : info.countryCode === 'DE' ? 'DEU' : null,
      country_name: info.countryName,
      country_prefix: info.callingCode,
      request_price: '0.03000000',
      remaining_balance: moneyText(credits, 8),
      current_carrier: carrier(info.carrier),
      original_carrier: carrier(x.originalCarrier),
      valid_number: info.valid ? 'valid' : 'not_valid',
      reachable: info.valid ? (x.reachable ? 'reachable' : 'absent') : 'unknown',
      ported: info.valid ? (x.ported ? 'ported' : 'not_ported') : 'unknown',
      roaming: info.valid
        ? x.roaming
          ? {
              status: 'roaming',
              roaming_country_code: 'FR',
              roaming_network_code: '20801',
              roaming_network_name: 'Lumière Mobile',
            }
          : { status: 'not_roaming' }
        : 'unknown',
    };
  },
  facts: (info, credits) => {
    const x = extrasOf(info);
    return pick({
      ...numberFacts(info),
      lineType: info.carrier === null ? undefined : kindOf(info.lineType),
      reachable: info.valid ? x.reachable : undefined,
      ported: info.valid ? x.ported : undefined,
      roaming: info.valid ? x.roaming : undefined,
      balance: { amount: moneyOf(credits), unit: 'money' },
    });
  },
  credits: (credits) => ({ status: 200, body: { value: moneyOf(credits), autoReload: false } }),
  balance: (credits) => ({ amount: moneyOf(credits), unit: 'money' }),
  error: (e) => {
    const [status, message] = entryFor(STATUS, e.kind);
    // A path the API does not have is a real 404; everything else is said with 200.
    if (e.kind === 'not_found' || e.kind === 'method_not_allowed')
      return { status: e.status, body: { status, status_message: e.message } };
    return { status: 200, body: { status, status_message: message, request_id: requestId(message, 36) } };
  },
};
