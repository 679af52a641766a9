// The two operations of the service, with everything the environment provides passed in.

import { t } from '../i18n/t';
import { type FlatField, flattenFields, type ResultSummary, readSummary } from './answer-reader';
import { classifyAnswer, classifyFailure } from './classify';
import { type Balance, readBalance } from './credits-reader';
import { type Environment, environmentLabel } from './environments';
import { makeError, type ServiceError } from './errors';
import { DEFAULT_TIMEOUT_MS, type HttpEnv, httpGet } from './http';
import { redact } from './redact';
import { buildServiceUrl } from './url';

export interface Deployment {
  environment: Environment;
  baseUrl: string;
  apiKey: string;
}

export interface CallOptions {
  timeoutMs?: number;
  now?: number;
  /** The number in E.164, when what is sent is another form of it: the answer's bare digits are read against it. */
  e164?: string;
}

export interface CheckAnswer {
  status: number;
  summary: ResultSummary;
  fields: FlatField[];
  /** The body as received (JSON pretty-printed), capped, for the raw view. */
  raw: string;
}

export type CheckCall = { ok: true; answer: CheckAnswer } | { ok: false; error: ServiceError };
export type CreditsCall = { ok: true; balance: Balance } | { ok: false; error: ServiceError };

const RAW_LIMIT = 20_000;

function preflight(dep: Deployment): ServiceError | undefined {
  if (!dep.baseUrl) return makeError('no-base-url', { environment: dep.environment, baseUrl: '' });
  if (!dep.apiKey) return makeError('no-key', { environment: dep.environment, baseUrl: dep.baseUrl });
  return undefined;
}

async function get(
  env: HttpEnv,
  dep: Deployment,
  operation: 'check-number' | 'check-credits',
  params: Record<string, string>,
  opts: CallOptions,
) {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const ctx = { operation, environment: dep.environment, baseUrl: dep.baseUrl, timeoutMs, secrets: [dep.apiKey] };
  const url = buildServiceUrl(dep.baseUrl, operation, { apikey: dep.apiKey, ...params });
  const result = await httpGet(env, url, { timeoutMs, ...(opts.now !== undefined ? { now: opts.now } : {}) });
  if (!result.ok) return { ok: false as const, error: classifyFailure(result.failure, ctx) };
  return classifyAnswer(result.answer, ctx);
}

export async function checkNumberCall(env: HttpEnv, dep: Deployment, number: string, opts: CallOptions = {}): Promise<CheckCall> {
  const missing = preflight(dep);
  if (missing) return { ok: false, error: missing };
  const res = await get(env, dep, 'check-number', { number }, opts);
  if (!res.ok) return res;
  const body = res.answer.isJson ? res.answer.json : res.answer.text;
  // The answer is kept in history and shown; a service that echoes the key or the request URL
  // must not put the key there.
  const scrub = (text: string) => redact(text, [dep.apiKey]);
  const raw = scrub(res.answer.isJson ? JSON.stringify(body, null, 2) : res.answer.text);
  const summary = readSummary(body, opts.e164 ? { e164: opts.e164 } : {});
  for (const [k, v] of Object.entries(summary)) if (typeof v === 'string') Object.assign(summary, { [k]: scrub(v) });
  return {
    ok: true,
    answer: {
      status: res.answer.status,
      summary,
      fields: flattenFields(body).map((f) => ({ path: scrub(f.path), value: scrub(f.value) })),
      raw: raw.length > RAW_LIMIT ? `${raw.slice(0, RAW_LIMIT)}\n…` : raw,
    },
  };
}

export async function creditsCall(env: HttpEnv, dep: Deployment, opts: CallOptions = {}): Promise<CreditsCall> {
  const missing = preflight(dep);
  if (missing) return { ok: false, error: missing };
  const res = await get(env, dep, 'check-credits', {}, opts);
  if (!res.ok) {
    if (res.error.kind !== 'not-found') return res;
    // A deployment may answer checks and have no credits endpoint at all: say both possibilities.
    return {
      ok: false,
      error: makeError('not-found', {
        environment: dep.environment,
        baseUrl: dep.baseUrl,
        ...(res.error.status !== undefined ? { status: res.error.status } : {}),
        ...(res.error.detail !== undefined ? { detail: res.error.detail } : {}),
        message: t('error_noCreditsEndpointAt', { env: environmentLabel(dep.environment), url: dep.baseUrl }),
      }),
    };
  }
  const body = res.answer.isJson ? res.answer.json : res.answer.text;
  const balance = readBalance(body, 'credits');
  if (balance === undefined) {
    return {
      ok: false,
      error: makeError('bad-response', {
        environment: dep.environment,
        baseUrl: dep.baseUrl,
        status: res.answer.status,
        message: t('error_noBalance', { env: environmentLabel(dep.environment) }),
      }),
    };
  }
  return { ok: true, balance };
}
