// The answer dialects, by name. The real service's bodies are unknown, so the stand-in speaks
// several: its own three and one per public phone lookup API studied (dialects/), and the
// extension is never tuned to one of them.

import { DIALECTS, type Dialect } from './dialects/index.ts';
import { ERRORS, type ServiceError } from './errors.ts';
import type { NumberInfo } from './number-info.ts';
import { jsonReply, type Reply, TEXT_TYPE, textReply } from './reply.ts';

export const SHAPES = [
  'flat',
  'envelope',
  'status',
  'twilio',
  'vonage',
  'numverify',
  'telnyx',
  'infobip',
  'sinch',
  'neutrino',
  'abstract',
  'veriphone',
  'ipqs',
  'messagebird',
  'telesign',
  'plivo',
] as const;
export type ShapeName = (typeof SHAPES)[number];
export const DEFAULT_SHAPE: ShapeName = 'flat';

export function isShapeName(value: unknown): value is ShapeName {
  return typeof value === 'string' && (SHAPES as readonly string[]).includes(value);
}

const BY_NAME: ReadonlyMap<string, Dialect> = new Map(DIALECTS.map((d) => [d.name, d]));

export function dialectOf(shape: ShapeName): Dialect {
  const d = BY_NAME.get(shape);
  if (!d) throw new RangeError(`no dialect named ${shape}`);
  return d;
}

/** The body of a successful check, as a plain value (also used to build truncated JSON). */
export function checkBody(shape: ShapeName, info: NumberInfo, credits: number): unknown {
  return dialectOf(shape).check(info, credits);
}

export function renderCheck(shape: ShapeName, info: NumberInfo, credits: number): Reply {
  return jsonReply(200, checkBody(shape, info, credits));
}

export function hasCreditsEndpoint(shape: ShapeName): boolean {
  return dialectOf(shape).credits(0) !== null;
}

/** The balance endpoint's answer; a dialect whose API has none answers 404 in its error shape. */
export function renderCredits(shape: ShapeName, credits: number): Reply {
  const reply = dialectOf(shape).credits(credits);
  if (reply === null) {
    const spec = ERRORS.not_found;
    return renderError(shape, { kind: 'not_found', status: spec.status, message: spec.message });
  }
  return reply.text ? textReply(reply.status, String(reply.body), TEXT_TYPE) : jsonReply(reply.status, reply.body);
}

export function errorBody(shape: ShapeName, error: ServiceError): unknown {
  return dialectOf(shape).error(error).body;
}

/**
 * An error answer in the dialect's shape, with the dialect's own status, or `status` when given
 * (a 200 that says failure).
 */
export function renderError(shape: ShapeName, error: ServiceError, status?: number, headers: Record<string, string> = {}): Reply {
  const reply = dialectOf(shape).error(error);
  return jsonReply(status ?? reply.status, reply.body, headers);
}
