// The HTTP control endpoints, for steering the local service from another process.
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS, type LocalService } from '../index.ts';
import { useLocalService } from './use-local-service';

let service: LocalService;
let base: string;

useLocalService((s) => {
  service = s;
  base = s.staging.baseUrl;
});

const CHECK = `/api/check-number?apikey=${DEMO_KEYS.plenty}&number=%2B16502530000`;
const CREDITS = `/api/check-credits?apikey=${DEMO_KEYS.plenty}`;

async function control(action: string, body?: unknown, contentType = 'application/json') {
  const res = await fetch(`${base}/_control/${action}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('POST /_control/fault', () => {
  it('arms a fault with its options', async () => {
    const answer = await control('fault', { fault: '429', times: 1, retryAfterSeconds: 12 });
    expect(answer).toMatchObject({ status: 200, json: { ok: true, fault: { fault: '429', remaining: 1 } } });
    const res = await fetch(base + CHECK);
    expect([res.status, res.headers.get('retry-after')]).toEqual([429, '12']);
    expect((await fetch(base + CHECK)).status).toBe(200);
  });

  it('arms a slow fault with a delay, limited to one path', async () => {
    await control('fault', { fault: 'slow', delayMs: 40, path: '/api/check-credits' });
    const started = Date.now();
    expect((await fetch(base + CREDITS)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('queues a fault after the one armed, to apply after some calls', async () => {
    await control('fault', { fault: '429', times: 1, after: 1 });
    const answer = await control('fault', { fault: '402', after: 1, queue: true });
    expect(answer.json).toMatchObject({
      ok: true,
      faults: [
        { fault: '429', after: 1 },
        { fault: '402', after: 1 },
      ],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(base + CHECK)).status);
    expect(statuses).toEqual([200, 429, 200, 402]);
  });

  it.each([null, 'none'])('clears with fault %j', async (fault) => {
    await control('fault', { fault: '500' });
    expect((await control('fault', { fault })).json).toMatchObject({ ok: true, fault: null });
    expect((await fetch(base + CREDITS)).status).toBe(200);
  });

  it.each([
    [{ fault: 'teapot' }, /fault must be/],
    [{ fault: '500', times: 0 }, /times/],
    [{ fault: '500', times: '2' }, /times/],
    [{ fault: 'slow', delayMs: -5 }, /delayMs/],
    [{ fault: '500', path: '/api/x' }, /path/],
    [{ fault: '500', delay: 5 }, /unknown field/],
    [{ fault: '500', after: -1 }, /after/],
    [{ fault: '500', queue: 'yes' }, /queue/],
  ])('refuses %j with 400', async (body, message) => {
    const answer = await control('fault', body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(message);
    expect(service.staging.count()).toBe(0);
  });
});

describe('other control endpoints', () => {
  it('sets the shape', async () => {
    expect((await control('shape', { shape: 'envelope' })).json).toMatchObject({ ok: true, shape: 'envelope' });
    expect(await (await fetch(base + CREDITS)).json()).toEqual({ success: true, data: { balance: 100_000 } });
    expect((await control('shape', { shape: 'xml' })).status).toBe(400);
  });

  it('sets a balance', async () => {
    expect((await control('credits', { key: DEMO_KEYS.few, credits: 0 })).json).toEqual({ ok: true, credits: 0 });
    expect(service.staging.credits(DEMO_KEYS.few)).toBe(0);
    expect((await control('credits', { key: DEMO_KEYS.few, credits: -1 })).status).toBe(400);
  });

  it('resets everything', async () => {
    await fetch(base + CHECK);
    await control('shape', { shape: 'status' });
    await control('fault', { fault: '500' });
    expect((await control('reset')).json).toMatchObject({ ok: true, shape: 'flat', fault: null });
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(100_000);
    expect(service.staging.count()).toBe(0);
  });

  it('resets the counts only', async () => {
    await fetch(base + CHECK);
    expect((await control('reset-counts')).json).toMatchObject({ ok: true, counts: { total: 0 } });
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(99_999);
  });

  it('GET /_control/stats gives counts and the redacted requests, and is not counted itself', async () => {
    await fetch(base + CHECK);
    await fetch(base + CREDITS);
    await fetch(base + CREDITS);
    const res = await fetch(`${base}/_control/stats`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      deployment: 'staging',
      shape: 'flat',
      fault: null,
      counts: { total: 3, '/api/check-number': 1, '/api/check-credits': 2 },
      requests: [
        { path: '/api/check-number', query: { apikey: '***' }, status: 200 },
        { path: '/api/check-credits', status: 200 },
        { path: '/api/check-credits', status: 200 },
      ],
    });
    expect(text).not.toContain(DEMO_KEYS.plenty);
    expect(service.staging.count()).toBe(3);
  });

  it('controls one deployment only', async () => {
    await control('fault', { fault: '500' });
    expect((await fetch(service.production.baseUrl + CREDITS)).status).toBe(200);
  });
});

describe('control requests are guarded', () => {
  it('needs Content-Type: application/json on a POST', async () => {
    expect((await control('reset', undefined, 'text/plain')).status).toBe(415);
  });

  it.each([
    ['GET', 'fault', 405],
    ['POST', 'stats', 405],
    ['POST', 'nothing', 404],
  ])('answers %s %s with %i', async (method, action, status) => {
    const res = await fetch(`${base}/_control/${action}`, { method, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(status);
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await fetch(`${base}/_control/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2',
    });
    expect(res.status).toBe(400);
  });

  it('refuses a body over 64 KiB', async () => {
    const res = await fetch(`${base}/_control/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: 'x'.repeat(70_000) }),
    });
    expect(res.status).toBe(413);
  });
});
