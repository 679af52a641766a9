// The stand-in's own three dialects: a flat object, an envelope with data and meta, and a status
// word with a result (and a bare text figure for the balance).

import { LOCAL_SOURCE } from '../number-info.ts';
import { type Dialect, lineKind, numberFacts, pick, placeFact } from './dialect.ts';

export const flat: Dialect = {
  name: 'flat',
  models: 'the stand-in: one flat object',
  check: (info, credits) => ({
    valid: info.valid,
    number: info.e164,
    international_format: info.international,
    national_format: info.national,
    country_code: info.countryCode,
    country_name: info.countryName,
    carrier: info.carrier,
    line_type: info.lineType,
    location: info.location,
    credits_remaining: credits,
    source: LOCAL_SOURCE,
  }),
  facts: (info, credits) =>
    pick({
      ...numberFacts(info),
      lineType: lineKind(info.lineType),
      location: placeFact(info.location, info.countryName),
      balance: { amount: credits, unit: 'credits' },
    }),
  credits: (credits) => ({ status: 200, body: { credits } }),
  balance: (credits) => ({ amount: credits, unit: 'credits' }),
  error: (e) => ({ status: e.status, body: { error: e.kind, message: e.message } }),
};

export const envelope: Dialect = {
  name: 'envelope',
  models: 'the stand-in: success flag, data and meta',
  check: (info, credits) => ({
    success: true,
    data: {
      isValid: info.valid,
      format: { e164: info.e164, international: info.international, national: info.national },
      country: { code: info.countryCode, name: info.countryName, dialCode: info.callingCode },
      carrier: { name: info.carrier },
      lineType: info.lineType,
      location: info.location,
    },
    meta: { balance: credits, source: LOCAL_SOURCE },
  }),
  facts: flat.facts,
  credits: (credits) => ({ status: 200, body: { success: true, data: { balance: credits } } }),
  balance: flat.balance,
  error: (e) => ({ status: e.status, body: { success: false, error: { code: e.kind, message: e.message } } }),
};

export const status: Dialect = {
  name: 'status',
  models: 'the stand-in: a status word, a result and a bare text balance',
  check: (info, credits) => ({
    status: 'ok',
    result: {
      phone_valid: info.valid,
      e164: info.e164,
      operator: info.carrier,
      type: info.lineType,
      country: info.countryCode,
      region: info.location,
      source: LOCAL_SOURCE,
    },
    remaining: credits,
  }),
  facts: (info, credits) =>
    pick({
      valid: info.valid,
      e164: info.e164,
      countryCode: info.countryCode,
      carrier: info.carrier,
      lineType: lineKind(info.lineType),
      location: info.location,
      balance: { amount: credits, unit: 'credits' },
    }),
  // A bare figure, served as text: a client must read it whatever the content type says.
  credits: (credits) => ({ status: 200, body: String(credits), text: true }),
  balance: flat.balance,
  // No machine code in this dialect: a client has only the HTTP status and the words.
  error: (e) => ({ status: e.status, body: { status: 'error', message: e.message } }),
};
