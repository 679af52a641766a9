// The background in both browsers, against the local service over real HTTP: the credits on the
// badge, faults in words, the background stopped as the browser stops an idle one (a service worker
// in Chromium, an event page in Firefox) losing nothing, and the API key out of a content script's reach.
import { DEMO_KEYS } from '../../../dev/service/index';
import { expect, test } from './fixtures';
import { PageWithNumbers, until } from './pages';

const NUMBER = '+16502530000';

test('the badge shows the credits of the active environment, staging told apart', async ({ session, setUpService }) => {
  await setUpService({ environment: 'production' });
  const production = await until(
    () => session.badge(),
    (b) => b.text === '100k',
    'the production badge',
  );
  expect(production.title).toContain('100,000 credits left');
  expect(production.title).toContain('Production');
  await setUpService({ environment: 'staging', keys: { staging: DEMO_KEYS.few } });
  const staging = await until(
    () => session.badge(),
    (b) => b.text === 'S·3',
    'the staging badge',
  );
  expect(staging.color).not.toEqual(production.color);
  expect(staging.title).toContain('Staging');
});

test('a check spends one credit; the same number again comes from the cache and spends nothing', async ({
  session,
  setUpService,
  service,
}) => {
  await setUpService();
  service.staging.resetCounts();
  const first = await session.send({ type: 'check:number', input: NUMBER });
  expect(first.ok && !first.cached && first.record.summary.valid).toBe(true);
  expect(service.staging.count('/api/check-number')).toBe(1);
  await until(
    async () => (await session.badge()).title,
    (t) => t.includes('99,999 credits left'),
    'the badge',
  );
  const again = await session.send({ type: 'check:number', input: '(650) 253-0000', country: 'US' });
  expect(again.ok && again.cached).toBe(true);
  expect(service.staging.count()).toBe(1);
});

test.describe('faults', () => {
  const cases = [
    { fault: '401', kind: 'key-rejected', badge: 'S·!' },
    { fault: '402', kind: 'no-credits', badge: 'S·0' },
    { fault: '500', kind: 'server-error', badge: 'S·!' },
    { fault: 'html', kind: 'bad-response', badge: 'S·!' },
    { fault: 'reset', kind: 'unreachable', badge: 'S·!' },
  ] as const;
  for (const { fault, kind, badge } of cases) {
    test(`fault ${fault}: "${kind}" in words and on the badge, and the next check works once it clears`, async ({
      session,
      setUpService,
      service,
    }) => {
      await setUpService();
      await until(
        async () => (await session.badge()).text,
        (t) => t === '100k',
        'the badge',
      );
      service.staging.setFault(fault);
      const check = await session.send({ type: 'check:number', input: NUMBER });
      expect(check.ok ? '' : check.error.kind).toBe(kind);
      expect(check.ok ? '' : check.error.message).toMatch(/^[A-Z].{10,}/);
      const reading = await session.send({ type: 'credits:refresh' });
      expect(reading.error?.kind).toBe(kind);
      await until(
        async () => (await session.badge()).text,
        (t) => t === badge,
        'the badge',
      );
      service.staging.setFault(null);
      const after = await session.send({ type: 'check:number', input: NUMBER });
      expect(after.ok).toBe(true);
      await until(
        async () => (await session.badge()).text,
        (t) => t === '99k',
        'the badge',
      );
      expect(JSON.stringify([check, reading, after, await session.badge()])).not.toContain(DEMO_KEYS.plenty);
    });
  }
});

test('the background stopped as when idle loses nothing: badge, history, last result, and highlighting goes on', async ({
  session,
  setUpService,
  site,
}) => {
  await setUpService();
  expect((await session.send({ type: 'check:number', input: NUMBER })).ok).toBe(true);
  await until(
    async () => (await session.badge()).text,
    (t) => t === '99k',
    'the badge',
  );
  const stored = async () => {
    const s = await session.storageLocal();
    return { history: (s.history as unknown[]).length, last: (s.lastResult as { record: { e164: string } }).record.e164 };
  };
  const before = await stored();
  expect(before).toEqual({ history: 1, last: NUMBER });

  // A page whose content script has its port open to the background's detector.
  const tab = await session.newTab();
  await tab.goto(`${site.url}/highlight-dynamic.html`);
  const page = new PageWithNumbers(tab);
  expect(await page.waitForHighlights(1)).toEqual(['+44 20 7946 0111']);
  await tab.evaluate(() => (window as unknown as { navigateToContacts(): void }).navigateToContacts());
  await page.waitForHighlights(2);

  await session.stopBackground();
  // Numbers added now go through a new port, which starts the background again.
  await tab.evaluate(() => (window as unknown as { appendRows(n: number): void }).appendRows(3));
  expect(await page.waitForHighlights(5)).toContain('+44 20 7946 1002');
  await session.backgroundRunning();
  expect(await stored()).toEqual(before);
  // The badge is drawn again from storage at start-up; the cache is still there.
  expect((await session.badge()).text).toBe('99k');
  const again = await session.send({ type: 'check:number', input: NUMBER });
  expect(again.ok && again.cached).toBe(true);
});

test("the API key is out of a content script's reach", async ({ session, setUpService, site, engine }) => {
  await setUpService();
  // It is stored: where this browser keeps it (see utils/storage/key-store.ts).
  const keys = await session.storedKeys();
  expect(keys.json).toContain(DEMO_KEYS.plenty);
  expect(keys.where).toBe(engine === 'chromium' ? 'storage.local' : 'extension IndexedDB');
  // The store was decided once and recorded (utils/storage/key-store-choice.ts): a browser update cannot flip it.
  expect((await session.storageLocal()).keyStore).toMatchObject({ area: engine === 'chromium' ? 'storage-local' : 'indexeddb' });

  const tab = await session.newTab();
  await tab.goto(`${site.url}/in-page-card.html`);
  await new PageWithNumbers(tab).waitForHighlights(2);
  const reach = await session.contentScriptReach(tab);
  expect(JSON.stringify(reach), reach.how).not.toContain(DEMO_KEYS.plenty);
  // The extension's database is not the page's, whatever the page or a content script opens.
  expect(reach.databases).not.toContain('number-check-secrets');
  if (engine === 'chromium') {
    // storage.local is closed to content scripts altogether.
    expect(reach.storageLocal).toMatch(/^DENIED/);
  } else {
    // Firefox cannot close it: content scripts read it, so it holds no key (settings, yes).
    expect(reach.storageLocal).toContain('"settings"');
    expect(reach.storageLocal).not.toContain('apiKeys');
  }
});
