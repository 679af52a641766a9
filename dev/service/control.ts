// The control endpoints under /_control/, so a process that cannot call the Node API (the demo
// launcher, curl) can steer a deployment. They are never counted as API calls.

import type { Deployment } from './deployment.ts';
import { FAULTS, type FaultOptions, isFault } from './faults.ts';
import { jsonReply, type Reply } from './reply.ts';
import { isShapeName, SHAPES } from './shapes.ts';

export const CONTROL_PREFIX = '/_control/';
export const MAX_CONTROL_BODY = 64 * 1024;

const FAULT_FIELDS = new Set([
  'fault',
  'times',
  'after',
  'delayMs',
  'retryAfterSeconds',
  'path',
  'errorKind',
  'redirectTo',
  'queue',
]);

function bad(message: string, status = 400): Reply {
  return jsonReply(status, { ok: false, error: message });
}

function parseBody(text: string): { ok: true; value: Record<string, unknown> } | { ok: false; reply: Reply } {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> };
    }
  } catch {
    // reported below
  }
  return { ok: false, reply: bad('the body must be a JSON object') };
}

function state(deployment: Deployment): Record<string, unknown> {
  return { deployment: deployment.name, shape: deployment.shape, fault: deployment.fault, faults: deployment.faults };
}

function setFault(deployment: Deployment, body: Record<string, unknown>): Reply {
  const unknown = Object.keys(body).filter((k) => !FAULT_FIELDS.has(k));
  if (unknown.length > 0) return bad(`unknown field(s): ${unknown.join(', ')}`);
  const { fault, queue, ...opts } = body;
  if (queue !== undefined && typeof queue !== 'boolean') return bad('queue must be true or false');
  if (fault === null || fault === 'none') {
    deployment.setFault(null);
    return jsonReply(200, { ok: true, ...state(deployment) });
  }
  if (!isFault(fault)) return bad(`fault must be null, "none" or one of: ${FAULTS.join(', ')}`);
  try {
    // armFault checks every option's type and range, so JSON input needs no checks of its own.
    if (queue === true) deployment.queueFault(fault, opts as FaultOptions);
    else deployment.setFault(fault, opts as FaultOptions);
  } catch (error) {
    return bad(error instanceof Error ? error.message : String(error));
  }
  return jsonReply(200, { ok: true, ...state(deployment) });
}

function setCredits(deployment: Deployment, body: Record<string, unknown>): Reply {
  const { key, credits } = body;
  if (typeof key !== 'string' || key === '') return bad('key must be a non-empty string');
  if (typeof credits !== 'number' || !Number.isInteger(credits) || credits < 0) {
    return bad('credits must be a whole number, 0 or more');
  }
  deployment.setBalance(key, credits);
  // The key is not echoed back, as everywhere else.
  return jsonReply(200, { ok: true, credits });
}

/**
 * Answers a control request. POSTs must say `Content-Type: application/json`: a web page cannot
 * send that cross-origin without a preflight, which gets no CORS answer, so a page open in the
 * same browser cannot steer the stand-in behind a test's back.
 */
export function handleControl(
  deployment: Deployment,
  method: string,
  path: string,
  contentType: string | undefined,
  bodyText: string,
): Reply {
  const action = path.slice(CONTROL_PREFIX.length);
  if (action === 'stats') {
    if (method !== 'GET') return bad('use GET', 405);
    return jsonReply(200, { ...state(deployment), counts: deployment.log.counts(), requests: deployment.log.entries() });
  }
  if (!['fault', 'shape', 'reset', 'reset-counts', 'credits'].includes(action)) {
    return bad('no such control endpoint: fault, shape, reset, reset-counts, credits, stats', 404);
  }
  if (method !== 'POST') return bad('use POST', 405);
  if (!/^application\/json\b/i.test(contentType ?? '')) return bad('send Content-Type: application/json', 415);
  const body = parseBody(bodyText);
  if (!body.ok) return body.reply;

  switch (action) {
    case 'fault':
      return setFault(deployment, body.value);
    case 'shape': {
      const { shape } = body.value;
      if (!isShapeName(shape)) return bad(`shape must be one of: ${SHAPES.join(', ')}`);
      deployment.setShape(shape);
      return jsonReply(200, { ok: true, ...state(deployment) });
    }
    case 'reset':
      deployment.reset();
      return jsonReply(200, { ok: true, ...state(deployment) });
    case 'reset-counts':
      deployment.log.clear();
      return jsonReply(200, { ok: true, counts: deployment.log.counts() });
    default:
      return setCredits(deployment, body.value);
  }
}
