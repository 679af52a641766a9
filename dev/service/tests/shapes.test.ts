// The same answers in each JSON shape, chosen per deployment or pinned by a key's suffix.
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../dialects/index.ts';
import { serviceError } from '../errors.ts';
import { DEMO_ACCOUNTS, DEMO_KEYS, demoKey, type LocalService, SHAPES } from '../index.ts';
import { describeNumber } from '../number-info.ts';
import { checkBody, dialectOf, errorBody, renderCredits } from '../shapes.ts';
import { useLocalService } from './use-local-service';

let service: LocalService;

useLocalService((s) => {
  service = s;
});

async function get(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(service.staging.baseUrl + path);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

const check = (key: string) => `/api/check-number?apikey=${key}&number=%2B4915123456789`;
const credits = (key: string) => `/api/check-credits?apikey=${key}`;

const EXPECTED = {
  flat: {
    check: {
      valid: true,
      number: '+4915123456789',
      international_format: '+49 1512 3456789',
      national_format: '01512 3456789',
      country_code: 'DE',
      country_name: 'Germany',
      carrier: expect.any(String),
      line_type: 'mobile',
      location: 'Germany',
      credits_remaining: 99_999,
      source: 'local-stand-in',
    },
    credits: '{"credits":99999}',
    error: { error: 'invalid_api_key', message: expect.any(String) },
  },
  envelope: {
    check: {
      success: true,
      data: {
        isValid: true,
        format: { e164: '+4915123456789', international: '+49 1512 3456789', national: '01512 3456789' },
        country: { code: 'DE', name: 'Germany', dialCode: '49' },
        carrier: { name: expect.any(String) },
        lineType: 'mobile',
        location: 'Germany',
      },
      meta: { balance: 99_999, source: 'local-stand-in' },
    },
    credits: '{"success":true,"data":{"balance":99999}}',
    error: { success: false, error: { code: 'invalid_api_key', message: expect.any(String) } },
  },
  status: {
    check: {
      status: 'ok',
      result: {
        phone_valid: true,
        e164: '+4915123456789',
        operator: expect.any(String),
        type: 'mobile',
        country: 'DE',
        region: 'Germany',
        source: 'local-stand-in',
      },
      remaining: 99_999,
    },
    credits: '99999',
    error: { status: 'error', message: expect.any(String) },
  },
} as const;

describe.each(['flat', 'envelope', 'status'] as const)('the %s shape', (shape) => {
  const expected = EXPECTED[shape];

  it('answers a check, credits and an error when the deployment is set to it', async () => {
    service.staging.setShape(shape);
    expect(JSON.parse((await get(check(DEMO_KEYS.plenty))).text)).toEqual(expected.check);
    expect((await get(credits(DEMO_KEYS.plenty))).text).toBe(expected.credits);
    const error = await get(credits('unknown-key'));
    expect(error.status).toBe(401);
    expect(JSON.parse(error.text)).toEqual(expected.error);
  });

  it('answers in it for a key with its suffix, whatever the deployment says', async () => {
    service.staging.setShape(shape === 'flat' ? 'status' : 'flat');
    const key = demoKey('plenty', shape);
    expect(JSON.parse((await get(check(key))).text)).toEqual(expected.check);
    expect((await get(credits(key))).text).toBe(expected.credits);
  });

  it('labels a check as local and carries the balance (the stand-in dialects)', () => {
    const body = JSON.stringify(checkBody(shape, describeNumber('16502530000'), 41));
    expect(body).toContain('"local-stand-in"');
    expect(body).toContain('41');
    expect(JSON.stringify(errorBody(shape, serviceError('no_credits', 'none left')))).toContain('none left');
  });
});

describe.each(SHAPES)('the %s dialect', (shape) => {
  const dialect = dialectOf(shape);

  it('answers a check, the balance (or 404 without a balance endpoint) and an error in its own shape', async () => {
    service.staging.setShape(shape);
    const ok = await get(check(DEMO_KEYS.plenty));
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text)).toEqual(dialect.check(describeNumber('4915123456789'), 99_999));
    const balance = await get(credits(DEMO_KEYS.plenty));
    const own = dialect.credits(99_999);
    if (own === null) {
      expect(balance.status).toBe(404);
      expect(JSON.parse(balance.text)).toEqual(dialect.error(serviceError('not_found')).body);
      // Without the endpoint, even an unknown key meets a 404, not a key error.
      expect((await get(credits('unknown-key'))).status).toBe(404);
    } else {
      expect(balance.status).toBe(200);
      expect(own.text ? balance.text : JSON.parse(balance.text)).toEqual(own.text ? String(own.body) : own.body);
    }
    const error = await get(check('unknown-key'));
    const expected = dialect.error(serviceError('invalid_api_key'));
    expect(error.status).toBe(expected.status);
    expect(JSON.parse(error.text)).toEqual(expected.body);
  });

  it('answers in it for a key with its suffix, whatever the deployment says', async () => {
    service.staging.setShape(shape === 'flat' ? 'status' : 'flat');
    const ok = await get(check(demoKey('plenty', shape)));
    expect(JSON.parse(ok.text)).toEqual(dialect.check(describeNumber('4915123456789'), 99_999));
  });

  it('says no credits, a bad number and a rate limit in its own words', () => {
    for (const kind of ['no_credits', 'invalid_number', 'rate_limited'] as const) {
      const reply = dialect.error(serviceError(kind));
      expect(reply.status === 200 || reply.status >= 400).toBe(true);
      expect(JSON.stringify(reply.body).length).toBeGreaterThan(10);
    }
  });
});

describe('shapes', () => {
  it('names one dialect per shape, in the same order', () => {
    expect(DIALECTS.map((d) => d.name)).toEqual([...SHAPES]);
  });

  it('serves the bare credits figure of the status shape as text', () => {
    const reply = renderCredits('status', 12);
    expect(reply).toMatchObject({ kind: 'body', status: 200, body: '12' });
    expect(reply.kind === 'body' && reply.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('starts flat and goes back to flat on reset', async () => {
    service.staging.setShape('envelope');
    service.staging.reset();
    expect((await get(credits(DEMO_KEYS.plenty))).text).toBe('{"credits":100000}');
  });

  it('is chosen per deployment', async () => {
    service.production.setShape('status');
    expect((await get(credits(DEMO_KEYS.plenty))).text).toBe('{"credits":100000}');
    expect(await (await fetch(service.production.baseUrl + credits(DEMO_KEYS.plenty))).text()).toBe('100000');
  });

  it('refuses an unknown shape', () => {
    expect(() => service.staging.setShape('xml' as never)).toThrow(RangeError);
  });

  it('has a demo key pinned to each shape, with the balance of its base key', () => {
    for (const shape of SHAPES) {
      expect(DEMO_ACCOUNTS.find((a) => a.key === demoKey('few', shape))).toMatchObject({ shape, credits: 3 });
    }
  });
});
