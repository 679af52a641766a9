// How a job keeps its answers (job format 2): once per number, with the first row that asked for
// it, all the answers of a chunk in one stored value `{ s, a }`:
//   s  the object shapes (lists of keys) used by the chunk's answers, each written once;
//   a  [row in chunk, summary, raw] per answer, where a JSON object is [shape, ...values] and an
//      array is [-1, ...items], so the keys of 200 alike answers are written once, not 200 times;
//      the summary is 0 when reading the raw answer again gives it (the usual case), null when the
//      row had none; a raw answer that is not JSON is kept as its text.
// Pure. The answers of format 1 (a raw answer per row, the summary in the row) are read by the store.
import { type ResultSummary, readSummary } from '../service/answer-reader';

export interface RowAnswer {
  raw: string;
  summary?: ResultSummary | undefined;
  /** The row's number, read with the answer when its summary is derived. */
  e164?: string | undefined;
}

class Shapes {
  readonly list: string[][] = [];
  private readonly index = new Map<string, number>();
  /** Starts from the shapes a chunk has already (their numbers stay). */
  constructor(existing: readonly unknown[] = []) {
    for (const keys of existing) {
      const list = Array.isArray(keys) ? keys.map(String) : [];
      this.index.set(JSON.stringify(list), this.list.length);
      this.list.push(list);
    }
  }
  of(keys: string[]): number {
    const id = JSON.stringify(keys);
    let n = this.index.get(id);
    if (n === undefined) {
      n = this.list.length;
      this.list.push(keys);
      this.index.set(id, n);
    }
    return n;
  }
}

function pack(value: unknown, shapes: Shapes): unknown {
  if (Array.isArray(value)) return [-1, ...value.map((v) => pack(v, shapes))];
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    return [shapes.of(keys), ...keys.map((k) => pack((value as Record<string, unknown>)[k], shapes))];
  }
  return value;
}

function unpack(value: unknown, shapes: readonly unknown[]): unknown {
  if (!Array.isArray(value)) return value;
  const [tag, ...rest] = value;
  if (tag === -1) return rest.map((v) => unpack(v, shapes));
  const keys = shapes[tag as number];
  if (!Array.isArray(keys)) return undefined;
  // fromEntries makes own properties (a key "__proto__" stays a key).
  return Object.fromEntries(keys.map((k, i) => [String(k), unpack(rest[i], shapes)]));
}

/** The raw answer's JSON body when it is an object or array written compactly (as a job keeps it). */
function bodyOf(raw: string): object | undefined {
  const first = raw.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    const body: unknown = JSON.parse(raw);
    return body !== null && typeof body === 'object' && JSON.stringify(body) === raw ? body : undefined;
  } catch {
    return undefined;
  }
}

function summaryOf(body: object | undefined, e164: string | undefined): ResultSummary | undefined {
  return body ? readSummary(body, e164 ? { e164 } : {}) : undefined;
}

export interface PackedAnswers {
  s: string[][];
  a: unknown[];
}

/**
 * The answers of one chunk, by row in the chunk, as stored: those already stored (`stored`, kept
 * as they are: nothing is unpacked or read again) with `answers` added or put in their place.
 */
export function encodeAnswers(answers: ReadonlyMap<number, RowAnswer>, stored?: unknown): PackedAnswers {
  const old = isPacked(stored) ? stored : { s: [], a: [] };
  const shapes = new Shapes(old.s);
  const a: unknown[] = old.a.filter((e) => Array.isArray(e) && Number.isInteger(e[0]) && !answers.has(e[0] as number));
  for (const [i, answer] of answers) {
    const body = bodyOf(answer.raw);
    let summary: unknown = null;
    if (answer.summary) {
      const derived = summaryOf(body, answer.e164);
      summary = derived && JSON.stringify(derived) === JSON.stringify(answer.summary) ? 0 : pack(answer.summary, shapes);
    }
    a.push([i, summary, body ? pack(body, shapes) : answer.raw]);
  }
  return { s: shapes.list, a };
}

function isPacked(value: unknown): value is PackedAnswers {
  return (
    value !== null &&
    typeof value === 'object' &&
    Array.isArray((value as { s?: unknown }).s) &&
    Array.isArray((value as { a?: unknown }).a)
  );
}

/** One stored answer, unpacked when asked for. */
export interface StoredAnswer {
  raw(): string;
  /** `e164`: the row's number (a derived summary is read with it). */
  summary(e164: string | undefined): ResultSummary | undefined;
}

/** The answers of one chunk as read; what cannot be read is left out (its rows show no answer). */
export function decodeAnswers(value: unknown): Map<number, StoredAnswer> {
  const out = new Map<number, StoredAnswer>();
  if (!isPacked(value)) return out;
  const { s, a } = value;
  for (const entry of a) {
    if (!Array.isArray(entry) || !Number.isInteger(entry[0])) continue;
    const [i, summary, packed] = entry as [number, unknown, unknown];
    const body = () => (typeof packed === 'string' ? undefined : unpack(packed, s));
    const raw = () => (typeof packed === 'string' ? packed : (JSON.stringify(body()) ?? ''));
    out.set(i, {
      raw,
      summary: (e164) => {
        if (summary === 0) {
          const b = body();
          return b !== null && typeof b === 'object' ? summaryOf(b, e164) : undefined;
        }
        const unpacked = unpack(summary, s);
        return unpacked !== null && typeof unpacked === 'object' && !Array.isArray(unpacked)
          ? (unpacked as ResultSummary)
          : undefined;
      },
    });
  }
  return out;
}
