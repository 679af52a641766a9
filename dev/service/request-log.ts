// What a deployment received (everything but /_control/*), so a test can assert how many calls were made (or that
// none were). The key never enters the log: entries are built from the redacted query.

import { API_PATHS, type Fault } from './faults.ts';
import { redactedQuery, redactedUrl } from './query.ts';

export type RequestOutcome = 'pending' | 'answered' | 'reset' | 'hung' | 'client-closed' | 'dropped';

export interface RequestLogEntry {
  method: string;
  path: string;
  /** Query parameters (first value of each), with `apikey` and the like as `***`. */
  query: Record<string, string>;
  /** Path and query as sent, redacted the same way. */
  url: string;
  /** ISO 8601 time of arrival. */
  time: string;
  /** HTTP status sent; null while pending or when no answer was sent (hang, reset). */
  status: number | null;
  outcome: RequestOutcome;
  fault: Fault | null;
  durationMs: number | null;
}

// Bounded so a long demo session cannot grow without limit; counts are kept apart and exact.
const MAX_ENTRIES = 1000;

export class RequestLog {
  #entries: RequestLogEntry[] = [];
  #counts = new Map<string, number>();
  #total = 0;

  /** Records an arrival and returns the live entry, to be completed when it is answered. */
  record(method: string, path: string, search: string, now: Date): RequestLogEntry {
    const entry: RequestLogEntry = {
      method,
      path,
      query: redactedQuery(search),
      url: redactedUrl(path, search),
      time: now.toISOString(),
      status: null,
      outcome: 'pending',
      fault: null,
      durationMs: null,
    };
    this.#entries.push(entry);
    if (this.#entries.length > MAX_ENTRIES) this.#entries.shift();
    this.#counts.set(path, (this.#counts.get(path) ?? 0) + 1);
    this.#total += 1;
    return entry;
  }

  count(path?: string): number {
    return path === undefined ? this.#total : (this.#counts.get(path) ?? 0);
  }

  counts(): Record<string, number> {
    const known = Object.fromEntries(API_PATHS.map((p) => [p, 0]));
    return { total: this.#total, ...known, ...Object.fromEntries(this.#counts) };
  }

  /** Copies, so callers cannot change the log. */
  entries(): RequestLogEntry[] {
    return this.#entries.map((e) => ({ ...e, query: { ...e.query } }));
  }

  clear(): void {
    this.#entries = [];
    this.#counts.clear();
    this.#total = 0;
  }
}
