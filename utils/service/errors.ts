// The error classes a user can meet, each with the words shown and the action that fixes it
// (docs/architecture.md#errors). Errors travel between contexts as plain data, never as Error objects or stacks.

import { t } from '../i18n/t';
import { type Environment, environmentLabel } from './environments';

export type ErrorKind =
  | 'no-key'
  | 'no-base-url'
  | 'no-permission'
  | 'key-rejected'
  | 'no-credits'
  | 'bad-number'
  | 'not-found'
  | 'no-credits-endpoint'
  | 'rate-limited'
  | 'server-error'
  | 'refused'
  | 'unreachable'
  | 'connection-lost'
  | 'timeout'
  | 'bad-response'
  | 'too-large'
  | 'redirected'
  | 'not-a-number'
  | 'impossible-number'
  | 'page-rate-limited'
  | 'internal';

/**
 * What the UI offers next to the message. `fix-key` opens the settings at the key field; `top-up`
 * opens the deployment's account page (or the settings' field for it, when none is set).
 */
export type ErrorAction =
  | 'open-options'
  | 'fix-key'
  | 'top-up'
  | 'grant-permission'
  | 'retry'
  | 'edit-number'
  | 'send-anyway'
  | 'none';

export interface ServiceError {
  kind: ErrorKind;
  /** One sentence for the user; never contains the key. */
  message: string;
  /** The service's own words, when it gave any (redacted, trimmed). */
  detail?: string;
  status?: number;
  retryAfterSeconds?: number;
  environment?: Environment;
  action: ErrorAction;
  /** Further ways forward, offered beside `action` when no single one fits (a refusal that says nothing). */
  more?: ErrorAction[];
  /**
   * The check may have been charged: the request reached the service and what came back does not
   * say it was refused (a 5xx, a connection lost after the headers, a time-out, an unreadable
   * answer). Nothing sends it again without the user's word (docs/architecture.md#errors).
   */
  mayBeCharged?: true;
}

export interface ErrorContext {
  environment: Environment;
  baseUrl: string;
  timeoutMs?: number;
  detail?: string;
  status?: number;
  retryAfterSeconds?: number;
  /** Replaces the kind's standard sentence where the place of the error says it better. */
  message?: string;
  /** A check that may have been charged: the words say so and a retry asks first. */
  mayBeCharged?: boolean;
}

const ACTIONS: Record<ErrorKind, ErrorAction> = {
  'no-key': 'open-options',
  'no-base-url': 'open-options',
  'no-permission': 'grant-permission',
  'key-rejected': 'fix-key',
  'no-credits': 'top-up',
  'bad-number': 'edit-number',
  'not-found': 'open-options',
  'no-credits-endpoint': 'none',
  'rate-limited': 'retry',
  'server-error': 'retry',
  // A refusal that names no cause: try again, or look at the key and the account (`MORE`).
  refused: 'retry',
  unreachable: 'retry',
  'connection-lost': 'retry',
  timeout: 'retry',
  'bad-response': 'open-options',
  'too-large': 'none',
  // The service may have moved: its address is set in the settings.
  redirected: 'open-options',
  'not-a-number': 'edit-number',
  'impossible-number': 'send-anyway',
  'page-rate-limited': 'retry',
  internal: 'retry',
};

/** The ways forward offered beside a kind's action. */
const MORE: Partial<Record<ErrorKind, ErrorAction[]>> = {
  refused: ['fix-key', 'top-up'],
};

// Worded where the error is made (the background, mostly), in the UI's language: every context of
// the extension reads the same language, so the words can travel with the error.
function messageFor(kind: ErrorKind, ctx: ErrorContext): string {
  const env = environmentLabel(ctx.environment);
  const url = ctx.baseUrl;
  const seconds = Math.round((ctx.timeoutMs ?? 15_000) / 1000);
  // A status is a code, not a figure: never grouped ("1,001").
  const status = ctx.status ? String(ctx.status) : '';
  switch (kind) {
    case 'no-key':
      return t('error_noKey', { env });
    case 'no-base-url':
      return t('error_noBaseUrl', { env });
    case 'no-permission':
      return t('error_noPermission', { url });
    case 'key-rejected':
      return t('error_keyRejected', { env });
    case 'no-credits':
      return t('error_noCredits', { env });
    case 'bad-number':
      return t('error_badNumber');
    case 'not-found':
      return t('error_notFound', { url });
    case 'no-credits-endpoint':
      return t('error_noCreditsEndpoint', { env });
    case 'rate-limited':
      return ctx.retryAfterSeconds
        ? t('error_rateLimitedFor', { env, seconds: ctx.retryAfterSeconds })
        : t('error_rateLimited', { env });
    case 'server-error':
      return status ? t('error_serverErrorStatus', { env, status }) : t('error_serverError', { env });
    case 'refused':
      return status ? t('error_refusedStatus', { env, status }) : t('error_refused', { env });
    case 'unreachable':
      return t('error_unreachable', { url });
    case 'connection-lost':
      return t('error_connectionLost', { env });
    case 'timeout':
      return t('error_timeout', { env, seconds });
    case 'bad-response':
      return t('error_badResponse', { env });
    case 'too-large':
      return t('error_tooLarge', { env });
    case 'redirected':
      return t('error_redirected', { env });
    case 'not-a-number':
      return t('error_notANumber');
    case 'impossible-number':
      return t('error_impossibleNumber');
    case 'page-rate-limited':
      return t('error_pageRateLimited');
    case 'internal':
      return t('error_internal');
  }
}

export function makeError(kind: ErrorKind, ctx: ErrorContext): ServiceError {
  const words = ctx.message ?? messageFor(kind, ctx);
  const error: ServiceError = {
    kind,
    message: ctx.mayBeCharged ? `${words} ${t('error_mayBeCharged')}` : words,
    action: ACTIONS[kind],
    environment: ctx.environment,
  };
  const more = MORE[kind];
  if (more) error.more = [...more];
  if (ctx.mayBeCharged) error.mayBeCharged = true;
  if (ctx.detail) error.detail = ctx.detail;
  if (ctx.status !== undefined) error.status = ctx.status;
  if (ctx.retryAfterSeconds !== undefined) error.retryAfterSeconds = ctx.retryAfterSeconds;
  return error;
}

/**
 * A credits call answered by a server that has no such endpoint (404, 405 Method Not Allowed, 501
 * Not Implemented): the deployment reports no balance there, or its address is wrong. Words about
 * the key, credits or a rate limit win over the status, as everywhere.
 */
export function saysNoCreditsEndpoint(error: ServiceError): boolean {
  if (error.kind === 'not-found' || error.kind === 'no-credits-endpoint') return true;
  return (error.kind === 'refused' || error.kind === 'server-error') && (error.status === 405 || error.status === 501);
}

/** Kinds after which an automatic credits read should wait before trying again. */
export function isTransient(kind: ErrorKind): boolean {
  return (
    kind === 'rate-limited' ||
    kind === 'server-error' ||
    kind === 'unreachable' ||
    kind === 'connection-lost' ||
    kind === 'timeout'
  );
}
