// Set-up for a deployment whose checks work but that has no credits endpoint (many public lookup APIs
// publish none; the local service's `sinch` dialect answers its credits path with 404 whatever the
// key). The form says so in plain words and offers to save the key; nothing is spent to test it, and
// the first check confirms the key. The same in the popup, the welcome page and the settings.
import { DEMO_KEYS } from '../../dev/service/index';
import { expect, test } from './support/fixtures';
import { OptionsPage } from './support/options-page';
import { PopupPage } from './support/popup-page';

const NUMBER = '+1 650 253 0000';
const NO_BALANCE = /Production answered, but it reports no balance at this address/;

test.describe('a deployment that reports no balance', () => {
  test('popup: the key is saved on the user’s word, the first check confirms it, and a refused key points back to its field', async ({
    ext,
    service,
    context,
  }) => {
    service.production.setShape('sinch');
    const popup = await PopupPage.open(ext);
    await popup.onboarding.getByLabel('Service base URL').fill(service.production.baseUrl);
    const key = popup.onboarding.getByLabel('API key for Production');
    // A key the service does not know: the credits path cannot tell (it answers 404 to every key).
    await key.fill('not-a-key');
    await popup.onboarding.getByRole('button', { name: 'Test and save' }).click();
    await expect(popup.page.getByTestId('onboard-no-balance')).toContainText(NO_BALANCE);
    await expect(popup.page.getByTestId('onboard-no-balance')).toContainText('The key is not saved yet.');
    // Not "check the base URL", and not an error: the deployment answered.
    await expect(popup.page.getByTestId('onboard-problem')).toHaveCount(0);
    expect((await ext.send({ type: 'key:status' })).every((k) => !k.set)).toBe(true);
    await popup.onboarding.getByRole('button', { name: 'Save the key' }).click();
    await expect(popup.onboarding).toBeHidden();
    expect(service.production.count('/api/check-number')).toBe(0);
    // The popup says the deployment reports no balance, not that the read failed.
    await expect(popup.page.getByTestId('credits-none')).toHaveText('Balance not reported by this deployment');
    await expect.poll(async () => (await ext.badge()).text).toBe('');

    // The first check confirms the key: this one is refused, and the way forward is the key field.
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'key-rejected');
    const [options] = await Promise.all([
      context.waitForEvent('page'),
      popup.error.getByRole('button', { name: 'Fix the key in the settings' }).click(),
    ]);
    await expect(options).toHaveURL(/options\.html#key-production$/);
    await expect(options.getByTestId('key-input-production')).toBeFocused();
  });

  test('popup: a good key is saved without a balance and the first check works', async ({ ext, service }) => {
    service.production.setShape('sinch');
    const popup = await PopupPage.open(ext);
    await popup.onboarding.getByLabel('Service base URL').fill(service.production.baseUrl);
    await popup.onboarding.getByLabel('API key for Production').fill(DEMO_KEYS.plenty);
    await popup.onboarding.getByRole('button', { name: 'Test and save' }).click();
    await popup.onboarding.getByRole('button', { name: 'Save the key' }).click();
    await expect(popup.onboarding).toBeHidden();
    await popup.lookUp(NUMBER);
    // This dialect gives no formatted number: the answer shows it as sent.
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText('+16502530000');
    await expect(popup.error).toHaveCount(0);
    expect(service.production.count('/api/check-number')).toBe(1);
    // Still said in words after the check (its answer carried no balance either).
    await expect(popup.page.getByTestId('credits-none')).toHaveText('Balance not reported by this deployment');
  });

  test('welcome page: the same offer, and the deployment is ready for a first check', async ({ ext, service }) => {
    service.production.setShape('sinch');
    const page = await ext.context.newPage();
    await page.goto(`chrome-extension://${ext.id}/welcome.html`);
    const setup = page.getByTestId('welcome-setup');
    await setup.getByLabel('Service base URL').fill(service.production.baseUrl);
    await setup.getByRole('radio', { name: 'Production' }).check();
    await setup.getByLabel('API key for Production').fill(DEMO_KEYS.plenty);
    await setup.getByRole('button', { name: 'Test and save' }).click();
    await expect(setup.getByTestId('welcome-no-balance')).toContainText(NO_BALANCE);
    await setup.getByRole('button', { name: 'Save the key' }).click();
    await expect(page.getByTestId('welcome-done')).toContainText(
      'Saved for Production. This deployment reports no balance; your first check will confirm the key.',
    );
    expect(service.production.count('/api/check-number')).toBe(0);
    const popup = await PopupPage.open(ext);
    await expect(popup.envPill).toHaveText(/Production/);
    await expect(popup.page.getByTestId('credits-none')).toBeVisible();
  });

  test('settings: "Test and save" offers to save the key; "Test the saved key" says it can only be tested by a check', async ({
    ext,
    setUp,
    service,
  }) => {
    await setUp({ environment: 'production', keys: { staging: '', production: '' } });
    service.production.setShape('sinch');
    const options = await OptionsPage.open(ext);
    const production = options.section('production');
    await options.keyInput('production').fill(DEMO_KEYS.plenty);
    await production.getByRole('button', { name: 'Test and save' }).click();
    await expect(options.keyTest('production')).toContainText(NO_BALANCE);
    await expect(options.keyMasked('production')).toHaveText('Not set');
    await production.getByRole('button', { name: 'Save the key' }).click();
    await expect(options.notice).toHaveText('Production key saved');
    await expect(options.keyTest('production')).toContainText('This deployment reports no balance');
    await expect(options.keyMasked('production')).not.toHaveText('Not set');
    await production.getByRole('button', { name: 'Test the saved key' }).click();
    await expect(options.keyTest('production')).toContainText(
      'Production reports no balance, so the key cannot be tested for free.',
    );
    expect(service.production.count('/api/check-number')).toBe(0);
  });
});
