/// <reference types="chrome" />
// The numbers of a page (issue 19): the popup's "On this page", and verdicts where numbers appear —
// drawn where the page's own script cannot read them.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { highlightBoxes, hoverNumber, openWithHighlights, ShadowProbe, sortedHighlights } from './highlight-helpers';
import { expect, test } from './support/fixtures';
import { verdictMarks } from './verdict-helpers';

const CHECK = '/api/check-number';
const IN_ORDER = ['+16502530000', '+442079460018', '+447700900123', '+33142685300', '+442079460501'];

async function openPage(page: Page, url: string): Promise<void> {
  await openWithHighlights(page, url, 5);
}

test.describe('On this page', () => {
  test('lists the numbers of every frame in page order, checks one, then the unchecked after a confirmation', async ({
    context,
    ext,
    setUp,
    site,
    service,
  }) => {
    await setUp();
    const page = await context.newPage();
    await openPage(page, `${site.url}/page-numbers.html`);
    service.staging.resetCounts();
    const popup = await ext.openPopup();
    const section = popup.getByTestId('on-this-page');
    await expect(section.getByTestId('otp-count')).toHaveText('5');
    const items = section.getByTestId('otp-item');
    await expect(items).toHaveCount(5);
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-number')))).toEqual(IN_ORDER);
    // How each was found, and where.
    await expect(items.nth(0).getByTestId('otp-how')).toHaveText('text');
    await expect(items.nth(1).getByTestId('otp-how')).toHaveText('tel: link');
    await expect(items.nth(1)).toContainText('call our London office');
    await expect(items.nth(4).getByTestId('otp-how')).toHaveText(/^text \(frame: [\w.]+\)$/);
    await expect(items.nth(4).getByTestId('otp-country')).toHaveText('United Kingdom');
    await expect(items.nth(0).getByTestId('otp-country')).toHaveText('United States');
    await expect(items.nth(3).getByTestId('otp-country')).toHaveText('France');
    await expect(items.nth(0)).toContainText('×');
    await expect(section).toContainText('Not checked');
    expect(service.staging.count(CHECK)).toBe(0);

    // One number, then its verdict.
    await items.nth(0).getByTestId('otp-check').click();
    await expect(items.nth(0)).toContainText('Valid');
    expect(service.staging.count(CHECK)).toBe(1);

    // The rest, only after a confirmation that says what it costs.
    const all = section.getByTestId('otp-check-unchecked');
    await expect(all).toHaveText(/^Check the 4 unchecked — 4 credits of [\d,]+ left$/);
    await all.click();
    await expect(section.getByTestId('otp-confirm')).toContainText('up to 4 credits');
    // A fixed wait on purpose: it proves that nothing happens in that time (nothing is sent before the confirmation); there is no state to wait for.
    await popup.waitForTimeout(500);
    expect(service.staging.count(CHECK)).toBe(1);
    await section.getByTestId('otp-confirm-yes').click();
    await expect(section.getByTestId('otp-job')).toContainText('Done', { timeout: 30_000 });
    await expect(section.getByTestId('otp-check-unchecked')).toHaveCount(0);
    await expect(items.nth(2)).toContainText('Not valid');
    // Each number sent once.
    const sent = service.staging
      .requests()
      .filter((r) => r.path === CHECK)
      .map((r) => r.query.number)
      .sort();
    expect(sent).toEqual([...IN_ORDER].sort());

    // Export: every number, with its verdict.
    const [download] = await Promise.all([popup.waitForEvent('download'), section.getByTestId('otp-export').click()]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.trim().split(/\r\n/)).toHaveLength(6);
    expect(csv).toContain('+447700900123');
    expect(csv).toContain('Not valid');
  });

  test('a long list: its first rows are on screen before the whole list, which then replaces them', async ({
    context,
    ext,
    setUp,
    site,
  }) => {
    await setUp();
    const page = await context.newPage();
    await page.goto(`${site.url}/highlight-many.html`);
    // Dev builds mark when the page was fully read, with how many numbers were found.
    await page.waitForFunction(
      () => (performance.getEntriesByName('nc:highlight-done')[0] as PerformanceMark | undefined)?.detail?.count === 1500,
    );
    const popup = await context.newPage();
    // What the section showed at each change: rows drawn, whether they fill the list's box (it is
    // as high as it may grow, its scrolling area full), the count (none until the whole list is in),
    // and whether Copy all could be used.
    await popup.addInitScript(() => {
      const seen: { rows: number; fills: boolean; count: string | null; copyAll: boolean | null }[] = [];
      (window as unknown as { otpSeen: typeof seen }).otpSeen = seen;
      new MutationObserver(() => {
        const section = document.querySelector('[data-testid=on-this-page]');
        const items = section?.querySelectorAll('[data-testid=otp-item]') ?? [];
        const list = section?.querySelector('[data-testid=otp-list]');
        if (!list || items.length === 0) return;
        const copyAll = section?.querySelector<HTMLButtonElement>('.nc-otp-tools button');
        seen.push({
          rows: items.length,
          fills: list.scrollHeight >= Number.parseFloat(getComputedStyle(list).maxHeight),
          count: section?.querySelector('[data-testid=otp-count]')?.textContent ?? null,
          copyAll: copyAll ? !copyAll.disabled : null,
        });
      }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    });
    await popup.goto(ext.url('popup.html'));
    const section = popup.getByTestId('on-this-page');
    await expect(section.getByTestId('otp-count')).toHaveText('1,500');
    await expect(section.getByTestId('otp-more')).toBeVisible();
    const seen = await popup.evaluate(
      () =>
        (window as unknown as { otpSeen: { rows: number; fills: boolean; count: string | null; copyAll: boolean | null }[] })
          .otpSeen,
    );
    // First: as many rows as the list's box shows (not the 50 sent ahead: they are drawn in the next
    // frame), without a count, Copy all there but not yet usable (it would copy only these rows).
    expect(seen[0]).toMatchObject({ fills: true, count: null, copyAll: false });
    expect(seen[0]?.rows).toBeLessThan(50);
    expect(seen.at(-1)).toMatchObject({ count: '1,500', copyAll: true });
    const items = section.getByTestId('otp-item');
    await expect(items).toHaveCount(50);
    expect(await items.first().getAttribute('data-number')).toBe('+442079460000');
    expect(await items.nth(49).getAttribute('data-number')).toBe('+442079460049');
    await expect(section.getByTestId('otp-check-unchecked')).toHaveText(/^Check the 1,500 unchecked/);
  });

  test('a browser page: says the numbers cannot be read there', async ({ context, ext, setUp }) => {
    await setUp();
    const blank = await context.newPage();
    await blank.goto('about:blank');
    const popup = await ext.openPopup();
    await expect(popup.getByTestId('otp-unreachable')).toBeVisible();
  });
});

test.describe('verdicts on pages', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`a checked number is marked in its verdict's style, out of the page's reach (${colorScheme})`, async ({
      context,
      ext,
      setUp,
      site,
      service,
    }) => {
      await setUp();
      const valid = await ext.send({ type: 'check:number', input: '+16502530000' });
      const invalid = await ext.send({ type: 'check:number', input: '+447700900123', allowImpossible: true });
      expect(valid.ok && valid.record.summary.valid).toBe(true);
      expect(invalid.ok && invalid.record.summary.valid).toBe(false);
      service.staging.resetCounts();

      const page = await context.newPage();
      await page.emulateMedia({ colorScheme });
      await openPage(page, `${site.url}/page-numbers.html`);
      await expect.poll(async () => (await verdictMarks(page)).length, { timeout: 10_000 }).toBe(3);
      const marks = await verdictMarks(page);
      const boxes = await highlightBoxes(page);
      const under = (text: string) => boxes.find((b) => b.text === text)?.rects[0];
      // Valid: solid; not valid: dashed; each under its own number, the number written twice marked twice.
      const validMarks = marks.filter((m) => m.verdict === 'valid');
      expect(validMarks).toHaveLength(2);
      for (const m of validMarks) expect(m.style).toBe('solid');
      const bad = marks.find((m) => m.verdict === 'invalid');
      expect(bad?.style).toBe('dashed');
      const badBox = under('+44 7700 900123');
      expect(bad && badBox && Math.abs(bad.box.left - badBox.left) <= 1 && Math.abs(bad.box.width - badBox.width) <= 1).toBe(
        true,
      );
      expect(
        bad && badBox && bad.box.top >= badBox.top + badBox.height - 3 && bad.box.top <= badBox.top + badBox.height + 2,
      ).toBe(true);
      expect(validMarks[0]?.color).not.toBe(bad?.color);

      // What the page's own script can see: one Highlight with every number, checked or not.
      const registry = await page.evaluate(() => [...CSS.highlights.keys()]);
      expect(registry).toEqual(['number-check']);
      expect(await sortedHighlights(page)).toHaveLength(5);
      const hostInside = await page.evaluate(() =>
        [...document.querySelectorAll('number-check-ui-marks')].map((h) => h.shadowRoot),
      );
      expect(hostInside).toEqual([null]);

      // The chip says what is known, and when.
      const probe = await ShadowProbe.open(page);
      await hoverNumber(page, probe, '+1 650 253 0000');
      await probe.waitForText('nc-chip-known', /^Valid, checked just now$/);
      // Nothing was sent for any of it.
      expect(service.staging.count(CHECK)).toBe(0);
      // A number checked while the page is open gets its mark too (the background tells the tab).
      await page.mouse.move(5, 5);
      await ext.send({ type: 'check:number', input: '+33 1 42 68 53 00' });
      await expect.poll(async () => (await verdictMarks(page)).length, { timeout: 10_000 }).toBe(4);
      await page.screenshot({ path: `dev/screenshots/verdicts-${colorScheme}.png` });
    });
  }

  test('with nothing in the cache, the page is left exactly as it was', async ({ context, setUp, site }) => {
    await setUp();
    const page = await context.newPage();
    await openPage(page, `${site.url}/page-numbers.html`);
    // A fixed wait on purpose: it proves that nothing happens in that time (no host of ours comes into the page); there is no state to wait for.
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => document.querySelectorAll('number-check-ui, number-check-ui-marks').length)).toBe(0);
    expect(await verdictMarks(page)).toHaveLength(0);
  });
});
