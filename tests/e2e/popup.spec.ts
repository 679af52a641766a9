// The popup through its real UI: first render from storage, lookup by typing, the impossible-number
// guard, the cache, history and CSV export.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { DEMO_KEYS } from '../../dev/service/index';
import { expect, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

/** The lookup form in one of its states, light and dark, for a person to look at (dev/screenshots, not committed). */
async function lookupScreenshots(popup: PopupPage, state: string): Promise<void> {
  mkdirSync('dev/screenshots', { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await popup.page.emulateMedia({ colorScheme: scheme });
    await popup.page.screenshot({ path: `dev/screenshots/lookup-${state}-${scheme}.png` });
  }
  await popup.page.emulateMedia({ colorScheme: null });
}

const CHECKS = '/api/check-number' as const;

test.describe('popup', () => {
  test('shows the environment, the credits and the last result from storage', async ({ ext, setUp, service }) => {
    await setUp({ environment: 'staging' });
    const seeded = await ext.send({ type: 'check:number', input: '+1 650 253 0000' });
    expect(seeded.ok).toBe(true);

    const popup = await PopupPage.open(ext);
    await expect(popup.envPill).toHaveText(/STAGING/);
    await expect(popup.page.getByTestId('last-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
    await expect(popup.summary.getByTestId('nc-validity')).toHaveText(/Valid/);
    // Every field of the answer, folded behind the summary, and the raw view.
    await popup.current.getByText(/^All fields/).click();
    await expect(popup.current.getByTestId('nc-fields').getByRole('rowheader', { name: 'Carrier', exact: true })).toHaveAttribute(
      'title',
      'carrier',
    );
    await popup.current.getByText('Raw answer').click();
    await expect(popup.current.getByTestId('nc-raw')).toContainText('"source"');
    await expect(popup.creditsValue).toHaveText(String(service.staging.credits(DEMO_KEYS.plenty)?.toLocaleString('en-US')));
    // The browser reports when the number was first painted (elementtiming): what the bench reads.
    const painted = await popup.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              const entry = e as unknown as { identifier: string; renderTime: number };
              if (entry.identifier === 'nc-result') resolve(entry.renderTime);
            }
          }).observe({ type: 'element', buffered: true });
        }),
    );
    expect(painted).toBeGreaterThan(0);
  });

  test('formats as you type, checks on Enter and shows the answer', async ({ ext, setUp, service }) => {
    await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
    const popup = await PopupPage.open(ext);
    await expect(popup.countryPicker).toHaveValue('US +1');
    await popup.numberInput.pressSequentially('6502530000');
    // Spacing only: the groups of the number's format become spaces.
    await expect(popup.numberInput).toHaveValue('650 253 0000');
    await expect(popup.hint).toContainText('Checks +1 650 253 0000 · United States');
    await popup.numberInput.press('Enter');
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
    await expect(popup.summary).toContainText('United States');
    expect(service.staging.count(CHECKS)).toBe(1);

    // Copy puts the summary and every field on the clipboard.
    // (Headless Chromium grants no clipboard to an extension origin, so the write is observed in-page.)
    await popup.keepClipboardWrites();
    await popup.current.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(popup.current.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await popup.copied();
    expect(copied).toContain('+1 650 253 0000');
    expect(copied).toContain('carrier:');
  });

  test('the country picker is searchable and reads national numbers for the chosen country', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
    const popup = await PopupPage.open(ext);
    // Keyboard only: type to filter, arrows, Enter.
    await popup.countryPicker.focus();
    await popup.countryPicker.pressSequentially('germ');
    await expect(popup.page.getByRole('option', { name: /Germany/ })).toBeVisible();
    await popup.countryPicker.press('Enter');
    await expect(popup.countryPicker).toHaveValue('DE +49');
    await popup.lookUp('030 12345678');
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText('+49 30 12345678');
  });

  test('an impossible number is stopped before any credit is spent, and sent only on a second action', async ({
    ext,
    setUp,
    service,
  }) => {
    await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
    const popup = await PopupPage.open(ext);
    await popup.numberInput.pressSequentially('+1 650 253 000012');
    await expect(popup.hint).toContainText('Cannot be a phone number');
    await expect(popup.numberInput).toHaveAttribute('aria-invalid', 'true');
    await popup.numberInput.press('Enter');
    await expect(popup.error).toHaveAttribute('data-kind', 'impossible-number');
    await expect(popup.error).toContainText('Nothing was spent');
    expect(service.staging.count(CHECKS)).toBe(0);

    await popup.error.getByRole('button', { name: 'Check anyway (spends a credit)' }).click();
    await popup.settled();
    expect(service.staging.count(CHECKS)).toBe(1);
  });

  test('a national number of another country is offered as that country, one click, and the pick holds for that number only', async ({
    ext,
    setUp,
    service,
  }) => {
    await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
    const popup = await PopupPage.open(ext);
    await popup.numberInput.pressSequentially('020 7946 0018');
    await expect(popup.numberInput).toHaveValue('020 7946 0018');
    await expect(popup.hint).toContainText('Cannot be a phone number in United States');
    await expect(popup.hint).toHaveClass(/nc-hint-warn/);
    const offer = popup.page.getByRole('button', { name: 'Check as +44 20 7946 0018, United Kingdom' });
    await expect(offer).toBeVisible();
    await lookupScreenshots(popup, 'impossible-offers');
    await offer.click();
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText('+44 20 7946 0018');
    await expect(popup.countryPicker).toHaveValue('GB +44');
    expect(service.staging.count(CHECKS)).toBe(1);

    // The next number is a new one: the picker goes back to the default, and says so.
    await popup.numberInput.fill('');
    await popup.numberInput.pressSequentially('6502530000');
    await expect(popup.countryPicker).toHaveValue('US +1');
    await expect(popup.page.getByTestId('country-note')).toContainText('read as United States again');
    await expect(popup.hint).toContainText('Checks +1 650 253 0000 · United States');
    await popup.numberInput.press('Enter');
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
    expect(service.staging.count(CHECKS)).toBe(2);
  });

  test('formatting keeps what was typed: short inputs, extensions, vanity letters; a number in no known range is a warning', async ({
    ext,
    setUp,
  }) => {
    await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
    const popup = await PopupPage.open(ext);
    await popup.numberInput.pressSequentially('123');
    await expect(popup.numberInput).toHaveValue('123');
    await popup.numberInput.fill('');
    await popup.numberInput.pressSequentially('+14155550132 ext. 204');
    await expect(popup.numberInput).toHaveValue('+1 415 555 0132 ext. 204');
    await expect(popup.hint).toContainText('Checks +1 415 555 0132 · United States (extension 204 is kept');
    await lookupScreenshots(popup, 'extension-kept');
    await popup.numberInput.fill('');
    await popup.numberInput.pressSequentially('1-800-FLOWERS');
    await expect(popup.numberInput).toHaveValue('1-800-FLOWERS');
    await expect(popup.hint).toContainText('Checks +1 800 356 9377');
    await popup.numberInput.fill('');
    await popup.numberInput.pressSequentially('(555) 555-0100');
    await expect(popup.hint).toContainText('may not exist');
    await expect(popup.hint).toHaveClass(/nc-hint-warn/);
    await lookupScreenshots(popup, 'unknown-range');
  });

  test('a number checked again comes from the cache, and "check again" spends a credit', async ({ ext, setUp, service }) => {
    await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
    const popup = await PopupPage.open(ext);
    await popup.lookUp('+44 20 7946 0018');
    await expect(popup.page.getByTestId('lookup-result')).toBeVisible();
    expect(service.staging.count(CHECKS)).toBe(1);

    await popup.lookUp('+44 20 7946 0018');
    await expect(popup.current.getByTestId('nc-cached')).toContainText(/cached · checked/);
    expect(service.staging.count(CHECKS)).toBe(1);

    await popup.current.getByRole('button', { name: 'Check again (spends a credit)' }).click();
    await popup.settled();
    await expect(popup.current.getByTestId('nc-meta')).not.toContainText('cached');
    expect(service.staging.count(CHECKS)).toBe(2);
  });

  test('history lists recent checks, reopens one and exports CSV', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
    const popup = await PopupPage.open(ext);
    const numbers = ['+1 650 253 0000', '+44 20 7946 0018', '+49 30 12345678'];
    for (const n of numbers) {
      await popup.lookUp(n);
      await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText(n);
    }
    await expect(popup.historyItems).toHaveCount(3);
    // Newest first; the first check reopens from the list.
    await expect(popup.historyItems.first()).toContainText('+49 30 12345678');
    await popup.historyItems.last().click();
    await expect(popup.current.getByRole('heading', { name: 'From history' })).toBeVisible();
    await expect(popup.current.getByTestId('nc-number')).toHaveText('+1 650 253 0000');

    const [download] = await Promise.all([
      popup.page.waitForEvent('download'),
      popup.history.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^number-check-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const csv = (await readFile(path, 'utf8')).replace(/^\ufeff/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'checked_at,environment,number,input,valid,reason,country,carrier,line_type,location,page_title,page_url,extension,extension_sent',
    );
    expect(lines).toHaveLength(4);
    expect(csv).toContain('"+16502530000"');
    expect(csv).toContain('"+442079460018"');
  });

  test('shows many checks: the last 20 at a glance, all on request', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging' });
    for (let i = 0; i < 22; i++) {
      const reply = await ext.send({ type: 'check:number', input: `+1 650 253 ${String(1000 + i).padStart(4, '0')}` });
      expect(reply.ok).toBe(true);
    }
    const popup = await PopupPage.open(ext);
    await expect(popup.historyItems).toHaveCount(20);
    await popup.history.getByRole('button', { name: 'Show all 22' }).click();
    await expect(popup.historyItems).toHaveCount(22);
  });
});
