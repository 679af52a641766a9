// Reads a remaining-credits figure from an answer of unknown shape: a bare number, a numeric
// string, or a numeric field named like credits / balance / remaining / available at the top level
// or one level down (`{"data":{"credits":9}}`).
import { isRecord } from '../common/validate';

const CREDIT_NAME = /credit|balance|remaining|available/i;
// Fields that mention credits but are not what is left.
const NOT_REMAINING = /used|spent|cost|total|limit|max|price|charged|consumed|per/i;

function asCount(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

function fromFields(obj: Record<string, unknown>): number | undefined {
  for (const [key, value] of Object.entries(obj)) {
    if (CREDIT_NAME.test(key) && !NOT_REMAINING.test(key)) {
      const n = asCount(value);
      if (n !== undefined) return n;
    }
  }
  return undefined;
}

export function readCredits(body: unknown): number | undefined {
  const bare = asCount(body);
  if (bare !== undefined) return bare;
  if (!isRecord(body)) return undefined;
  const top = fromFields(body);
  if (top !== undefined) return top;
  // One level down, e.g. {"data":{"balance":9}} or {"credits":{"remaining":9}}.
  for (const [key, value] of Object.entries(body)) {
    if (!isRecord(value)) continue;
    const inner = fromFields(value);
    if (inner !== undefined) return inner;
    // {"credits": {"value": 9}}: the parent names it.
    if (CREDIT_NAME.test(key) && !NOT_REMAINING.test(key)) {
      for (const v of Object.values(value)) {
        const n = asCount(v);
        if (n !== undefined) return n;
      }
    }
  }
  return undefined;
}
