// Turns an HTTP answer (or a failure to get one) into either a usable body or a classified error
// (docs/architecture.md#errors). Pure: the same inputs always give the same verdict.

import { isRecord } from '../common/validate';
import type { Environment } from './environments';
import { type ErrorKind, makeError, type ServiceError } from './errors';
import type { HttpAnswer, HttpFailure } from './http';
import { redact } from './redact';
import type { Operation } from './url';

export interface ClassifyContext {
  operation: Operation;
  environment: Environment;
  baseUrl: string;
  timeoutMs: number;
  /** Secrets to scrub from any service text that is shown. */
  secrets: readonly string[];
}

export type Classified = { ok: true; answer: HttpAnswer } | { ok: false; error: ServiceError };

const MAX_DETAIL = 300;

function firstString(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return undefined;
}

/** The service's own message in a body of unknown shape, if it has one. */
export function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body;
  if (!isRecord(body)) return undefined;
  const error = body.error;
  const errors = Array.isArray(body.errors) ? body.errors[0] : undefined;
  return firstString(
    body.message,
    isRecord(error) ? firstString(error.message, error.description, error.detail, error.info, error.code, error.type) : undefined,
    error,
    body.detail,
    body.description,
    body.reason,
    body.info,
    isRecord(errors) ? errors.message : errors,
    body.error_message,
    body.errorMessage,
    body.code,
  );
}

/** True when a body that came with 200 says the request failed. */
export function bodySaysFailure(body: unknown): boolean {
  if (!isRecord(body)) return false;
  if (body.success === false || body.ok === false) return true;
  if (typeof body.status === 'string' && /^(error|fail|failed|failure)$/i.test(body.status.trim())) return true;
  const error = body.error;
  if (error === undefined || error === null || error === false || error === '' || error === 0) return false;
  if (isRecord(error) && Object.keys(error).length === 0) return false;
  return true;
}

/** Guesses the class of a failure from the words of the service, for bodies that say failure. */
export function kindFromWords(text: string, operation: Operation): ErrorKind {
  // An echoed request URL or path names `apikey` and `credits` or `number` whatever went wrong:
  // it is not evidence.
  const t = text
    .toLowerCase()
    .replace(/https?:\/\/[^\s"'<>]*/g, ' ')
    .replace(/[?&]apikey=[^&#\s"'<>]*/g, ' ')
    .replace(/\/api\/check-(number|credits)\b/g, ' ');
  // Most specific first: "too many requests for this API key" is a rate limit and "your API key
  // has run out of credits" is about credits, though both mention the key.
  if (/rate.?limit|too many|throttl|slow down/.test(t)) return 'rate-limited';
  if (/credit|balance|quota|insufficient|payment|top.?up|funds|usage.?limit/.test(t)) return 'no-credits';
  if (/api.?key|apikey|access.?key|unauthori[sz]ed|forbidden|authenticat|token|credential|not allowed/.test(t))
    return 'key-rejected';
  if (operation === 'check-number' && /number|phone|msisdn|format|invalid|malformed|digits/.test(t)) return 'bad-number';
  return 'refused';
}

function stringValues(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (depth < 8 && (isRecord(value) || Array.isArray(value))) {
    for (const v of Object.values(value)) stringValues(v, out, depth + 1);
  }
  return out;
}

function kindFromStatus(status: number, operation: Operation): ErrorKind | undefined {
  if (status === 401 || status === 403) return 'key-rejected';
  if (status === 402) return 'no-credits';
  if (status === 400 || status === 422) return operation === 'check-number' ? 'bad-number' : 'refused';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server-error';
  if (status >= 300) return 'refused';
  return undefined;
}

function looksLikeHtml(answer: HttpAnswer): boolean {
  return /text\/html/i.test(answer.contentType) || /^\s*<(!doctype|html|head|body|\?xml|[a-z]+[\s>])/i.test(answer.text);
}

function detailOf(body: unknown, ctx: ClassifyContext): string | undefined {
  const message = bodyMessage(body);
  if (!message) return undefined;
  const clean = redact(message, ctx.secrets).replace(/\s+/g, ' ').trim();
  return clean.length > MAX_DETAIL ? `${clean.slice(0, MAX_DETAIL)}…` : clean;
}

export function classifyFailure(failure: HttpFailure, ctx: ClassifyContext): ServiceError {
  const base = { environment: ctx.environment, baseUrl: ctx.baseUrl, timeoutMs: ctx.timeoutMs };
  if (failure.kind === 'timeout') return makeError('timeout', base);
  if (failure.kind === 'too-large') return makeError('too-large', base);
  return makeError('unreachable', base);
}

export function classifyAnswer(answer: HttpAnswer, ctx: ClassifyContext): Classified {
  const base = { environment: ctx.environment, baseUrl: ctx.baseUrl, timeoutMs: ctx.timeoutMs, status: answer.status };
  const html = !answer.isJson && looksLikeHtml(answer);
  const body = answer.isJson ? answer.json : answer.text;
  // An HTML error page says nothing useful to a user; do not quote it.
  const detail = html ? undefined : detailOf(body, ctx);
  const withExtras = {
    ...base,
    ...(detail ? { detail } : {}),
    ...(answer.retryAfterSeconds !== undefined ? { retryAfterSeconds: answer.retryAfterSeconds } : {}),
  };

  const byStatus = kindFromStatus(answer.status, ctx.operation);
  if (byStatus) return { ok: false, error: makeError(byStatus, withExtras) };

  if (html) return { ok: false, error: makeError('bad-response', base) };
  if (answer.text.trim() === '') return { ok: false, error: makeError('bad-response', base) };
  // JSON that does not parse (truncated, or a stray prefix) is not a result to show.
  if (!answer.isJson && /^\s*[[{]/.test(answer.text)) return { ok: false, error: makeError('bad-response', base) };
  if (answer.isJson && bodySaysFailure(answer.json)) {
    // The service's message decides; its other words (codes, types) when the message names no key,
    // credits or rate problem. Field names are not words: `"credits_left": 3` beside "invalid
    // number" says nothing about credits.
    const byMessage = kindFromWords(detail ?? '', ctx.operation);
    const byWords = kindFromWords(stringValues(answer.json).join(' '), ctx.operation);
    const strong = (k: ErrorKind) => k !== 'refused' && k !== 'bad-number';
    const kind = strong(byMessage) ? byMessage : strong(byWords) ? byWords : byMessage !== 'refused' ? byMessage : byWords;
    return { ok: false, error: makeError(kind, withExtras) };
  }
  return { ok: true, answer };
}
