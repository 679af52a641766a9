// What every check answers, whatever started it (the popup, the page's card, a list's job).
import type { ServiceError } from '../service/errors';
import type { CheckRecord } from './check-record';

/** Reply of every check, whatever started it. */
export type CheckReply =
  | { ok: true; record: CheckRecord; cached: boolean; note?: string }
  | { ok: false; error: ServiceError; e164?: string };
