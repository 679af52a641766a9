/// <reference types="chrome" />
// Numbers inside web components and typed in form fields (issue 28), in Chromium: open, nested and
// closed shadow roots and a root attached after load highlighted with a chip, the page and its shadow
// trees unchanged (Firefox: cross-browser/shadow-fields.spec.ts); the fields' numbers listed in "On
// this page", marked "in a field"; right-click "Check this number" on a selection inside a field
// checks it, and the field keeps its value, focus, selection and undo history.
// (The native menu cannot be clicked: its click is fired in the worker, as context-menu.spec.ts does.)
import type { BrowserContext, Worker } from '@playwright/test';
import type { MenuClick, MenuOutcome } from '../../entrypoints/background/context-menu';
import { hoverNumber, openWithHighlights, ShadowProbe, sortedHighlights } from './highlight-helpers';
import { expect, test } from './support/fixtures';
import { expectUnchangedButOneSheetPerRoot, snapshotsInPage } from './support/shadow-fields-page';

type Dev = { clickMenu(info: MenuClick, tab: { id?: number }): Promise<MenuOutcome> };

function clickMenu(worker: Worker, info: MenuClick, tabId: number): Promise<MenuOutcome> {
  return worker.evaluate(
    ([i, t]) => (globalThis as unknown as { __numberCheckDev: Dev }).__numberCheckDev.clickMenu(i, { id: t }),
    [info, tabId] as const,
  );
}

const AT_LOAD = ['+1 650 253 0000', '+33 1 42 68 53 00', '+44 20 7946 0018', '+49 30 901820', '+61 2 9374 4000'];

/** The web components and fields page, set up, in a new tab with its five numbers at load highlighted. */
async function openShadowFields({
  context,
  setUp,
  site,
}: {
  context: BrowserContext;
  setUp: () => Promise<void>;
  site: { url: string };
}) {
  await setUp();
  const page = await context.newPage();
  await openWithHighlights(page, `${site.url}/shadow-fields.html`, AT_LOAD.length);
  return page;
}

test('numbers in open, nested and closed shadow roots, and in a root attached later: highlighted, with a chip; the page unchanged', async ({
  context,
  setUp,
  site,
}) => {
  await setUp();
  const page = await context.newPage();
  await page.goto(`${site.url}/shadow-fields.html`);
  await expect.poll(() => sortedHighlights(page)).toEqual(AT_LOAD);
  await page.evaluate(() => (window as unknown as { defineLate(): void }).defineLate());
  await expect.poll(() => sortedHighlights(page)).toEqual([...AT_LOAD, '+81 3-1234-5678'].sort());
  const probe = await ShadowProbe.open(page);
  for (const text of ['+49 30 901820', '+61 2 9374 4000', '+81 3-1234-5678']) {
    await hoverNumber(page, probe, text);
    expect(await probe.text('nc-chip-number')).toBe(text);
    await page.keyboard.press('Escape');
    await expect.poll(() => probe.exists('nc-chip')).toBe(false);
  }
  expectUnchangedButOneSheetPerRoot(await page.evaluate(snapshotsInPage));
  await page.screenshot({ path: 'test-results/screenshots/shadow-fields.png', fullPage: true });
});

test('On this page lists the numbers of web components and, marked "in a field", those typed in fields', async ({
  context,
  ext,
  setUp,
  site,
  service,
}) => {
  const page = await openShadowFields({ context, setUp, site });
  // Typed by a person after the page loaded: read when the list is asked for.
  await page.locator('#notes').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' or +44 161 496 0000');
  service.staging.resetCounts();
  const popup = await ext.openPopup();
  const items = popup.getByTestId('on-this-page').getByTestId('otp-item');
  await expect(items).toHaveCount(9);
  const rows = await items.evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-number'), e.querySelector('[data-testid="otp-how"]')?.textContent]),
  );
  expect(rows).toEqual([
    ['+442079460018', 'text'],
    ['+16502530000', 'text'],
    ['+33142685300', 'text'],
    ['+4930901820', 'text'],
    ['+61293744000', 'text'],
    ['+442079460321', 'in a field'],
    ['+34912345678', 'in a field'],
    ['+441614960000', 'in a field'],
    ['+390669821234', 'in a field'],
  ]);
  // Nothing from the password field; nothing sent to the service.
  expect(rows.flat()).not.toContain('+442079460999');
  expect(service.staging.count()).toBe(0);
  // Nothing drawn over a field, nothing written into one.
  expect(await sortedHighlights(page)).toHaveLength(5);
  expect(await page.locator('#field').inputValue()).toBe('Call +44 20 7946 0321 today');
});

test('right-click "Check this number" on a selection in a field: checked, and the field keeps its value, focus, selection and undo', async ({
  context,
  worker,
  setUp,
  site,
  service,
}) => {
  const page = await openShadowFields({ context, setUp, site });
  const field = page.locator('#field');
  // A person edits the field (an undo step), then selects the number in it.
  await field.click();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  const value = 'Call +44 20 7946 0321 today!';
  await expect(field).toHaveValue(value);
  await field.evaluate((el: HTMLInputElement) => el.setSelectionRange(5, 21));
  const box = await field.boundingBox();
  if (!box) throw new Error('field not on screen');
  await page.mouse.click(box.x + 60, box.y + box.height / 2, { button: 'right' });
  // (A right-click in a field may move the caret in some browsers: select again, as a person would.)
  await field.evaluate((el: HTMLInputElement) => el.setSelectionRange(5, 21));
  service.staging.resetCounts();
  const tabId = await worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id ?? -1, page.url());
  const out = await clickMenu(worker, { menuItemId: 'check-selection', selectionText: '+44 20 7946 0321', frameId: 0 }, tabId);
  expect(out.reply.ok && out.reply.record.e164).toBe('+442079460321');
  expect(out.shownIn).toBe('card');
  expect(service.staging.count('/api/check-number')).toBe(1);
  await expect(page.locator('number-check-ui')).toHaveCount(1);
  const state = await field.evaluate((el: HTMLInputElement) => ({
    focused: document.activeElement === el,
    value: el.value,
    selection: [el.selectionStart, el.selectionEnd],
  }));
  expect(state).toEqual({ focused: true, value, selection: [5, 21] });
  // The person's own edit is still the one undone.
  await page.keyboard.press('Control+z');
  await expect(field).toHaveValue('Call +44 20 7946 0321 today');
});
