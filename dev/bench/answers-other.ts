// Published answer shapes of lookup and messaging APIs that no dialect of the local service models,
// written for this bench in those shapes (own numbers, names and words, not copied), with what a
// careful reader lifts from each. They measure how the readers do on answers they were not tuned
// to: dev/bench/answers.ts prints them with a *.

import type { BalanceFacts, Facts } from '../service/dialects/index';

export interface OtherShape {
  name: string;
  checks: { body: unknown; facts: Facts; e164?: string }[];
  errors: { status: number; body: unknown; kind: string }[];
  balances: { body: unknown; balance: BalanceFacts | undefined }[];
}

export const OTHER_SHAPES: OtherShape[] = [
  {
    name: 'aws-carrier',
    checks: [
      {
        body: {
          E164PhoneNumber: '+447700900456',
          DialingCountryCode: '44',
          IsoCountryCode: 'GB',
          Country: 'United Kingdom',
          MCC: '234',
          MNC: '30',
          Carrier: 'Example Mobile UK',
          PhoneNumberType: 'MOBILE',
        },
        facts: {
          e164: '+447700900456',
          countryCode: 'GB',
          countryName: 'United Kingdom',
          carrier: 'Example Mobile UK',
          lineType: 'mobile',
        },
      },
      {
        body: { E164PhoneNumber: '+15550001', DialingCountryCode: '1', PhoneNumberType: 'INVALID' },
        facts: { valid: false, e164: '+15550001' },
      },
    ],
    errors: [
      {
        status: 403,
        body: { __type: 'AccessDeniedException', Message: 'User is not authorized to perform this action' },
        kind: 'key-rejected',
      },
      { status: 400, body: { __type: 'ThrottlingException', Message: 'Rate exceeded' }, kind: 'rate-limited' },
      {
        status: 400,
        body: { __type: 'ServiceQuotaExceededException', Message: 'The request would exceed a service quota of the account' },
        kind: 'no-credits',
      },
    ],
    balances: [],
  },
  {
    name: 'syniverse-like',
    checks: [
      {
        body: {
          numberidentity: {
            number: '+447700900777',
            validity: 'true',
            carrier_id: '10042',
            carrier_name: 'EXAMPLE TELECOM UK',
            number_type: 'M',
            country_iso_code: 'GBR',
            country: 'United Kingdom',
            carrier_mcc: '234',
            carrier_mnc: '10',
            previous_carrier_name: '',
          },
          tracking_id: '20029003588149917265',
        },
        facts: {
          valid: true,
          e164: '+447700900777',
          carrier: 'EXAMPLE TELECOM UK',
          lineType: 'mobile',
          countryCode: 'GB',
          countryName: 'United Kingdom',
        },
      },
      {
        body: {
          numberidentity: { number: '+446543210000', validity: 'false', carrier_name: '', number_type: '', country_iso_code: '' },
        },
        facts: { valid: false, e164: '+446543210000' },
      },
    ],
    errors: [],
    balances: [],
  },
  {
    name: 'loqate-like',
    checks: [
      {
        body: {
          Items: [
            {
              PhoneNumber: '+447700900888',
              RequestProcessed: true,
              IsValid: 'Yes',
              NetworkCode: '23415',
              NetworkName: 'Example Networks',
              NetworkCountry: 'GB',
              NationalFormat: '07700 900888',
              CountryPrefix: 44,
              NumberType: 'Mobile',
            },
          ],
        },
        facts: { valid: true, e164: '+447700900888', carrier: 'Example Networks', lineType: 'mobile', countryCode: 'GB' },
      },
      {
        body: {
          Items: [
            {
              PhoneNumber: '+4412',
              RequestProcessed: true,
              IsValid: 'Maybe',
              NetworkCode: '',
              NetworkName: '',
              NumberType: 'Unknown',
            },
          ],
        },
        facts: { lineType: 'unknown' },
      },
    ],
    errors: [
      {
        status: 200,
        body: {
          Items: [
            {
              Error: '2',
              Description: 'Unknown key',
              Cause: 'The key you are using was not found.',
              Resolution: 'Check the key.',
            },
          ],
        },
        kind: 'key-rejected',
      },
      {
        status: 200,
        body: {
          Items: [
            { Error: '3', Description: 'Account out of credit', Cause: 'Your account has no credit left for this request.' },
          ],
        },
        kind: 'no-credits',
      },
    ],
    balances: [],
  },
  {
    name: 'phone-validator',
    checks: [
      {
        body: {
          status: 'VALID_CONFIRMED',
          linetype: 'MOBILE',
          location: 'Berlin',
          countrycode: 'DE',
          formatnational: '0151 23456780',
          formatinternational: '+49 151 23456780',
          mcc: '262',
          mnc: '01',
          ratelimit_remain: 99,
          ratelimit_seconds: 299,
        },
        facts: { valid: true, e164: '+4915123456780', lineType: 'mobile', location: 'Berlin', countryCode: 'DE' },
      },
      { body: { status: 'INVALID', ratelimit_remain: 98, ratelimit_seconds: 280 }, facts: { valid: false } },
    ],
    errors: [
      { status: 200, body: { status: 'API_KEY_INVALID_OR_DEPLETED', info: 'API key invalid or depleted' }, kind: 'no-credits' },
      { status: 200, body: { status: 'RATE_LIMIT_EXCEEDED', info: 'Too many requests, slow down' }, kind: 'rate-limited' },
    ],
    balances: [],
  },
  {
    name: 'precisely-like',
    checks: [
      {
        body: {
          Output: [
            {
              MCC: '310',
              CarrierName: 'Example Communications, LLC',
              PhoneType: 'Landline',
              PhoneNumberFormatted: '(507) 555-0134',
              CountryCode: 'US',
              PhoneNumber: '+15075550134',
              ResultCode: '100',
              user_fields: [],
            },
          ],
        },
        facts: { e164: '+15075550134', carrier: 'Example Communications, LLC', lineType: 'landline', countryCode: 'US' },
      },
    ],
    errors: [],
    balances: [],
  },
  {
    name: 'prelude-like',
    checks: [
      {
        body: {
          phone_number: '+13125550147',
          mcc: '310',
          mnc: '410',
          caller_name: 'ACME WIDGETS',
          carrier: 'Example Wireless',
          country_code: 'US',
          number_ported: true,
          temporary_phone_number: false,
          line_type: 'Mobile',
        },
        facts: { e164: '+13125550147', carrier: 'Example Wireless', countryCode: 'US', ported: true, lineType: 'mobile' },
      },
    ],
    errors: [
      {
        status: 401,
        body: { code: 'invalid_api_key', message: 'The API key is invalid', type: 'unauthorized' },
        kind: 'key-rejected',
      },
    ],
    balances: [],
  },
  {
    name: 'seven-hlr-like',
    checks: [
      {
        body: {
          status: true,
          status_message: 'success',
          lookup_outcome: true,
          lookup_outcome_message: 'success',
          international_format_number: '4917100000042',
          international_formatted: '+49 171 00000042',
          national_format_number: '0171 00000042',
          country_code: 'DE',
          country_name: 'Germany',
          country_prefix: '49',
          current_carrier: { network_code: '26202', name: 'Example Funk', country: 'DE', network_type: 'mobile' },
          original_carrier: { network_code: '26201', name: 'Example Netz', country: 'DE', network_type: 'mobile' },
          valid_number: 'valid',
          reachable: 'reachable',
          ported: 'ported',
          roaming: 'not_roaming',
          gsm_code: '0',
          gsm_message: 'No error',
        },
        facts: {
          valid: true,
          e164: '+4917100000042',
          countryCode: 'DE',
          countryName: 'Germany',
          carrier: 'Example Funk',
          lineType: 'mobile',
          reachable: true,
          ported: true,
          roaming: false,
        },
      },
    ],
    errors: [],
    balances: [],
  },
  {
    name: 'trestle-like',
    checks: [
      {
        body: {
          id: 'Phone.3f0c0b4e-7d1b-4cde-9a1e-2c4b5d6e7f80',
          phone_number: '+17125550188',
          is_valid: true,
          activity_score: 30,
          country_calling_code: '1',
          country_code: 'US',
          country_name: 'United States',
          line_type: 'NonFixedVOIP',
          carrier: 'Example Telco - SVR',
          is_prepaid: false,
          error: null,
          warnings: [],
        },
        facts: {
          valid: true,
          e164: '+17125550188',
          countryCode: 'US',
          countryName: 'United States',
          carrier: 'Example Telco - SVR',
          lineType: 'voip',
          prepaid: false,
        },
      },
    ],
    errors: [{ status: 403, body: { error: 'Invalid API key or key not authorized for this product' }, kind: 'key-rejected' }],
    balances: [],
  },
  {
    name: 'api-ninjas-like',
    checks: [
      {
        body: {
          is_valid: true,
          number: '+12065550100',
          country: 'United States',
          country_code: '1',
          region_code: 'US',
          location: 'Seattle, WA',
          carrier: 'Example Cellular',
          line_type: 'mobile',
          mcc: '310',
          mnc: '260',
        },
        facts: {
          valid: true,
          e164: '+12065550100',
          countryName: 'United States',
          countryCode: 'US',
          location: 'Seattle, WA',
          carrier: 'Example Cellular',
          lineType: 'mobile',
        },
      },
    ],
    errors: [{ status: 400, body: { error: 'Invalid phone number.' }, kind: 'bad-number' }],
    balances: [],
  },
  {
    name: 'abstract-v3-like',
    checks: [
      {
        body: {
          phone_number: '14155550177',
          phone_format: { international: '+1 415-555-0177', national: '(415) 555-0177' },
          phone_carrier: { name: 'Example Mobile USA', line_type: 'mobile', mcc: '310', mnc: '160' },
          phone_location: {
            country_name: 'United States',
            country_code: 'US',
            country_prefix: '+1',
            region: 'California',
            city: 'San Francisco',
            timezone: 'America/Los_Angeles',
          },
          phone_messaging: { sms_domain: 'sms.example.test', sms_email: '14155550177@sms.example.test' },
          phone_validation: { is_valid: true, line_status: 'active', is_voip: false, minimum_age: 1 },
          phone_registration: { name: 'J. Example', type: 'consumer' },
          phone_risk: { risk_level: 'low', is_disposable: false, is_abuse_detected: false },
          phone_breaches: { total_breaches: 0, date_first_breached: null, date_last_breached: null, breached_domains: [] },
        },
        e164: '+14155550177',
        facts: {
          valid: true,
          e164: '+14155550177',
          carrier: 'Example Mobile USA',
          lineType: 'mobile',
          countryCode: 'US',
          countryName: 'United States',
          location: 'San Francisco, California',
          reachable: true,
        },
      },
    ],
    errors: [
      { status: 422, body: { error: { message: 'Quota reached', code: 'quota_reached', details: null } }, kind: 'no-credits' },
    ],
    balances: [],
  },
  {
    name: 'messente-like',
    checks: [
      {
        body: {
          result: [
            {
              number: '+37250000011',
              ported: false,
              roaming: false,
              currentNetwork: {
                mccmnc: '24801',
                networkName: 'Example EE',
                countryName: 'Estonia',
                countryPrefix: '372',
                countryCode: 'EE',
              },
              originalNetwork: {
                mccmnc: '24801',
                networkName: 'Example EE',
                countryName: 'Estonia',
                countryPrefix: '372',
                countryCode: 'EE',
              },
              status: 'ON',
              error: null,
            },
          ],
          requestId: 'a1b2c3d4',
        },
        facts: {
          e164: '+37250000011',
          carrier: 'Example EE',
          countryCode: 'EE',
          countryName: 'Estonia',
          ported: false,
          roaming: false,
        },
      },
    ],
    errors: [
      {
        status: 401,
        body: { errors: [{ title: 'Unauthorized', detail: 'Invalid credentials', code: '105' }] },
        kind: 'key-rejected',
      },
    ],
    balances: [],
  },
  {
    name: 'generic-errors',
    checks: [],
    errors: [
      {
        status: 200,
        body: { data: null, errors: [{ message: 'Insufficient credits', extensions: { code: 'PAYMENT_REQUIRED' } }] },
        kind: 'no-credits',
      },
      { status: 401, body: { error: 'invalid_token', error_description: 'The access token expired' }, kind: 'key-rejected' },
      { status: 429, body: { detail: 'Request was throttled. Expected available in 30 seconds.' }, kind: 'rate-limited' },
      { status: 403, body: { detail: 'You do not have permission to perform this action.' }, kind: 'key-rejected' },
      { status: 200, body: { result: 'error', error: 'Invalid phone number' }, kind: 'bad-number' },
      {
        status: 200,
        body: {
          Response: {
            Error: { Code: 'AuthFailure', Message: 'Authentication failed: the secret id is invalid' },
            RequestId: 'x1',
          },
        },
        kind: 'key-rejected',
      },
      { status: 200, body: { code: 402, msg: 'Insufficient balance, please recharge' }, kind: 'no-credits' },
      { status: 503, body: { message: 'Service temporarily unavailable' }, kind: 'server-error' },
    ],
    balances: [],
  },
  {
    name: 'balances',
    checks: [],
    errors: [],
    balances: [
      { body: { Balance: 1500 }, balance: { amount: 1500, unit: 'credits' } },
      { body: { balance: '12.40', currency: 'EUR' }, balance: { amount: 12.4, unit: 'money', currency: 'EUR' } },
      {
        body: {
          http_code: 200,
          response_code: 'SUCCESS',
          response_msg: "Here's your account",
          data: { balance: '25.50', currency: { currency_name_short: 'USD', currency_prefix_d: '$' } },
        },
        balance: { amount: 25.5, unit: 'money', currency: 'USD' },
      },
      { body: { credits: { balance: 1234.5 } }, balance: { amount: 1234.5, unit: 'credits' } },
      {
        body: { response: { status: { code: 200, message: 'OK' }, balance: { amount: '24.43', sms: '1500' } } },
        balance: { amount: 24.43, unit: 'money' },
      },
      { body: { account: { remaining_credits: '4,950', used_credits: '50' } }, balance: { amount: 4950, unit: 'credits' } },
      { body: { wallet: { amount: 18.2, currency_code: 'GBP' } }, balance: { amount: 18.2, unit: 'money', currency: 'GBP' } },
      { body: { data: { remaining_lookups: 240, plan: 'starter' } }, balance: { amount: 240, unit: 'credits' } },
      { body: '€3.20', balance: { amount: 3.2, unit: 'money', currency: 'EUR' } },
    ],
  },
];
