// Every fault the local service can be told to produce, over real HTTP.
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS, FAULTS, type LocalService, SHAPES } from '../index.ts';
import { useLocalService } from './use-local-service';

let service: LocalService;
let base: string;

useLocalService((s) => {
  service = s;
  base = s.staging.baseUrl;
});

const CHECK = `/api/check-number?apikey=${DEMO_KEYS.plenty}&number=%2B16502530000`;
const CREDITS = `/api/check-credits?apikey=${DEMO_KEYS.plenty}`;

async function get(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(base + path, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('status faults', () => {
  it.each([
    ['401', 401, 'invalid_api_key'],
    ['403', 403, 'forbidden'],
    ['402', 402, 'no_credits'],
    ['404', 404, 'not_found'],
    ['429', 429, 'rate_limited'],
    ['500', 500, 'internal_error'],
    ['503', 503, 'service_unavailable'],
  ] as const)('%s answers both operations with %i and a JSON error, spending nothing', async (fault, status, error) => {
    service.staging.setFault(fault);
    for (const path of [CHECK, CREDITS]) {
      const answer = await get(path);
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.text)).toMatchObject({ error, message: expect.any(String) });
    }
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(100_000);
  });

  it('429 says Retry-After, 30 s unless told otherwise', async () => {
    service.staging.setFault('429', { times: 1 });
    expect((await get(CHECK)).headers.get('retry-after')).toBe('30');
    service.staging.setFault('429', { times: 1, retryAfterSeconds: 7 });
    expect((await get(CHECK)).headers.get('retry-after')).toBe('7');
  });

  it('503 says Retry-After only when given one', async () => {
    service.staging.setFault('503', { times: 1 });
    expect((await get(CHECK)).headers.get('retry-after')).toBeNull();
    service.staging.setFault('503', { times: 1, retryAfterSeconds: 5 });
    expect((await get(CHECK)).headers.get('retry-after')).toBe('5');
  });
});

describe('faults in turn, after some calls', () => {
  it('answers `after` calls normally, then applies the fault', async () => {
    service.staging.setFault('402', { after: 2 });
    expect([(await get(CHECK)).status, (await get(CHECK)).status, (await get(CHECK)).status]).toEqual([200, 200, 402]);
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(100_000 - 2);
  });

  it('counts only the calls of its own path towards `after`', async () => {
    service.staging.setFault('429', { after: 1, times: 1, path: '/api/check-number' });
    expect((await get(CREDITS)).status).toBe(200);
    expect((await get(CHECK)).status).toBe(200);
    expect((await get(CHECK)).status).toBe(429);
    expect((await get(CHECK)).status).toBe(200);
  });

  it('queued faults apply one after another: a 429 once, then 402 for good', async () => {
    service.staging.setFault('429', { after: 1, times: 1, retryAfterSeconds: 2 });
    service.staging.queueFault('402', { after: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get(CHECK)).status);
    expect(statuses).toEqual([200, 429, 200, 200, 402, 402]);
  });

  it('setFault replaces the whole queue, null clears it', async () => {
    service.staging.setFault('500');
    service.staging.queueFault('402');
    service.staging.setFault('429', { times: 1 });
    expect((await get(CHECK)).status).toBe(429);
    expect((await get(CHECK)).status).toBe(200);
    service.staging.setFault('500');
    service.staging.setFault(null);
    expect((await get(CHECK)).status).toBe(200);
  });

  it.each([-1, 1.5, '2'])('refuses after = %j', (after) => {
    expect(() => service.staging.setFault('402', { after: after as number })).toThrow(/after/);
  });
});

describe('body faults', () => {
  it('html answers 200 with an HTML page', async () => {
    service.staging.setFault('html');
    const answer = await get(CHECK);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.text).toMatch(/^<!doctype html>/i);
  });

  it('empty answers 200 with no body', async () => {
    service.staging.setFault('empty');
    const answer = await get(CREDITS);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
  });

  it('oversized answers 200 with more than 2 MiB, without a Content-Length', async () => {
    service.staging.setFault('oversized', { times: 1 });
    const answer = await get(CHECK);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.text.length).toBeGreaterThan(2 * 1024 * 1024);
  });

  it('bad-json answers 200 application/json that does not parse', async () => {
    service.staging.setFault('bad-json');
    const answer = await get(CHECK);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(() => JSON.parse(answer.text)).toThrow(SyntaxError);
  });

  it.each([
    ['flat', { error: 'invalid_api_key', message: expect.any(String) }],
    ['envelope', { success: false, error: { code: 'invalid_api_key', message: expect.any(String) } }],
    ['status', { status: 'error', message: expect.any(String) }],
  ] as const)('error-200 says failure in the %s shape', async (shape, body) => {
    service.staging.setShape(shape);
    service.staging.setFault('error-200');
    const answer = await get(CHECK);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual(body);
  });

  it('error-200 can say which failure', async () => {
    service.staging.setFault('error-200', { errorKind: 'no_credits' });
    expect(JSON.parse((await get(CREDITS)).text)).toMatchObject({ error: 'no_credits' });
  });
});

describe('connection faults', () => {
  it('slow answers normally after the delay, and charges', async () => {
    service.staging.setFault('slow', { delayMs: 60, times: 1 });
    const started = Date.now();
    const answer = await get(CHECK);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ valid: true, credits_remaining: 99_999 });
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(99_999);
  });

  it('slow charges nothing when the caller gives up before the answer', async () => {
    service.staging.setFault('slow', { delayMs: 300, times: 1 });
    await expect(fetch(base + CHECK, { signal: AbortSignal.timeout(50) })).rejects.toThrow(/abort|timeout/i);
    await new Promise((r) => setTimeout(r, 400));
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(100_000);
    expect(service.staging.requests()[0]).toMatchObject({ outcome: 'client-closed', fault: 'slow' });
  });

  it('a delay applies to other faults too', async () => {
    service.staging.setFault('500', { delayMs: 40, times: 1 });
    const started = Date.now();
    expect((await get(CHECK)).status).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('hang never answers, until the client gives up', async () => {
    service.staging.setFault('hang', { times: 1 });
    await expect(fetch(base + CHECK, { signal: AbortSignal.timeout(150) })).rejects.toThrow(/abort|timeout/i);
    expect(service.staging.requests()[0]).toMatchObject({ outcome: 'hung', status: null, fault: 'hang' });
    expect((await get(CHECK)).status).toBe(200);
  });

  it("502 answers a gateway's HTML page and charges nothing", async () => {
    service.staging.setFault('502', { times: 1 });
    const res = await get(CHECK);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toContain('502 Bad Gateway');
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(100_000);
    expect(service.staging.requests()[0]).toMatchObject({ status: 502, fault: '502', outcome: 'answered' });
    expect((await get(CHECK)).status).toBe(200);
  });

  it('drop sends the 200 headers and half the answer, charges the check, then cuts the connection', async () => {
    service.staging.setFault('drop', { times: 1, path: '/api/check-number' });
    const res = await fetch(base + CHECK);
    expect(res.status).toBe(200);
    const declared = Number(res.headers.get('content-length'));
    expect(declared).toBeGreaterThan(0);
    // The headers came; the body never completes.
    await expect(res.text()).rejects.toThrow();
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(99_999);
    expect(service.staging.count('/api/check-number')).toBe(1);
    expect(service.staging.requests()[0]).toMatchObject({ status: 200, fault: 'drop', outcome: 'dropped' });
    expect((await get(CHECK)).status).toBe(200);
  });

  it('reset destroys the connection: a network error', async () => {
    service.staging.setFault('reset', { times: 1 });
    await expect(fetch(base + CREDITS)).rejects.toThrow(TypeError);
    expect(service.staging.requests()[0]).toMatchObject({ outcome: 'reset', status: null, fault: 'reset' });
    expect((await get(CREDITS)).status).toBe(200);
  });
});

describe('arming', () => {
  it('applies for the next N calls only', async () => {
    service.staging.setFault('500', { times: 2 });
    expect((await get(CHECK)).status).toBe(500);
    expect((await get(CREDITS)).status).toBe(500);
    expect((await get(CHECK)).status).toBe(200);
  });

  it('applies until cleared by default', async () => {
    service.staging.setFault('503');
    for (let i = 0; i < 3; i += 1) expect((await get(CREDITS)).status).toBe(503);
    service.staging.setFault(null);
    expect((await get(CREDITS)).status).toBe(200);
  });

  it('can be limited to one operation', async () => {
    service.staging.setFault('500', { path: '/api/check-credits' });
    expect((await get(CHECK)).status).toBe(200);
    expect((await get(CREDITS)).status).toBe(500);
  });

  it('is per deployment, and cleared by reset', async () => {
    service.staging.setFault('401');
    expect((await fetch(service.production.baseUrl + CREDITS)).status).toBe(200);
    service.staging.reset();
    expect((await get(CREDITS)).status).toBe(200);
  });

  it('records which fault answered, and still counts the call', async () => {
    service.staging.setFault('429', { times: 1 });
    await get(CHECK);
    expect(service.staging.count('/api/check-number')).toBe(1);
    expect(service.staging.requests()[0]).toMatchObject({ status: 429, fault: '429' });
  });

  it("redirect: a 302 to `redirectTo` with the request's own path and query, or to the same address", async () => {
    service.staging.setFault('redirect', { redirectTo: service.production.baseUrl, times: 1 });
    const away = await get(CHECK, { redirect: 'manual' });
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe(service.production.baseUrl + CHECK);
    service.staging.setFault('redirect', { times: 1 });
    const same = await get(CHECK, { redirect: 'manual' });
    expect(same.headers.get('location')).toBe(CHECK);
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(100_000);
    expect(() => service.staging.setFault('redirect', { redirectTo: 'ftp://x' })).toThrow(RangeError);
    expect(() => service.staging.setFault('redirect', { redirectTo: 'http://x/?q' })).toThrow(RangeError);
  });

  it('knows every fault it documents, in every shape', async () => {
    const quick = FAULTS.filter((f) => f !== 'slow' && f !== 'hang' && f !== 'reset' && f !== 'drop');
    for (const shape of SHAPES) {
      service.staging.setShape(shape);
      for (const fault of quick) {
        service.staging.setFault(fault, { times: 1 });
        // Not following a `redirect`: the request that met the fault is the last one.
        const res = await fetch(base + CREDITS, { redirect: 'manual' });
        await res.arrayBuffer();
        expect(service.staging.requests().at(-1)).toMatchObject({ fault, outcome: 'answered' });
      }
    }
    // Sixteen dialects, each sent an oversized answer: more than the default five seconds on a busy machine.
  }, 60_000);
});
