// A hostile page (issue 26, item 1), in both browsers: its script's hovers and right-clicks bring up
// nothing and tell the background nothing, a real right-click's number stays the one checked, and
// what the page can measure of our UI is the same for a checked and an unchecked number.
import { expect, test } from './fixtures';
import { PageWithNumbers, until } from './pages';

const A = '+44 20 7946 0018';
const B = '+44 20 7946 0019';

type HostilePage = {
  fakeHover(id: string, times?: number): void;
  fakeRightClick(id: string, times?: number): void;
  measureUi(id: string): { box: unknown; style: string; hits: string; hitsOne: string; hitCount: number } | undefined;
};

test('synthetic hovers and right-clicks bring up nothing and tell the background nothing; a real right-click’s number stays', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService();
  const tab = await session.newTab({ width: 1000, height: 700 });
  await tab.goto(`${site.url}/hostile-events.html`);
  const page = new PageWithNumbers(tab);
  await page.waitForHighlights(2);
  const before = (await session.menuHere()).reports;

  await tab.evaluate(() => {
    const w = window as unknown as HostilePage;
    w.fakeHover('a', 50);
    w.fakeRightClick('a', 50);
    w.fakeRightClick('plain', 50);
  });
  // A person's hover of the other number: the chip shows for it, so the content script was listening
  // (and HOVER_DELAY_MS passed) while the fakes came in.
  await page.hover(B);
  expect(await tab.ui.text('nc-chip-number')).toBe(B);
  await tab.mouseMove({ x: 5, y: 5 });
  await until(
    () => page.uiHosts(),
    (n) => n === 0,
    'the chip gone',
  );
  await tab.evaluate(() => (window as unknown as HostilePage).fakeHover('a', 50));

  // A real right-click on A is reported once; the page's right-clicks after it change nothing.
  await tab.click(await page.highlightCenter(A), 'right');
  await tab.press('Escape');
  await until(
    () => session.menuHere(),
    (m) => m.reports === before + 1 && m.visible === true,
    'the right-click on A reported',
  );
  await tab.evaluate(() => {
    const w = window as unknown as HostilePage;
    w.fakeRightClick('plain', 20);
    w.fakeRightClick('b', 20);
  });
  expect(await session.menuHere()).toEqual({ visible: true, reports: before + 1 });
  expect(await page.uiHosts()).toBe(0);
});

test('what a page measures of our UI is the same for a checked and an unchecked number', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService();
  const tab = await session.newTab({ width: 1000, height: 700 });
  await tab.goto(`${site.url}/hostile-events.html`);
  const page = new PageWithNumbers(tab);
  await page.waitForHighlights(2);
  const measure = (id: string) => tab.evaluate((i) => (window as unknown as HostilePage).measureUi(i), id);

  await page.hover(A);
  await page.clickUi('nc-chip-check');
  await page.waitForUiText('nc-card', /Valid|Not valid|Validity unknown/);
  await tab.press('Escape');
  await until(
    () => page.uiHosts(),
    (n) => n === 0,
    'the card gone',
  );

  await page.hover(A);
  await until(() => tab.ui.exists('nc-chip-armed'), Boolean, 'the chip armed');
  expect(await tab.ui.text('nc-chip-known')).toMatch(/checked/);
  const checked = await measure('a');
  await tab.mouseMove({ x: 5, y: 5 });
  await until(
    () => page.uiHosts(),
    (n) => n === 0,
    'the chip gone',
  );

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
  const tab = await session.newTab({ width: 1000, height: 700 });
  await tab.goto(`${site.url}/hostile-events.html`);
  const page = new PageWithNumbers(tab);
  await page.waitForHighlights(2);
  await page.hover(A);
  await until(() => tab.ui.exists('nc-chip-armed'), Boolean, 'the chip armed');
  // The page moves our fixed host (its root becomes the containing block) just before a click.
  await tab.evaluate(() => {
    document.documentElement.style.transform = 'translate(37px, 23px)';
  });
  const check = await tab.ui.center('nc-chip-check');
  service.staging.resetCounts();
  service.production.resetCounts();
  await tab.click(check);
  await page.waitForUiText('nc-chip-notice', /click/);
  expect(await tab.ui.exists('nc-card')).toBe(false);
  expect(service.staging.count() + service.production.count()).toBe(0);
});
