// Highlighting and the in-page check, in both browsers: what is marked and what is left alone, the
// page's DOM as the page built it, browsing that sends nothing, and hover → chip → Check → card
// against the local service.
import { mkdirSync } from 'node:fs';
import { DEMO_NUMBERS } from '../support/highlight-in-page';
import { expect, test } from './fixtures';
import { NOTHING_OF_OURS, OUR_WASH, PageWithNumbers, until } from './pages';

const shots = (engine: string) => {
  const dir = `test-results/screenshots/${engine}`;
  mkdirSync(dir, { recursive: true });
  return dir;
};

test('a local page: numbers marked, traps and fields left alone, the DOM exactly as the page built it', async ({
  session,
  site,
  engine,
}) => {
  // (The background registers the stylesheet once started: a page opened before would adopt a sheet of its own.)
  await session.stylesheetReady();
  const tab = await session.newTab();
  await tab.goto(`${site.url}/highlight-demo.html`);
  const page = new PageWithNumbers(tab);
  const found = await page.waitForHighlights(DEMO_NUMBERS.length);
  expect(found).toEqual(DEMO_NUMBERS);
  // Nothing from the traps (dates, prices, order numbers, addresses, card-like runs), the fields, the
  // editor, code, hidden text, scripts or the title.
  for (const text of found) expect(text).not.toMatch(/0999|040[0-7]|2024|192\.168|4111|1700000000123/);
  const snap = await tab.evaluate(() => {
    const w = window as unknown as { __before: string; __beforeHadHighlight: boolean };
    return {
      same: document.documentElement.outerHTML === w.__before,
      early: !w.__beforeHadHighlight,
      input: (document.getElementById('input') as HTMLInputElement).value,
      adopted: document.adoptedStyleSheets.length,
      style: getComputedStyle(document.body, '::highlight(number-check)').backgroundColor,
    };
  });
  // Taken before the content script ran, and equal after; the style is the stylesheet the
  // background registered, neither a node nor a sheet added to the document.
  expect(snap).toEqual({ same: true, early: true, input: '+44 20 7946 0400', adopted: 0, style: 'rgba(255, 184, 0, 0.4)' });
  await tab.screenshot(`${shots(engine)}/highlight-demo.png`, { fullPage: true });
});

test("no frame of a switched-off site, and no page with highlighting off, can read our highlight's look; a site switched on in an open tab gets it at once", async ({
  session,
  site,
}) => {
  // (Each set-up resolves once the background's registration follows it.)
  await session.configure({ settings: { disabledSites: ['127.0.0.1'] } });
  const tab = await session.newTab();
  await tab.goto(`${site.url}/highlight-frames.html`);
  const page = new PageWithNumbers(tab);
  await page.waitForSettingsAnswer();
  // The page, its same-origin frame and its srcdoc frame (which inherits the page's origin).
  expect(await page.looks()).toEqual([NOTHING_OF_OURS, NOTHING_OF_OURS, NOTHING_OF_OURS]);

  await session.configure({ settings: { highlightEnabled: false, disabledSites: [] } });
  const offTab = await session.newTab();
  await offTab.goto(`${site.url}/highlight-frames.html`);
  const off = new PageWithNumbers(offTab);
  await off.waitForSettingsAnswer();
  expect(await off.looks()).toEqual([NOTHING_OF_OURS, NOTHING_OF_OURS, NOTHING_OF_OURS]);

  // On again: the open pages got no stylesheet from the browser, so their content scripts adopt
  // the rule themselves, and the numbers show in our colours at once.
  await session.configure({ settings: { highlightEnabled: true } });
  await page.waitForHighlights(1);
  await off.waitForHighlights(1);
  expect((await page.looks())[0]).toEqual({ wash: OUR_WASH, adopted: 1 });
  expect((await off.looks())[0]).toEqual({ wash: OUR_WASH, adopted: 1 });
  // A page opened now has it from the browser again.
  const freshTab = await session.newTab();
  await freshTab.goto(`${site.url}/highlight-demo.html`);
  const fresh = new PageWithNumbers(freshTab);
  await fresh.waitForHighlights(DEMO_NUMBERS.length);
  expect(await fresh.looks()).toEqual([{ wash: OUR_WASH, adopted: 0 }]);

  // Switched off again in the open tab: the sheet its content script adopted goes with the highlights.
  await session.configure({ settings: { disabledSites: ['127.0.0.1'] } });
  await until(
    () => page.highlights(),
    (h) => h.length === 0,
    'no highlight',
  );
  expect((await page.looks())[0]).toEqual(NOTHING_OF_OURS);
});

test('past 1,000 numbers, those near the screen are highlighted, and scrolling the page or a box in it brings the rest in', async ({
  session,
  site,
}) => {
  await session.stylesheetReady();
  const tab = await session.newTab();
  const page = new PageWithNumbers(tab);
  const has = (text: string) =>
    until(
      () => page.highlights(),
      (h) => h.includes(text),
      `"${text}" highlighted`,
    );
  await tab.goto(`${site.url}/highlight-many.html`);
  await has('+44 20 7946 0000');
  expect(await page.highlights()).not.toContain('+44 20 7946 1499');
  await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await has('+44 20 7946 1499');
  // The same rows in a box four rows tall, scrolled to the middle of the list.
  await tab.goto(`${site.url}/highlight-many.html?box`);
  await has('+44 20 7946 0000');
  await tab.evaluate(() => (window as unknown as { scrollBoxTo(i: number): void }).scrollBoxTo(750));
  await has('+44 20 7946 0750');
});

test('hovering every number sends nothing to the service', async ({ session, site, setUpService, service }) => {
  await setUpService();
  const tab = await session.newTab();
  const page = new PageWithNumbers(tab);
  for (const name of ['highlight-demo', 'in-page-card']) {
    await tab.goto(`${site.url}/${name}.html`);
    await until(
      () => page.highlights(),
      (h) => h.length > 0,
      'highlights',
    );
    // Each hover ends in its state: the chip for that number, shown.
    for (const text of await page.highlights()) {
      await page.hover(text);
      await until(
        () => tab.ui.text('nc-chip-number'),
        (shown) => shown === text,
        `the chip for ${text}`,
      );
    }
  }
  // Setting up reads the credits (the one call made without a click, and free); browsing never
  // checks a number nor sends one anywhere.
  expect(service.staging.count('/api/check-number') + service.production.count('/api/check-number')).toBe(0);
  const sent = [...service.staging.requests(), ...service.production.requests()].map((r) => r.path);
  expect(sent.every((path) => path === '/api/check-credits')).toBe(true);
});

test('hover → chip → Check: the answer in a card from the local service, one check spent; Esc leaves the page as it was', async ({
  session,
  site,
  setUpService,
  service,
  engine,
}) => {
  await setUpService();
  const tab = await session.newTab({ width: 900, height: 600 });
  await tab.goto(`${site.url}/in-page-card.html`);
  const page = new PageWithNumbers(tab);
  await page.waitForHighlights(2);
  const before = await page.outerHtml();
  await page.hover('+44 20 7946 0018');
  expect(await tab.ui.text('nc-chip-number')).toBe('+44 20 7946 0018');
  expect(await page.uiHosts()).toBe(1);
  service.staging.resetCounts();
  await page.clickUi('nc-chip-check');
  const card = await page.waitForUiText('nc-card', /Valid|Not valid|Validity unknown/);
  expect(card).toContain('+44 20 7946 0018');
  expect(card).toContain('United Kingdom');
  expect(service.staging.count('/api/check-number')).toBe(1);
  expect(service.production.count('/api/check-number')).toBe(0);
  const dir = shots(engine);
  await tab.screenshot(`${dir}/in-page-card.png`);
  await tab.colorScheme('dark');
  await until(
    () => tab.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
    Boolean,
    'the page in the dark scheme',
  );
  await tab.screenshot(`${dir}/in-page-card-dark.png`);
  await tab.colorScheme('light');

  // Esc closes the card, the host leaves the page, and the page's DOM is as before — but for the
  // verdict marks' host, there now that the cache knows a number (utils/highlight/verdict-marks.ts:
  // it is in every page with numbers while the cache holds any, so it tells no page which). The
  // check's reply brings the verdict, so it is there at once (as in tests/e2e/in-page.spec.ts).
  await tab.press('Escape');
  await until(
    () => page.uiHosts(),
    (n) => n === 0,
    'our UI to leave the page',
  );
  // The page's DOM is as before but for the verdict marks' host, there now that the cache knows a
  // number (it is in every page with numbers while the cache holds any, so it tells no page which).
  await page.waitForMarksHost();
  expect(await page.outerHtmlWithoutMarks()).toBe(before);
  expect(service.staging.count('/api/check-number')).toBe(1);
});
