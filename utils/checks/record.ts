// The shape of what one check leaves behind (utils/checks/check-record.ts reads, keeps and writes it;
// utils/checks/kept-answers.ts caps it): a file of its own, so both can name it without a loop.
import type { FlatField, ResultSummary } from '../service/answer-reader';
import type { Environment } from '../service/environments';
import type { PageRef } from './page-ref';

export interface CheckRecord {
  id: string;
  environment: Environment;
  /** Canonical E.164 of the number, the cache key with the environment. */
  e164: string;
  /** What the user typed or selected. */
  input: string;
  /** What was sent in the `number` parameter. */
  sent: string;
  /**
   * The extension or dial pause written after the number ("204", ",,123#"), kept as written. It is
   * part of the number's identity in history: two extensions of one line are two entries.
   */
  extension?: string;
  /** The extension went to the service with the number (the "send extensions" setting). */
  extensionSent?: boolean;
  checkedAt: number;
  status: number;
  summary: ResultSummary;
  fields: FlatField[];
  raw: string;
  /** Why the number is not valid, in words, when the service said it is not. */
  reason?: string;
  /** The page the number was checked from (none for a number typed in the popup). */
  page?: PageRef;
}
