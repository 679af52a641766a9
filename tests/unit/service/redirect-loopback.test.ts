// Over real HTTP on loopback: a deployment that redirects to another origin (the other deployment's
// port) gets the key once, and the other origin gets nothing at all. Node's fetch, like a browser's,
// follows redirects unless told not to, so this fails the moment the client stops saying so.
import { describe, expect, it } from 'vitest';
import { checkNumberCall, creditsCall, type Deployment } from '@/utils/service/client';
import type { HttpEnv } from '@/utils/service/http';
import { DEMO_KEYS, type LocalService } from '../../../dev/service/index.ts';
import { useLocalService } from '../../../dev/service/tests/use-local-service';

let service: LocalService;
useLocalService((s) => {
  service = s;
});

const realHttp: HttpEnv = {
  fetch: (input, init) => fetch(input, init),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

const production = (): Deployment => ({
  environment: 'production',
  baseUrl: service.production.baseUrl,
  apiKey: DEMO_KEYS.plenty,
});

describe('a deployment that redirects', () => {
  it('to another origin: the check fails in words, and the other origin receives no request', async () => {
    service.production.setFault('redirect', { redirectTo: service.staging.baseUrl });
    const result = await checkNumberCall(realHttp, production(), '+16502530000');
    expect(result).toMatchObject({ ok: false, error: { kind: 'redirected' } });
    expect(service.production.requests()).toHaveLength(1);
    expect(service.staging.requests()).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(DEMO_KEYS.plenty);
  });

  it('to another origin, for the credits read too', async () => {
    service.production.setFault('redirect', { redirectTo: service.staging.baseUrl });
    expect(await creditsCall(realHttp, production())).toMatchObject({ ok: false, error: { kind: 'redirected' } });
    expect(service.staging.requests()).toEqual([]);
  });

  it('to the same origin: followed by hand, and answered', async () => {
    service.production.setFault('redirect', { times: 1 });
    const result = await checkNumberCall(realHttp, production(), '+16502530000');
    expect(result).toMatchObject({ ok: true, answer: { status: 200, summary: { valid: true } } });
    expect(service.production.requests().map((r) => r.fault)).toEqual(['redirect', null]);
    expect(service.staging.requests()).toEqual([]);
  });

  it('to the same origin without end: stopped after a few hops', async () => {
    service.production.setFault('redirect');
    expect(await creditsCall(realHttp, production())).toMatchObject({ ok: false, error: { kind: 'redirected' } });
    expect(service.production.requests()).toHaveLength(4);
  });
});
