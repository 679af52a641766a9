// Small readers for values that come from storage or from another context: they never throw, and
// return undefined when the value is not what the caller needs, so the caller can fall back.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readString(value: unknown, maxLength = 10_000): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

export function readBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A finite number within [min, max]; anything else is undefined. */
export function readNumber(value: unknown, min = -Infinity, max = Infinity): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

export function readOneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function readStringArray(value: unknown, maxItems = 10_000, maxLength = 1_000): string[] | undefined {
  if (!Array.isArray(value) || value.length > maxItems) return undefined;
  return value.every((v) => typeof v === 'string' && v.length <= maxLength) ? (value as string[]) : undefined;
}
