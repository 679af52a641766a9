// With no key, the popup is a short set-up instead of a dead end: address (if missing) and key,
// tested with the free credits call, then saved. A first install asks which deployment it is.
import { DEMO_KEYS } from '../../dev/service/index';
import { expect, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

test.describe('popup onboarding', () => {
  test('a first install asks for set-up in three steps, tests the key, saves it, then offers lookups', async ({
    ext,
    service,
  }) => {
    const popup = await PopupPage.open(ext);
    await expect(popup.onboarding).toBeVisible();
    await expect(popup.onboarding.getByRole('heading', { name: 'Set up Number Check' })).toBeVisible();
    // Not an empty Production: no environment is claimed before one is set up.
    await expect(popup.envPill).toHaveCount(0);
    const url = popup.onboarding.getByLabel('Service base URL');
    const key = popup.onboarding.getByLabel('API key for Production');
    const submit = popup.onboarding.getByRole('button', { name: 'Test and save' });

    // A bad address is refused with the reason, before anything is asked of anyone.
    await url.fill('http://numbers.example.com');
    await key.fill(DEMO_KEYS.plenty);
    await submit.click();
    await expect(popup.page.getByTestId('onboard-problem')).toContainText('Only https://');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await url.fill('https://exa mple.com');
    await submit.click();
    await expect(popup.page.getByTestId('onboard-problem')).toContainText('no spaces');

    // A wrong key is caught by the test call and not saved; the key field is marked.
    await url.fill(service.production.baseUrl);
    await key.fill('not-a-key');
    await submit.click();
    await expect(popup.page.getByTestId('onboard-problem')).toContainText('Production did not accept this key');
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(key).toBeFocused();
    // Access to the address was asked for and is said to be granted; the address field stays.
    await expect(popup.page.getByTestId('onboard-access')).toHaveAttribute('data-state', 'granted');
    await expect(url).toBeVisible();
    await expect(popup.onboarding).toBeVisible();

    await key.fill(DEMO_KEYS.plenty);
    await popup.onboarding.getByRole('radio', { name: 'Production' }).check();
    await submit.click();
    await expect(popup.onboarding).toBeHidden();
    await expect(popup.numberInput).toBeVisible();
    await expect(popup.envPill).toHaveText(/Production/);
    await expect(popup.creditsValue).toHaveText('100,000');
    expect(service.production.count('/api/check-number')).toBe(0);
    expect(service.production.count('/api/check-credits')).toBeGreaterThanOrEqual(2);

    await popup.lookUp('+1 650 253 0000');
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
  });

  test('step 3 sets up Staging and makes it the active environment', async ({ ext, service }) => {
    const popup = await PopupPage.open(ext);
    await popup.onboarding.getByLabel('Service base URL').fill(service.staging.baseUrl);
    await popup.onboarding.getByRole('radio', { name: 'Staging' }).check();
    await popup.onboarding.getByLabel('API key for Staging').fill(DEMO_KEYS.stagingOnly);
    await popup.onboarding.getByRole('button', { name: 'Test and save' }).click();
    await expect(popup.envPill).toHaveText(/STAGING/);
    await expect(popup.creditsValue).toHaveText('1,000');
  });

  test('an unreachable service: the key is saved only on "Save without testing"', async ({ ext }) => {
    const popup = await PopupPage.open(ext);
    await popup.onboarding.getByLabel('Service base URL').fill('http://127.0.0.1:9');
    await popup.onboarding.getByLabel('API key for Production').fill(DEMO_KEYS.plenty);
    await popup.onboarding.getByRole('button', { name: 'Test and save' }).click();
    await expect(popup.page.getByTestId('onboard-problem')).toContainText('Cannot reach');
    await expect(popup.page.getByTestId('onboard-problem')).toContainText('not saved yet');
    expect((await ext.send({ type: 'key:status' })).every((k) => !k.set)).toBe(true);
    await popup.onboarding.getByRole('button', { name: 'Save without testing' }).click();
    await expect(popup.onboarding).toBeHidden();
    expect((await ext.send({ type: 'key:status' })).find((k) => k.environment === 'production')?.set).toBe(true);
    // The failed read is told apart from one not made yet, with its way forward.
    await expect(popup.page.getByTestId('credits-failed')).toHaveText('Credits could not be read');
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
