// A bare 400 or 422 says nothing about why (utils/service/classify.ts calls it a refusal). When the
// number sent was impossible by the numbering plans (sent anyway, on the user's word), the refusal is
// about the number after all, and "Edit the number" is the way forward.
import { makeError, type ServiceError } from './errors';

export function refusalOfNumber(error: ServiceError, numberPossible: boolean, baseUrl: string): ServiceError {
  if (numberPossible || error.kind !== 'refused' || (error.status !== 400 && error.status !== 422)) return error;
  return makeError('bad-number', {
    environment: error.environment ?? 'production',
    baseUrl,
    status: error.status,
    ...(error.detail ? { detail: error.detail } : {}),
  });
}
