// History as a person reads it in the popup: every row whole at popup width, the environment named
// for both, why a number is not valid, the page it was checked from; and all of it in the CSV,
// which a page's title cannot turn into a spreadsheet formula.
import { readFile } from 'node:fs/promises';
import { highlightTexts, hoverNumber, ShadowProbe } from './highlight-helpers';
import { expect, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

test('history rows: environment, verdict with its reason, the page, whole at popup width; kept in the CSV', async ({
  context,
  ext,
  site,
  setUp,
}) => {
  await setUp({ environment: 'staging' });
  // A check from a page, whose title would be a formula in a spreadsheet.
  const page = await context.newPage();
  await page.goto(`${site.url}/contacts-table.html`);
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(30);
  await page.evaluate(() => {
    document.title = '=HYPERLINK("http://evil.test","Contacts")';
  });
  const probe = await ShadowProbe.open(page);
  await hoverNumber(page, probe, '+61 2 9374 4012');
  await probe.click(page, 'nc-chip-check');
  await probe.waitForText('nc-card', /Valid|Not valid/);

  // One not-valid number on production, typed in the popup.
  await setUp({ environment: 'production' });
  const popup = await PopupPage.open(ext);
  await popup.lookUp('+1 555 010 0000');
  await popup.settled();
  await expect(popup.historyItems).toHaveCount(2);

  const [invalid, fromPage] = [popup.historyItems.nth(0), popup.historyItems.nth(1)];
  await expect(invalid.getByTestId('history-env')).toHaveText('Production');
  await expect(invalid.getByTestId('history-verdict')).toHaveText(
    'Not valid: No +1 (United States and others) number in use starts like this.',
  );
  await expect(invalid.getByTestId('history-page')).toHaveCount(0);
  await expect(fromPage.getByTestId('history-env')).toHaveText('Staging');
  await expect(fromPage.getByTestId('history-verdict')).toContainText(/^Valid · Australia/);
  await expect(fromPage.getByTestId('history-page')).toContainText('from =HYPERLINK("http://evil.test","Contacts")');
  await expect(fromPage.getByTestId('history-page')).toHaveAttribute('title', `${site.url}/contacts-table.html`);

  // Nothing on a row is cut at popup width: every line fits its box.
  const cut = await popup.page.evaluate(() =>
    [...document.querySelectorAll('.nc-history-item :is(.nc-history-number, .nc-history-facts, .nc-env-tag, .nc-history-time)')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    await popup.history.screenshot({ path: `test-results/screenshots/history-${scheme}.png` });
  }

  const [download] = await Promise.all([
    popup.page.waitForEvent('download'),
    popup.history.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const [header, first, second] = csv.split('\r\n');
  expect(header).toBe(
    'checked_at,environment,number,input,valid,reason,country,carrier,line_type,location,page_title,page_url,extension,extension_sent',
  );
  expect(first).toContain('"Production","+15550100000"');
  expect(first).toContain('"no","No +1 (United States and others) number in use starts like this."');
  expect(second).toContain('"Staging","+61293744012"');
  // The title is defused: a leading apostrophe keeps a spreadsheet from running it.
  expect(second).toContain(`"'=HYPERLINK(""http://evil.test"",""Contacts"")","${site.url}/contacts-table.html","",""`);
});
