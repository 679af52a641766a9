// Plausible facts about a number, computed locally. Formats, validity, country and line type come
// from libphonenumber-js's full metadata; carrier and location are made up deterministically,
// because no local data has them, and everything is labelled as coming from the stand-in.

import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const LOCAL_SOURCE = 'local-stand-in';

export type LineType =
  | 'mobile'
  | 'fixed_line'
  | 'fixed_line_or_mobile'
  | 'toll_free'
  | 'premium_rate'
  | 'shared_cost'
  | 'voip'
  | 'personal_number'
  | 'pager'
  | 'uan'
  | 'voicemail'
  | 'unknown';

export interface NumberInfo {
  valid: boolean;
  /** E.164; for an unparseable number, '+' and the digits as received. */
  e164: string;
  international: string | null;
  national: string | null;
  /** ISO 3166-1 alpha-2, or null for a non-geographic or unknown code. */
  countryCode: string | null;
  countryName: string | null;
  callingCode: string | null;
  carrier: string | null;
  lineType: LineType | null;
  location: string | null;
}

// Invented names, so nobody mistakes a local answer for real carrier data.
const CARRIERS = [
  'Aurora Mobile',
  'Bluebell Telecom',
  'Cobalt Wireless',
  'Driftwood Networks',
  'Ember Tel',
  'Fjord Connect',
  'Granite Voice',
  'Harbor Cellular',
] as const;

/** FNV-1a: tiny, stable across runs and platforms, good enough to spread numbers over names. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function madeUpCarrier(e164: string): string {
  return CARRIERS[stableHash(e164) % CARRIERS.length] ?? CARRIERS[0];
}

let regionNames: Intl.DisplayNames | undefined;
export function countryName(iso: string): string {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regionNames.of(iso) ?? iso;
}

function lineTypeOf(type: string | undefined): LineType {
  return type ? (type.toLowerCase() as LineType) : 'unknown';
}

// The group after the country code in international format is the area or network code:
// "+1 650 253 0000" → "650". Only fixed lines have a meaningful area.
function areaOf(international: string): string | undefined {
  return international.split(' ')[1];
}

/** Facts about a number given as country code + national digits (no '+'). */
export function describeNumber(digits: string): NumberInfo {
  const phone = parsePhoneNumberFromString(`+${digits}`);
  if (!phone) {
    return {
      valid: false,
      e164: `+${digits}`,
      international: null,
      national: null,
      countryCode: null,
      countryName: null,
      callingCode: null,
      carrier: null,
      lineType: null,
      location: null,
    };
  }
  const valid = phone.isValid();
  const iso = phone.country ?? null;
  const name = iso ? countryName(iso) : null;
  const international = phone.formatInternational();
  const lineType = valid ? lineTypeOf(phone.getType()) : null;
  let location: string | null = null;
  if (valid && name) {
    const area = areaOf(international);
    location = lineType === 'fixed_line' || lineType === 'fixed_line_or_mobile' ? `${name}, area ${area}` : name;
  }
  return {
    valid,
    e164: phone.number,
    international,
    national: phone.formatNational(),
    countryCode: iso,
    countryName: name,
    callingCode: phone.countryCallingCode,
    carrier: valid ? madeUpCarrier(phone.number) : null,
    lineType,
    location,
  };
}
