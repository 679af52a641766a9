// The extension's readers driven over the local service's answer dialects (dev/service/dialects/),
// as both the dialects unit test (tests/unit/service/dialects.test.ts) and the answers benchmark
// (dev/bench/answers.ts) drive them: the numbers asked about, an answer as the HTTP layer hands it
// over, the classifier's context, a fact as the summary lifts it, and which kinds a failure may take.

import { expectedKind, type Facts } from '../../dev/service/dialects/index.ts';
import type { ErrorKind } from '../../dev/service/errors.ts';
import type { readSummary } from '../../utils/service/answer-reader';
import type { ClassifyContext } from '../../utils/service/classify';
import { type HttpAnswer, parseBody } from '../../utils/service/http';
import { lineKindOf } from '../../utils/service/line-type';
import type { Operation } from '../../utils/service/url';

/** One number of each line type the stand-in knows, and two that are not valid. */
export const NUMBERS = [
  '4915123456789',
  '16502530000',
  '442079460018',
  '18002530000',
  '4930123456',
  '19005550100',
  '5511987654321',
  '33612345678',
  '445600000000',
  '447012345678',
  '447640123456',
  '445512345678',
  '4980012345678',
  '3225000000',
  '447700900123',
  '999123456',
];

/** A body as the HTTP layer hands it to the classifier: JSON, or plain text. */
export function answer(status: number, body: unknown, text = false): HttpAnswer {
  const t = text ? String(body) : JSON.stringify(body);
  return { status, contentType: text ? 'text/plain' : 'application/json', text: t, ...parseBody(t) };
}

export function ctx(operation: Operation): ClassifyContext {
  return { operation, environment: 'production', baseUrl: 'https://api.example.test', timeoutMs: 15_000, secrets: [] };
}

/** The summary's value for a fact, in the facts' terms. */
export function lifted(summary: ReturnType<typeof readSummary>, key: keyof Facts): unknown {
  if (key === 'lineType') return summary.lineType === undefined ? undefined : (lineKindOf(summary.lineType) ?? summary.lineType);
  return summary[key];
}

/**
 * The kinds a dialect's error may be classified as when it comes with `status`: its expected kind;
 * with HTTP 200 a "not found" or "not allowed" also only says that the request was refused.
 */
export function acceptedKinds(dialect: string, kind: ErrorKind, status: number): string[] {
  const expected = expectedKind(dialect, kind);
  return status === 200 && ['not_found', 'method_not_allowed', 'bad_request'].includes(kind) ? [expected, 'refused'] : [expected];
}
