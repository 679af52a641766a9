// The key travels in the address, so a redirect must never carry it to another origin: `fetch` is
// told not to follow, a same-origin hop is followed by hand (a few at most), anything else is an
// error in words. A fake `fetch` answers with real `Response`s (and the opaque answer a browser
// gives an extension's `redirect: 'manual'` fetch).
import { describe, expect, it } from 'vitest';
import { checkNumberCall, creditsCall, type Deployment } from '@/utils/service/client';
import { httpGet, MAX_REDIRECTS, redirectHop } from '@/utils/service/http';
import { BASE, expectReadable, fakeHttp, JSON_HEADERS, KEY, type Responder } from './fixtures/bodies';

const dep: Deployment = { environment: 'production', baseUrl: BASE, apiKey: KEY };
const OTHER = 'https://elsewhere.example.test';

const redirect = (location: string, status = 302): Response => new Response(null, { status, headers: { location } });
const credits = (): Response => new Response('{"credits": 42}', { status: 200, headers: JSON_HEADERS });

/** What Chromium and Firefox give an extension's `fetch` with `redirect: 'manual'`: no status, no headers. */
function opaqueRedirect(): Response {
  return {
    type: 'opaqueredirect',
    status: 0,
    ok: false,
    headers: new Headers(),
    body: null,
    redirected: false,
  } as unknown as Response;
}

describe('httpGet and redirects', () => {
  it('asks fetch not to follow redirects (the browser would carry the key along)', async () => {
    const http = fakeHttp(() => credits());
    await httpGet(http.env, `${BASE}/api/check-credits?apikey=${KEY}`);
    expect(http.calls[0]?.init?.redirect).toBe('manual');
  });

  it.each([301, 302, 303, 307, 308])('a %i to another origin is not followed: one request, an error', async (status) => {
    const http = fakeHttp((url) =>
      url.startsWith(BASE) ? redirect(`${OTHER}/api/check-credits?apikey=${KEY}`, status) : credits(),
    );
    const result = await httpGet(http.env, `${BASE}/api/check-credits?apikey=${KEY}`);
    expect(result).toEqual({ ok: false, failure: { kind: 'redirected', why: 'other-origin' } });
    expect(http.calls.map((c) => c.url)).toEqual([`${BASE}/api/check-credits?apikey=${KEY}`]);
  });

  it.each([
    ['https → http, same host', 'http://api.example.test/v2/api/check-credits'],
    ['another port', 'https://api.example.test:8443/v2/api/check-credits'],
    ['a subdomain', 'https://eu.api.example.test/v2/api/check-credits'],
    ['protocol-relative', '//elsewhere.example.test/x'],
  ])('%s is another origin', async (_name, location) => {
    const http = fakeHttp(() => redirect(location));
    expect(await httpGet(http.env, `${BASE}/api/check-credits?apikey=${KEY}`)).toEqual({
      ok: false,
      failure: { kind: 'redirected', why: 'other-origin' },
    });
    expect(http.calls).toHaveLength(1);
  });

  it('the opaque answer of a browser is a redirect whose target is unknown: not followed', async () => {
    const http = fakeHttp(() => opaqueRedirect());
    expect(await httpGet(http.env, `${BASE}/api/check-credits?apikey=${KEY}`)).toEqual({
      ok: false,
      failure: { kind: 'redirected', why: 'hidden' },
    });
    expect(http.calls).toHaveLength(1);
  });

  it('a same-origin redirect is followed by hand, relative or absolute', async () => {
    const first = `${BASE}/api/check-credits?apikey=${KEY}`;
    const http = fakeHttp((url) =>
      url === first
        ? redirect(`/v3/api/check-credits?apikey=${KEY}`)
        : url.includes('/v3/')
          ? redirect(`https://api.example.test/v4/api/check-credits?apikey=${KEY}`, 308)
          : credits(),
    );
    const result = await httpGet(http.env, first);
    expect(result).toMatchObject({ ok: true, answer: { status: 200, json: { credits: 42 } } });
    expect(http.calls.map((c) => c.url)).toEqual([
      first,
      `https://api.example.test/v3/api/check-credits?apikey=${KEY}`,
      `https://api.example.test/v4/api/check-credits?apikey=${KEY}`,
    ]);
    for (const call of http.calls) expect(call.init?.redirect).toBe('manual');
  });

  it(`stops after ${MAX_REDIRECTS} same-origin hops`, async () => {
    const http = fakeHttp((url) => redirect(`${url}&n=1`));
    expect(await httpGet(http.env, `${BASE}/api/check-credits?apikey=${KEY}`)).toEqual({
      ok: false,
      failure: { kind: 'redirected', why: 'too-many' },
    });
    expect(http.calls).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('a 3xx without a Location, or with one that is no address, is not followed', () => {
    expect(redirectHop(new Response(null, { status: 302 }), BASE)).toEqual({ refused: 'hidden' });
    expect(redirectHop(redirect('http://[::1'), BASE)).toEqual({ refused: 'hidden' });
    expect(redirectHop(new Response(null, { status: 304 }), BASE)).toBeUndefined();
    expect(redirectHop(credits(), BASE)).toBeUndefined();
  });
});

describe('the calls, redirected', () => {
  const cases: [string, Responder][] = [
    ['to another origin', () => redirect(`${OTHER}/api/check-number?apikey=${KEY}`)],
    ['opaquely (a browser)', () => opaqueRedirect()],
  ];
  it.each(cases)('a check redirected %s: the error says so in words, and the key went nowhere else', async (_n, respond) => {
    const http = fakeHttp(respond);
    const result = await checkNumberCall(http.env, dep, '+4915123456789');
    expect(result.ok).toBe(false);
    const error = (result as { ok: false; error: import('@/utils/service/errors').ServiceError }).error;
    expect(error.kind).toBe('redirected');
    expect(error.action).toBe('open-options');
    expect(error.message).toBe(
      'Production sent us on to another address instead of answering; the key was not sent there. If the service has moved, enter its new base URL in the settings.',
    );
    expect(expectReadable(error)).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(http.calls).toHaveLength(1);
  });

  it('a loop of same-origin hops says so', async () => {
    const http = fakeHttp((url) => redirect(`${url}&again=1`));
    const result = await creditsCall(http.env, dep);
    expect(result).toMatchObject({ ok: false, error: { kind: 'redirected', action: 'open-options' } });
    expect((result as { error: { message: string } }).error.message).toMatch(/from address to address/);
  });
});
