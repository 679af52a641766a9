// What every check answers, whatever started it (the popup, the page's card, a list's job).
import type { ServiceError } from '../service/errors';
import type { CheckRecord } from './check-record';

/** Reply of every check, whatever started it. */
export type CheckReply =
  /**
   * `notKept`: the answer came (and was paid for) but storage refused to keep it (full): it is
   * shown, with words saying it is not in history.
   */
  | { ok: true; record: CheckRecord; cached: boolean; note?: string; notKept?: true }
  | { ok: false; error: ServiceError; e164?: string };
