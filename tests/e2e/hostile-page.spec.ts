/// <reference types="chrome" />
// A hostile page (issue 26, item 1): its script can dispatch any event and measure anything our UI
// puts in its document. Only a person's input moves our UI; what the page can measure of it does not
// say whether the user checked a number; and a chip the page covers spends nothing when clicked.
import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { LocalService } from '../../dev/service/index';
import type { MenuClick, MenuOutcome } from '../../entrypoints/background/context-menu';
import {
  highlightCenter,
  hoverNumber,
  openWithHighlights,
  ShadowProbe,
  sortedHighlights,
  uiHostCount,
} from './highlight-helpers';
import { expect, test } from './support/fixtures';
import {
  HOSTILE_A as A,
  HOSTILE_B as B,
  fakeHoversAndRightClicksInPage,
  fakeHoversInPage,
  fakeRightClicksElsewhereInPage,
  forgeStartedInPage,
  type HostilePage,
  knowingOurId,
  measureUiInPage,
  moveRootInPage,
  startedHeardInPage,
} from './support/hostile-page';

/** The hostile page, set up, open in a new tab with its two numbers highlighted. */
async function openHostileTab({
  context,
  site,
  setUp,
}: {
  context: BrowserContext;
  site: { url: string };
  setUp: () => Promise<unknown>;
}): Promise<{ page: Page; probe: ShadowProbe }> {
  await setUp();
  const page = await context.newPage();
  await openWithHighlights(page, `${site.url}/hostile-events.html`, 2);
  return { page, probe: await ShadowProbe.open(page) };
}

/** A person's click at `at` on the chip's Check that must spend nothing: the chip's notice, no card, no request. */
async function clickSpendsNothing(
  page: Page,
  probe: ShadowProbe,
  service: LocalService,
  at: { x: number; y: number },
  notice: RegExp,
): Promise<string> {
  service.staging.resetCounts();
  service.production.resetCounts();
  await page.mouse.click(at.x, at.y);
  const said = await probe.waitForText('nc-chip-notice', notice);
  expect(await probe.exists('nc-card')).toBe(false);
  expect(service.staging.count() + service.production.count()).toBe(0);
  return said;
}

function menuHere(worker: Worker): Promise<{ visible?: boolean; reports: number }> {
  return worker.evaluate(() => {
    const dev = globalThis as unknown as { __numberCheckMenuHere?: boolean; __numberCheckMenuReports?: number };
    return { visible: dev.__numberCheckMenuHere, reports: dev.__numberCheckMenuReports ?? 0 };
  });
}

async function clickMenuHere(worker: Worker, url: string): Promise<MenuOutcome> {
  return worker.evaluate(async (u) => {
    const [tab] = await chrome.tabs.query({ url: u });
    const dev = (
      globalThis as unknown as { __numberCheckDev: { clickMenu(i: MenuClick, t: { id?: number }): Promise<MenuOutcome> } }
    ).__numberCheckDev;
    return dev.clickMenu({ menuItemId: 'check-number-here', frameId: 0 }, { id: tab?.id });
  }, url);
}

test('synthetic hovers and right-clicks bring up nothing, tell the worker nothing, and leave a real right-click’s number', async ({
  context,
  site,
  setUp,
  worker,
  service,
}) => {
  const { page, probe } = await openHostileTab({ context, site, setUp });
  const url = `${site.url}/hostile-events.html`;

  // The chip would show HOVER_DELAY_MS after a hover; a person's hover of the other number, after the
  // fakes, proves that much time passed with the content script listening.
  const reportsBefore = (await menuHere(worker)).reports;
  await page.evaluate(fakeHoversAndRightClicksInPage);
  await hoverNumber(page, probe, B);
  expect(await probe.text('nc-chip-number')).toBe(B);
  await page.mouse.move(5, 5);
  await expect.poll(() => uiHostCount(page)).toBe(0);
  await page.evaluate(fakeHoversInPage);
  // A real right-click on nothing is reported (one report): the fakes before it were not.
  await page.mouse.click(700, 20, { button: 'right' });
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await menuHere(worker)).reports).toBe(reportsBefore + 1);
  expect(await uiHostCount(page)).toBe(0);

  // A real right-click on A, then the page's right-clicks elsewhere: "Check this number" checks A.
  const a = await highlightCenter(page, A);
  await page.mouse.click(a.x, a.y, { button: 'right' });
  await page.keyboard.press('Escape');
  await expect.poll(() => menuHere(worker)).toEqual({ visible: true, reports: reportsBefore + 2 });
  await page.evaluate(fakeRightClicksElsewhereInPage);
  expect(await menuHere(worker)).toEqual({ visible: true, reports: reportsBefore + 2 });
  service.staging.resetCounts();
  const out = await clickMenuHere(worker, url);
  expect(out.reply.ok && out.reply.record.e164).toBe('+442079460018');
  expect(service.staging.count('/api/check-number')).toBe(1);
});

test('what a page measures of our UI is the same for a checked and an unchecked number', async ({ context, site, setUp }) => {
  const { page, probe } = await openHostileTab({ context, site, setUp });
  const measure = (id: string) => page.evaluate(measureUiInPage, id);

  // Check A, so the cache knows it; then close the card.
  await hoverNumber(page, probe, A);
  await probe.click(page, 'nc-chip-check');
  await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
  await page.keyboard.press('Escape');
  await expect.poll(() => uiHostCount(page)).toBe(0);

  await hoverNumber(page, probe, A);
  await probe.waitFor('nc-chip-armed');
  // The chip does say the verdict to the person...
  expect(await probe.text('nc-chip-known')).toMatch(/checked/);
  const checked = await measure('a');
  await page.mouse.move(5, 5);
  await expect.poll(() => uiHostCount(page)).toBe(0);

  await hoverNumber(page, probe, B);
  await probe.waitFor('nc-chip-armed');
  expect(await probe.exists('nc-chip-known')).toBe(false);
  const unchecked = await measure('b');

  // ...but the page measures the same host, the same styles and the same hit-test scans.
  expect(checked?.hitCount).toBeGreaterThan(100);
  expect(unchecked).toEqual(checked);
});

test('a chip the page covers with a top-layer popover spends nothing when clicked through, and says why', async ({
  context,
  site,
  setUp,
  service,
}) => {
  const { page, probe } = await openHostileTab({ context, site, setUp });
  await page.evaluate(() => (window as unknown as HostilePage).coverChip());
  await hoverNumber(page, probe, A);
  await expect.poll(() => page.evaluate(() => (window as unknown as HostilePage).coveredAt !== undefined)).toBe(true);
  const check = await probe.center('nc-chip-check');
  // The page cannot see our chip's state; it waits as long as it likes before the person's click.
  // The state that matters: the chip has shown longer than any arming delay.
  await expect
    .poll(() => page.evaluate(() => performance.now() - ((window as unknown as HostilePage).coveredAt ?? 0)), { timeout: 10_000 })
    .toBeGreaterThan(1_500);
  expect(await probe.exists('nc-chip-armed')).toBe(false);
  expect(await clickSpendsNothing(page, probe, service, check, /Covered by the page/)).toBe('Covered by the page: not checked');

  // Once the page takes its cover away, a person's click checks.
  await page.evaluate(() => document.getElementById('cover')?.hidePopover());
  await probe.click(page, 'nc-chip-check');
  await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
  expect(service.staging.count('/api/check-number')).toBe(1);
});

test('a click too soon after the chip shows spends nothing and says so; the keyboard checks once it is on screen', async ({
  context,
  site,
  setUp,
  service,
}) => {
  const { page, probe } = await openHostileTab({ context, site, setUp });
  // The page's trick: at the moment the chip appears, the person clicks where the page said to.
  await hoverNumber(page, probe, A);
  const check = await probe.center('nc-chip-check');
  // The chip needs ARM_DELAY_MS on screen (in Chromium counted from when the browser reports it
  // visible, itself at least 100 ms): this click, right after it appeared, comes before.
  expect(await clickSpendsNothing(page, probe, service, check, /click Check again/)).toBe('Not checked yet: click Check again');
  // The keyboard: focus the chip's Check (as Tab would reach it) and press Enter.
  await probe.waitFor('nc-chip-armed');
  await probe.focus('nc-chip-check');
  await page.keyboard.press('Enter');
  await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
  expect(service.staging.count('/api/check-number')).toBe(1);
});

test('a chip the page moves under the pointer (a transform on its root) spends nothing at once, and says so', async ({
  context,
  site,
  setUp,
  service,
}) => {
  const { page, probe } = await openHostileTab({ context, site, setUp });
  await hoverNumber(page, probe, A);
  await probe.waitFor('nc-chip-armed');
  await page.evaluate(moveRootInPage);
  const check = await probe.center('nc-chip-check');
  expect(await clickSpendsNothing(page, probe, service, check, /click Check again/)).toBe('Not checked yet: click Check again');
});

test('a page that knows our id cannot stop the content script with the started event of WXT’s old context', async ({
  context,
  site,
  setUp,
  worker,
  extensionId,
}) => {
  await setUp();
  const page = await context.newPage();
  const { url, tabUrl } = knowingOurId(site.url, extensionId);
  // The page sent the event from its first script, before ours started; it sends it again once the
  // numbers are highlighted.
  await openWithHighlights(page, url, 2);
  const probe = await ShadowProbe.open(page);
  await page.evaluate(forgeStartedInPage);

  // A person's hover still brings up the chip (the script listens, and HOVER_DELAY_MS passed since
  // the page's events), and both numbers are still highlighted.
  await hoverNumber(page, probe, B);
  expect(await probe.text('nc-chip-number')).toBe(B);
  expect(await sortedHighlights(page)).toEqual([A, B]);
  await page.mouse.move(5, 5);
  await expect.poll(() => uiHostCount(page)).toBe(0);

  // A person's right-click on A, then "Check this number": the script answers the worker and shows the card.
  const reportsBefore = (await menuHere(worker)).reports;
  const a = await highlightCenter(page, A);
  await page.mouse.click(a.x, a.y, { button: 'right' });
  await page.keyboard.press('Escape');
  await expect.poll(() => menuHere(worker)).toEqual({ visible: true, reports: reportsBefore + 1 });
  const out = await clickMenuHere(worker, tabUrl);
  expect(out.reply.ok && out.reply.record.e164).toBe('+442079460018');
  await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
});

test('a page listening for the started event of WXT’s old context from its first script hears nothing of our start', async ({
  context,
  site,
  setUp,
  extensionId,
}) => {
  await setUp();
  const page = await context.newPage();
  // Highlights mean our script has started: any event it sent as it started was sent by then.
  await openWithHighlights(page, knowingOurId(site.url, extensionId).url, 2);
  expect(await page.evaluate(startedHeardInPage)).toEqual([]);
});
