// The welcome page: opened by the install itself, reachable from the popup and the settings, and
// its set-up in three steps works through the real UI.
import { DEMO_KEYS } from '../../dev/service/index';
import { expect, test } from './support/fixtures';
import { OptionsPage } from './support/options-page';
import { PopupPage } from './support/popup-page';

test('installing opens the welcome page: what it does, credits, privacy, shortcuts, version', async ({
  context,
  extensionId,
}) => {
  const url = `chrome-extension://${extensionId}/welcome.html`;
  await expect.poll(() => context.pages().some((p) => p.url() === url), { timeout: 10_000 }).toBe(true);
  const page = context.pages().find((p) => p.url() === url);
  if (!page) throw new Error('no welcome page');
  await expect(page.getByRole('heading', { name: 'Welcome to Number Check' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What a credit is' })).toBeVisible();
  await expect(page.getByTestId('privacy')).toContainText('never leaves your browser');
  // The shortcuts as the browser has them (this Chromium leaves the toolbar's suggested key unset).
  const shortcuts = await page.evaluate(() => chrome.commands.getAll());
  const check = shortcuts.find((c) => c.name === 'check-selection');
  expect(check?.shortcut).toBeTruthy();
  await expect(page.getByTestId('shortcuts')).toContainText(check?.shortcut ?? '');
  await expect(page.getByTestId('shortcuts')).toContainText('Open Number Check');
  await expect(page.getByTestId('shortcuts')).toContainText('Check the selected phone number');
  await expect(page.getByRole('button', { name: 'Change the shortcuts' })).toBeVisible();
  await expect(page.getByTestId('version')).toHaveText(/^Number Check \d+\.\d+\.\d+$/);
});

test('set-up in three steps on the welcome page: a refused key is pointed at, a good one saved, the deployment made active', async ({
  ext,
  service,
}) => {
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.id}/welcome.html`);
  const setup = page.getByTestId('welcome-setup');
  await setup.getByLabel('Service base URL').fill(service.staging.baseUrl);
  await setup.getByRole('radio', { name: 'Staging' }).check();
  const key = setup.getByLabel('API key for Staging');
  await key.fill('not-a-key');
  await setup.getByRole('button', { name: 'Test and save' }).click();
  await expect(setup.getByTestId('welcome-problem')).toContainText('Staging did not accept this key');
  await expect(key).toBeFocused();
  await key.fill(DEMO_KEYS.plenty);
  await setup.getByRole('button', { name: 'Test and save' }).click();
  await expect(setup.getByTestId('welcome-done')).toContainText('The key works (100,000 credits left) and is saved for Staging.');

  const popup = await PopupPage.open(ext);
  await expect(popup.envPill).toHaveText(/STAGING/);
  await expect(popup.creditsValue).toHaveText('100,000');
});

test('the welcome page is reachable from the popup set-up and from the settings', async ({ ext, context }) => {
  const popup = await PopupPage.open(ext);
  const [fromPopup] = await Promise.all([context.waitForEvent('page'), popup.onboarding.getByTestId('welcome-link').click()]);
  await expect(fromPopup).toHaveURL(/welcome\.html$/);
  const options = await OptionsPage.open(ext);
  await options.page.getByTestId('welcome-link').click();
  await expect(options.page).toHaveURL(/welcome\.html$/);
  await expect(options.page.getByRole('heading', { name: 'Welcome to Number Check' })).toBeVisible();
});
