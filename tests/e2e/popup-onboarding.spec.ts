// With no key, the popup is a short set-up instead of a dead end: address (if missing) and key,
// tested with the free credits call, then saved.
import { DEMO_KEYS } from '../../dev/service/index';
import { expect, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

test.describe('popup onboarding', () => {
  test('asks for the address and the key, tests them, saves them, then offers lookups', async ({ ext, service }) => {
    const popup = await PopupPage.open(ext);
    await expect(popup.onboarding).toBeVisible();
    await expect(popup.onboarding.getByRole('heading', { name: 'Set up Production' })).toBeVisible();
    const url = popup.onboarding.getByLabel('Service base URL');
    const key = popup.onboarding.getByLabel('API key for Production');
    const submit = popup.onboarding.getByRole('button', { name: 'Test and save' });

    // A bad address is refused with the reason, before anything is asked of anyone.
    await url.fill('http://numbers.example.com');
    await key.fill(DEMO_KEYS.plenty);
    await submit.click();
    await expect(popup.page.getByTestId('onboard-problem')).toContainText('Only https://');
    await expect(url).toHaveAttribute('aria-invalid', 'true');

    // A wrong key is caught by the test call and not saved.
    await url.fill(service.production.baseUrl);
    await key.fill('not-a-key');
    await submit.click();
    await expect(popup.page.getByTestId('onboard-problem')).toContainText('rejected');
    await expect(popup.onboarding).toBeVisible();

    await key.fill(DEMO_KEYS.plenty);
    await submit.click();
    await expect(popup.onboarding).toBeHidden();
    await expect(popup.numberInput).toBeVisible();
    await expect(popup.creditsValue).toHaveText('100,000');
    expect(service.production.count('/api/check-number')).toBe(0);
    expect(service.production.count('/api/check-credits')).toBeGreaterThanOrEqual(2);

    await popup.lookUp('+1 650 253 0000');
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
  });

  test('with an address already set, asks only for the key', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging', keys: { staging: '', production: '' } });
    const popup = await PopupPage.open(ext);
    await expect(popup.onboarding.getByRole('heading', { name: 'Set up Staging' })).toBeVisible();
    await expect(popup.onboarding.getByLabel('Service base URL')).toHaveCount(0);
    await popup.onboarding.getByLabel('API key for Staging').fill(DEMO_KEYS.stagingOnly);
    await popup.onboarding.getByLabel('API key for Staging').press('Enter');
    await expect(popup.creditsValue).toHaveText('1,000');
    await expect(popup.envPill).toHaveText(/STAGING/);
  });
});
