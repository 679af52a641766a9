// Ways to misbehave on purpose, so the extension's handling of every failure can be seen and
// tested. A fault is armed per deployment, for the next N calls or until cleared.

import { type ErrorKind, isErrorKind, serviceError } from './errors.ts';
import { describeNumber } from './number-info.ts';
import { HTML_TYPE, JSON_TYPE, type Reply, TEXT_TYPE, textReply } from './reply.ts';
import { checkBody, renderError, type ShapeName } from './shapes.ts';

export const FAULTS = [
  'slow',
  'hang',
  '401',
  '403',
  '402',
  '404',
  '422-bare',
  '429',
  '500',
  '502',
  '503',
  'html',
  'empty',
  'oversized',
  'error-200',
  'bad-json',
  'reset',
  'redirect',
  'drop',
  'large-answer',
] as const;
export type Fault = (typeof FAULTS)[number];

export const API_PATHS = ['/api/check-number', '/api/check-credits'] as const;
export type ApiPath = (typeof API_PATHS)[number];

export const DEFAULT_SLOW_MS = 20_000;
export const DEFAULT_RETRY_AFTER_SECONDS = 30;
/** Bigger than the extension's 1 MiB cap, with room to spare. */
export const OVERSIZED_BYTES = 2.5 * 1024 * 1024;

export interface FaultOptions {
  /** How many calls it applies to; default: until cleared. */
  times?: number;
  /** Calls (of its path) answered normally first: "402 after 120 checks". Default 0. */
  after?: number;
  /** Wait before answering; `slow` defaults to 20 s, other faults to no wait. */
  delayMs?: number;
  /** Retry-After seconds for 429 (default 30); also sent with 503 when given. */
  retryAfterSeconds?: number;
  /** Limit the fault to one operation; default: both. */
  path?: ApiPath;
  /** What a `error-200` body says went wrong; default `invalid_api_key`. */
  errorKind?: ErrorKind;
  /**
   * Where a `redirect` sends the caller: an `http(s)://` origin (or base) that the request's own
   * path and query are appended to, the key with them, as a moved or hostile service would. Default:
   * the very address asked, on the same origin (answered normally once the fault is spent).
   */
  redirectTo?: string;
}

export interface ArmedFault {
  fault: Fault;
  /** Calls left; null = until cleared. */
  remaining: number | null;
  /** Calls still to answer normally before it applies. */
  after: number;
  delayMs: number;
  retryAfterSeconds: number | null;
  path: ApiPath | null;
  errorKind: ErrorKind;
  redirectTo: string | null;
}

export function isFault(value: unknown): value is Fault {
  return typeof value === 'string' && (FAULTS as readonly string[]).includes(value);
}

export function isApiPath(value: unknown): value is ApiPath {
  return typeof value === 'string' && (API_PATHS as readonly string[]).includes(value);
}

/** Checks the options (they also arrive as JSON from the control endpoint) and arms the fault. */
export function armFault(fault: Fault, opts: FaultOptions = {}): ArmedFault {
  if (!isFault(fault)) throw new RangeError(`unknown fault ${JSON.stringify(fault)}; one of: ${FAULTS.join(', ')}`);
  const { times, after, delayMs, retryAfterSeconds, path, errorKind, redirectTo } = opts;
  if (times !== undefined && (!Number.isInteger(times) || times < 1)) {
    throw new RangeError('times must be a whole number of at least 1');
  }
  if (after !== undefined && (!Number.isInteger(after) || after < 0)) {
    throw new RangeError('after must be a whole number, 0 or more');
  }
  if (delayMs !== undefined && (!Number.isFinite(delayMs) || delayMs < 0)) {
    throw new RangeError('delayMs must be a number of milliseconds, 0 or more');
  }
  if (retryAfterSeconds !== undefined && (!Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 0)) {
    throw new RangeError('retryAfterSeconds must be a whole number of seconds, 0 or more');
  }
  if (path !== undefined && !isApiPath(path)) throw new RangeError(`path must be one of: ${API_PATHS.join(', ')}`);
  if (errorKind !== undefined && !isErrorKind(errorKind)) throw new RangeError('errorKind is not a known error');
  if (redirectTo !== undefined && !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(String(redirectTo))) {
    throw new RangeError('redirectTo must be an http(s) address without a query or fragment');
  }
  return {
    fault,
    remaining: times ?? null,
    after: after ?? 0,
    delayMs: delayMs ?? (fault === 'slow' ? DEFAULT_SLOW_MS : 0),
    retryAfterSeconds: retryAfterSeconds ?? (fault === '429' ? DEFAULT_RETRY_AFTER_SECONDS : null),
    path: path ?? null,
    errorKind: errorKind ?? 'invalid_api_key',
    redirectTo: redirectTo === undefined ? null : String(redirectTo).replace(/\/+$/, ''),
  };
}

/** What a gateway in front of the service says when the service behind it failed (as nginx does). */
const BAD_GATEWAY_PAGE = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

const HTML_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to continue</title></head>
<body><h1>Sign in to continue</h1><p>This network requires you to sign in before using the internet.</p>
<form method="post" action="/login"><input name="user"><button>Sign in</button></form></body></html>
`;

let oversized: string | undefined;
// Valid JSON, so only a size cap (not a parse error) can save a client from reading it all.
function oversizedBody(): string {
  if (oversized === undefined) {
    const item = JSON.stringify('local-stand-in padding '.repeat(40));
    const count = Math.ceil(OVERSIZED_BYTES / (item.length + 1));
    oversized = `{"source":"local-stand-in","padding":[${Array(count).fill(item).join(',')}]}`;
  }
  return oversized;
}

/** The request a fault answers: its path and query string as sent (`?…`, or ''). */
export interface FaultRequest {
  path: string;
  search: string;
}

/**
 * The answer a fault gives instead of the normal one, or null when the normal answer follows
 * (`slow`, after its delay). `normal` makes the normal answer (and charges for a check): `drop`
 * sends its status and headers, half its body, then cuts the connection, so the call is charged and
 * the client never reads the answer.
 */
export function faultReply(
  armed: ArmedFault,
  shape: ShapeName,
  request: FaultRequest = { path: '/', search: '' },
  normal?: () => Reply,
): Reply | null {
  const error = (kind: ErrorKind, headers: Record<string, string> = {}): Reply =>
    renderError(shape, serviceError(kind), undefined, headers);
  const retryAfter = (): Record<string, string> =>
    armed.retryAfterSeconds === null ? {} : { 'retry-after': String(armed.retryAfterSeconds) };
  switch (armed.fault) {
    case 'slow':
      return null;
    case 'hang':
      return { kind: 'hang' };
    case 'reset':
      return { kind: 'reset' };
    case 'large-answer': {
      // The normal answer (charged), with about 900 KB more: 4,000 fields with long names and values.
      const answer = normal?.();
      if (answer?.kind !== 'body' || answer.status !== 200) return answer ?? null;
      const extra: Record<string, string> = {};
      for (let i = 0; i < 4_000; i++) extra[`${'detail_'.repeat(20)}${i}`] = 'v'.repeat(80);
      const body = { ...(JSON.parse(answer.body) as Record<string, unknown>), extra };
      return { ...answer, body: JSON.stringify(body) };
    }
    case 'drop': {
      const answer = normal?.();
      return answer?.kind === 'body' ? { kind: 'drop', reply: answer } : { kind: 'reset' };
    }
    case '401':
      return error('invalid_api_key');
    case '403':
      return error('forbidden');
    case '402':
      return error('no_credits');
    case '404':
      return error('not_found');
    case '422-bare':
      return textReply(422, '', JSON_TYPE);
    case '429':
      return error('rate_limited', retryAfter());
    case '500':
      return error('internal_error');
    case '502':
      return textReply(502, BAD_GATEWAY_PAGE, HTML_TYPE);
    case '503':
      return error('service_unavailable', retryAfter());
    case 'html':
      return textReply(200, HTML_PAGE, HTML_TYPE);
    case 'empty':
      return textReply(200, '', JSON_TYPE);
    case 'oversized':
      return { ...textReply(200, oversizedBody(), JSON_TYPE), chunked: true };
    case 'error-200':
      return renderError(shape, serviceError(armed.errorKind), 200);
    case 'bad-json': {
      const whole = JSON.stringify(checkBody(shape, describeNumber('16502530000'), 0));
      return textReply(200, whole.slice(0, Math.floor(whole.length / 2)), JSON_TYPE);
    }
    case 'redirect': {
      const location = `${armed.redirectTo ?? ''}${request.path}${request.search}`;
      return textReply(302, '', TEXT_TYPE, { location });
    }
  }
}
