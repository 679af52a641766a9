// Walks an answer of unknown shape into a list of its scalar values, each with the keys that lead
// to it, so the readers can ask "which value sits under a key named like X, inside an object named
// like Y" whatever the nesting, without knowing the service.

import { isRecord } from '../common/validate';

export interface Leaf {
  /** Keys from the root, normalised: lower case, without `_`, `-`, spaces and dots. Array indexes are left out. */
  keys: string[];
  /** The last key as the service wrote it. */
  key: string;
  value: string | number | boolean | null;
  /** The object that holds the value, for its siblings (`currency` beside `balance`). */
  holder: Record<string, unknown>;
  /** Nesting depth (objects and arrays both count). */
  depth: number;
}

const MAX_LEAVES = 1_000;
const MAX_DEPTH = 8;

export function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[\s_\-.]/g, '');
}

/**
 * Every scalar of the body, shallow ones first (stable within a depth). A result inside a list
 * (`[{…}]`, `{"results":[{…}]}`) is read under the list's name, first item first.
 */
export function leaves(body: unknown): Leaf[] {
  const out: Leaf[] = [];
  const walk = (value: unknown, keys: string[], depth: number): void => {
    if (out.length >= MAX_LEAVES || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (isRecord(item) || Array.isArray(item)) walk(item, keys, depth + 1);
      }
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, v] of Object.entries(value)) {
      const next = [...keys, normaliseKey(key)];
      if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
        out.push({ keys: next, key, value: v, holder: value, depth });
      } else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) {
        // A list of words or figures (`["TOO_SHORT"]`, `["Telekom", "Vodafone"]`): its items are read
        // as values of the list's key.
        for (const x of v) out.push({ keys: next, key, value: x as string | number, holder: value, depth });
      } else {
        walk(v, next, depth + 1);
      }
    }
  };
  walk(body, [], 0);
  return out.sort((a, b) => a.depth - b.depth);
}

/** Values that stand for "nothing": a service's placeholder is not a fact. */
const BLANK = new Set(['', 'n/a', 'na', 'null', 'none', 'nil', 'undefined', '-', '—', '?']);

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return BLANK.has(value.trim().toLowerCase());
  return false;
}

/** A non-blank string, trimmed. */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string' || isBlank(value)) return undefined;
  return value.trim();
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'on']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'off']);

/** true / false from a boolean, 1 / 0, or a yes-no word; undefined for anything else. */
export function yesNo(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (TRUE_WORDS.has(v)) return true;
    if (FALSE_WORDS.has(v)) return false;
  }
  return undefined;
}

/** A word value reduced for comparison: `Not_Ported` → `notported`. */
export function wordOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const w = value
    .trim()
    .toLowerCase()
    .replace(/[\s_\-./]+/g, '');
  return w === '' ? undefined : w;
}

/** True when any key on the way to the leaf (itself excluded unless `self`) matches. */
export function under(leaf: Leaf, pattern: RegExp, self = false): boolean {
  const keys = self ? leaf.keys : leaf.keys.slice(0, -1);
  return keys.some((k) => pattern.test(k));
}

export function last(leaf: Leaf): string {
  return leaf.keys[leaf.keys.length - 1] ?? '';
}

export function parent(leaf: Leaf): string | undefined {
  return leaf.keys[leaf.keys.length - 2];
}

/**
 * The best leaf by rank (lower is better; undefined = not a candidate), then by depth, then by
 * order in the answer.
 */
export function best<T>(list: readonly Leaf[], rank: (leaf: Leaf) => { rank: number; value: T } | undefined) {
  let found: { rank: number; value: T; depth: number } | undefined;
  for (const leaf of list) {
    const r = rank(leaf);
    if (!r) continue;
    if (!found || r.rank < found.rank || (r.rank === found.rank && leaf.depth < found.depth)) {
      found = { ...r, depth: leaf.depth };
    }
  }
  return found?.value;
}
