// Modelled on Twilio Lookup v2 (GET /v2/PhoneNumbers/{number}?Fields=line_type_intelligence):
// E.164 `phone_number`, ISO `country_code`, `calling_country_code`, `valid` with
// `validation_errors` (TOO_SHORT, INVALID_BUT_POSSIBLE…), every data package as an object or null;
// line type intelligence with `carrier_name` beside numeric `mobile_country_code` /
// `mobile_network_code` and camelCase types (landline, mobile, fixedVoip, nonFixedVoip, tollFree…).
// Errors: `{code, message, more_info, status}` with the HTTP status. Balance: the account's Balance
// resource, money as a string with its currency.

import { extrasOf, moneyOf, moneyText } from '../number-extras.ts';
import type { NumberInfo } from '../number-info.ts';
import { type Dialect, entryFor, lineKind, type Problem, pick, requestId, statusFor } from './dialect.ts';

const TYPES: Partial<Record<NonNullable<NumberInfo['lineType']>, string>> = {
  mobile: 'mobile',
  fixed_line: 'landline',
  fixed_line_or_mobile: 'landline',
  toll_free: 'tollFree',
  premium_rate: 'premium',
  shared_cost: 'sharedCost',
  voip: 'nonFixedVoip',
  personal_number: 'personal',
  pager: 'pager',
  uan: 'uan',
  voicemail: 'voicemail',
};

const ERRORS: Partial<Record<Problem, [number, number, string]>> = {
  key: [401, 20003, 'Authenticate'],
  forbidden: [403, 20003, 'Authenticate'],
  credits: [403, 20005, 'Account is not active: its balance is too low for this request'],
  number: [400, 21211, "Invalid 'PhoneNumber' parameter"],
  notFound: [404, 20404, 'The requested resource was not found'],
  rate: [429, 20429, 'Too Many Requests'],
  server: [500, 20500, 'Internal Server Error'],
};

export const twilio: Dialect = {
  name: 'twilio',
  models: 'Twilio Lookup v2 with line_type_intelligence; Accounts Balance',
  check: (info) => {
    const x = extrasOf(info);
    const url = `https://lookups.example.test/v2/PhoneNumbers/${info.e164}`;
    return {
      calling_country_code: info.callingCode,
      country_code: info.countryCode,
      phone_number: info.e164,
      national_format: info.national,
      valid: info.valid,
      validation_errors: info.valid ? [] : ['INVALID_BUT_POSSIBLE'],
      caller_name: null,
      sim_swap: null,
      call_forwarding: null,
      line_status: null,
      line_type_intelligence: info.valid
        ? {
            carrier_name: info.carrier,
            error_code: null,
            mobile_country_code: x.mcc,
            mobile_network_code: x.mnc,
            type: info.lineType ? (TYPES[info.lineType] ?? 'unknown') : 'unknown',
          }
        : null,
      identity_match: null,
      reassigned_number: null,
      sms_pumping_risk: null,
      phone_number_quality_score: null,
      pre_fill: null,
      url,
    };
  },
  facts: (info) =>
    pick({
      valid: info.valid,
      e164: info.e164,
      countryCode: info.countryCode,
      carrier: info.carrier,
      // fixed_line_or_mobile is written "landline" by this dialect, as Twilio would.
      lineType: info.valid ? (info.lineType === 'fixed_line_or_mobile' ? 'landline' : lineKind(info.lineType)) : undefined,
      invalidReason: info.valid ? undefined : 'Invalid but possible',
    }),
  credits: (credits) => ({
    status: 200,
    body: { currency: 'USD', balance: moneyText(credits), account_sid: `AC${requestId('account')}` },
  }),
  balance: (credits) => ({ amount: moneyOf(credits), unit: 'money', currency: 'USD' }),
  error: (e) => {
    const [own, code, message] = entryFor(ERRORS, e.kind);
    const status = statusFor(e.kind, own, e.status);
    return { status, body: { code, message, more_info: `https://www.example.test/docs/errors/${code}`, status } };
  },
};
