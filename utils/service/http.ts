// One GET with a time limit and a size cap, the body read as JSON when it parses, else as text.
// Pure apart from the `fetch` and timers passed in, so it is unit-tested against fake responses.

export const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpEnv {
  fetch: typeof fetch;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface HttpAnswer {
  status: number;
  contentType: string;
  /** Seconds from a Retry-After header (delta or HTTP date), when present. */
  retryAfterSeconds?: number;
  /** The whole body as text (after the cap check). */
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json?: unknown;
  /** True when `json` holds a parsed value (JSON `null` included). */
  isJson: boolean;
}

/**
 * `network`: no answer at all (nothing was received: refused, DNS, CORS, reset before the headers).
 * `dropped`: the headers came, then the connection was lost while the body was read: the service
 * was answering, so a check may have been charged.
 * `redirected`: the service answered with a redirect that was not followed, so the key went nowhere
 * else: to another origin, one hop too many, or to an address the browser keeps from us (an
 * extension's `fetch` with `redirect: 'manual'` gets an opaque answer with no Location at all).
 */
export type HttpFailure =
  | { kind: 'timeout'; afterHeaders?: boolean }
  | { kind: 'network'; reason: string }
  | { kind: 'dropped'; status: number }
  | { kind: 'too-large' }
  | { kind: 'redirected'; why: RedirectRefusal };

export type RedirectRefusal = 'other-origin' | 'hidden' | 'too-many';

/** Same-origin redirects followed by hand at most (a path moved, a trailing slash added). */
export const MAX_REDIRECTS = 3;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export type HttpResult = { ok: true; answer: HttpAnswer } | { ok: false; failure: HttpFailure };

export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Deeper JSON is no plausible answer, and walking or printing it could exhaust the stack. */
export const MAX_JSON_DEPTH = 64;

function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth -= 1;
  }
  return max;
}

export function parseBody(text: string): { json?: unknown; isJson: boolean } {
  const trimmed = text.trim();
  if (trimmed === '') return { isJson: false };
  try {
    if (nestingDepth(trimmed) > MAX_JSON_DEPTH) return { isJson: false };
    return { json: JSON.parse(trimmed), isJson: true };
  } catch {
    return { isJson: false };
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

type Hop = { next: string } | { refused: RedirectRefusal } | undefined;

/**
 * Where a redirect answer leads: `undefined` when it is no redirect at all. The key is in the
 * address, so a redirect is followed only to the very origin it was sent to (scheme, host and port:
 * https → http on the same host is another origin), and never blindly: `fetch` is told
 * `redirect: 'manual'`, so the browser never makes the second request itself.
 */
export function redirectHop(response: Response, from: string): Hop {
  // What a browser gives a `redirect: 'manual'` fetch: no status, no headers, no Location.
  if (response.type === 'opaqueredirect') return { refused: 'hidden' };
  if (!REDIRECT_STATUSES.has(response.status)) return undefined;
  const location = response.headers.get('location');
  if (!location) return { refused: 'hidden' };
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    return { refused: 'hidden' };
  }
  return target.origin === new URL(from).origin ? { next: target.href } : { refused: 'other-origin' };
}

export async function httpGet(
  env: HttpEnv,
  url: string,
  opts: { timeoutMs?: number; maxBytes?: number; now?: number } = {},
): Promise<HttpResult> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  let headersStatus: number | undefined;
  const timer = env.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let address = url;
    let response: Response;
    for (let hops = 0; ; hops += 1) {
      response = await env.fetch(address, {
        method: 'GET',
        signal: controller.signal,
        // The key is in the URL; keep it out of the Referer of anything and out of the HTTP cache,
        // and never let the browser carry it on to wherever a redirect points.
        redirect: 'manual',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        credentials: 'omit',
        headers: { Accept: 'application/json, text/plain;q=0.9, */*;q=0.5' },
      });
      const hop = redirectHop(response, address);
      if (hop === undefined) break;
      await response.body?.cancel().catch(() => {});
      if ('refused' in hop) return { ok: false, failure: { kind: 'redirected', why: hop.refused } };
      if (hops >= MAX_REDIRECTS) return { ok: false, failure: { kind: 'redirected', why: 'too-many' } };
      address = hop.next;
    }
    headersStatus = response.status;
    const text = await readCapped(response, opts.maxBytes ?? MAX_BODY_BYTES);
    if (text === undefined) return { ok: false, failure: { kind: 'too-large' } };
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), opts.now ?? Date.now());
    const answer: HttpAnswer = {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      ...parseBody(text),
    };
    if (retryAfterSeconds !== undefined) answer.retryAfterSeconds = retryAfterSeconds;
    return { ok: true, answer };
  } catch (err) {
    if (timedOut)
      return { ok: false, failure: { kind: 'timeout', ...(headersStatus !== undefined ? { afterHeaders: true } : {}) } };
    if (headersStatus !== undefined) return { ok: false, failure: { kind: 'dropped', status: headersStatus } };
    // The reason is a browser message such as "Failed to fetch"; it never carries the URL.
    const reason = err instanceof Error ? err.name : 'error';
    return { ok: false, failure: { kind: 'network', reason } };
  } finally {
    env.clearTimeout(timer);
  }
}
