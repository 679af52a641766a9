/// <reference types="chrome" />
// The background against the local service over real HTTP, in real Chromium (issue 3).
import { DEMO_KEYS } from '../../dev/service/index';
import { highlightTexts } from './highlight-helpers';
import { expect, test } from './support/fixtures';
import { WorkerControl } from './support/worker-control';

const NUMBER = '+16502530000';

test.describe('credits and checks', () => {
  test('a key set through the extension shows its credits on the badge', async ({ setUp, ext }) => {
    await setUp({ environment: 'production' });
    await expect.poll(async () => (await ext.badge()).text).toBe('100k');
    const badge = await ext.badge();
    expect(badge.title).toContain('100,000 credits left');
    expect(badge.title).toContain('Production');
  });

  test('staging is told apart on the badge', async ({ setUp, ext }) => {
    await setUp({ environment: 'production' });
    await expect.poll(async () => (await ext.badge()).text).toBe('100k');
    const production = await ext.badge();
    await setUp({ environment: 'staging', keys: { staging: DEMO_KEYS.few } });
    await expect.poll(async () => (await ext.badge()).text).toBe('S·3');
    const staging = await ext.badge();
    expect(staging.color).not.toEqual(production.color);
    expect(staging.title).toContain('Staging');
  });

  test('a check spends one credit and one request; the same number again spends nothing', async ({ setUp, ext, service }) => {
    await setUp();
    await expect.poll(async () => (await ext.badge()).text).toBe('100k');
    service.staging.resetCounts();
    const first = await ext.send({ type: 'check:number', input: NUMBER });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.cached).toBe(false);
    expect(first.record.summary.valid).toBe(true);
    expect(service.staging.count('/api/check-number')).toBe(1);
    // The answer carried the remaining credits: no extra credits read.
    expect(service.staging.count('/api/check-credits')).toBe(0);
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(99_999);
    await expect.poll(async () => (await ext.badge()).title).toContain('99,999 credits left');

    const again = await ext.send({ type: 'check:number', input: '(650) 253-0000', country: 'US' });
    expect(again.ok && again.cached).toBe(true);
    expect(service.staging.count()).toBe(1);
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(99_999);

    const forced = await ext.send({ type: 'check:number', input: NUMBER, force: true });
    expect(forced.ok && !forced.cached).toBe(true);
    expect(service.staging.count('/api/check-number')).toBe(2);
  });

  for (const shape of ['flat', 'envelope', 'status'] as const) {
    test(`the "${shape}" answer shape is read into the same summary`, async ({ setUp, ext, service }) => {
      service.staging.setShape(shape);
      await setUp();
      const reply = await ext.send({ type: 'check:number', input: '+44 20 7946 0018' });
      expect(reply.ok).toBe(true);
      if (!reply.ok) return;
      expect(reply.record.summary).toMatchObject({
        valid: true,
        countryCode: 'GB',
        balance: { amount: 99_999, unit: 'credits' },
      });
      expect(reply.record.summary.e164).toBe('+442079460018');
      expect(reply.record.fields.length).toBeGreaterThan(3);
      await expect.poll(async () => (await ext.badge()).title).toContain('99,999');
    });
  }

  test('two identical checks at once share one request', async ({ setUp, ext, service }) => {
    await setUp();
    service.staging.resetCounts();
    const [a, b] = await Promise.all([
      ext.send({ type: 'check:number', input: NUMBER }),
      ext.send({ type: 'check:number', input: NUMBER }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(service.staging.count('/api/check-number')).toBe(1);
  });

  test('an impossible number and a non-number spend nothing', async ({ setUp, ext, service }) => {
    await setUp();
    service.staging.resetCounts();
    const impossible = await ext.send({ type: 'check:number', input: '+1 650 253', country: 'US' });
    expect(impossible.ok ? '' : impossible.error.kind).toBe('impossible-number');
    const junk = await ext.send({ type: 'check:number', input: 'call me maybe' });
    expect(junk.ok ? '' : junk.error.kind).toBe('not-a-number');
    expect(service.staging.count()).toBe(0);
  });
});

test.describe('faults', () => {
  const cases = [
    { fault: '401', kind: 'key-rejected', badge: '!' },
    { fault: '403', kind: 'key-rejected', badge: '!' },
    { fault: '402', kind: 'no-credits', badge: '0' },
    { fault: '404', kind: 'not-found', badge: '!' },
    { fault: '429', kind: 'rate-limited', badge: '!' },
    { fault: '500', kind: 'server-error', badge: '!' },
    { fault: '503', kind: 'server-error', badge: '!' },
    { fault: 'html', kind: 'bad-response', badge: '!' },
    { fault: 'empty', kind: 'bad-response', badge: '!' },
    { fault: 'bad-json', kind: 'bad-response', badge: '!' },
    { fault: 'oversized', kind: 'too-large', badge: '!' },
    { fault: 'error-200', kind: 'key-rejected', badge: '!' },
    { fault: 'reset', kind: 'unreachable', badge: '!' },
  ] as const;

  for (const { fault, kind, badge } of cases) {
    test(`fault ${fault} → ${kind}, shown on the badge, and the next action works once it clears`, async ({
      setUp,
      ext,
      service,
      context,
      worker,
    }) => {
      const logs: string[] = [];
      worker.on('console', (m) => logs.push(m.text()));
      await setUp();
      await expect.poll(async () => (await ext.badge()).text).toBe('100k');

      service.staging.setFault(fault);
      const check = await ext.send({ type: 'check:number', input: NUMBER });
      expect(check.ok).toBe(false);
      if (check.ok) return;
      expect(check.error.kind).toBe(kind);
      expect(check.error.message.length).toBeGreaterThan(10);
      if (fault === '429') expect(check.error.retryAfterSeconds).toBe(30);

      const reading = await ext.send({ type: 'credits:refresh' });
      expect(reading.error?.kind).toBe(kind);
      // Staging carries its mark on the badge.
      await expect.poll(async () => (await ext.badge()).text).toBe(`S·${badge}`);
      expect((await ext.badge()).title).toContain(reading.error?.message.slice(0, 20) ?? '');

      service.staging.setFault(null);
      const after = await ext.send({ type: 'check:number', input: NUMBER });
      expect(after.ok).toBe(true);
      await expect.poll(async () => (await ext.badge()).text).toBe('99k');

      const everything = JSON.stringify([check, reading, after, logs, await ext.badge()]);
      expect(everything).not.toContain(DEMO_KEYS.plenty);
      void context;
    });
  }

  test('a slow service times out with a readable message, then works', async ({ setUp, ext, service }) => {
    test.setTimeout(60_000);
    await setUp();
    service.staging.setFault('slow', { delayMs: 25_000, times: 1 });
    const started = Date.now();
    const reply = await ext.send({ type: 'check:number', input: NUMBER });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(reply.ok ? '' : reply.error.message).toMatch(/timed out after 15 s/);
    const after = await ext.send({ type: 'check:number', input: NUMBER });
    expect(after.ok).toBe(true);
  });

  test('a dead service is "cannot reach", not a stack', async ({ setUp, ext }) => {
    await setUp({ settings: { baseUrls: { staging: 'http://127.0.0.1:9', production: 'http://127.0.0.1:9' } } });
    const reply = await ext.send({ type: 'check:number', input: NUMBER });
    expect(reply.ok ? '' : reply.error.message).toBe('Cannot reach http://127.0.0.1:9. Check your connection and the base URL.');
  });

  test('a wrong key is rejected by its environment, and no credits shows 0', async ({ setUp, ext }) => {
    await setUp({ keys: { staging: 'not-a-real-key' } });
    await expect.poll(async () => (await ext.badge()).text).toBe('S·!');
    const wrong = await ext.send({ type: 'check:number', input: NUMBER });
    expect(wrong.ok ? '' : wrong.error.message).toContain('rejected by Staging');
    expect(JSON.stringify(wrong)).not.toContain('not-a-real-key');
    await setUp({ keys: { staging: DEMO_KEYS.none } });
    const none = await ext.send({ type: 'check:number', input: NUMBER });
    expect(none.ok ? '' : none.error.kind).toBe('no-credits');
    await expect.poll(async () => (await ext.badge()).text).toBe('S·0');
  });
});

test('stopping the worker loses nothing: badge, history and last result are back', async ({
  setUp,
  ext,
  context,
  extensionId,
}) => {
  await setUp();
  const reply = await ext.send({ type: 'check:number', input: NUMBER });
  expect(reply.ok).toBe(true);
  await expect.poll(async () => (await ext.badge()).text).toBe('99k');
  const options = await ext.openOptions();
  const read = () =>
    options.evaluate(async () => {
      const s = await chrome.storage.local.get(['history', 'lastResult']);
      return { history: (s.history as unknown[]).length, last: (s.lastResult as { record: { e164: string } }).record.e164 };
    });
  const before = await read();
  expect(before).toEqual({ history: 1, last: NUMBER });

  const control = await WorkerControl.attach(context, extensionId);
  await control.stop();
  // A message wakes it, as a popup opening would; the badge is rebuilt from storage at start-up.
  await ext.send({ type: 'key:status' });
  await control.waitFor('running');
  expect(await read()).toEqual(before);
  expect((await ext.badge()).text).toBe('99k');
  const again = await ext.send({ type: 'check:number', input: NUMBER });
  expect(again.ok && again.cached).toBe(true);
});

test('browsing pages full of numbers makes no request to the service', async ({ setUp, context, service, site }) => {
  await setUp();
  const page = await context.newPage();
  for (const path of ['/numbers-dense.html', '/numbers-dense.html#again']) {
    await page.goto(`${site.url}${path}`);
    // The state browsing ends in: the page read and its numbers highlighted.
    await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  }
  // Setting up reads the credits (free, the one call made without a click, and it may land late);
  // browsing never checks a number.
  expect(service.staging.count('/api/check-number') + service.production.count('/api/check-number')).toBe(0);
  const paths = [...service.staging.requests(), ...service.production.requests()].map((r) => r.path);
  expect(paths.filter((path) => path !== '/api/check-credits')).toEqual([]);
});

test('a content script cannot read the key or any stored data', async ({ setUp, context, site }) => {
  await setUp();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const contexts: { id: number; name: string; type?: string }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context: c }) =>
    contexts.push({ id: c.id, name: c.name, type: (c.auxData as { type?: string } | undefined)?.type }),
  );
  await cdp.send('Runtime.enable');
  await page.goto(`${site.url}/numbers-dense.html`);
  await expect.poll(() => contexts.filter((c) => c.type === 'isolated' && c.name === 'Number Check').length).toBeGreaterThan(0);
  const isolated = contexts.filter((c) => c.type === 'isolated' && c.name === 'Number Check').at(-1);
  const result = await cdp.send('Runtime.evaluate', {
    contextId: isolated?.id,
    awaitPromise: true,
    returnByValue: true,
    expression: `chrome.storage.local.get(null).then((v) => 'READ:' + JSON.stringify(v), (e) => 'DENIED:' + e.message)`,
  });
  const text = String(result.result.value);
  expect(text).toMatch(/^DENIED:/);
  expect(text).not.toContain(DEMO_KEYS.plenty);
});

test.describe('the automatic credits read', () => {
  const fireAlarm = (worker: import('@playwright/test').Worker) =>
    worker.evaluate(() => chrome.alarms.create('credits-refresh', { when: Date.now() + 50, periodInMinutes: 60 }));

  test('the alarm reads the credits, and only the credits', async ({ setUp, ext, service, worker }) => {
    await setUp();
    await expect.poll(async () => (await ext.badge()).text).toBe('100k');
    service.staging.setCredits(DEMO_KEYS.plenty, 5_000);
    service.staging.resetCounts();
    await fireAlarm(worker);
    await expect.poll(async () => (await ext.badge()).text).toBe('S·5k');
    expect(service.staging.count('/api/check-credits')).toBe(1);
    expect(service.staging.count('/api/check-number')).toBe(0);
  });

  test('after a 429 the alarm waits for Retry-After instead of calling again', async ({ setUp, ext, service, worker }) => {
    await setUp();
    await expect.poll(async () => (await ext.badge()).text).toBe('100k');
    service.staging.setFault('429', { retryAfterSeconds: 120 });
    const reading = await ext.send({ type: 'credits:refresh' });
    expect(reading.error?.kind).toBe('rate-limited');
    expect(reading.error?.message).toContain('120 s');
    service.staging.setFault(null);
    service.staging.resetCounts();
    await fireAlarm(worker);
    // A fixed wait on purpose: it proves that nothing happens in that time (the backed-off alarm makes no call); there is no state to wait for.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(service.staging.count()).toBe(0);
    // A read the user asks for is not held back.
    const now = await ext.send({ type: 'credits:refresh' });
    expect(now.value).toBe(100_000);
    expect(service.staging.count()).toBe(1);
  });
});
