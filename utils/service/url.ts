// Pure URL building for the two operations of the service.
import { t } from '../i18n/t';
import { hostProblem } from './base-url-check';

export type Operation = 'check-number' | 'check-credits';

/**
 * Joins a base URL that may carry a path prefix (`https://host/v2/`) with an operation path, and
 * encodes the query with URLSearchParams so that a `+` travels as `%2B`, not as a space.
 */
export function buildServiceUrl(baseUrl: string, operation: Operation, params: Record<string, string>): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  return `${base}/api/${operation}?${new URLSearchParams(params).toString()}`;
}

export type BaseUrlCheck = { ok: true; url: string; origin: string } | { ok: false; reason: string };

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Validates a base URL a user typed: https only (http allowed for loopback), no credentials, no
 * query or fragment; a path prefix is fine. Returns the normalised URL (no trailing slash).
 */
export function checkBaseUrl(input: string): BaseUrlCheck {
  const text = input.trim();
  if (text === '') return { ok: false, reason: t('url_empty') };
  const read = readWebAddress(text, t('url_invalid'), t('url_credentials'));
  if (!read.ok) return read;
  const { url } = read;
  if (url.search || text.includes('?')) return { ok: false, reason: t('url_query') };
  if (url.hash || text.includes('#')) return { ok: false, reason: t('url_fragment') };
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}`, origin: url.origin };
}

/**
 * What the base URL and the account page ask alike of an address as typed: a host as typed
 * (base-url-check.ts), a URL, https (http for this computer), no user name or password.
 */
function readWebAddress(
  text: string,
  invalid: string,
  credentials: string,
): { ok: true; url: URL } | { ok: false; reason: string } {
  const problem = hostProblem(text);
  if (problem) return { ok: false, reason: problem };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: invalid };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    return { ok: false, reason: t('url_notHttps') };
  }
  if (url.username || url.password) return { ok: false, reason: credentials };
  return { ok: true, url };
}

export type AccountUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Validates the address of an account page (where a user tops up or manages a key): a web page
 * opened in a tab, so unlike the base URL it may carry a query or fragment. '' clears it.
 */
export function checkAccountUrl(input: string): AccountUrlCheck {
  const text = input.trim();
  if (text === '') return { ok: true, url: '' };
  const read = readWebAddress(text, t('url_accountInvalid'), t('url_accountCredentials'));
  return read.ok ? { ok: true, url: read.url.href } : read;
}

/** The match pattern of the host permission needed to call a base URL. */
export function originPattern(baseUrl: string): string | undefined {
  const check = checkBaseUrl(baseUrl);
  if (!check.ok) return undefined;
  const u = new URL(check.origin);
  return `${u.protocol}//${u.hostname}/*`;
}
