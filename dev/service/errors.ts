// The failures the stand-in can report, each with the HTTP status a strict service would use.
// Shapes decide how a failure is written; this table decides what it means.

export type ErrorKind =
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'forbidden'
  | 'no_credits'
  | 'missing_number'
  | 'invalid_number'
  | 'bad_request'
  | 'not_found'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'internal_error'
  | 'service_unavailable';

export interface ErrorSpec {
  status: number;
  /** Default message; callers may give a more precise one (never containing the key). */
  message: string;
}

export const ERRORS: Readonly<Record<ErrorKind, ErrorSpec>> = {
  missing_api_key: { status: 401, message: 'An API key is required: pass it as the apikey query parameter.' },
  invalid_api_key: { status: 401, message: 'The API key is not valid for this service.' },
  forbidden: { status: 403, message: 'This API key is not allowed to use this operation.' },
  no_credits: { status: 402, message: 'No credits left on this account: the check was not run.' },
  missing_number: { status: 400, message: 'A number is required: pass it as the number query parameter.' },
  invalid_number: { status: 400, message: 'The number is not well formed.' },
  bad_request: { status: 400, message: 'The request is not well formed.' },
  not_found: { status: 404, message: 'No such endpoint.' },
  method_not_allowed: { status: 405, message: 'Only GET is allowed.' },
  rate_limited: { status: 429, message: 'Too many requests: slow down and retry later.' },
  internal_error: { status: 500, message: 'Internal error: please try again later.' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
};

export const ERROR_KINDS = Object.keys(ERRORS) as ErrorKind[];

export function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** A failure to report: which kind, and the status to send (a 422 is an invalid_number too). */
export interface ServiceError {
  kind: ErrorKind;
  status: number;
  message: string;
}

export function serviceError(kind: ErrorKind, message?: string, status?: number): ServiceError {
  const spec = ERRORS[kind];
  return { kind, status: status ?? spec.status, message: message ?? spec.message };
}
