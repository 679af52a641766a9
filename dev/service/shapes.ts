// Three ways of writing the same answers. The real service's bodies are unknown, so the stand-in
// can speak several dialects and the extension is never tuned to one of them.

import { ERRORS, type ServiceError } from './errors.ts';
import { LOCAL_SOURCE, type NumberInfo } from './number-info.ts';
import { jsonReply, type Reply, TEXT_TYPE, textReply } from './reply.ts';

export const SHAPES = ['flat', 'envelope', 'status'] as const;
export type ShapeName = (typeof SHAPES)[number];
export const DEFAULT_SHAPE: ShapeName = 'flat';

export function isShapeName(value: unknown): value is ShapeName {
  return typeof value === 'string' && (SHAPES as readonly string[]).includes(value);
}

/** The body of a successful check, as a plain value (also used to build truncated JSON). */
export function checkBody(shape: ShapeName, info: NumberInfo, credits: number): unknown {
  switch (shape) {
    case 'flat':
      return {
        valid: info.valid,
        number: info.e164,
        international_format: info.international,
        national_format: info.national,
        country_code: info.countryCode,
        country_name: info.countryName,
        carrier: info.carrier,
        line_type: info.lineType,
        location: info.location,
        credits_remaining: credits,
        source: LOCAL_SOURCE,
      };
    case 'envelope':
      return {
        success: true,
        data: {
          isValid: info.valid,
          format: { e164: info.e164, international: info.international, national: info.national },
          country: { code: info.countryCode, name: info.countryName, dialCode: info.callingCode },
          carrier: { name: info.carrier },
          lineType: info.lineType,
          location: info.location,
        },
        meta: { balance: credits, source: LOCAL_SOURCE },
      };
    case 'status':
      return {
        status: 'ok',
        result: {
          phone_valid: info.valid,
          e164: info.e164,
          operator: info.carrier,
          type: info.lineType,
          country: info.countryCode,
          region: info.location,
          source: LOCAL_SOURCE,
        },
        remaining: credits,
      };
  }
}

export function renderCheck(shape: ShapeName, info: NumberInfo, credits: number): Reply {
  return jsonReply(200, checkBody(shape, info, credits));
}

export function renderCredits(shape: ShapeName, credits: number): Reply {
  switch (shape) {
    case 'flat':
      return jsonReply(200, { credits });
    case 'envelope':
      return jsonReply(200, { success: true, data: { balance: credits } });
    case 'status':
      // A bare figure, served as text: a client must read it whatever the content type says.
      return textReply(200, String(credits), TEXT_TYPE);
  }
}

export function errorBody(shape: ShapeName, error: Pick<ServiceError, 'kind' | 'message'>): unknown {
  switch (shape) {
    case 'flat':
      return { error: error.kind, message: error.message };
    case 'envelope':
      return { success: false, error: { code: error.kind, message: error.message } };
    case 'status':
      // No machine code in this dialect: a client has only the HTTP status and the words.
      return { status: 'error', message: error.message };
  }
}

/** An error answer; `status` overrides the kind's own (a 200 that says failure, a 422). */
export function renderError(
  shape: ShapeName,
  error: ServiceError,
  status: number = error.status ?? ERRORS[error.kind].status,
  headers: Record<string, string> = {},
): Reply {
  return jsonReply(status, errorBody(shape, error), headers);
}
