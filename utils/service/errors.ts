// The error classes a user can meet, each with the words shown and the action that fixes it
// (docs/architecture.md#errors). Errors travel between contexts as plain data, never as Error objects or stacks.
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
  | 'timeout'
  | 'bad-response'
  | 'too-large'
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
  refused: 'none',
  unreachable: 'retry',
  timeout: 'retry',
  'bad-response': 'open-options',
  'too-large': 'none',
  'not-a-number': 'edit-number',
  'impossible-number': 'send-anyway',
  'page-rate-limited': 'retry',
  internal: 'retry',
};

function messageFor(kind: ErrorKind, ctx: ErrorContext): string {
  const env = environmentLabel(ctx.environment);
  const seconds = Math.round((ctx.timeoutMs ?? 15_000) / 1000);
  switch (kind) {
    case 'no-key':
      return `No API key is set for ${env}. Add one in the settings.`;
    case 'no-base-url':
      return `No service address is set for ${env}. Add its base URL in the settings.`;
    case 'no-permission':
      return `Number Check is not allowed to reach ${ctx.baseUrl} yet. Grant access in the settings.`;
    case 'key-rejected':
      return `The API key was rejected by ${env}.`;
    case 'no-credits':
      return `No credits left on ${env}. Top up your account to check more numbers.`;
    case 'bad-number':
      return 'The service did not accept this number.';
    case 'not-found':
      return `No such endpoint at ${ctx.baseUrl} — check the base URL in the settings.`;
    case 'no-credits-endpoint':
      return `${env} has no credits endpoint: checks work, and the balance is read from check answers when they carry one.`;
    case 'rate-limited':
      return ctx.retryAfterSeconds
        ? `Rate limited by ${env}. It asks to wait ${ctx.retryAfterSeconds} s before the next call.`
        : `Rate limited by ${env}. Try again in a moment.`;
    case 'server-error':
      return `${env} had a service error${ctx.status ? ` (${ctx.status})` : ''}. Try again later.`;
    case 'refused':
      return `${env} refused the request${ctx.status ? ` (${ctx.status})` : ''}.`;
    case 'unreachable':
      return `Cannot reach ${ctx.baseUrl}. Check your connection and the base URL.`;
    case 'timeout':
      return `${env} timed out after ${seconds} s.`;
    case 'bad-response':
      return `${env} sent an answer that is not data (a web page, an empty or broken body) — check the base URL.`;
    case 'too-large':
      return `${env} sent an answer larger than 1 MiB; it was not read.`;
    case 'not-a-number':
      return 'This does not look like a phone number.';
    case 'impossible-number':
      return 'This cannot be a phone number for the chosen country. Nothing was spent.';
    case 'page-rate-limited':
      return 'Too many checks from this page in a short time. Wait a moment and try again.';
    case 'internal':
      return 'Something went wrong inside Number Check. Try again.';
  }
}

export function makeError(kind: ErrorKind, ctx: ErrorContext): ServiceError {
  const error: ServiceError = {
    kind,
    message: ctx.message ?? messageFor(kind, ctx),
    action: ACTIONS[kind],
    environment: ctx.environment,
  };
  if (ctx.detail) error.detail = ctx.detail;
  if (ctx.status !== undefined) error.status = ctx.status;
  if (ctx.retryAfterSeconds !== undefined) error.retryAfterSeconds = ctx.retryAfterSeconds;
  return error;
}

/** Kinds after which an automatic credits read should wait before trying again. */
export function isTransient(kind: ErrorKind): boolean {
  return kind === 'rate-limited' || kind === 'server-error' || kind === 'unreachable' || kind === 'timeout';
}
