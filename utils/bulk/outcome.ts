// What the answer to one row's check means for the row and for the job. Pure.
//  - an answer (from the service or the cache) settles the row;
//  - a refusal that says something about the whole account or set-up (key rejected, no credits, no
//    key, no permission, wrong address) stops the job: the row was not charged and waits, pending;
//  - a 429 puts the row back (the service refused it without charging) and the job waits for the
//    Retry-After, then goes on more slowly;
//  - a failure that spent nothing (as the answer says) marks the row failed: "retry failed rows";
//  - a failure after which nobody can tell whether the call was charged (no answer in time, an
//    answer that could not be read, a 5xx, a connection lost after the headers, a failure inside
//    Number Check after the call: the error says `mayBeCharged`) marks the row's outcome unknown:
//    it is sent again only when the user says so.

import type { CheckReply } from '../checks/check-reply';
import { t } from '../i18n/t';
import type { ErrorKind, ServiceError } from '../service/errors';
import type { RowProblem, RowState } from './job';
import { compactRaw } from './plan';

export type Outcome =
  | { kind: 'settle'; state: RowState; raw?: string }
  | { kind: 'stop'; problem: RowProblem }
  | { kind: 'wait'; seconds: number };

/** Retry-After when a 429 gives none, and the longest honoured (a broken header must not park a job for days). */
export const DEFAULT_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 60 * 60;

const STOPS: ReadonlySet<ErrorKind> = new Set([
  'key-rejected',
  'no-credits',
  'no-key',
  'no-base-url',
  'no-permission',
  'not-found',
  // Every row would meet the same redirect: the deployment's address needs the user.
  'redirected',
]);
const UNKNOWN: ReadonlySet<ErrorKind> = new Set([
  'timeout',
  'bad-response',
  'too-large',
  'connection-lost',
  'server-error',
  'internal',
]);

function problemOf(error: ServiceError): RowProblem {
  return { kind: error.kind, message: error.message };
}

export function outcomeOf(reply: CheckReply, sent: RowState): Outcome {
  const base: RowState = { status: 'pending' };
  if (sent.e164) base.e164 = sent.e164;
  if (sent.repeats) base.repeats = sent.repeats;
  if (sent.sentAt !== undefined) base.sentAt = sent.sentAt;
  if (reply.ok) {
    const { record, cached } = reply;
    return {
      kind: 'settle',
      state: { ...base, status: cached ? 'known' : 'checked', checkedAt: record.checkedAt, summary: record.summary },
      raw: compactRaw(record.raw),
    };
  }
  const { error } = reply;
  if (error.kind === 'rate-limited') {
    const asked = error.retryAfterSeconds;
    const seconds = asked !== undefined && asked > 0 ? Math.min(asked, MAX_WAIT_SECONDS) : DEFAULT_WAIT_SECONDS;
    return { kind: 'wait', seconds };
  }
  if (STOPS.has(error.kind)) return { kind: 'stop', problem: problemOf(error) };
  if (error.kind === 'not-a-number')
    return { kind: 'settle', state: { ...base, status: 'no-number', problem: problemOf(error) } };
  if (error.kind === 'impossible-number')
    return { kind: 'settle', state: { ...base, status: 'impossible', problem: problemOf(error) } };
  // "Failed, nothing spent" only where the answer says so; anything else may have been charged.
  const status = error.mayBeCharged || UNKNOWN.has(error.kind) ? 'unknown' : 'failed';
  const problem = problemOf(error);
  if (status === 'unknown' && !error.mayBeCharged) problem.message = `${problem.message} ${t('job_mayBeCharged')}`;
  return { kind: 'settle', state: { ...base, status, problem } };
}

/** Halves the pace after a 429, one call at a time, never below one a minute. */
export function slowerPace(pace: { concurrency: number; perMinute: number }): { concurrency: number; perMinute: number } {
  return { concurrency: 1, perMinute: Math.max(1, Math.floor(pace.perMinute / 2)) };
}

export function interrupted(): RowProblem {
  return { kind: 'interrupted', message: `${t('job_interrupted')} ${t('job_mayBeCharged')}` };
}
