// The options page through its real UI: keys, base URLs, the environment switch and every setting,
// applied live to the popup and the badge.
import type { Worker } from '@playwright/test';
import { DEMO_KEYS } from '../../dev/service/index';
import type { Settings } from '../../utils/storage/settings';
import { expect, test } from './support/fixtures';
import { OptionsPage } from './support/options-page';
import { PopupPage } from './support/popup-page';

const CHECKS = '/api/check-number' as const;

async function storedSettings(worker: Worker): Promise<Settings> {
  return worker.evaluate(async () => (await chrome.storage.local.get('settings')).settings as Settings);
}

test.describe('options', () => {
  test('a key per environment: masked, revealed, tested, removed and saved', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging', keys: { staging: DEMO_KEYS.plenty, production: DEMO_KEYS.stagingOnly } });
    const options = await OptionsPage.open(ext);
    const staging = options.section('staging');
    await expect(options.keyMasked('staging')).not.toHaveText('…');
    await expect(options.keyMasked('staging')).not.toContainText(DEMO_KEYS.plenty);
    await expect(options.page.locator('body')).not.toContainText(DEMO_KEYS.plenty);

    await staging.getByRole('button', { name: 'Reveal' }).click();
    await expect(options.keyMasked('staging')).toHaveText(DEMO_KEYS.plenty);
    await staging.getByRole('button', { name: 'Hide' }).click();
    await expect(options.keyMasked('staging')).not.toHaveText(DEMO_KEYS.plenty);

    await staging.getByRole('button', { name: 'Test the saved key' }).click();
    await expect(options.keyTest('staging')).toContainText('The saved key works: 100,000 credits left.');
    // The production key is only valid on staging: the test says so in words, and where to fix it.
    await options.section('production').getByRole('button', { name: 'Test the saved key' }).click();
    await expect(options.keyTest('production')).toContainText('Production did not accept this key');
    await expect(options.keyTest('production')).toContainText('paste it in the key field above');

    // A typed key can be tested alone, and is tested again before it is saved.
    await options.keyInput('production').fill(DEMO_KEYS.few);
    await options.section('production').getByRole('button', { name: 'Test only' }).click();
    await expect(options.keyTest('production')).toContainText('This key works: 3 credits left.');
    await options.section('production').getByRole('button', { name: 'Test and save' }).click();
    await expect(options.notice).toHaveText('Production key saved');
    await expect(options.keyTest('production')).toContainText('The key works (3 credits left) and is saved for Production.');
    await expect(options.keyInput('production')).toHaveValue('');

    await staging.getByRole('button', { name: 'Remove' }).click();
    await staging.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(options.keyMasked('staging')).toHaveText('Not set');
    await expect.poll(async () => (await ext.badge()).text).toBe('key');
  });

  test('a key is saved only after a passing test: a refused key points at the key field, and an unreachable service offers to save untested', async ({
    ext,
    setUp,
    service,
  }) => {
    const account = 'https://account.example.com/keys';
    await setUp({
      environment: 'staging',
      keys: { staging: '', production: '' },
      settings: { accountUrls: { staging: account, production: '' } },
    });
    const options = await OptionsPage.open(ext);
    const staging = options.section('staging');

    await options.keyInput('staging').fill('not-a-key');
    await staging.getByRole('button', { name: 'Test and save' }).click();
    await expect(options.keyTest('staging')).toContainText('Staging did not accept this key');
    await expect(options.keyInput('staging')).toHaveAttribute('aria-invalid', 'true');
    await expect(options.keyInput('staging')).toBeFocused();
    await expect(options.keyMasked('staging')).toHaveText('Not set');
    await expect(staging.getByRole('link', { name: 'Manage your key on your account page' })).toHaveAttribute('href', account);
    // Nothing to save it anyway: the service said no.
    await expect(staging.getByRole('button', { name: 'Save without testing' })).toHaveCount(0);

    // The service cannot be reached: the key is not saved unless the user says so.
    await options.saveBaseUrl('staging', 'http://127.0.0.1:9');
    await expect(options.notice).toHaveText('Staging address saved');
    await options.keyInput('staging').fill(DEMO_KEYS.plenty);
    await staging.getByRole('button', { name: 'Test and save' }).click();
    await expect(options.keyTest('staging')).toContainText('Cannot reach');
    await expect(options.keyTest('staging')).toContainText('not saved yet');
    await expect(options.keyMasked('staging')).toHaveText('Not set');
    await staging.getByRole('button', { name: 'Save without testing' }).click();
    await expect(options.notice).toHaveText('Staging key saved');
    await expect(options.keyTest('staging')).toContainText('without a test');
    await expect(options.keyMasked('staging')).not.toHaveText('Not set');
    expect(service.staging.count('/api/check-number')).toBe(0);
  });

  test('the base URL refuses spaces and odd host characters; an internationalised name is kept and shown in its letters, and the permission prompt says it is waiting', async ({
    ext,
    setUp,
    worker,
  }) => {
    await setUp({ environment: 'staging' });
    const options = await OptionsPage.open(ext);
    const before = (await storedSettings(worker)).baseUrls.staging;
    // The saved address says whether it may be reached.
    await expect(options.page.getByTestId('access-staging')).toHaveAttribute('data-state', 'granted');
    for (const [url, reason] of [
      ['https://exa mple.com', /no spaces/],
      ['https://api_v2.example.com', /letters, digits, hyphens and dots/],
    ] as const) {
      await options.saveBaseUrl('staging', url);
      await expect(options.urlProblem('staging')).toHaveText(reason);
    }
    expect((await storedSettings(worker)).baseUrls.staging).toBe(before);

    await options.saveBaseUrl('production', 'https://bücher.example/v2');
    await expect.poll(async () => (await storedSettings(worker)).baseUrls.production).toBe('https://xn--bcher-kva.example/v2');
    await expect(options.baseUrl('production')).toHaveValue('https://bücher.example/v2');
    // The browser's prompt for a host not granted yet: the page says it waits for the answer, or
    // that it was refused (headless Chromium may dismiss the prompt), never nothing.
    const access = options.page.getByTestId('access-production');
    await expect(access).toHaveAttribute('data-state', /pending|refused/);
    await expect(access).toContainText('bücher.example');
  });

  test('an account page per environment, checked before it is saved', async ({ ext, setUp, worker }) => {
    await setUp({ environment: 'staging' });
    const options = await OptionsPage.open(ext);
    const field = options.page.getByTestId('account-url-production');
    await field.fill('http://account.example.com/billing');
    await options.page.getByTestId('save-account-production').click();
    await expect(options.page.getByTestId('account-problem-production')).toContainText('Only https://');
    await field.fill('https://account.example.com/billing?tab=credits');
    await options.page.getByTestId('save-account-production').click();
    await expect(options.notice).toHaveText('Production account page saved');
    await expect
      .poll(async () => (await storedSettings(worker)).accountUrls)
      .toEqual({ staging: '', production: 'https://account.example.com/billing?tab=credits' });
  });

  test('plain words: one order of environments, durations in hours or days, a line per setting', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging' });
    const options = await OptionsPage.open(ext);
    const switchNames = await options.page.getByTestId('env-switch').locator('.nc-env-choice-name').allTextContents();
    const sections = await options.page.locator('[data-testid^="section-deployment-"] h2').allTextContents();
    expect(switchNames).toEqual(['Staging', 'Production']);
    expect(sections.map((t) => t.replace(/Active$/, '').trim())).toEqual(['Staging service', 'Production service']);
    await expect(options.page.getByLabel('Reuse an answer for', { exact: true })).toHaveValue('1');
    await expect(options.page.getByTestId('cache-lifetime-unit')).toHaveValue('days');
    await expect(options.page.getByLabel('Read the credits every', { exact: true })).toHaveValue('1');
    await expect(options.page.getByTestId('credits-refresh-unit')).toHaveValue('hours');
    const body = options.page.locator('main');
    for (const jargon of ['not documented', '#fragment', 'path prefix']) await expect(body).not.toContainText(jargon);
    await expect(body).toContainText('International: + and country code, no spaces (E.164)');
    await expect(body).toContainText('program code');
  });

  test('bad base URLs are refused with the reason; a path prefix is fine', async ({ ext, setUp, worker, service }) => {
    await setUp({ environment: 'staging' });
    const options = await OptionsPage.open(ext);
    const before = (await storedSettings(worker)).baseUrls.staging;
    const refused: [string, RegExp][] = [
      ['', /Enter the base URL/],
      ['not a url', /no spaces/],
      ['notaurl', /not a valid URL/],
      ['http://numbers.example.com', /Only https:\/\//],
      ['ftp://numbers.example.com', /Only https:\/\//],
      ['https://user:secret@numbers.example.com', /user name or password/],
      ['https://numbers.example.com/api?key=1', /query/],
      ['https://numbers.example.com/#top', /fragment/],
    ];
    for (const [url, reason] of refused) {
      await options.saveBaseUrl('staging', url);
      await expect(options.urlProblem('staging')).toHaveText(reason);
      await expect(options.baseUrl('staging')).toHaveAttribute('aria-invalid', 'true');
    }
    expect((await storedSettings(worker)).baseUrls.staging).toBe(before);

    await options.saveBaseUrl('staging', `${service.staging.baseUrl}/v2/`);
    await expect(options.notice).toHaveText('Staging address saved');
    await expect(options.urlProblem('staging')).toHaveCount(0);
    expect((await storedSettings(worker)).baseUrls.staging).toBe(`${service.staging.baseUrl}/v2`);
    await expect(options.baseUrl('staging')).toHaveValue(`${service.staging.baseUrl}/v2`);
  });

  test('switching the environment changes the badge and an open popup, live', async ({ ext, setUp }) => {
    await setUp({ environment: 'production' });
    const popup = await PopupPage.open(ext);
    await expect(popup.envPill).toHaveText(/Production/);
    await expect.poll(async () => (await ext.badge()).color).toEqual([27, 127, 59, 255]);
    const options = await OptionsPage.open(ext);

    await options.chooseEnvironment('staging');
    await expect(options.notice).toHaveText('Staging is active');
    await expect(options.page.getByTestId('staging-banner')).toBeVisible();
    await expect(popup.envPill).toHaveText(/STAGING/);
    await expect.poll(async () => (await ext.badge()).color).toEqual([106, 27, 154, 255]);
    await expect.poll(async () => (await ext.badge()).title).toContain('Staging');

    await options.chooseEnvironment('production');
    await expect(popup.envPill).toHaveText(/Production/);
    await expect.poll(async () => (await ext.badge()).color).toEqual([27, 127, 59, 255]);
  });

  test('lookup settings apply live: default country, number format, cache lifetime', async ({ ext, setUp, worker, service }) => {
    await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });
    const popup = await PopupPage.open(ext);
    await expect(popup.countryPicker).toHaveValue('US +1');
    const options = await OptionsPage.open(ext);

    await options.page.getByLabel('Default country').selectOption('DE');
    await expect(popup.countryPicker).toHaveValue('DE +49');
    expect((await storedSettings(worker)).defaultCountry).toBe('DE');

    await options.page.getByRole('radio', { name: /Digits only/ }).check();
    await expect.poll(async () => (await storedSettings(worker)).numberFormat).toBe('digits');
    await popup.page.bringToFront();
    await popup.lookUp('030 12345678');
    await expect(popup.page.getByTestId('lookup-result')).toBeVisible();
    expect(service.staging.requests().at(-1)?.query.number).toBe('493012345678');

    // No cache: the same number again is a new request.
    const cache = options.page.getByLabel('Reuse an answer for', { exact: true });
    await cache.fill('0');
    await cache.press('Enter');
    await expect.poll(async () => (await storedSettings(worker)).cacheLifetimeMinutes).toBe(0);
    await popup.lookUp('030 12345678');
    await popup.settled();
    await expect(popup.current.getByTestId('nc-cached')).toHaveCount(0);
    expect(service.staging.count(CHECKS)).toBe(2);

    // Out of range is refused with the limits in words, and nothing is stored.
    await cache.fill('1000000');
    await cache.press('Enter');
    await expect(
      options.page.getByRole('alert').filter({ hasText: 'Enter a time from 0 (never reuse) to 365 days' }),
    ).toBeVisible();
    expect((await storedSettings(worker)).cacheLifetimeMinutes).toBe(0);
  });

  test('credits settings: the low-credit threshold recolours the badge, the refresh period is stored', async ({
    ext,
    setUp,
    worker,
  }) => {
    await setUp({ environment: 'production', keys: { production: DEMO_KEYS.few, staging: DEMO_KEYS.plenty } });
    await expect.poll(async () => (await ext.badge()).text).toBe('3');
    const options = await OptionsPage.open(ext);
    await options.page.getByLabel('Low-credit warning at').fill('2');
    await options.page.getByLabel('Low-credit warning at').press('Enter');
    await expect.poll(async () => (await ext.badge()).color).toEqual([27, 127, 59, 255]);
    await options.page.getByLabel('Low-credit warning at').fill('5');
    await options.page.getByLabel('Low-credit warning at').press('Enter');
    await expect.poll(async () => (await ext.badge()).color).toEqual([179, 92, 0, 255]);

    const every = options.page.getByLabel('Read the credits every', { exact: true });
    await every.fill('2');
    await every.press('Enter');
    await expect.poll(async () => (await storedSettings(worker)).creditsRefreshMinutes).toBe(120);
    await options.page.getByTestId('credits-refresh-unit').selectOption('minutes');
    await every.fill('0.5');
    await every.press('Enter');
    await expect.poll(async () => (await storedSettings(worker)).creditsRefreshMinutes).toBe(0.5);
    await every.fill('0.1');
    await every.press('Enter');
    await expect(options.page.getByRole('alert').filter({ hasText: 'Enter a time from 0.5 minutes to 7 days' })).toBeVisible();
  });

  test('highlighting: on/off, code blocks and the per-site list', async ({ ext, setUp, worker }) => {
    await setUp({ environment: 'staging' });
    const options = await OptionsPage.open(ext);
    const enabled = options.page.getByRole('checkbox', { name: /Highlight phone numbers on web pages/ });
    const inCode = options.page.getByRole('checkbox', { name: /Also look in code blocks/ });
    await inCode.check();
    await expect.poll(async () => (await storedSettings(worker)).highlightInCode).toBe(true);
    await enabled.uncheck();
    await expect.poll(async () => (await storedSettings(worker)).highlightEnabled).toBe(false);
    await expect(inCode).toBeDisabled();
    await enabled.check();

    const site = options.page.getByLabel('Host name to turn highlighting off on');
    await site.fill('https://Shop.Example.com/cart?x=1');
    await site.press('Enter');
    await site.fill('intranet.local');
    await options.page.getByRole('button', { name: 'Add site' }).click();
    await site.fill('not a host!');
    await site.press('Enter');
    await expect(options.page.getByRole('alert').filter({ hasText: 'not a host name' })).toBeVisible();
    await expect.poll(async () => (await storedSettings(worker)).disabledSites).toEqual(['intranet.local', 'shop.example.com']);
    await options.page.getByRole('button', { name: 'Remove intranet.local' }).click();
    await expect.poll(async () => (await storedSettings(worker)).disabledSites).toEqual(['shop.example.com']);
  });

  test('clearing history and cache', async ({ ext, setUp, service }) => {
    await setUp({ environment: 'staging' });
    expect((await ext.send({ type: 'check:number', input: '+1 650 253 0000' })).ok).toBe(true);
    const popup = await PopupPage.open(ext);
    await expect(popup.historyItems).toHaveCount(1);
    const options = await OptionsPage.open(ext);
    await options.page.getByRole('button', { name: 'Clear history' }).click();
    await expect(options.notice).toHaveText('History cleared');
    await expect(popup.historyItems).toHaveCount(0);
    await expect(popup.page.getByTestId('last-result')).toHaveCount(0);

    await options.page.getByRole('button', { name: 'Clear cache' }).click();
    await expect(options.notice).toHaveText('Cache cleared');
    await popup.lookUp('+1 650 253 0000');
    await popup.settled();
    await expect(popup.current.getByTestId('nc-cached')).toHaveCount(0);
    expect(service.staging.count(CHECKS)).toBe(2);
  });
});
