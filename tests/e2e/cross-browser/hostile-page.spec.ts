// A hostile page (issue 26, item 1), in both browsers: its script's hovers and right-clicks bring up
// nothing and tell the background nothing, a real right-click's number stays the one checked, and
// what the page can measure of our UI is the same for a checked and an unchecked number; a page that
// knows our id can neither stop the content script nor hear it start.
import {
  HOSTILE_A as A,
  HOSTILE_B as B,
  fakeHoversAndRightClicksInPage,
  fakeHoversInPage,
  fakeRightClicksElsewhereInPage,
  forgeStartedInPage,
  knowingOurId,
  measureUiInPage,
  moveRootInPage,
  startedHeardInPage,
} from '../support/hostile-page';
import type { ExtensionSession } from './driver/types';
import { expect, test } from './fixtures';
import { PageWithNumbers, until } from './pages';

/** The hostile page in a new tab, its two numbers highlighted. */
async function openHostileTab(session: ExtensionSession, siteUrl: string) {
  const tab = await session.newTab({ width: 1000, height: 700 });
  await tab.goto(`${siteUrl}/hostile-events.html`);
  const page = new PageWithNumbers(tab);
  await page.waitForHighlights(2);
  return { tab, page };
}

/** The extension's id as its own pages read it (in Firefox the add-on's id, not its internal UUID). */
async function extensionId(session: ExtensionSession): Promise<string> {
  const page = await session.openExtensionPage('options.html');
  const id = await page.evaluate(() => chrome.runtime.id);
  await page.close();
  return id;
}

/** Waits until none of our UI is in the page: the chip or card `what` has gone. */
async function untilNoUi(page: PageWithNumbers, what: string): Promise<void> {
  await until(
    () => page.uiHosts(),
    (n) => n === 0,
    what,
  );
}

/** A person's right-click on A, then Escape; waits until the background has it as one report more. */
async function rightClickA(session: ExtensionSession, page: PageWithNumbers, before: number): Promise<void> {
  await page.tab.click(await page.highlightCenter(A), 'right');
  await page.tab.press('Escape');
  await until(
    () => session.menuHere(),
    (m) => m.reports === before + 1 && m.visible === true,
    'the right-click on A reported',
  );
}

test('synthetic hovers and right-clicks bring up nothing and tell the background nothing; a real right-click’s number stays', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService();
  const { tab, page } = await openHostileTab(session, site.url);
  const before = (await session.menuHere()).reports;

  await tab.evaluate(fakeHoversAndRightClicksInPage);
  // A person's hover of the other number: the chip shows for it, so the content script was listening
  // (and HOVER_DELAY_MS passed) while the fakes came in.
  await page.hover(B);
  expect(await tab.ui.text('nc-chip-number')).toBe(B);
  await tab.mouseMove({ x: 5, y: 5 });
  await untilNoUi(page, 'the chip gone');
  await tab.evaluate(fakeHoversInPage);

  // A real right-click on A is reported once; the page's right-clicks after it change nothing.
  await rightClickA(session, page, before);
  // The person's pointer still rests on A after the right-click, and a person's rest brings the chip
  // up: move it away and wait for no UI, so the count below is about the page's right-clicks only.
  await tab.mouseMove({ x: 5, y: 5 });
  await untilNoUi(page, 'the chip gone after the right-click');
  await tab.evaluate(fakeRightClicksElsewhereInPage);
  expect(await session.menuHere()).toEqual({ visible: true, reports: before + 1 });
  expect(await page.uiHosts()).toBe(0);
});

test('what a page measures of our UI is the same for a checked and an unchecked number', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService();
  const { tab, page } = await openHostileTab(session, site.url);
  const measure = (id: string) => tab.evaluate(measureUiInPage, id);

  await page.hover(A);
  await page.clickUi('nc-chip-check');
  await page.waitForUiText('nc-card', /Valid|Not valid|Validity unknown/);
  await tab.press('Escape');
  await untilNoUi(page, 'the card gone');

  await page.hover(A);
  await until(() => tab.ui.exists('nc-chip-armed'), Boolean, 'the chip armed');
  expect(await tab.ui.text('nc-chip-known')).toMatch(/checked/);
  const checked = await measure('a');
  await tab.mouseMove({ x: 5, y: 5 });
  await untilNoUi(page, 'the chip gone');

  await page.hover(B);
  await until(() => tab.ui.exists('nc-chip-armed'), Boolean, 'the chip armed');
  expect(await tab.ui.exists('nc-chip-known')).toBe(false);
  const unchecked = await measure('b');

  expect(checked?.hitCount).toBeGreaterThan(100);
  expect(unchecked).toEqual(checked);
});

test('a chip the page moves under the pointer (a transform on its root) spends nothing at once, and says so', async ({
  session,
  site,
  setUpService,
  service,
}) => {
  await setUpService();
  const { tab, page } = await openHostileTab(session, site.url);
  await page.hover(A);
  await until(() => tab.ui.exists('nc-chip-armed'), Boolean, 'the chip armed');
  await tab.evaluate(moveRootInPage);
  const check = await tab.ui.center('nc-chip-check');
  service.staging.resetCounts();
  service.production.resetCounts();
  await tab.click(check);
  await page.waitForUiText('nc-chip-notice', /click/);
  expect(await tab.ui.exists('nc-card')).toBe(false);
  expect(service.staging.count() + service.production.count()).toBe(0);
});

test('a page that knows our id cannot stop the content script with the started event of WXT’s old context', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService();
  const { url } = knowingOurId(site.url, await extensionId(session));
  const tab = await session.newTab({ width: 1000, height: 700 });
  // The page sent the event from its first script, before ours started; it sends it again once the
  // numbers are highlighted.
  await tab.goto(url);
  const page = new PageWithNumbers(tab);
  await page.waitForHighlights(2);
  await tab.evaluate(forgeStartedInPage);

  // A person's hover still brings up the chip (the script listens, and HOVER_DELAY_MS passed since
  // the page's events), and both numbers are still highlighted.
  await page.hover(B);
  expect(await tab.ui.text('nc-chip-number')).toBe(B);
  expect((await page.highlights()).sort()).toEqual([A, B]);
  await tab.mouseMove({ x: 5, y: 5 });
  await untilNoUi(page, 'the chip gone');

  // A person's right-click on A is reported to the background, and the chip's Check brings the card.
  // (Not the menu's "Check this number" here: the driver finds the tab by its address, which Firefox
  // tells an extension only for the hosts it was granted; the Chromium spec clicks the menu.)
  const before = (await session.menuHere()).reports;
  await rightClickA(session, page, before);
  await page.hover(A);
  await page.clickUi('nc-chip-check');
  await page.waitForUiText('nc-card', /Valid|Not valid|Validity unknown/);
});

test('a page listening for the started event of WXT’s old context from its first script hears nothing of our start', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService();
  const tab = await session.newTab({ width: 1000, height: 700 });
  await tab.goto(knowingOurId(site.url, await extensionId(session)).url);
  // Highlights mean our script has started: any event it sent as it started was sent by then.
  await new PageWithNumbers(tab).waitForHighlights(2);
  expect(await tab.evaluate(startedHeardInPage)).toEqual([]);
});
