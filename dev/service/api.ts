// The two operations, answered as a strict service would: the key first, then the inputs,
// then the balance. A refused call costs nothing; a check that runs costs one credit, even when
// the number turns out not to be valid.

import type { Deployment } from './deployment.ts';
import { serviceError } from './errors.ts';
import type { ApiPath } from './faults.ts';
import { describeNumber } from './number-info.ts';
import { classifyNumberInput } from './number-input.ts';
import { parseQuery, single } from './query.ts';
import type { Reply } from './reply.ts';
import { hasCreditsEndpoint, renderCheck, renderCredits, renderError } from './shapes.ts';

export function handleApi(deployment: Deployment, path: ApiPath, search: string): Reply {
  const parsed = parseQuery(search);
  if (!parsed.ok) return renderError(deployment.shape, serviceError('bad_request', parsed.message));

  const apikey = single(parsed.params, 'apikey');
  const key = apikey.param?.value;
  const shape = deployment.shapeFor(key);
  // An API without a balance endpoint has no such path at all, whoever asks.
  if (path === '/api/check-credits' && !hasCreditsEndpoint(shape)) return renderCredits(shape, 0);
  const fail = (...args: Parameters<typeof serviceError>): Reply => renderError(shape, serviceError(...args));

  if (apikey.repeated) return fail('bad_request', 'The apikey parameter was given more than once.');
  if (key === undefined || key === '') return fail('missing_api_key');
  const balance = deployment.balance(key);
  // The message never repeats the key: it could end up in a client's log or on screen.
  if (balance === undefined) return fail('invalid_api_key');

  if (path === '/api/check-credits') return renderCredits(shape, balance);

  const number = single(parsed.params, 'number');
  if (number.repeated) return fail('bad_request', 'The number parameter was given more than once.');
  if (number.param?.rawLeadingPlus) {
    return fail('invalid_number', "The number has a literal '+', which a query string reads as a space: encode it as %2B.");
  }
  const input = classifyNumberInput(number.param?.value);
  if (!input.ok) return renderError(shape, input.error);

  const left = deployment.spend(key);
  if (left === null) return fail('no_credits');
  return renderCheck(shape, describeNumber(input.digits), left);
}
