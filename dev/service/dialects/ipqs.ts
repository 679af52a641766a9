// Modelled on IPQualityScore phone validation (GET /api/json/phone/{key}/{number}): `success`,
// `message`, `formatted` (E.164), `local_format`, `valid`, `active`, `fraud_score` 0–100,
// `recent_abuse`, `VOIP`, `prepaid`, `risky`, `spammer`, `line_type` in words ("Wireless",
// "Landline", "Toll Free", "VOIP"…), `carrier`, ISO `country`, `city`, `region`, and "N/A" wherever
// it knows nothing (`mcc`, `mnc`, `zip_code`…). Errors: HTTP 200 with `{success: false, message}`.
// Balance: the account endpoint → `{success, credits, usage}`.

import { extrasOf } from '../number-extras.ts';
import type { NumberInfo } from '../number-info.ts';
import { type Dialect, entryFor, lineKind, type Problem, pick, requestId } from './dialect.ts';

function typeOf(t: NumberInfo['lineType']): string {
  switch (t) {
    case 'mobile':
      return 'Wireless';
    case 'fixed_line':
      return 'Landline';
    case 'fixed_line_or_mobile':
      return 'Landline';
    case 'toll_free':
      return 'Toll Free';
    case 'premium_rate':
      return 'Premium Rate';
    case 'voip':
      return 'VOIP';
    case 'pager':
      return 'Pager';
    default:
      return 'Unknown';
  }
}

const MESSAGES: Partial<Record<Problem, string>> = {
  key: 'Invalid or unauthorized key. Please check the API key and try again.',
  credits: 'You have insufficient credits to make this query. Please contact support if this error persists.',
  number: 'Invalid phone number. Please check the number and country and try again.',
  rate: 'Too many requests in a short period. Please slow down.',
  server: 'Internal error. Please try again later.',
};

export const ipqs: Dialect = {
  name: 'ipqs',
  models: 'IPQualityScore phone validation; account credits',
  check: (info) => {
    const x = extrasOf(info);
    const area = info.location?.includes('area') ? `Area ${info.location.split('area ')[1]}` : 'N/A';
    return {
      message: info.valid ? 'Phone is valid.' : 'Phone is invalid.',
      success: true,
      formatted: info.e164,
      local_format: info.national ?? 'N/A',
      valid: info.valid,
      fraud_score: x.riskScore,
      recent_abuse: x.spam,
      VOIP: info.lineType === 'voip',
      prepaid: info.valid ? x.prepaid : null,
      risky: x.riskScore >= 85,
      active: info.valid ? x.reachable : false,
      carrier: info.carrier ?? 'N/A',
      line_type: info.valid ? typeOf(info.lineType) : 'N/A',
      country: info.countryCode ?? 'N/A',
      city: area,
      zip_code: 'N/A',
      region: area === 'N/A' ? 'N/A' : 'CA',
      dialing_code: Number(info.callingCode ?? 0),
      active_status: 'N/A',
      sms_domain: 'N/A',
      associated_email_addresses: { status: 'Enterprise Plus or higher required.', emails: [] },
      user_activity: 'Enterprise L4+ required.',
      mnc: 'N/A',
      mcc: 'N/A',
      leaked: false,
      spammer: x.spam,
      request_id: requestId(info.e164, 10),
      name: 'N/A',
      timezone: 'N/A',
      do_not_call: false,
      accurate_country_code: false,
      sms_email: 'N/A',
    };
  },
  facts: (info) => {
    const x = extrasOf(info);
    const t = typeOf(info.lineType);
    return pick({
      valid: info.valid,
      e164: info.e164,
      countryCode: info.countryCode,
      carrier: info.carrier,
      lineType: info.valid
        ? t === 'Unknown'
          ? 'unknown'
          : info.lineType === 'fixed_line_or_mobile'
            ? 'landline'
            : lineKind(info.lineType)
        : undefined,
      location: info.location?.includes('area') ? `Area ${info.location.split('area ')[1]}, CA` : undefined,
      reachable: info.valid ? x.reachable : false,
      prepaid: info.valid ? x.prepaid : undefined,
      spam: x.spam ? true : undefined,
      riskScore: x.riskScore,
    });
  },
  credits: (credits) => ({
    status: 200,
    body: { success: true, message: 'Success', credits, usage: 100_000 - credits, request_id: requestId('account', 10) },
  }),
  balance: (credits) => ({ amount: credits, unit: 'credits' }),
  error: (e) => {
    if (e.kind === 'not_found' || e.kind === 'method_not_allowed')
      return { status: e.status, body: { success: false, message: e.message } };
    return { status: 200, body: { success: false, message: entryFor(MESSAGES, e.kind), request_id: requestId(e.kind, 10) } };
  },
};
