// What an answer dialect is: how one public API writes a check result, a balance and an error,
// modelled from its published documentation (fixtures written for the stand-in, not copied), and
// what a careful reader lifts from each of those answers, the truth the extension's readers are
// measured against (tests and dev/bench/answers.ts).

import type { ErrorKind, ServiceError } from '../errors.ts';
import type { NumberInfo } from '../number-info.ts';

/** The stand-in's line types (libphonenumber's), lower case. */
export type LocalLineType = NonNullable<NumberInfo['lineType']>;

/** The extension's small line type vocabulary. */
export type LineKind =
  | 'mobile'
  | 'landline'
  | 'landline-or-mobile'
  | 'voip'
  | 'toll-free'
  | 'premium'
  | 'shared-cost'
  | 'pager'
  | 'personal'
  | 'voicemail'
  | 'unknown';

/** What a careful reader lifts from a check answer: only the facts the answer really gives. */
export interface Facts {
  valid?: boolean;
  e164?: string;
  countryCode?: string;
  countryName?: string;
  carrier?: string;
  lineType?: LineKind;
  location?: string;
  ported?: boolean;
  roaming?: boolean;
  reachable?: boolean;
  prepaid?: boolean;
  spam?: boolean;
  riskScore?: number;
  invalidReason?: string;
  balance?: BalanceFacts;
}

export interface BalanceFacts {
  amount: number;
  unit: 'credits' | 'money';
  currency?: string;
}

export interface DialectReply {
  status: number;
  body: unknown;
  /** Sent as text/plain rather than JSON (a bare figure). */
  text?: boolean;
}

export interface Dialect {
  /** As used in keys (`demo-plenty-<name>`) and by `setShape`: lower case letters only. */
  name: string;
  /** The public API whose documented answers this dialect follows. */
  models: string;
  check(info: NumberInfo, credits: number): unknown;
  facts(info: NumberInfo, credits: number): Facts;
  /** The balance endpoint's answer; null when the API has none (the stand-in then answers 404). */
  credits(credits: number): DialectReply | null;
  /** What a reader must read from `credits(credits)`; undefined when there is no endpoint. */
  balance(credits: number): BalanceFacts | undefined;
  /** An error in the API's own shape and status (the stand-in may force another status). */
  error(error: ServiceError): DialectReply;
}

/** The extension's kind for each of the stand-in's errors: what a reader must classify it as. */
export const EXPECTED_KIND: Readonly<Record<ErrorKind, string>> = {
  missing_api_key: 'key-rejected',
  invalid_api_key: 'key-rejected',
  forbidden: 'key-rejected',
  no_credits: 'no-credits',
  missing_number: 'bad-number',
  invalid_number: 'bad-number',
  bad_request: 'bad-number',
  not_found: 'not-found',
  method_not_allowed: 'refused',
  rate_limited: 'rate-limited',
  internal_error: 'server-error',
  service_unavailable: 'server-error',
};

/** The stand-in's own dialects, whose words for a malformed request ("not well formed") name no number. */
const VAGUE_BAD_REQUEST: readonly string[] = ['flat', 'envelope', 'status'];

/**
 * The kind a reader must give one dialect's error: a 400 is about the number only when the words say
 * so, and the public APIs' words for a bad request name the number; the stand-in's own do not.
 */
export function expectedKind(dialect: string, kind: ErrorKind): string {
  return kind === 'bad_request' && VAGUE_BAD_REQUEST.includes(dialect) ? 'refused' : EXPECTED_KIND[kind];
}

/** What went wrong, in the few classes the APIs' error tables distinguish. */
export type Problem = 'key' | 'forbidden' | 'credits' | 'number' | 'missing' | 'rate' | 'notFound' | 'server';

export function problemOf(kind: ErrorKind): Problem {
  switch (kind) {
    case 'missing_api_key':
    case 'invalid_api_key':
      return 'key';
    case 'forbidden':
      return 'forbidden';
    case 'no_credits':
      return 'credits';
    case 'missing_number':
      return 'missing';
    case 'invalid_number':
    case 'bad_request':
      return 'number';
    case 'rate_limited':
      return 'rate';
    case 'not_found':
    case 'method_not_allowed':
      return 'notFound';
    default:
      return 'server';
  }
}

/** A dialect's entry for a problem; a forbidden key falls back to the bad key's, a missing number to the bad number's. */
export function entryFor<T>(table: Partial<Record<Problem, T>>, kind: ErrorKind): T {
  const p = problemOf(kind);
  const entry = table[p] ?? (p === 'forbidden' ? table.key : p === 'missing' ? table.number : undefined) ?? table.server;
  if (entry === undefined) throw new Error(`no entry for ${kind}`);
  return entry;
}

/**
 * The status a dialect answers with: its own, except where the stand-in's tells something the
 * dialect's table does not (405 for a wrong method, 503 for unavailable).
 */
export function statusFor(kind: ErrorKind, own: number, standIn: number): number {
  return kind === 'method_not_allowed' || kind === 'service_unavailable' ? standIn : own;
}

/** Keeps only the facts that are there: `pick({ carrier: null })` is `{}`. */
export function pick<T extends object>(entries: { [K in keyof T]?: T[K] | null | undefined }): T {
  const out = {} as T;
  for (const [k, v] of Object.entries(entries))
    if (v !== null && v !== undefined && v !== '') (out as Record<string, unknown>)[k] = v;
  return out;
}

/** The facts most APIs give about any number: its validity, E.164, country and carrier (for pick). */
export function numberFacts(info: NumberInfo): Pick<NumberInfo, 'valid' | 'e164' | 'countryCode' | 'countryName' | 'carrier'> {
  return {
    valid: info.valid,
    e164: info.e164,
    countryCode: info.countryCode,
    countryName: info.countryName,
    carrier: info.carrier,
  };
}

export function lineKind(type: NumberInfo['lineType']): LineKind | undefined {
  switch (type) {
    case null:
      return undefined;
    case 'fixed_line':
      return 'landline';
    case 'fixed_line_or_mobile':
      return 'landline-or-mobile';
    case 'toll_free':
      return 'toll-free';
    case 'premium_rate':
      return 'premium';
    case 'shared_cost':
      return 'shared-cost';
    case 'personal_number':
      return 'personal';
    case 'uan':
      return undefined;
    default:
      return type;
  }
}

/** The stand-in's line type in words, as several APIs write it ("fixed line or mobile", "toll free"). */
export function typeInWords(type: LocalLineType): string {
  return type.replace(/_/g, ' ');
}

/** The digits of an E.164, without its `+`. */
export function digits(e164: string): string {
  return e164.replace(/^\+/, '');
}

/** A stable request id from the number, so answers are the same run after run. */
export function requestId(seed: string, length = 32): string {
  let h = 0x811c9dc5;
  let out = '';
  while (out.length < length) {
    for (let i = 0; i < seed.length; i += 1) {
      h ^= seed.charCodeAt(i) + out.length;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

/** A location that only repeats the country tells nothing: a careful reader leaves it out. */
export function placeFact(location: string | null, countryName: string | null): string | undefined {
  return location && location !== countryName ? location : undefined;
}
