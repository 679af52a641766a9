// The popup in both browsers: its first view from storage, a lookup typed like a person (formatted
// as typed by the helpers it loads after its first paint), the answer, the credits.
import { mkdirSync } from 'node:fs';
import { DEMO_KEYS } from '../../../dev/service/index';
import { NUMBER_TOOLS_GLOBAL } from '../../../entrypoints/popup/number-tools-api';
import { POPUP_SANITIZER } from '../../../entrypoints/popup/paint-markup';
import { PAINT_COPY_KEY } from '../../../utils/storage/popup-first-paint';
import type { ExtensionSession } from './driver/types';
import { expect, test } from './fixtures';
import { PopupView, until } from './pages';

/** The popup in a tab, once the typing helpers it loads after its first paint are there. */
async function openWithTypingHelpers(session: ExtensionSession): Promise<PopupView> {
  const popup = new PopupView(await session.openExtensionPage('popup.html', { width: 380, height: 640 }));
  await until(() => popup.tab.evaluate((name) => name in globalThis, NUMBER_TOOLS_GLOBAL), Boolean, 'the typing helpers');
  return popup;
}

test('popup lookup: formats as you type, checks on Enter, shows the answer and the credits left', async ({
  session,
  setUpService,
  service,
  engine,
}) => {
  await setUpService({ settings: { defaultCountry: 'US' } });
  const popup = new PopupView(await session.openExtensionPage('popup.html', { width: 380, height: 640 }));
  await until(
    () => popup.envPill(),
    (t) => /staging/i.test(t ?? ''),
    'the environment pill',
  );
  // The typing helpers arrive after the first paint, by a <script> element of the popup's own.
  await until(() => popup.tab.evaluate((name) => name in globalThis, NUMBER_TOOLS_GLOBAL), Boolean, 'the typing helpers');

  await popup.dom.click('[data-testid="number-input"]');
  await popup.tab.type('6502530000');
  expect(await popup.numberValue()).toBe('650 253 0000');
  await until(
    () => popup.hint(),
    (t) => (t ?? '').includes('+1 650 253 0000'),
    'the hint',
  );
  await popup.tab.press('Enter');
  await until(
    () => popup.lookupNumber(),
    (t) => t === '+1 650 253 0000',
    'the answer',
  );
  expect(await popup.summary()).toContain('United States');
  expect(service.staging.count('/api/check-number')).toBe(1);
  const left = (service.staging.credits(DEMO_KEYS.plenty) ?? 0).toLocaleString('en-US');
  await until(
    () => popup.credits(),
    (t) => t === left,
    'the credits left',
  );
  expect(await popup.historyCount()).toBe(1);

  const dir = `test-results/screenshots/${engine}`;
  mkdirSync(dir, { recursive: true });
  await popup.tab.screenshot(`${dir}/popup.png`);
  await popup.tab.colorScheme('dark');
  await until(() => popup.tab.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), Boolean, 'the dark scheme');
  await popup.tab.screenshot(`${dir}/popup-dark.png`);
});

test('an impossible number is stopped in the popup before any credit is spent', async ({ session, setUpService, service }) => {
  await setUpService({ settings: { defaultCountry: 'US' } });
  const popup = await openWithTypingHelpers(session);
  await popup.lookUp('+1 650 253 000012');
  await until(
    () => popup.errorKind(),
    (k) => k === 'impossible-number',
    'the refusal',
  );
  expect(await popup.errorText()).toContain('Nothing was spent');
  expect(service.staging.count('/api/check-number')).toBe(0);
});

test('a deployment that redirects to another origin: words in the popup, and the other origin saw nothing', async ({
  session,
  setUpService,
  service,
}) => {
  await setUpService({ settings: { defaultCountry: 'US' } });
  service.staging.setFault('redirect', { path: '/api/check-number', redirectTo: service.production.baseUrl });
  const popup = await openWithTypingHelpers(session);
  await popup.lookUp('+1 650 253 0000');
  await until(
    () => popup.errorKind(),
    (k) => k === 'redirected',
    'the refusal',
  );
  expect(await popup.errorText()).toContain('the key was not sent there');
  expect(service.staging.count('/api/check-number')).toBe(1);
  expect(service.production.requests()).toEqual([]);
  // What an extension's `fetch` gets for a redirect it is told not to follow, in this browser.
  const seen = await popup.tab.evaluate(async (url) => {
    const r = await fetch(url, { redirect: 'manual' });
    return { type: r.type, status: r.status, location: r.headers.get('location') };
  }, `${service.staging.baseUrl}/api/check-number?apikey=x&number=%2B16502530000`);
  expect(seen).toEqual({ type: 'opaqueredirect', status: 0, location: null });
  expect(service.production.requests()).toEqual([]);
});

// The next opening paints the popup's kept top with the browser's sanitizer and the popup's own list
// of elements and attributes (entrypoints/popup/paint-markup.ts): in each browser, that list must
// keep the whole of what the popup renders (its SVG in its namespace, its ARIA, its data- names), or
// the first paint would show a top with parts missing until the popup's script renders over it.
test("the popup's kept top passes the browser's sanitizer whole", async ({ session, setUpService }) => {
  await setUpService({ settings: { defaultCountry: 'US' } });
  const first = await openWithTypingHelpers(session);
  await first.lookUp('+1 650 253 0000');
  await until(
    () => first.lookupNumber(),
    (t) => t === '+1 650 253 0000',
    'the answer',
  );
  // Opened again, the popup shows the stored result at rest and keeps its top (its copy in localStorage).
  const popup = new PopupView(await session.openExtensionPage('popup.html', { width: 380, height: 640 }));
  const copy = await until(
    () => popup.tab.evaluate((key) => localStorage.getItem(key), PAINT_COPY_KEY),
    (c) => typeof c === 'string' && c.includes('nc-number'),
    "the popup's copy of its top",
  );
  const kept = (copy as string).slice((copy as string).indexOf('\n') + 1);
  const painted = await popup.tab.evaluate(
    ({ html, sanitizer }) => {
      const root = document.createElement('div') as HTMLDivElement & { setHTML(html: string, o: unknown): void };
      root.setHTML(html, { sanitizer });
      return { html: root.innerHTML, svg: root.querySelector('svg')?.namespaceURI };
    },
    { html: kept, sanitizer: POPUP_SANITIZER },
  );
  expect(kept.length).toBeGreaterThan(1000);
  expect(painted.html).toBe(kept);
  expect(painted.svg).toBe('http://www.w3.org/2000/svg');
});
