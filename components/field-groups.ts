// The fields table's content, from the flattened fields of any answer: nested objects become groups
// under a heading, lists of words become one row, labels are words ("Mobile network code") with the
// service's own key kept for hover and copy, and empty values are marked so they can wait behind a
// toggle. Pure, so the popup and the in-page card show the same table.

import { type PlainKey, t } from '@/utils/i18n/t';
import type { FlatField } from '@/utils/service/answer-fields';

export interface FieldRow {
  /** The service's own path, e.g. `line_type_intelligence.carrier_name`. */
  key: string;
  label: string;
  value: string;
  /** null, "", [], {}, N/A: nothing to read. */
  empty: boolean;
}

export interface FieldGroup {
  /** The service's path of the object, '' for the top level. */
  key: string;
  /** "Line type intelligence", "Results › Original network"; undefined for the top level. */
  heading?: string;
  rows: FieldRow[];
}

type Segment = string | number;

/** `a.b[0].c` → ['a', 'b', 0, 'c']. */
export function parsePath(path: string): Segment[] {
  const out: Segment[] = [];
  for (const m of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) {
    if (m[1] !== undefined) out.push(Number(m[1]));
    else if (m[2] !== undefined) out.push(m[2]);
  }
  return out;
}

const ACRONYMS: Readonly<Record<string, string>> = {
  id: 'ID',
  ids: 'IDs',
  url: 'URL',
  uri: 'URI',
  api: 'API',
  mcc: 'MCC',
  mnc: 'MNC',
  mccmnc: 'MCC/MNC',
  imsi: 'IMSI',
  msisdn: 'MSISDN',
  msin: 'MSIN',
  msc: 'MSC',
  e164: 'E.164',
  iso: 'ISO',
  iso2: 'ISO 2',
  iso3: 'ISO 3',
  sms: 'SMS',
  mms: 'MMS',
  voip: 'VoIP',
  hlr: 'HLR',
  lrn: 'LRN',
  ocn: 'OCN',
  spid: 'SPID',
  altspid: 'Alt SPID', // i18n-ignore: an acronym of the service's key, the same in every language
  cnam: 'CNAM',
  sim: 'SIM',
  utc: 'UTC',
  ip: 'IP',
  rfc3966: 'RFC 3966',
  zip: 'ZIP',
  uan: 'UAN',
  rnd: 'RND',
  nsn: 'NSN',
  ndc: 'NDC',
  us: 'US',
  http: 'HTTP',
  json: 'JSON',
  gsm: 'GSM',
  sip: 'SIP',
  eu: 'EU',
};

/**
 * The fields most answers carry, in the UI's language. Any other field is labelled from the
 * service's own key, written as words: those are the service's words, shown as they came.
 */
const KNOWN_FIELDS: Readonly<Record<string, PlainKey>> = {
  valid: 'field_valid',
  number: 'field_number',
  phone: 'field_phone',
  phonenumber: 'field_phoneNumber',
  country: 'field_country',
  countrycode: 'field_countryCode',
  countryname: 'field_countryName',
  countryprefix: 'field_countryPrefix',
  carrier: 'field_carrier',
  linetype: 'field_lineType',
  type: 'field_type',
  location: 'field_location',
  region: 'field_region',
  city: 'field_city',
  timezone: 'field_timezone',
  international: 'field_international',
  internationalformat: 'field_internationalFormat',
  national: 'field_national',
  nationalformat: 'field_nationalFormat',
  localformat: 'field_localFormat',
  ported: 'field_ported',
  reachable: 'field_reachable',
  roaming: 'field_roaming',
  prepaid: 'field_prepaid',
  name: 'field_name',
  status: 'field_status',
};

/** "mobileNetworkCode" / "mobile_network_code" / "mobile-network-code" → "Mobile network code". */
export function fieldLabel(key: string): string {
  const known = KNOWN_FIELDS[key.toLowerCase().replace(/[\s_\-.]+/g, '')];
  if (known) return t(known);
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  if (words.length === 0) return key;
  return words.map((w, i) => ACRONYMS[w] ?? (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}

const EMPTY = new Set(['null', '', '[]', '{}', 'n/a', 'na', 'none', '-', 'undefined']);

export function isEmptyValue(value: string): boolean {
  return EMPTY.has(value.trim().toLowerCase());
}

/** Yes/no for booleans; every other value as the service wrote it. */
export function fieldValue(value: string): string {
  if (value === 'true') return t('field_yes');
  if (value === 'false') return t('field_no');
  return value;
}

function keyOf(segments: Segment[]): string {
  let out = '';
  for (const s of segments) out += typeof s === 'number' ? `[${s}]` : out ? `.${s}` : s;
  return out;
}

/**
 * Groups the fields by the object they sit in, top level first, then each object in the order it
 * first appears. A list of scalars is one row ("TOO_SHORT, TOO_LONG"); an item of a list of objects
 * is numbered only when the list has more than one.
 */
export function groupFields(fields: readonly FlatField[]): FieldGroup[] {
  const parsed = fields.map((f) => ({ field: f, segments: parsePath(f.path) }));
  // The largest index seen under each list, to number items only when there are several.
  const maxIndex = new Map<string, number>();
  for (const { segments } of parsed) {
    segments.forEach((s, i) => {
      if (typeof s === 'number') {
        const list = keyOf(segments.slice(0, i));
        maxIndex.set(list, Math.max(maxIndex.get(list) ?? 0, s));
      }
    });
  }
  const groups = new Map<string, FieldGroup>();
  const rowsByKey = new Map<string, FieldRow>();
  const groupOf = (segments: Segment[]): FieldGroup => {
    const key = keyOf(segments);
    let g = groups.get(key);
    if (!g) {
      g = { key, rows: [] };
      if (segments.length > 0) g.heading = headingOf(segments, maxIndex);
      groups.set(key, g);
    }
    return g;
  };
  // The top level first, even when the answer starts with an object.
  groupOf([]);
  for (const { field, segments } of parsed) {
    let rowSegments = segments;
    // A scalar inside a list of scalars: one row for the list.
    const lastSeg = segments[segments.length - 1];
    if (typeof lastSeg === 'number' && segments.length >= 1) rowSegments = segments.slice(0, -1);
    const rowKey = keyOf(rowSegments);
    const existing = rowsByKey.get(rowKey);
    if (existing && typeof lastSeg === 'number') {
      if (!isEmptyValue(field.value)) {
        existing.value = existing.empty ? field.value : `${existing.value}, ${field.value}`;
        existing.empty = false;
      }
      continue;
    }
    const name = rowSegments[rowSegments.length - 1];
    const row: FieldRow = {
      key: field.path === '(value)' ? '' : typeof lastSeg === 'number' ? rowKey : field.path,
      label:
        name === undefined || field.path === '(value)'
          ? t('field_answer')
          : typeof name === 'number'
            ? t('field_item', { n: name + 1 })
            : fieldLabel(name),
      value: field.value,
      empty: isEmptyValue(field.value),
    };
    rowsByKey.set(rowKey, row);
    groupOf(rowSegments.slice(0, -1)).rows.push(row);
  }
  return [...groups.values()].filter((g) => g.rows.length > 0);
}

function headingOf(segments: Segment[], maxIndex: Map<string, number>): string {
  const parts: string[] = [];
  segments.forEach((s, i) => {
    if (typeof s === 'number') {
      // "Results 2" when the list has several items; a lone item is just "Results".
      const list = keyOf(segments.slice(0, i));
      if ((maxIndex.get(list) ?? 0) > 0) {
        const prev = parts.pop();
        parts.push(prev ? `${prev} ${s + 1}` : t('field_item', { n: s + 1 }));
      }
    } else {
      parts.push(fieldLabel(s));
    }
  });
  return parts.join(' › ');
}
