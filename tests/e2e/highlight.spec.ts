// Highlighting on real pages in Chromium: what is marked, what is left alone, that the page's DOM
// never changes, that dynamic pages and frames are followed, and that the switches apply live.
import { mkdirSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { stylesheetReady } from '../../dev/extension-browser';
import { highlightTexts, hoverNumber, ourLook, ShadowProbe, sortedHighlights, waitForSettingsAnswer } from './highlight-helpers';
import { expect, type Page, test } from './support/fixtures';
import { DEMO_NUMBERS, NOTHING_OF_OURS, OUR_WASH } from './support/highlight-in-page';
import { WorkerControl } from './support/worker-control';

async function waitForCount(page: Page, n: number): Promise<string[]> {
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(n);
  return sortedHighlights(page);
}

/** The dynamic page, navigated (single-page) to its contacts view once its late first view is there. */
async function openContacts(context: BrowserContext, siteUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${siteUrl}/highlight-dynamic.html`);
  // (Navigating before the first view renders would have that render replace the contacts.)
  expect(await waitForCount(page, 1)).toEqual(['+44 20 7946 0111']);
  await page.click('#to-contacts');
  expect(page.url()).toMatch(/\/contacts$/);
  expect(await waitForCount(page, 2)).toEqual(['+1 650 253 0001', '+33 1 42 68 53 01']);
  return page;
}

const appendRows = (page: Page, n: number) =>
  page.evaluate((count) => (window as unknown as { appendRows(n: number): void }).appendRows(count), n);

test('a demo-like page: numbers highlighted (split, in tel: links), traps and fields left alone', async ({
  context,
  site,
  worker,
}) => {
  // (The worker registers the stylesheet once started: a page opened before would adopt a sheet of its own.)
  await stylesheetReady(worker);
  const page = await context.newPage();
  await page.goto(`${site.url}/highlight-demo.html`);
  const found = await waitForCount(page, DEMO_NUMBERS.length);
  expect(found).toEqual(DEMO_NUMBERS);
  // Nothing from the traps, the fields, the editor, code, hidden text, scripts or the title.
  for (const text of found) expect(text).not.toMatch(/0999|040[0-7]|2024|192\.168|4111|1700000000123/);
  // The style is the stylesheet the worker registered, put there by the browser: no node in the DOM,
  // and no sheet added to the document once it was laid out (that restyled every element of the page).
  expect(await ourLook(page)).toEqual({ wash: OUR_WASH, adopted: 0 });
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: 'test-results/screenshots/highlight-demo.png', fullPage: true });
});

test('in a tab that is shown, the scan starts with the settings answer, not after the next frame', async ({ context, site }) => {
  const page = await context.newPage();
  // The page notes the time of each of its animation frames.
  await page.addInitScript(() => {
    const frames: number[] = [];
    (window as unknown as { frames_: number[] }).frames_ = frames;
    const tick = () => {
      frames.push(performance.now());
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto(`${site.url}/highlight-demo.html`);
  await waitForCount(page, DEMO_NUMBERS.length);
  // Dev builds mark when the highlighter was asked to start (the settings' answer) and when its scan began.
  const seen = await page.evaluate(() => ({
    asked: performance.getEntriesByName('nc:highlight-asked')[0]?.startTime ?? Number.NaN,
    start: performance.getEntriesByName('nc:highlight-start')[0]?.startTime ?? Number.NaN,
    frames: (window as unknown as { frames_: number[] }).frames_,
  }));
  expect(seen.start).toBeGreaterThanOrEqual(seen.asked);
  expect(seen.frames.length).toBeGreaterThan(0);
  expect(seen.frames.filter((t) => t > seen.asked && t < seen.start)).toEqual([]);
});

test("our Highlight enters the page's registry with its first range, not empty when the scan starts", async ({
  context,
  site,
}) => {
  const page = await context.newPage();
  // A long page whose only number is at its end: its scan takes many slices, with frames between them
  // (12,000 paragraphs: several frames' worth of reading even on a machine far faster than this one).
  const words = 'the of and to in is was for on that with as by at from this be or are an which were have it';
  const body = `${Array.from({ length: 12_000 }, (_, i) => `<p>${i} ${words}.</p>`).join('')}<p>Call +44 20 7946 0123</p>`;
  await page.route(`${site.url}/registry-late.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><body>${body}</body></html>` }),
  );
  // The page notes, at each of its animation frames, what the registry holds under our name.
  await page.addInitScript(() => {
    const seen: [number, number | undefined][] = [];
    (window as unknown as { seen_: typeof seen }).seen_ = seen;
    const tick = () => {
      seen.push([performance.now(), CSS.highlights.get('number-check')?.size]);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto(`${site.url}/registry-late.html`);
  await waitForCount(page, 1);
  // Dev builds mark when the scan began and when the page was fully read.
  const { start, done, seen } = await page.evaluate(() => ({
    start: performance.getEntriesByName('nc:highlight-start')[0]?.startTime ?? Number.NaN,
    done: performance.getEntriesByName('nc:highlight-done')[0]?.startTime ?? Number.NaN,
    seen: (window as unknown as { seen_: [number, number | undefined][] }).seen_,
  }));
  const during = seen.filter(([t]) => t > start && t < done);
  // (Frames did come while the page was read: what they saw is what is checked.)
  expect(during.length).toBeGreaterThan(0);
  // An empty entry, even one, asks the browser for a frame of its own: none was there to be seen.
  expect(during.filter(([, size]) => size === 0)).toEqual([]);
});

test("the content script posts no message to the page's window", async ({ context, site }) => {
  const page = await context.newPage();
  // The page notes every message its window gets.
  await page.addInitScript(() => {
    const got: unknown[] = [];
    (window as unknown as { got_: unknown[] }).got_ = got;
    window.addEventListener('message', (e) => got.push(e.data));
  });
  await page.goto(`${site.url}/highlight-demo.html`);
  await waitForCount(page, DEMO_NUMBERS.length);
  // (An absence: a message posted when the script started would have been delivered long before its
  // numbers were highlighted, a message event being a task queued when it is posted.)
  expect(await page.evaluate(() => (window as unknown as { got_: unknown[] }).got_)).toEqual([]);
});

test("the page's DOM is exactly as the page built it, and fields keep their values", async ({ context, site }) => {
  const page = await context.newPage();
  await page.goto(`${site.url}/highlight-demo.html`);
  await waitForCount(page, DEMO_NUMBERS.length);
  const snap = await page.evaluate(() => {
    const w = window as unknown as { __before: string; __beforeHadHighlight: boolean };
    return { same: document.documentElement.outerHTML === w.__before, early: !w.__beforeHadHighlight };
  });
  // Taken before we ran, and equal after.
  expect(snap).toEqual({ same: true, early: true });
  expect(await page.inputValue('#input')).toBe('+44 20 7946 0400');
  expect(await page.inputValue('#textarea')).toBe('Call +44 20 7946 0401');
  expect(await page.locator('#editor').innerHTML()).toBe('<p>Draft: +44 20 7946 0402</p>');
  // Typing in the editor is the editor's business: still no highlight in it, DOM as typed.
  await page.locator('#editor p').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' or +44 20 7946 0409');
  // A fixed wait on purpose: it proves that nothing happens in that time (no highlight appears in the editor); there is no state to wait for.
  await page.waitForTimeout(500);
  expect(await page.locator('#editor').innerHTML()).toBe('<p>Draft: +44 20 7946 0402 or +44 20 7946 0409</p>');
  expect((await highlightTexts(page)).join('|')).not.toContain('0409');
});

test('a framework-style hydration check finds the server HTML unchanged', async ({ context, site }) => {
  const page = await context.newPage();
  await page.goto(`${site.url}/highlight-hydration.html`);
  expect(await waitForCount(page, 2)).toEqual(['+1 650 253 0000', '+44 20 7946 0018']);
  expect(await page.evaluate(() => (window as unknown as { __hydrate(): string }).__hydrate())).toBe('hydrated');
});

test('numbers added later, by script and by single-page navigation, are highlighted; changed ones follow', async ({
  context,
  site,
}) => {
  const page = await openContacts(context, site.url);
  await page.evaluate(() => (window as unknown as { editContact(): void }).editContact());
  await expect.poll(() => sortedHighlights(page)).toEqual(['+1 650 253 0002', '+33 1 42 68 53 01']);
  await appendRows(page, 200);
  const all = await waitForCount(page, 202);
  expect(all).toContain('+44 20 7946 1199');
  await page.goBack();
  expect(page.url()).toMatch(/highlight-dynamic\.html$/);
});

test('same-origin, srcdoc and cross-origin frames are each highlighted by their own content script', async ({
  context,
  site,
}) => {
  const page = await context.newPage();
  await page.goto(`${site.url}/highlight-frames.html`);
  expect(await waitForCount(page, 1)).toEqual(['+44 20 7946 0500']);
  const frame = (sel: string) => page.frameLocator(sel);
  await expect(frame('#cross').locator('#num')).toHaveText(/0503/);
  const frames = page.frames();
  const texts = async () => (await Promise.all(frames.map((f) => highlightTexts(f).catch(() => [])))).flat().sort();
  await expect
    .poll(texts, { timeout: 15_000 })
    .toEqual(['+44 20 7946 0500', '+44 20 7946 0501', '+44 20 7946 0502', '+44 20 7946 0503']);
  const cross = frames.find((f) => f.url().startsWith('http://localhost:'));
  expect(cross).toBeDefined();
});

test('global off and per-site off remove highlights live; on brings them back', async ({ context, site, setUp }) => {
  await setUp();
  const page = await context.newPage();
  await page.goto(`${site.url}/highlight-demo.html`);
  await waitForCount(page, DEMO_NUMBERS.length);
  await setUp({ settings: { highlightEnabled: false } });
  await expect.poll(() => highlightTexts(page)).toEqual([]);
  expect(await page.evaluate(() => CSS.highlights.has('number-check'))).toBe(false);
  await setUp({ settings: { highlightEnabled: true } });
  await waitForCount(page, DEMO_NUMBERS.length);
  await setUp({ settings: { disabledSites: ['127.0.0.1'] } });
  await expect.poll(() => highlightTexts(page)).toEqual([]);
  // A page opened while its site is off is never highlighted.
  const other = await context.newPage();
  await other.goto(`${site.url}/highlight-hydration.html`);
  await waitForSettingsAnswer(other);
  expect(await highlightTexts(other)).toEqual([]);
  await setUp({ settings: { disabledSites: [] } });
  await waitForCount(page, DEMO_NUMBERS.length);
  await waitForCount(other, 2);
});

test("no frame of a switched-off site, and no page with highlighting off, can read our highlight's look; a site switched on in an open tab gets it at once", async ({
  context,
  site,
  setUp,
}) => {
  // (Each set-up resolves once the worker's registration follows it.)
  await setUp({ settings: { disabledSites: ['127.0.0.1'] } });
  const page = await context.newPage();
  await page.goto(`${site.url}/highlight-frames.html`);
  // The frame of another host (localhost) is highlighted, with the registered stylesheet.
  const cross = page.frames().find((f) => f.url().startsWith('http://localhost:'));
  if (!cross) throw new Error('no cross-origin frame');
  await expect.poll(() => highlightTexts(cross), { timeout: 15_000 }).toEqual(['+44 20 7946 0503']);
  expect(await ourLook(cross)).toEqual({ wash: OUR_WASH, adopted: 0 });
  // The page, its same-origin frame and its srcdoc frame (which inherits the page's origin).
  const own = page.frames().filter((f) => f !== cross);
  expect(own).toHaveLength(3);
  for (const frame of own) {
    await waitForSettingsAnswer(frame);
    expect(await ourLook(frame)).toEqual(NOTHING_OF_OURS);
  }

  // Off everywhere: not even another host's frame.
  await setUp({ settings: { highlightEnabled: false, disabledSites: [] } });
  const off = await context.newPage();
  await off.goto(`${site.url}/highlight-frames.html`);
  expect(off.frames()).toHaveLength(4);
  for (const frame of off.frames()) {
    await waitForSettingsAnswer(frame);
    expect(await ourLook(frame)).toEqual(NOTHING_OF_OURS);
  }

  // On again: the open pages got no stylesheet from the browser, so their content scripts adopt
  // the rule themselves, and the numbers show in our colours at once.
  await setUp({ settings: { highlightEnabled: true } });
  await waitForCount(page, 1);
  await waitForCount(off, 1);
  expect(await ourLook(page)).toEqual({ wash: OUR_WASH, adopted: 1 });
  expect(await ourLook(off)).toEqual({ wash: OUR_WASH, adopted: 1 });
  // A page opened now has it from the browser again.
  const fresh = await context.newPage();
  await fresh.goto(`${site.url}/highlight-demo.html`);
  await waitForCount(fresh, DEMO_NUMBERS.length);
  expect(await ourLook(fresh)).toEqual({ wash: OUR_WASH, adopted: 0 });

  // Switched off again in the open tab: the sheet its content script adopted goes with the highlights.
  await setUp({ settings: { disabledSites: ['127.0.0.1'] } });
  await expect.poll(() => highlightTexts(page)).toEqual([]);
  expect(await ourLook(page)).toEqual(NOTHING_OF_OURS);
});

/** The page of 1,500 numbers (`?box`: in a box of the page) fully read, its first number highlighted. */
async function openMany(context: BrowserContext, siteUrl: string, query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${siteUrl}/highlight-many.html${query}`);
  // Dev builds mark when the page was fully read, with how many numbers were found.
  const found = await page
    .waitForFunction(() => {
      const mark = performance.getEntriesByName('nc:highlight-done')[0] as PerformanceMark | undefined;
      return (mark?.detail as { count?: number } | undefined)?.count;
    })
    .then((h) => h.jsonValue());
  expect(found).toBe(1500);
  await expectHighlighted(page, 0);
  return page;
}

/** Waits until row `row`'s number is in the Highlight. */
async function expectHighlighted(page: Page, row: number): Promise<void> {
  const text = `+44 20 7946 ${String(row).padStart(4, '0')}`;
  await expect.poll(async () => (await highlightTexts(page)).includes(text)).toBe(true);
}

test('past 1,000 numbers, the Highlight holds those near the screen, and scrolling brings the rest in, ready to hover', async ({
  context,
  site,
}) => {
  const page = await openMany(context, site.url);
  const painted = (await highlightTexts(page)).length;
  expect(painted).toBeGreaterThan(0);
  expect(painted).toBeLessThan(1000);
  expect(await highlightTexts(page)).not.toContain('+44 20 7946 1499');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectHighlighted(page, 1499);
  expect(await highlightTexts(page)).not.toContain('+44 20 7946 0000');
  // Its range was made only when it came near: the hover finds it like any other.
  const probe = await ShadowProbe.open(page);
  await hoverNumber(page, probe, '+44 20 7946 1499');
  expect(await probe.text('nc-chip-number')).toBe('+44 20 7946 1499');
});

test('past 1,000 numbers, the numbers of a scrolled box inside the page come in as the box scrolls', async ({
  context,
  site,
}) => {
  const page = await openMany(context, site.url, '?box');
  expect(await highlightTexts(page)).not.toContain('+44 20 7946 0750');
  // The box, not the page, scrolls: what is in view inside it (four or five rows) is what counts.
  for (const row of [750, 1010, 1200]) {
    await page.evaluate((i) => (window as unknown as { scrollBoxTo(i: number): void }).scrollBoxTo(i), row);
    await expectHighlighted(page, row);
  }
});

test('past 1,000 numbers, a jump into the middle of a list that grew since it was read still brings its numbers in', async ({
  context,
  site,
}) => {
  const page = await openMany(context, site.url);
  // As when images load between the rows: each row is now a screen's height apart from the next.
  await page.addStyleTag({ content: 'li { padding-bottom: 700px; }' });
  // Rows apart from one another: most are neither the first nor the last of those read together.
  for (const row of [700, 757, 803, 1111, 1259]) {
    await page.evaluate((i) => (document.querySelectorAll('li')[i] as HTMLElement).scrollIntoView(), row);
    await expectHighlighted(page, row);
  }
});

test('browsing the pages makes no request to the service', async ({ context, site, setUp, service }) => {
  await setUp();
  const page = await context.newPage();
  for (const name of ['highlight-demo', 'highlight-dynamic', 'highlight-hydration', 'highlight-frames', 'in-page-card']) {
    await page.goto(`${site.url}/${name}.html`);
    await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Hover over every number: hovering is local.
    for (const text of await highlightTexts(page)) {
      const box = await page.evaluate((t) => {
        for (const r of CSS.highlights.get('number-check') ?? []) {
          const live = document.createRange();
          live.setStart(r.startContainer, r.startOffset);
          live.setEnd(r.endContainer, r.endOffset);
          if (live.toString() === t) {
            const b = live.getBoundingClientRect();
            return { x: b.left + 2, y: b.top + b.height / 2 };
          }
        }
        return undefined;
      }, text);
      if (box) await page.mouse.move(box.x, box.y);
    }
    // A fixed wait on purpose: it proves that nothing happens in that time (hovering sends no check); there is no state to wait for.
    await page.waitForTimeout(400);
  }
  // Setting up reads the credits (free, the one call made without a click, and it may land late);
  // browsing and hovering never check a number.
  expect(service.staging.count('/api/check-number') + service.production.count('/api/check-number')).toBe(0);
  const paths = [...service.staging.requests(), ...service.production.requests()].map((r) => r.path);
  expect(paths.filter((path) => path !== '/api/check-credits')).toEqual([]);
});

test('the detector lives in the background: numbers added after the worker was stopped are still found', async ({
  context,
  extensionId,
  site,
}) => {
  const page = await openContacts(context, site.url);
  // The browser stops an idle worker; the page's open port to it closes with it.
  const control = await WorkerControl.attach(context, extensionId);
  await control.stop();
  await appendRows(page, 3);
  // The next batch opens a new port, which starts the worker again.
  const all = await waitForCount(page, 5);
  expect(all).toContain('+44 20 7946 1002');
  await control.waitFor('running');
});
