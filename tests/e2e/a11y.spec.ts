// Accessibility of both pages in both colour schemes (axe-core: no serious or critical violation),
// keyboard-only use, and the screenshots a reviewer looks at (test-results/screenshots/).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_KEYS } from '../../dev/service/index';
import { expect, test } from './support/fixtures';
import { OptionsPage } from './support/options-page';
import { PopupPage } from './support/popup-page';

const SCHEMES = ['light', 'dark'] as const;
const SHOTS = 'test-results/screenshots';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const colorScheme of SCHEMES) {
  test(`popup with a result and history: no serious axe violations, ${colorScheme}`, async ({ ext, setUp }) => {
    await setUp({ environment: 'staging' });
    for (const input of ['+44 20 7946 0018', '+49 30 12345678', '+1 650 253 0000']) {
      expect((await ext.send({ type: 'check:number', input })).ok).toBe(true);
    }
    const popup = await PopupPage.open(ext);
    await popup.page.emulateMedia({ colorScheme });
    await expect(popup.page.getByTestId('last-result')).toBeVisible();
    await expect(popup.historyItems).toHaveCount(3);
    await expect(popup.creditsValue).toBeVisible();
    expect(await seriousViolations(popup.page)).toEqual([]);
    await popup.page.screenshot({ path: `${SHOTS}/popup-staging-${colorScheme}.png`, fullPage: true });

    // The open country list and a flagged number, checked too.
    await popup.numberInput.pressSequentially('+1 650 253 000012');
    await popup.countryPicker.click();
    await expect(popup.page.getByRole('listbox')).toBeVisible();
    expect(await seriousViolations(popup.page)).toEqual([]);
    await popup.page.screenshot({ path: `${SHOTS}/popup-picker-${colorScheme}.png` });
  });

  test(`popup in production with an error: no serious axe violations, ${colorScheme}`, async ({ ext, setUp }) => {
    await setUp({ environment: 'production', keys: { production: DEMO_KEYS.none, staging: DEMO_KEYS.plenty } });
    const popup = await PopupPage.open(ext);
    await popup.page.emulateMedia({ colorScheme });
    await popup.lookUp('+1 650 253 0000');
    await expect(popup.error).toBeVisible();
    expect(await seriousViolations(popup.page)).toEqual([]);
    await popup.page.screenshot({ path: `${SHOTS}/popup-error-${colorScheme}.png`, fullPage: true });
  });

  test(`popup onboarding: no serious axe violations, ${colorScheme}`, async ({ ext }) => {
    const popup = await PopupPage.open(ext);
    await popup.page.emulateMedia({ colorScheme });
    await expect(popup.onboarding).toBeVisible();
    expect(await seriousViolations(popup.page)).toEqual([]);
    await popup.page.screenshot({ path: `${SHOTS}/popup-onboarding-${colorScheme}.png`, fullPage: true });
  });

  test(`options page: no serious axe violations, ${colorScheme}`, async ({ ext, setUp }) => {
    await setUp({ environment: 'staging', settings: { disabledSites: ['example.com', 'intranet.local'] } });
    const options = await OptionsPage.open(ext);
    await options.page.emulateMedia({ colorScheme });
    await expect(options.keyMasked('staging')).not.toHaveText('…');
    expect(await seriousViolations(options.page)).toEqual([]);
    await options.page.screenshot({ path: `${SHOTS}/options-${colorScheme}.png`, fullPage: true });
  });
}

test('the popup works from the keyboard alone, with a visible focus', async ({ ext, setUp, service }) => {
  await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
  expect((await ext.send({ type: 'check:number', input: '+44 20 7946 0018' })).ok).toBe(true);
  const popup = await PopupPage.open(ext);
  const { page } = popup;
  await expect(popup.historyItems).toHaveCount(1);
  // The number field has the focus on opening; the country is one Shift+Tab away.
  await expect(popup.numberInput).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(popup.countryPicker).toBeFocused();
  await page.keyboard.type('can');
  await page.keyboard.press('Enter');
  await expect(popup.countryPicker).toHaveValue('CA +1');
  await page.keyboard.press('Tab');
  await expect(popup.numberInput).toBeFocused();
  const outline = await popup.numberInput.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.type('416 555 0199');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lookup-result').getByTestId('nc-number')).toContainText('+1 416');
  expect(service.staging.count('/api/check-number')).toBe(2);

  // Reopen a history entry with the keyboard.
  const item = popup.historyItems.filter({ hasText: '+44' });
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(popup.current.getByTestId('nc-number')).toHaveText('+44 20 7946 0018');
});

test('the options page works from the keyboard alone', async ({ ext, setUp }) => {
  await setUp({ environment: 'production' });
  const options = await OptionsPage.open(ext);
  const { page } = options;
  const production = page.getByRole('radio', { name: /Production/ });
  await production.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Staging/ })).toBeChecked();
  await expect(options.notice).toHaveText('Staging is active');
  const outline = await page.getByRole('radio', { name: /Staging/ }).evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.getByLabel('Host name to turn highlighting off on').focus();
  await page.keyboard.type('news.example.org');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Sites without highlighting' })).toContainText('news.example.org');
});
