// The local service over real HTTP: keys, inputs, credits, routing, counting and redaction.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Deployment } from '../deployment.ts';
import { DEMO_KEYS, type LocalService, startLocalService } from '../index.ts';
import { createDeploymentServer } from '../server.ts';
import { useLocalService } from './use-local-service';

let service: LocalService;

useLocalService((s) => {
  service = s;
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

async function get(base: string, pathAndQuery: string, init?: RequestInit): Promise<Answer> {
  const res = await fetch(base + pathAndQuery, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

const check = (key: string, number: string): string => `/api/check-number?${new URLSearchParams({ apikey: key, number })}`;
const credits = (key: string): string => `/api/check-credits?${new URLSearchParams({ apikey: key })}`;

describe('start-up', () => {
  it('listens on free ports when asked for port 0 and reports them', () => {
    for (const handle of [service.staging, service.production]) {
      expect(handle.port).toBeGreaterThan(0);
      expect(handle.baseUrl).toBe(`http://127.0.0.1:${handle.port}`);
    }
    expect(service.staging.port).not.toBe(service.production.port);
    expect([service.staging.name, service.production.name]).toEqual(['staging', 'production']);
  });

  it('fails cleanly when a port is taken, leaving nothing listening', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      await expect(startLocalService({ stagingPort: 0, productionPort: taken, quiet: true })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      blocker.close();
    }
  });
});

describe('keys', () => {
  it.each(['/api/check-number?number=%2B16502530000', '/api/check-credits', '/api/check-credits?apikey='])(
    'answers %s without a key with 401 JSON',
    async (path) => {
      const answer = await get(service.staging.baseUrl, path);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.json).toMatchObject({ error: 'missing_api_key', message: expect.any(String) });
    },
  );

  it('rejects an unknown key with 401 and never repeats it', async () => {
    const answer = await get(service.staging.baseUrl, check('not-a-demo-key-xyz', '+16502530000'));
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: 'invalid_api_key' });
    expect(answer.text).not.toContain('not-a-demo-key-xyz');
  });

  it('refuses a key given twice', async () => {
    const answer = await get(service.staging.baseUrl, '/api/check-credits?apikey=demo-plenty&apikey=demo-few');
    expect(answer.status).toBe(400);
  });

  it('knows the staging-only key on staging alone', async () => {
    expect((await get(service.staging.baseUrl, credits(DEMO_KEYS.stagingOnly))).status).toBe(200);
    expect((await get(service.production.baseUrl, credits(DEMO_KEYS.stagingOnly))).status).toBe(401);
  });

  it('accepts a key a test registers with setCredits, on that deployment only', async () => {
    service.production.setCredits('test-own-key', 5);
    expect((await get(service.production.baseUrl, credits('test-own-key'))).json).toEqual({ credits: 5 });
    expect((await get(service.staging.baseUrl, credits('test-own-key'))).status).toBe(401);
  });
});

describe('number input', () => {
  it('answers a missing number with 400 JSON and a message', async () => {
    for (const path of ['/api/check-number?apikey=demo-plenty', '/api/check-number?apikey=demo-plenty&number=']) {
      const answer = await get(service.staging.baseUrl, path);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: 'missing_number', message: expect.stringMatching(/number/) });
    }
  });

  it.each(['abc', '+1 650 CALL NOW', '123', '1234567890123456', '+1 (650 253 0000', '020 7946 0958', '1+6502530000'])(
    'refuses the malformed number %j with a 4xx, a message, and no credit spent',
    async (number) => {
      const answer = await get(service.staging.baseUrl, check(DEMO_KEYS.few, number));
      expect([400, 422]).toContain(answer.status);
      expect(answer.json).toMatchObject({ error: 'invalid_number', message: expect.any(String) });
      expect(service.staging.credits(DEMO_KEYS.few)).toBe(3);
    },
  );

  it("refuses a '+' that was not encoded", async () => {
    const answer = await get(service.staging.baseUrl, '/api/check-number?apikey=demo-plenty&number=+16502530000');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: expect.stringContaining('%2B') });
  });

  it.each(['+16502530000', '16502530000', '0016502530000', '+1 (650) 253-0000', '+1.650.253.0000', '+1-650-253-0000'])(
    'accepts %j',
    async (number) => {
      const answer = await get(service.staging.baseUrl, check(DEMO_KEYS.plenty, number));
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ valid: true, number: '+16502530000', country_code: 'US' });
    },
  );

  it('answers a well-formed invalid number with 200 valid:false, and charges for it', async () => {
    const answer = await get(service.staging.baseUrl, check(DEMO_KEYS.few, '+999123456789'));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ valid: false, credits_remaining: 2, source: 'local-stand-in' });
    expect(service.staging.credits(DEMO_KEYS.few)).toBe(2);
  });
});

describe('credits', () => {
  it('charges one credit per check, on that deployment only; reading credits is free', async () => {
    const before = service.staging.credits(DEMO_KEYS.plenty) ?? Number.NaN;
    const answer = await get(service.staging.baseUrl, check(DEMO_KEYS.plenty, '+442079460958'));
    expect(answer.json).toMatchObject({ valid: true, credits_remaining: before - 1, source: 'local-stand-in' });
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(before - 1);
    expect(service.production.credits(DEMO_KEYS.plenty)).toBe(before);
    expect((await get(service.staging.baseUrl, credits(DEMO_KEYS.plenty))).json).toEqual({ credits: before - 1 });
    expect((await get(service.staging.baseUrl, credits(DEMO_KEYS.plenty))).json).toEqual({ credits: before - 1 });
    expect((await get(service.production.baseUrl, credits(DEMO_KEYS.plenty))).json).toEqual({ credits: before });
  });

  it('answers 402 with a JSON error once the credits are gone', async () => {
    const base = service.staging.baseUrl;
    const none = await get(base, check(DEMO_KEYS.none, '+16502530000'));
    expect(none.status).toBe(402);
    expect(none.json).toMatchObject({ error: 'no_credits', message: expect.stringMatching(/credits/i) });

    for (const left of [2, 1, 0]) {
      expect((await get(base, check(DEMO_KEYS.few, '+16502530000'))).json).toMatchObject({ credits_remaining: left });
    }
    expect((await get(base, check(DEMO_KEYS.few, '+16502530000'))).status).toBe(402);
    expect(service.staging.credits(DEMO_KEYS.few)).toBe(0);
    expect(service.production.credits(DEMO_KEYS.few)).toBe(3);
  });

  it('goes back to the demo balances on reset', async () => {
    await get(service.staging.baseUrl, check(DEMO_KEYS.few, '+16502530000'));
    service.staging.setCredits('temporary', 9);
    service.staging.reset();
    expect(service.staging.credits(DEMO_KEYS.few)).toBe(3);
    expect(service.staging.credits('temporary')).toBeUndefined();
  });

  it('refuses a negative or fractional balance', () => {
    expect(() => service.staging.setCredits(DEMO_KEYS.few, -1)).toThrow(RangeError);
    expect(() => service.staging.setCredits(DEMO_KEYS.few, 1.5)).toThrow(RangeError);
  });
});

describe('routing', () => {
  it.each(['/api/nope', '/api/check-number/', '//api/check-number', '/', '/api/CHECK-NUMBER'])(
    'answers %s with 404',
    async (path) => {
      const answer = await get(service.staging.baseUrl, `${path}?apikey=demo-plenty&number=%2B16502530000`);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ error: 'not_found' });
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: GET', async (method) => {
    const answer = await get(service.staging.baseUrl, check(DEMO_KEYS.plenty, '+16502530000'), { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(100_000);
  });

  it('sends no CORS headers, even to a cross-origin request', async () => {
    const answer = await get(service.staging.baseUrl, credits(DEMO_KEYS.plenty), {
      headers: { origin: 'https://example.com' },
    });
    expect([...answer.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('counting and the request log', () => {
  it('counts every request per path, per deployment', async () => {
    await get(service.staging.baseUrl, check(DEMO_KEYS.plenty, '+16502530000'));
    await get(service.staging.baseUrl, check('unknown', '+16502530000'));
    await get(service.staging.baseUrl, credits(DEMO_KEYS.plenty));
    await get(service.staging.baseUrl, '/api/nope');
    expect(service.staging.count('/api/check-number')).toBe(2);
    expect(service.staging.count('/api/check-credits')).toBe(1);
    expect(service.staging.count()).toBe(4);
    expect(service.production.count()).toBe(0);
    service.staging.resetCounts();
    expect(service.staging.count()).toBe(0);
    expect(service.staging.requests()).toEqual([]);
  });

  it('logs method, path, redacted query, time and status', async () => {
    await get(service.staging.baseUrl, check(DEMO_KEYS.plenty, '+16502530000'));
    expect(service.staging.requests()).toEqual([
      {
        method: 'GET',
        path: '/api/check-number',
        query: { apikey: '***', number: '+16502530000' },
        url: '/api/check-number?apikey=***&number=%2B16502530000',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 200,
        outcome: 'answered',
        fault: null,
        durationMs: expect.any(Number),
      },
    ]);
  });

  it('never has the key in its log or its console lines', async () => {
    const secret = 'sk-live-VERY-SECRET-0123';
    service.staging.setCredits(secret, 10);
    await get(service.staging.baseUrl, check(secret, '+16502530000'));
    await get(service.staging.baseUrl, `/api/check-credits?apiKey=${secret}&apikey=${secret}`);
    await get(service.staging.baseUrl, `/api/check-credits?apikey=${encodeURIComponent(`${secret}%`)}`);
    const log = JSON.stringify(service.staging.requests());
    expect(log).not.toContain('SECRET');
    expect(service.staging.requests()).toHaveLength(3);

    const lines: string[] = [];
    const deployment = new Deployment('staging');
    deployment.setBalance(secret, 1);
    const server = createDeploymentServer(deployment, { log: (line) => lines.push(line) });
    const port = await server.listen(0, '127.0.0.1');
    try {
      await get(`http://127.0.0.1:${port}`, check(secret, '+16502530000'));
      await get(`http://127.0.0.1:${port}`, credits(secret));
    } finally {
      await server.close();
    }
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('SECRET');
    expect(lines[0]).toMatch(/^\[staging\] GET \/api\/check-number\?apikey=\*\*\*&number=%2B16502530000 → 200 \d+ ms$/);
  });
});
