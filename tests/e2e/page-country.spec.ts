/// <reference types="chrome" />
// National numbers read with the country the page says it is from, for a user whose default is the
// United States: a region in <html lang>, a Content-Language, a country domain (a host under .fr,
// mapped to loopback), a country-coded tel: link. Traps on those pages stay unmarked; a right-click
// check uses the same country; the setting turns it off.
import type { Page, Worker } from '@playwright/test';
import type { MenuClick, MenuOutcome } from '../../entrypoints/background/context-menu';
import { highlightCenter, sortedHighlights } from './highlight-helpers';
import { expect, test } from './support/fixtures';

const FR_HOST = 'shop.example.fr';
/** A UK business on a .com host: it declares no country, its words say it. */
const COM_HOST = 'acme-widgets.com';
test.use({ browserArgs: [`--host-resolver-rules=MAP ${FR_HOST} 127.0.0.1, MAP ${COM_HOST} 127.0.0.1`] });

type Dev = { clickMenu(info: MenuClick, tab: { id?: number }): Promise<MenuOutcome> };

/** The highlights once the page is read (the count stops changing). */
async function settledHighlights(page: Page, count: number): Promise<string[]> {
  await expect.poll(async () => (await sortedHighlights(page)).length, { timeout: 15_000 }).toBe(count);
  // A fixed wait on purpose, a moment more: it proves that nothing else comes in that time (a late
  // batch would be a number too many); there is no state to wait for.
  await page.waitForTimeout(300);
  return sortedHighlights(page);
}

/** A page script that keeps a task of 20 ms queued at all times (see the tests below). */
const BUSY = `<script>
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const from = performance.now();
    while (performance.now() - from < 20);
    channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
</script>`;

async function tabIdOf(worker: Worker, url: string): Promise<number> {
  return worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id ?? -1, url);
}

test('a page that says its country: its national numbers are marked, its traps are not, a right-click checks them as its', async ({
  context,
  worker,
  site,
  setUp,
}) => {
  await setUp({ settings: { defaultCountry: 'US' } });
  const page = await context.newPage();
  const url = `${site.url}/page-country-fr.html`;
  await page.goto(url);
  // <html lang="fr-FR">: the French number, and the US one by the default; not the SIRET or VAT ids.
  expect(await settledHighlights(page, 2)).toEqual(['(415) 555-0132', '01 42 68 53 00']);
  await page.screenshot({ path: 'dev/screenshots/page-country-fr.png' });

  const { x, y } = await highlightCenter(page, '01 42 68 53 00');
  await page.mouse.click(x, y, { button: 'right' });
  const out = await worker.evaluate(
    ([info, tabId]) => (globalThis as unknown as { __numberCheckDev: Dev }).__numberCheckDev.clickMenu(info, { id: tabId }),
    [{ menuItemId: 'check-number-here', frameId: 0, pageUrl: url } as MenuClick, await tabIdOf(worker, url)] as const,
  );
  expect(out.reply.ok && out.reply.record.e164).toBe('+33142685300');

  // A Content-Language of en-GB: the UK freephone number; the bank details stay unmarked.
  await page.goto(`${site.url}/page-country-gb.html`);
  expect(await settledHighlights(page, 1)).toEqual(['0800 123 4567']);
});

test('a country domain says it; a page on loopback says nothing but its country-coded link', async ({ context, site, setUp }) => {
  await setUp({ settings: { defaultCountry: 'US' } });
  const page = await context.newPage();
  await page.goto(`${site.url}/page-country-plain.html`);
  // Only the number whose tel: link carries +33.
  expect(await settledHighlights(page, 1)).toEqual(['04 78 42 17 93']);

  await page.goto(`${site.url.replace('127.0.0.1', FR_HOST)}/page-country-plain.html`);
  expect(await settledHighlights(page, 2)).toEqual(['01 42 68 53 00', '04 78 42 17 93']);
  await page.screenshot({ path: 'dev/screenshots/page-country-domain.png' });
});

test('a page that declares nothing but says where it is: its UK numbers are marked, and its French section’s', async ({
  context,
  worker,
  site,
  setUp,
}) => {
  await setUp({ settings: { defaultCountry: 'US' } });
  const page = await context.newPage();
  // lang="en" on a .com host; "United Kingdom", a London postcode, @….co.uk addresses and a +44
  // number in other blocks than the national one. The order number, date and price stay unmarked.
  const url = `${site.url.replace('127.0.0.1', COM_HOST)}/page-country-words.html`;
  await page.goto(url);
  expect(await settledHighlights(page, 3)).toEqual(['+44 20 7946 0018', '01 42 68 53 00', '0161 496 0000']);
  await page.screenshot({ path: 'dev/screenshots/page-country-words.png' });

  // "Check this selection" reads a selection as the page's words and sections say too. (The same
  // page on the loopback address, which names no country either: the worker finds its tab by URL.)
  const loopback = `${site.url}/page-country-words.html`;
  await page.goto(loopback);
  expect(await settledHighlights(page, 3)).toEqual(['+44 20 7946 0018', '01 42 68 53 00', '0161 496 0000']);
  const checkSelected = async (text: string): Promise<string> => {
    await page.evaluate((t) => {
      const p = [...document.querySelectorAll('p')].find((el) => el.textContent?.includes(t)) as HTMLElement;
      const node = p.firstChild as Text;
      const start = (node.textContent ?? '').indexOf(t);
      getSelection()?.setBaseAndExtent(node, start, node, start + t.length);
    }, text);
    const tabId = await tabIdOf(worker, loopback);
    const out = await worker.evaluate(
      ([info, tabId]) => (globalThis as unknown as { __numberCheckDev: Dev }).__numberCheckDev.clickMenu(info, { id: tabId }),
      [{ menuItemId: 'check-selection', selectionText: text, frameId: 0, pageUrl: loopback } as MenuClick, tabId] as const,
    );
    // The whole reply when it is no answer, so a failure says why.
    return out.reply.ok ? out.reply.record.e164 : JSON.stringify(out.reply);
  };
  expect(await checkSelected('0161 496 0000')).toBe('+441614960000');
  expect(await checkSelected('01 42 68 53 00')).toBe('+33142685300');
});

test('with the setting off, numbers are read with the default country only', async ({ context, site, setUp }) => {
  await setUp({ settings: { defaultCountry: 'US', usePageCountry: false } });
  const page = await context.newPage();
  await page.goto(`${site.url}/page-country-fr.html`);
  expect(await settledHighlights(page, 1)).toEqual(['(415) 555-0132']);
});

test("the settings' answer is read while the page's words are: with the setting off, highlighting does not wait for them", async ({
  context,
  site,
  setUp,
}) => {
  // A page that declares no country, with thousands of texts to read for clues (the read's bound),
  // and its number at the top. Its CPU is slowed 10× (DevTools' throttling; the worker is not), so
  // the read takes a dozen slices or more, and the page's own script keeps a task of 20 ms queued
  // at all times: a read that pauses behind the tasks already queued (as it must until the answer
  // is read) waits for one between any two of its slices, and the answer, queued too, is read at the
  // first pause after it comes. The read then lasts many times the answer's round trip on any
  // machine. (A read whose pauses go ahead of queued tasks, `scheduler.yield()`, runs back to back,
  // the answer read after it: the order this test rules out.)
  const words = 'the of and to in is was for on that with as by at from this be or are an which were have it';
  const body = `<p>Call (415) 555-0132</p>${Array.from({ length: 6_000 }, (_, i) => `<p>${words} <b>${i}</b></p>`).join('')}${BUSY}`;
  await context.route(`${site.url}/words-long.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><body>${body}</body></html>` }),
  );
  // Dev builds mark the answer read, the page's words read (or their read dropped), the scan's
  // start, its first screen painted and its end.
  const marks = async (page: Page) => {
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('nc:highlight-done').length)).toBe(1);
    const at = await page.evaluate(() => {
      const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
      return {
        reply: at('nc:settings-reply'),
        clues: at('nc:clues-read'),
        start: at('nc:highlight-start'),
        visible: at('nc:highlight-visible'),
        done: at('nc:highlight-done'),
      };
    });
    await page.close();
    return at;
  };
  const open = async (): Promise<Page> => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
    await page.goto(`${site.url}/words-long.html`);
    expect(await settledHighlights(page, 1)).toEqual(['(415) 555-0132']);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('nc:clues-read').length)).toBe(1);
    return page;
  };

  // The setting on: the answer is read before the words are. The scan starts with the first of
  // them, and its first screen is painted while the rest are read (behind the page's tasks, as the
  // first screen's answer is not); the rest of the page is read once they all are (its country
  // comes from them).
  await setUp({ settings: { defaultCountry: 'US' } });
  const on = await marks(await open());
  expect(on.reply).toBeLessThan(on.clues);
  expect(on.start).toBeLessThan(on.clues);
  expect(on.visible).toBeLessThan(on.clues);
  expect(on.clues).toBeLessThan(on.done);

  // The setting off: the words are not wanted, and the scan starts with the answer, not after them.
  await setUp({ settings: { defaultCountry: 'US', usePageCountry: false } });
  const off = await marks(await open());
  expect(off.reply).toBeLessThanOrEqual(off.start);
  expect(off.start).toBeLessThan(off.clues);
});

test('a long page: its first screen is read with its first words, and read again when all of them say more', async ({
  context,
  site,
  setUp,
}) => {
  // A UK number written nationally at the top of a page that declares no country, more texts than
  // the first read of its words covers, and at its end the words that say where it is. The first
  // screen goes with the first words (they say nothing: the default country, the United States, in
  // which the number is impossible); all the words say the United Kingdom, and the first screen is
  // read again with them. Slowed and kept busy as the test above, and the rest of the words three
  // times the first read (still inside the read's bound of 5,000 texts and 100,000 characters), so
  // that they are read long after the first screen's answer on any machine: with 500 more texts
  // only, a content script compiled whole (wxt.config.ts) read them before that answer in 2 of 6 runs.
  const filler = Array.from({ length: 4_000 }, (_, i) => `<p>Order line ${i}</p>`).join('');
  const footer = '<footer><p>1 High St, London SW1A 1AA, United Kingdom</p><p>Head office +44 20 7946 0000</p></footer>';
  await context.route(`${site.url}/words-last.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><body><p>Call 020 7946 0018</p>${filler}${footer}${BUSY}</body></html>`,
    }),
  );
  await setUp({ settings: { defaultCountry: 'US' } });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 10 });
  await page.goto(`${site.url}/words-last.html`);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('nc:highlight-done').length)).toBe(1);
  expect(await settledHighlights(page, 2)).toEqual(['+44 20 7946 0000', '020 7946 0018']);
  // The first screen was painted before all the words were read: without the number, read then as
  // the United States' (impossible there), and with it once they were.
  const [visible, clues] = await page.evaluate(() =>
    ['nc:highlight-visible', 'nc:clues-read'].map((n) => performance.getEntriesByName(n)[0]?.startTime ?? Number.NaN),
  );
  expect(visible).toBeLessThan(clues as number);
  expect(
    await page.evaluate(
      () => (performance.getEntriesByName('nc:highlight-visible')[0] as PerformanceMark | undefined)?.detail?.found,
    ),
  ).toBe(0);
});
