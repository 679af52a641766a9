// The chip and the card as a person meets them on a page of tight rows: big enough to hit (WCAG
// 2.2 target size), placed where they hide neither the number nor its neighbours, closed by Esc
// from anywhere and by a click outside, and copying the number as the page writes it (the card
// offers E.164 too).
import type { Page } from '@playwright/test';
import {
  highlightBoxes,
  highlightTexts,
  hoverNumber,
  intersects,
  type Rect,
  ShadowProbe,
  uiHostCount,
} from './highlight-helpers';
import { expect, test } from './support/fixtures';

const TARGET = '+61 2 9374 4015';

async function openContacts(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(30);
}

/** The highlighted numbers a box covers (the hovered one included). */
async function covered(page: Page, box: Rect): Promise<string[]> {
  return (await highlightBoxes(page)).filter((h) => h.rects.some((r) => intersects(r, box))).map((h) => h.text);
}

async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`chip and card (${colorScheme}): 24 px targets, clear of the numbers around, copy as shown and E.164`, async ({
    context,
    site,
    setUp,
  }) => {
    await setUp();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme });
    await openContacts(page, `${site.url}/contacts-table.html`);
    const probe = await ShadowProbe.open(page);

    await hoverNumber(page, probe, TARGET);
    const chip = await probe.box('nc-chip');
    expect(await covered(page, chip)).toEqual([]);
    for (const t of await probe.targets('nc-chip')) {
      expect(t.box.width, t.name).toBeGreaterThanOrEqual(24);
      expect(t.box.height, t.name).toBeGreaterThanOrEqual(24);
    }
    await page.screenshot({ path: `test-results/screenshots/chip-rows-${colorScheme}.png` });

    await probe.click(page, 'nc-chip-copy');
    await expect.poll(() => readClipboard(page)).toBe(TARGET);

    await hoverNumber(page, probe, TARGET);
    await probe.click(page, 'nc-chip-check');
    await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
    const card = await probe.box('nc-card');
    expect(await covered(page, card)).toEqual([]);
    for (const t of await probe.targets('nc-card')) {
      expect(t.box.width, t.name).toBeGreaterThanOrEqual(24);
      expect(t.box.height, t.name).toBeGreaterThanOrEqual(24);
    }
    await page.screenshot({ path: `test-results/screenshots/card-rows-${colorScheme}.png` });

    expect(await probe.text('nc-card-copy')).toContain('+61293744015 (E.164)');
    const buttons = (await probe.targets('nc-card-copy')).map((t) => t.box);
    const [shown, e164] = buttons;
    if (!shown || !e164) throw new Error('the card offers two copies');
    await page.mouse.click(shown.left + shown.width / 2, shown.top + shown.height / 2);
    await expect.poll(() => readClipboard(page)).toBe(TARGET);
    await page.mouse.click(e164.left + e164.width / 2, e164.top + e164.height / 2);
    await expect.poll(() => readClipboard(page)).toBe('+61293744015');

    // The focus is inside the card now (the copy button): Esc still closes it.
    await page.keyboard.press('Escape');
    await expect.poll(() => uiHostCount(page)).toBe(0);
  });
}

test('the card of a number near the window edge still keeps clear of the number', async ({ context, site, setUp }) => {
  await setUp();
  const page = await context.newPage();
  await page.setViewportSize({ width: 520, height: 420 });
  await openContacts(page, `${site.url}/contacts-table.html`);
  const probe = await ShadowProbe.open(page);
  const last = '+44 20 7946 0024';
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await hoverNumber(page, probe, last);
  await probe.click(page, 'nc-chip-check');
  await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
  const card = await probe.box('nc-card');
  expect(await covered(page, card)).not.toContain(last);
  expect(card.top).toBeGreaterThanOrEqual(0);
  expect(card.top + card.height).toBeLessThanOrEqual(420);
  // A click outside closes it.
  await page.mouse.click(500, 10);
  await expect.poll(() => probe.exists('nc-card')).toBe(false);
});
