// Modelled on Infobip Number Lookup (POST /number/1/query, HLR): `results: [ … ]` with `to` as bare
// digits, `mccMnc` as one numeric string, `imsi`, `originalNetwork` / `portedNetwork` each with a
// `networkName` beside numeric `networkPrefix` and `countryPrefix`, booleans `ported` and
// `roaming`, a delivery `status` group (DELIVERED / UNDELIVERABLE) and an `error` object that says
// NO_ERROR on success. Errors: `{requestError: {serviceException: {messageId, text}}}` with the HTTP
// status. Balance: GET /account/1/balance → `{balance, currency}`.

import { extrasOf, moneyOf } from '../number-extras.ts';
import { type Dialect, digits, entryFor, type Problem, pick, statusFor } from './dialect.ts';

const ERRORS: Partial<Record<Problem, [number, string, string]>> = {
  key: [401, 'UNAUTHORIZED', 'Invalid login details'],
  credits: [403, 'INSUFFICIENT_FUNDS', 'There are not enough funds on your account to process this request'],
  number: [400, 'BAD_REQUEST', 'Bad request: the number is not a valid destination address'],
  rate: [429, 'TOO_MANY_REQUESTS', 'Too many requests'],
  notFound: [404, 'NOT_FOUND', 'Requested URL not found'],
  server: [500, 'GENERAL_ERROR', 'Something went wrong. Please contact support.'],
};

export const infobip: Dialect = {
  name: 'infobip',
  models: 'Infobip Number Lookup (HLR query); Account balance',
  check: (info) => {
    const x = extrasOf(info);
    const mobile = info.lineType === 'mobile' || info.lineType === 'fixed_line_or_mobile';
    const delivered = info.valid && mobile && x.reachable;
    const network = (name: string | null) => ({
      networkName: name,
      networkPrefix: info.national?.replace(/\D/g, '').replace(/^0/, '').slice(0, 3) ?? '',
      countryName: info.countryName,
      countryPrefix: info.callingCode,
      networkId: Number(`${x.mcc}${x.mnc}`),
    });
    return {
      results: [
        {
          to: digits(info.e164),
          mccMnc: mobile && info.valid ? `${x.mcc}${x.mnc}` : null,
          imsi: delivered ? `${x.mcc}${x.mnc}${digits(info.e164).slice(-10).padStart(10, '0')}` : null,
          originalNetwork: info.valid && mobile ? network(x.originalCarrier) : null,
          ...(x.ported && info.valid ? { portedNetwork: network(info.carrier) } : {}),
          ported: info.valid && mobile ? x.ported : false,
          roaming: info.valid && mobile ? x.roaming : false,
          status: delivered
            ? {
                groupId: 3,
                groupName: 'DELIVERED',
                id: 5,
                name: 'DELIVERED_TO_HANDSET',
                description: 'Message delivered to handset',
              }
            : {
                groupId: 2,
                groupName: 'UNDELIVERABLE',
                id: 9,
                name: 'UNDELIVERABLE_NOT_DELIVERED',
                description: 'Message sent not delivered',
              },
          error: delivered
            ? { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false }
            : info.valid
              ? {
                  groupId: 1,
                  groupName: 'HANDSET_ERRORS',
                  id: 27,
                  name: 'EC_ABSENT_SUBSCRIBER',
                  description: 'Absent Subscriber',
                  permanent: false,
                }
              : {
                  groupId: 1,
                  groupName: 'HANDSET_ERRORS',
                  id: 1,
                  name: 'EC_UNKNOWN_SUBSCRIBER',
                  description: 'Unknown Subscriber',
                  permanent: true,
                },
        },
      ],
    };
  },
  facts: (info) => {
    const x = extrasOf(info);
    const mobile = info.lineType === 'mobile' || info.lineType === 'fixed_line_or_mobile';
    return pick({
      e164: info.e164,
      countryName: info.valid && mobile ? info.countryName : undefined,
      // The network the number is on now: the ported one, else the original.
      carrier: info.valid && mobile ? info.carrier : undefined,
      ported: info.valid && mobile ? x.ported : false,
      roaming: info.valid && mobile ? x.roaming : false,
      reachable: info.valid && mobile && x.reachable,
    });
  },
  credits: (credits) => ({ status: 200, body: { balance: moneyOf(credits), currency: 'EUR' } }),
  balance: (credits) => ({ amount: moneyOf(credits), unit: 'money', currency: 'EUR' }),
  error: (e) => {
    const [status, messageId, text] = entryFor(ERRORS, e.kind);
    return {
      status: statusFor(e.kind, status, e.status),
      body: { requestError: { serviceException: { messageId, text } } },
    };
  },
};
