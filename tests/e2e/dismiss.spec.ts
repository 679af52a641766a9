// "Not a phone number" as a person meets it: the chip's action takes the highlight away at once,
// the text stays unhighlighted on that site after a reload while the other numbers stay, the
// settings list it with an undo, and a synthetic click on the action does nothing. The popup's
// "Pause on {site}" turns the page's highlights off and on in one click.
import type { Page } from '@playwright/test';
import { highlightTexts, hoverNumber, ShadowProbe } from './highlight-helpers';
import { expect, test } from './support/fixtures';

const TARGET = '+61 2 9374 4015';
const ALL = 30;

async function openContacts(page: Page, url: string, count = ALL): Promise<void> {
  await page.goto(url);
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(count);
}

test('a dismissed number goes at once, stays gone on reload, is listed in the settings, and comes back on undo', async ({
  context,
  site,
  setUp,
  ext,
}) => {
  await setUp();
  const page = await context.newPage();
  await openContacts(page, `${site.url}/contacts-table.html`);
  const probe = await ShadowProbe.open(page);

  await hoverNumber(page, probe, TARGET);
  await probe.click(page, 'nc-chip-dismiss');
  await expect.poll(() => highlightTexts(page)).not.toContain(TARGET);
  expect(await highlightTexts(page)).toHaveLength(ALL - 1);

  await page.reload();
  // Every other number comes back highlighted; the dismissed one does not.
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(ALL - 1);
  expect(await highlightTexts(page)).not.toContain(TARGET);

  const options = await ext.openOptions();
  const list = options.getByTestId('dismissed-list');
  await expect(list.getByTestId('dismissed-item')).toHaveCount(1);
  await expect(list.getByTestId('dismissed-item')).toContainText('61293744015');
  await expect(list.getByTestId('dismissed-item')).toContainText('127.0.0.1');
  await list.getByRole('button', { name: /Highlight \+61293744015 on .* again/ }).click();
  await expect(list.getByText('None yet')).toBeVisible();

  // The open tab of that site is told too, and a reload shows it again.
  await page.bringToFront();
  await expect.poll(() => highlightTexts(page), { timeout: 15_000 }).toContain(TARGET);
  await page.reload();
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(ALL);
});

test('a synthetic click on “Not a phone number” takes nothing away and keeps nothing', async ({ context, site, setUp, ext }) => {
  await setUp();
  const page = await context.newPage();
  await openContacts(page, `${site.url}/contacts-table.html`);
  const probe = await ShadowProbe.open(page);
  await hoverNumber(page, probe, TARGET);
  await probe.waitFor('nc-chip-armed');
  await probe.syntheticClick('nc-chip-dismiss');
  // A fixed wait that proves nothing happens: an untrusted click has no state to wait for.
  await page.waitForTimeout(500);
  expect(await highlightTexts(page)).toHaveLength(ALL);
  expect(await probe.exists('nc-chip')).toBe(true);
  const options = await ext.openOptions();
  await expect(options.getByTestId('dismissed-list').getByText('None yet')).toBeVisible();
});

test('the popup pauses highlighting on the page’s site in one click, and resumes it', async ({ context, site, setUp, ext }) => {
  await setUp();
  const page = await context.newPage();
  await openContacts(page, `${site.url}/contacts-table.html`);
  const popup = await ext.openPopup();
  const pause = popup.getByTestId('pause-site');
  await expect(pause).toHaveText('Pause on 127.0.0.1');
  await pause.click();
  await expect(pause).toHaveText('Resume on 127.0.0.1');
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(0);
  await pause.click();
  await expect(pause).toHaveText('Pause on 127.0.0.1');
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(ALL);
});
