// Extensions and dial pauses as a person meets them: typed in the popup, found on a page, kept and
// shown with the result, the card, history and the CSV; sent to the service only with "send
// extensions" on, and the result says which.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { highlightTexts, hoverNumber, ShadowProbe } from './highlight-helpers';
import { expect, test } from './support/fixtures';
import { OptionsPage } from './support/options-page';
import { PopupPage } from './support/popup-page';

const CHECK = '/api/check-number';
const sentNumbers = (log: { path: string; query: Record<string, string> }[]) =>
  log.filter((r) => r.path === CHECK).map((r) => r.query.number);

test('popup: an extension typed is kept, shown and not sent; with the setting on it is sent, and the result says so', async ({
  ext,
  setUp,
  service,
}) => {
  await setUp({ settings: { defaultCountry: 'US' } });
  const popup = await PopupPage.open(ext);
  await popup.numberInput.pressSequentially('+1 650 253 0000 ext. 204');
  await expect(popup.hint).toContainText('extension 204 is kept with the result, not sent');
  await popup.numberInput.press('Enter');
  await popup.settled();
  await expect(popup.summary.getByTestId('nc-number')).toHaveText(/ext\. 204$/);
  await expect(popup.current.getByTestId('nc-extension')).toHaveText(
    'Extension 204 kept here, not sent: the service checked the main number.',
  );
  expect(sentNumbers(service.staging.requests())).toEqual(['+16502530000']);
  mkdirSync('dev/screenshots', { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    await popup.page.screenshot({ path: `dev/screenshots/extension-kept-${scheme}.png`, fullPage: true });
  }

  // The setting on: the hint and the result say it goes with the number; the service gets it.
  await setUp({ settings: { defaultCountry: 'US', sendExtensions: true } });
  await popup.numberInput.fill('');
  await popup.numberInput.pressSequentially('+1 650 253 0000 x7');
  await expect(popup.hint).toContainText('Checks +1 650 253 0000 · United States · extension 7 sent with it');
  await popup.numberInput.press('Enter');
  await popup.settled();
  await expect(popup.current.getByTestId('nc-extension')).toHaveText('Extension 7 was sent with the number.');
  expect(sentNumbers(service.staging.requests())).toEqual(['+16502530000', '+16502530000;ext=7']);
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    await popup.page.screenshot({ path: `dev/screenshots/extension-sent-${scheme}.png`, fullPage: true });
  }

  // History: one row per extension, the number shown with it; the CSV says which was sent.
  await expect(popup.historyItems).toHaveCount(2);
  await expect(popup.history.getByTestId('history-number')).toHaveText([/ext\. 7$/, /ext\. 204$/]);
  const [download] = await Promise.all([
    popup.page.waitForEvent('download'),
    popup.history.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const [header, sent, kept] = csv.split('\r\n');
  expect(header?.endsWith(',extension,extension_sent')).toBe(true);
  expect(sent?.endsWith(',"7","yes"')).toBe(true);
  expect(kept?.endsWith(',"204","no"')).toBe(true);

  // The switch in the settings shows the stored choice, and turning it off is stored.
  const options = await OptionsPage.open(ext);
  const sendSwitch = options.page.getByTestId('send-extensions');
  await expect(sendSwitch).toBeChecked();
  await expect(options.page.getByTestId('use-page-country')).toBeChecked();
  for (const scheme of ['light', 'dark'] as const) {
    await options.page.emulateMedia({ colorScheme: scheme });
    await options.page
      .locator('label', { has: sendSwitch })
      .screenshot({ path: `dev/screenshots/options-send-extensions-${scheme}.png` });
  }
  await sendSwitch.uncheck();
  await popup.numberInput.fill('');
  await popup.numberInput.pressSequentially('+1 650 253 0000 x7');
  await expect(popup.hint).toContainText('extension 7 is kept with the result, not sent');
});

test('page: the chip checks a number with the extension written after it, and the card shows it', async ({
  context,
  site,
  setUp,
  service,
}) => {
  await setUp({ settings: { defaultCountry: 'US' } });
  const page = await context.newPage();
  await page.goto(`${site.url}/extension-card.html`);
  await expect
    .poll(async () => (await highlightTexts(page)).sort(), { timeout: 15_000 })
    .toEqual(['+1 415 555 0132 ext. 204', '+1 650 253 0000']);
  const probe = await ShadowProbe.open(page);
  await hoverNumber(page, probe, '+1 415 555 0132 ext. 204');
  await probe.click(page, 'nc-chip-check');
  const card = await probe.waitForText('nc-card', /Extension 204/);
  expect(card).toContain('ext. 204');
  expect(card).toContain('Extension 204 kept here, not sent');
  expect(sentNumbers(service.staging.requests())).toEqual(['+14155550132']);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `dev/screenshots/extension-card-${scheme}.png` });
  }
});
