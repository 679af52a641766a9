// Every field of an answer, flattened to `a.b[0].c` paths and text values, for the fields table,
// the copy and the history. The table groups them again by path (components/field-groups).

import { isRecord } from '../common/validate';

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
