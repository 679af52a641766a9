// The in-page chip and card: hover a number, check it (spending exactly one check), dismiss; a
// page's synthetic clicks spend nothing; and the answers the background's context menu relies on.
import { mkdirSync } from 'node:fs';
import type { Page, Worker } from '@playwright/test';
import { highlightCenter, highlightTexts, hoverNumber, ShadowProbe, uiHostCount } from './highlight-helpers';
import { expect, test } from './support/fixtures';
import { marksHostsInPage, pageHtmlWithoutMarksInPage } from './support/highlight-in-page';

async function openCardPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(2);
}

/** The demo number the chip and card tests hover. */
const hoverDemoNumber = (page: Page, probe: ShadowProbe) => hoverNumber(page, probe, '+44 20 7946 0018');

/** Sends a background-to-page message from the worker, as the background does. */
function askTab(worker: Worker, pageUrl: string, message: unknown): Promise<unknown> {
  return worker.evaluate(
    async ({ url, msg }) => {
      const [tab] = await chrome.tabs.query({ url });
      if (tab?.id === undefined) throw new Error('tab not found');
      try {
        return { answered: true, reply: await chrome.tabs.sendMessage(tab.id, msg) };
      } catch (err) {
        return { answered: false, error: String(err) };
      }
    },
    { url: pageUrl, msg: message },
  );
}

test('hover → chip → Check shows the answer in a card, spending exactly one check', async ({ context, site, setUp, service }) => {
  await setUp();
  const page = await context.newPage();
  await openCardPage(page, `${site.url}/in-page-card.html`);
  const before = await page.evaluate(() => document.documentElement.outerHTML);
  const probe = await ShadowProbe.open(page);
  await hoverDemoNumber(page, probe);
  expect(await probe.text('nc-chip-number')).toBe('+44 20 7946 0018');
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: 'test-results/screenshots/in-page-chip.png', clip: { x: 0, y: 80, width: 700, height: 200 } });
  // The host is in the page only while the UI shows.
  expect(await uiHostCount(page)).toBe(1);
  service.staging.resetCounts();
  await probe.click(page, 'nc-chip-check');
  const summary = await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
  expect(summary).toContain('+44');
  expect(service.staging.count('/api/check-number')).toBe(1);
  expect(service.production.count('/api/check-number')).toBe(0);
  await page.screenshot({ path: 'test-results/screenshots/in-page-card.png' });
  // Esc closes the card, the host leaves the page, and the page's DOM is as before — but for the
  // verdict marks' host, there now that the cache knows a number (utils/highlight/verdict-marks.ts:
  // it is in every page with numbers while the cache holds any, so it tells no page which).
  await page.keyboard.press('Escape');
  await expect.poll(() => uiHostCount(page)).toBe(0);
  await expect.poll(() => page.evaluate(marksHostsInPage)).toBe(1);
  expect(await page.evaluate(pageHtmlWithoutMarksInPage)).toBe(before);
  expect(service.staging.count('/api/check-number')).toBe(1);
});

test('a click outside closes the card; moving away hides the chip', async ({ context, site, setUp }) => {
  await setUp();
  const page = await context.newPage();
  await openCardPage(page, `${site.url}/in-page-card.html`);
  const probe = await ShadowProbe.open(page);
  await hoverDemoNumber(page, probe);
  await probe.click(page, 'nc-chip-check');
  await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
  await page.mouse.click(900, 700);
  await expect.poll(() => probe.exists('nc-card')).toBe(false);
  await hoverDemoNumber(page, probe);
  await page.mouse.move(900, 700);
  await expect.poll(() => probe.exists('nc-chip')).toBe(false);
  expect(await uiHostCount(page)).toBe(0);
});

test('synthetic (untrusted) clicks from the page spend nothing', async ({ context, site, setUp, service }) => {
  await setUp();
  const page = await context.newPage();
  await openCardPage(page, `${site.url}/in-page-card.html`);
  const probe = await ShadowProbe.open(page);
  service.staging.resetCounts();
  service.production.resetCounts();
  // With nothing shown, then with the chip shown (its host is then reachable by the page).
  await page.evaluate(() => (window as unknown as { syntheticClicks(): number }).syntheticClicks());
  await hoverDemoNumber(page, probe);
  const targets = await page.evaluate(() => (window as unknown as { syntheticClicks(): number }).syntheticClicks());
  expect(targets).toBe(3);
  // A page can also call click() on anything it can reach.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('number-check-ui, #number')) el.click();
  });
  // A fixed wait on purpose: it proves that nothing happens in that time (a page's own click() opens no card and spends nothing); there is no state to wait for.
  await page.waitForTimeout(800);
  expect(await probe.exists('nc-card')).toBe(false);
  expect(service.staging.count('/api/check-number')).toBe(0);
  expect(service.production.count()).toBe(0);
});

test('right-click remembers the number for the context menu; the background can show a result', async ({
  context,
  site,
  setUp,
  worker,
}) => {
  await setUp();
  const page = await context.newPage();
  const url = `${site.url}/in-page-card.html`;
  await openCardPage(page, url);
  const { x, y } = await highlightCenter(page, '+1 650 253 0000');
  await page.mouse.click(x, y, { button: 'right' });
  await page.keyboard.press('Escape');
  // The page declares no country: its own words (its international numbers) go with each answer, for
  // the background to vote on (utils/phone/page-clues.ts).
  const clues = { clues: expect.objectContaining({ numbers: ['+442079460018', '+16502530000'] }) };
  expect(await askTab(worker, url, { type: 'menu:number-here' })).toEqual({
    answered: true,
    reply: { number: '+16502530000', text: '+1 650 253 0000', title: 'In-page card', ...clues },
  });
  // A right-click away from numbers forgets it.
  await page.mouse.click(700, 20, { button: 'right' });
  await page.keyboard.press('Escape');
  expect(await askTab(worker, url, { type: 'menu:number-here' })).toEqual({
    answered: true,
    reply: { title: 'In-page card', ...clues },
  });

  // No selection: the frame stays silent (another frame may have one); Chrome then resolves undefined.
  expect(await askTab(worker, url, { type: 'selection:get' })).toEqual({ answered: true, reply: undefined });
  await page.locator('#second').selectText();
  expect(await askTab(worker, url, { type: 'selection:get' })).toEqual({
    answered: true,
    reply: { text: 'Fax: +1 650 253 0000', title: 'In-page card', url, ...clues },
  });

  // The answer of a menu check, shown beside the selection.
  const probe = await ShadowProbe.open(page);
  const reply = {
    ok: false,
    e164: '+16502530000',
    error: { kind: 'no-credits', environment: 'staging', message: 'No credits left on Staging.', action: 'none' },
  };
  expect(await askTab(worker, url, { type: 'check:show-result', reply, at: 'selection' })).toEqual({
    answered: true,
    reply: { shown: true },
  });
  expect(await probe.waitForText('nc-card', /No credits left/)).toContain('No credits left');
  // Messages that are not in the protocol are ignored.
  expect(await askTab(worker, url, { type: 'bg:unknown' })).toEqual({ answered: true, reply: undefined });
});

test('settings changes reach the page live through bg:settings-changed', async ({ context, site, setUp }) => {
  await setUp();
  const page = await context.newPage();
  await openCardPage(page, `${site.url}/in-page-card.html`);
  await setUp({ settings: { disabledSites: ['127.0.0.1'] } });
  await expect.poll(() => highlightTexts(page)).toEqual([]);
  // With highlighting off, hovering shows nothing.
  await page.mouse.move(150, 120);
  // A fixed wait on purpose: it proves that nothing happens in that time (hovering shows nothing with highlighting off); there is no state to wait for.
  await page.waitForTimeout(500);
  expect(await uiHostCount(page)).toBe(0);
});
