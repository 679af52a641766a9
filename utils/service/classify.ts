// Turns an HTTP answer (or a failure to get one) into either a usable body or a classified error
// (docs/architecture.md#errors). Pure: the same inputs always give the same verdict. The body is read
// for failure whatever the status (failure-reader), and words about credits, rate or the key win over
// the status code: a 422 that says "quota reached" is about credits, not about the number.

import { isRecord } from '../common/validate';
import { t } from '../i18n/t';
import { type Environment, environmentLabel } from './environments';
import { type ErrorKind, makeError, type ServiceError } from './errors';
import { bodyMessage, bodySaysFailure } from './failure-reader';
import type { HttpAnswer, HttpFailure } from './http';
import { redact } from './redact';
import type { Operation } from './url';

export { bodyMessage, bodySaysFailure };

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
  if (/rate.?limit|too many|throttl|slow down|per second|per minute|concurrent/.test(t)) return 'rate-limited';
  if (
    /\bcredit|\bbalance\b|quota|insufficient|payment|top.?up|funds|usage.?limit|monthly limit|daily (api )?limit|limit (has been )?reached|depleted|exhausted|out of (checks|lookups|queries|requests)/.test(
      t,
    )
  )
    return 'no-credits';
  if (
    /api.?key|apikey|access.?key|\b(unknown|invalid|wrong|bad|missing|expired|revoked|incorrect|disabled) (api |access |license |secret )?key\b|unauthori[sz]ed|not authori[sz]ed|forbidden|authenticat|token|credential|key[^.]{0,40}not allowed|not allowed[^.]{0,40}key|login|access denied|permission|not permitted|customer id|account id|auth.?id|account (is )?(disabled|suspended|barred|inactive)|barred|(plan|subscription) does not (support|include)|function.?access.?restricted/.test(
      t,
    )
  )
    return 'key-rejected';
  if (
    /internal (server )?error|server error|unexpected error|went wrong|(temporarily |service )unavailable|try again later|system unavailable|timed? ?out/.test(
      t,
    )
  )
    return 'server-error';
  if (
    operation === 'check-number' &&
    /number|phone|msisdn|digits|e\.?164|syntax|too short|too long|country code|destination/.test(t)
  )
    return 'bad-number';
  return 'refused';
}

function stringValues(value: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (depth < 8 && (isRecord(value) || Array.isArray(value))) {
    for (const v of Object.values(value)) stringValues(v, out, depth + 1);
  }
  return out;
}

/** Kinds the words of a failure may impose over its HTTP status. */
const STRONG: readonly ErrorKind[] = ['no-credits', 'rate-limited', 'key-rejected'];

/**
 * The kind the service's words name: its message first, then its other words (codes, types) when
 * the message names no key, credits or rate problem. Undefined when there are no words at all.
 */
function wordsKind(answer: HttpAnswer, detail: string | undefined, operation: Operation): ErrorKind | undefined {
  const values = answer.isJson ? stringValues(answer.json).join(' ') : '';
  if (!detail && !values.trim()) return undefined;
  const byMessage = kindFromWords(detail ?? '', operation);
  const byWords = kindFromWords(values, operation);
  const strong = (k: ErrorKind) => STRONG.includes(k);
  return strong(byMessage) ? byMessage : strong(byWords) ? byWords : byMessage !== 'refused' ? byMessage : byWords;
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

/**
 * A check whose request reached the service and whose answer does not say "refused" may have been
 * charged: a time-out, a connection lost after the headers, an answer too large or unreadable, a
 * 5xx. Only a failure known to have spent nothing (nothing received at all, a 4xx that refuses)
 * is "failed". Credits reads are free, so they are never "may have been charged".
 */
function chargeUnknown(ctx: ClassifyContext): { mayBeCharged?: boolean } {
  return ctx.operation === 'check-number' ? { mayBeCharged: true } : {};
}

export function classifyFailure(failure: HttpFailure, ctx: ClassifyContext): ServiceError {
  const base = { environment: ctx.environment, baseUrl: ctx.baseUrl, timeoutMs: ctx.timeoutMs };
  if (failure.kind === 'timeout') return makeError('timeout', { ...base, ...chargeUnknown(ctx) });
  if (failure.kind === 'too-large') return makeError('too-large', { ...base, ...chargeUnknown(ctx) });
  if (failure.kind === 'dropped') return makeError('connection-lost', { ...base, status: failure.status, ...chargeUnknown(ctx) });
  if (failure.kind === 'redirected') {
    return failure.why === 'too-many'
      ? makeError('redirected', { ...base, message: t('error_redirectLoop', { env: environmentLabel(ctx.environment) }) })
      : makeError('redirected', base);
  }
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
  if (byStatus) {
    // The service's words say what its status only hints at: a 422 "quota reached", a 403 "not
    // enough credit", a 400 "invalid API key". Codes and types count as words here; field names
    // do not.
    const words = html ? undefined : wordsKind(answer, detail, ctx.operation);
    const kind = words && STRONG.includes(words) && !(byStatus === 'server-error' && words === 'key-rejected') ? words : byStatus;
    // A 400 or 422 is about the number only when the service's words say so; a bare status (or
    // words about something else) is a refusal in general terms, with the ways forward of any refusal.
    if (kind === 'bad-number' && words !== 'bad-number') return { ok: false, error: makeError('refused', withExtras) };
    return { ok: false, error: makeError(kind, { ...withExtras, ...(kind === 'server-error' ? chargeUnknown(ctx) : {}) }) };
  }

  // A 2xx that is no answer: the service took the request, so a check may have been charged.
  const unreadable = { ...base, ...chargeUnknown(ctx) };
  if (html) return { ok: false, error: makeError('bad-response', unreadable) };
  if (answer.text.trim() === '') return { ok: false, error: makeError('bad-response', unreadable) };
  // JSON that does not parse (truncated, or a stray prefix) is not a result to show.
  if (!answer.isJson && /^\s*[[{]/.test(answer.text)) return { ok: false, error: makeError('bad-response', unreadable) };
  if (answer.isJson && bodySaysFailure(answer.json)) {
    // The service's message decides; its other words (codes, types) when the message names no key,
    // credits or rate problem. Field names are not words: `"credits_left": 3` beside "invalid
    // number" says nothing about credits.
    return { ok: false, error: makeError(wordsKind(answer, detail, ctx.operation) ?? 'refused', withExtras) };
  }
  return { ok: true, answer };
}
