// Turns an HTTP answer (or a failure to get one) into either a usable body or a classified error
// (DESIGN §1). Pure: the same inputs always give the same verdict.
import type { Environment } from './environments';
import type { HttpAnswer, HttpFailure } from './http-read';
import { redact } from './redact';
import { type ErrorKind, makeError, type ServiceError } from './service-errors';
import type { Operation } from './service-url';
import { isRecord } from './validate';

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
    isRecord(error) ? firstString(error.message, error.description, error.detail, error.code) : undefined,
    error,
    body.detail,
    body.description,
    body.reason,
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
  const t = text.toLowerCase();
  if (/api.?key|apikey|unauthori[sz]ed|forbidden|authenticat|token|credential|not allowed/.test(t)) return 'key-rejected';
  if (/credit|balance|quota|insufficient|payment|top.?up|funds/.test(t)) return 'no-credits';
  if (/rate.?limit|too many|throttl|slow down/.test(t)) return 'rate-limited';
  if (operation === 'check-number' && /number|phone|msisdn|format|invalid|malformed|digits/.test(t)) return 'bad-number';
  return 'refused';
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
    const kind = kindFromWords(`${detail ?? ''} ${JSON.stringify(answer.json)}`, ctx.operation);
    return { ok: false, error: makeError(kind, withExtras) };
  }
  return { ok: true, answer };
}
