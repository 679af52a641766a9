// Reads a check answer of unknown shape: every field flattened for display, and the well-known
// ones lifted into a summary when present, wherever they sit in the body.

import { isRecord } from '../common/validate';
import { readCredits } from './credits-reader';

export interface ResultSummary {
  valid?: boolean;
  e164?: string;
  international?: string;
  national?: string;
  countryCode?: string;
  countryName?: string;
  carrier?: string;
  lineType?: string;
  location?: string;
  credits?: number;
}

export interface FlatField {
  path: string;
  value: string;
}

const MAX_FIELDS = 500;
const MAX_VALUE_LENGTH = 2_000;

function scalarText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;
  return String(value);
}

/** Flattens nested objects and arrays into `a.b[0].c` paths, scalars as text. */
export function flattenFields(body: unknown): FlatField[] {
  const out: FlatField[] = [];
  const walk = (value: unknown, path: string, depth: number): void => {
    if (out.length >= MAX_FIELDS) return;
    if (Array.isArray(value)) {
      if (value.length === 0) out.push({ path: path || '(value)', value: '[]' });
      for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`, depth + 1);
      return;
    }
    if (isRecord(value) && depth < 8) {
      const entries = Object.entries(value);
      if (entries.length === 0) out.push({ path: path || '(value)', value: '{}' });
      for (const [k, v] of entries) walk(v, path ? `${path}.${k}` : k, depth + 1);
      return;
    }
    out.push({ path: path || '(value)', value: isRecord(value) ? JSON.stringify(value) : scalarText(value) });
  };
  walk(body, '', 0);
  return out;
}

interface Entry {
  segments: string[];
  value: unknown;
}

function entries(body: unknown): Entry[] {
  const out: Entry[] = [];
  const walk = (value: unknown, segments: string[]): void => {
    if (segments.length > 6 || out.length > MAX_FIELDS) return;
    if (isRecord(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, [...segments, k.toLowerCase().replace(/[_\-\s]/g, '')]);
    } else if (Array.isArray(value)) {
      // A result inside a list (`[{...}]`, `{"results":[{...}]}`) is read under the list's name,
      // first item first.
      for (const v of value) walk(v, segments);
    } else if (segments.length > 0) {
      out.push({ segments, value });
    }
  };
  walk(body, []);
  // Shallow fields first: `valid` at the top beats a `valid` deep in some sub-record.
  return out.sort((a, b) => a.segments.length - b.segments.length);
}

type Matcher = (last: string, parent: string | undefined, value: unknown) => boolean;

function find(list: Entry[], match: Matcher): unknown {
  for (const e of list) {
    const last = e.segments[e.segments.length - 1] ?? '';
    const parent = e.segments[e.segments.length - 2];
    if (match(last, parent, e.value)) return e.value;
  }
  return undefined;
}

const str = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['true', 'yes', 'valid', '1'].includes(v)) return true;
    if (['false', 'no', 'invalid', '0'].includes(v)) return false;
  }
  if (value === 1 || value === 0) return value === 1;
  return undefined;
}

const VALID_NAMES = new Set(['valid', 'isvalid', 'phonevalid', 'validnumber', 'numbervalid', 'isvalidnumber', 'validphone']);
const COUNTRY_CODE_NAMES = new Set([
  'countrycode',
  'countryiso',
  'countryiso2',
  'iso',
  'iso2',
  'countryalpha2',
  'alpha2',
  'countryprefix',
]);
const LINE_TYPE_NAMES = new Set(['linetype', 'numbertype', 'phonetype', 'type', 'line', 'linestatus']);
const LOCATION_NAMES = new Set(['location', 'region', 'city', 'area', 'state', 'geo', 'geolocation', 'place', 'locality']);

export function readSummary(body: unknown): ResultSummary {
  const summary: ResultSummary = {};
  if (!isRecord(body) && !Array.isArray(body)) return summary;
  const list = entries(body);

  const valid = asBoolean(find(list, (last, _p, v) => VALID_NAMES.has(last) && asBoolean(v) !== undefined));
  if (valid !== undefined) summary.valid = valid;

  const e164 = find(list, (last, parent, v) => str(v) && (last.includes('e164') || (parent === 'format' && last === 'e164')));
  const plusNumber = find(
    list,
    (last, _p, v) =>
      str(v) && ['number', 'phone', 'phonenumber', 'msisdn'].includes(last) && /^\+\d{6,15}$/.test(v.replace(/[\s-]/g, '')),
  );
  const e164Value = str(e164) ? e164 : str(plusNumber) ? plusNumber.replace(/[\s-]/g, '') : undefined;
  if (e164Value) summary.e164 = e164Value;

  const intl = find(
    list,
    (last, parent, v) =>
      str(v) && (last.includes('international') || (parent?.includes('format') === true && last === 'international')),
  );
  if (str(intl)) summary.international = intl;
  const national = find(
    list,
    (last, _p, v) =>
      str(v) &&
      !last.includes('international') &&
      (last === 'national' || last.includes('nationalformat') || last.includes('localformat') || last === 'local'),
  );
  if (str(national)) summary.national = national;

  const code = find(
    list,
    (last, parent, v) =>
      str(v) &&
      /^[A-Za-z]{2}$/.test(v.trim()) &&
      (COUNTRY_CODE_NAMES.has(last) || (parent === 'country' && (last === 'code' || last === 'iso')) || last === 'country'),
  );
  if (str(code)) summary.countryCode = code.trim().toUpperCase();
  const countryName = find(
    list,
    (last, parent, v) =>
      str(v) &&
      v.trim().length > 2 &&
      (last === 'countryname' || (parent === 'country' && last === 'name') || last === 'country'),
  );
  if (str(countryName)) summary.countryName = countryName;

  const carrier = find(
    list,
    (last, parent, v) =>
      str(v) &&
      (/carrier|operator|network|provider/.test(last) ||
        (parent !== undefined && /carrier|operator|network/.test(parent) && last === 'name')),
  );
  if (str(carrier)) summary.carrier = carrier;

  const lineType = find(list, (last, _p, v) => str(v) && LINE_TYPE_NAMES.has(last));
  if (str(lineType)) summary.lineType = lineType;

  const location = find(list, (last, _p, v) => str(v) && LOCATION_NAMES.has(last));
  if (str(location)) summary.location = location;

  const credits = readCredits(body);
  if (credits !== undefined) summary.credits = credits;
  return summary;
}
