// Every error class of docs/architecture.md#errors as the popup shows it: words a user understands, and the action
// that fixes it. Faults come from the local service; each test arms one for the check call only.
import { DEMO_KEYS } from '../../dev/service/index';
import { expect, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

const CHECKS = '/api/check-number' as const;
const NUMBER = '+1 650 253 0000';

test.describe('popup errors', () => {
  test('a deployment that redirects to another origin: words, and the other origin saw nothing', async ({
    ext,
    setUp,
    service,
    worker,
  }) => {
    await setUp({ environment: 'staging' });
    service.staging.setFault('redirect', { path: CHECKS, redirectTo: service.production.baseUrl });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'redirected');
    await expect(popup.error).toContainText(
      'Staging sent us on to another address instead of answering; the key was not sent there.',
    );
    expect(service.staging.count(CHECKS)).toBe(1);
    expect(service.production.requests()).toEqual([]);
    // What the worker's `fetch` gets for a redirect it is told not to follow: an opaque answer, with
    // no status and no Location (utils/service/http.ts refuses it as a redirect to an unknown address).
    const seen = await worker.evaluate(async (url) => {
      const r = await fetch(url, { redirect: 'manual' });
      return { type: r.type, status: r.status, location: r.headers.get('location') };
    }, `${service.staging.baseUrl}${CHECKS}?apikey=x&number=%2B16502530000`);
    expect(seen).toEqual({ type: 'opaqueredirect', status: 0, location: null });
    expect(service.production.requests()).toEqual([]);
  });

  test('401: the key was rejected, with a way to the settings', async ({ ext, setUp, service, context }) => {
    await setUp({ environment: 'staging' });
    service.staging.setFault('401', { path: CHECKS, times: 1 });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'key-rejected');
    await expect(popup.error).toContainText('The API key was rejected by Staging');
    const [options] = await Promise.all([
      context.waitForEvent('page'),
      popup.error.getByRole('button', { name: 'Fix the key in the settings' }).click(),
    ]);
    // The settings open at the key of the environment that refused it, its field focused.
    await expect(options).toHaveURL(/options\.html#key-staging$/);
    await expect(options.getByTestId('key-input-staging')).toBeFocused();
  });

  test('a bare 422: the service refused the request, in general words, with the ways forward of any refusal', async ({
    ext,
    setUp,
    service,
  }) => {
    await setUp({ environment: 'staging' });
    service.staging.setFault('422-bare', { path: CHECKS, times: 1 });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'refused');
    await expect(popup.error).toContainText('Staging refused the request (422).');
    // The service said nothing about the number: no "did not accept this number", no "Edit the number".
    await expect(popup.error).not.toContainText('did not accept this number');
    await expect(popup.error.getByRole('button', { name: 'Edit the number' })).toHaveCount(0);
    await expect(popup.error.getByRole('button', { name: 'Fix the key in the settings' })).toBeVisible();
    await expect(popup.error.getByRole('button', { name: 'Top up your account' })).toBeVisible();
    await popup.error.getByRole('button', { name: 'Try again' }).click();
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText(NUMBER);
    expect(service.staging.count(CHECKS)).toBe(2);
  });

  test('402: no credits left, and the badge shows 0 in red', async ({ ext, setUp }) => {
    await setUp({ environment: 'production', keys: { production: DEMO_KEYS.none, staging: DEMO_KEYS.plenty } });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'no-credits');
    await expect(popup.error).toContainText('No credits left on Production');
    await expect(popup.creditsValue).toHaveText('0');
    await expect.poll(async () => (await ext.badge()).text).toBe('0');
    expect((await ext.badge()).color).toEqual([198, 40, 40, 255]);
  });

  test('at 0 credits the popup says what Check will do, and "Top up" opens the account page of the environment', async ({
    ext,
    setUp,
    context,
    site,
  }) => {
    const account = `${site.url}/in-page-card.html?account=production`;
    await setUp({
      environment: 'production',
      keys: { production: DEMO_KEYS.none, staging: DEMO_KEYS.plenty },
      settings: { accountUrls: { staging: '', production: account } },
    });
    const popup = await PopupPage.open(ext);
    await expect(popup.creditsValue).toHaveText('0');
    const note = popup.page.getByTestId('zero-credits');
    await expect(note).toContainText('No credits left on Production: Check will still ask the service');
    await expect(popup.checkButton).toBeEnabled();
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      note.getByRole('button', { name: 'Top up your account' }).click(),
    ]);
    await expect(opened).toHaveURL(account);

    // The same way forward from the check's own error.
    await popup.page.bringToFront();
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'no-credits');
    const [again] = await Promise.all([
      context.waitForEvent('page'),
      popup.error.getByRole('button', { name: 'Top up your account' }).click(),
    ]);
    await expect(again).toHaveURL(account);
  });

  test('without an account page, "Top up" opens the settings at its field', async ({ ext, setUp, context }) => {
    await setUp({ environment: 'production', keys: { production: DEMO_KEYS.none, staging: DEMO_KEYS.plenty } });
    const popup = await PopupPage.open(ext);
    const [options] = await Promise.all([
      context.waitForEvent('page'),
      popup.page.getByTestId('zero-credits').getByRole('button', { name: 'Top up your account' }).click(),
    ]);
    await expect(options).toHaveURL(/options\.html#account-production$/);
    await expect(options.getByTestId('account-url-production')).toBeFocused();
  });

  test('a rejected key: the credits line says the read failed, offers the fix, and the badge says it in words', async ({
    ext,
    setUp,
    context,
  }) => {
    await setUp({ environment: 'staging', keys: { staging: 'not-a-key', production: DEMO_KEYS.plenty } });
    const popup = await PopupPage.open(ext);
    await expect(popup.page.getByTestId('credits-failed')).toHaveText('Credits could not be read');
    await expect(popup.page.getByTestId('credits-not-yet')).toHaveCount(0);
    await expect(popup.page.getByTestId('credits-error')).toContainText('The API key was rejected by Staging.');
    await expect.poll(async () => (await ext.badge()).text).toBe('S·!');
    const title = (await ext.badge()).title;
    expect(title).toContain('"!" means the last credits read failed');
    expect(title).toContain('The API key was rejected by Staging.');
    const [options] = await Promise.all([context.waitForEvent('page'), popup.page.getByTestId('credits-action').click()]);
    await expect(options).toHaveURL(/options\.html#key-staging$/);
    await expect(options.getByTestId('key-input-staging')).toBeFocused();
  });

  test('a check in flight shows the seconds it has taken and can be cancelled', async ({ ext, setUp, service }) => {
    await setUp({ environment: 'staging' });
    service.staging.setFault('slow', { path: CHECKS, times: 1, delayMs: 4_000 });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.page.getByTestId('pending')).toContainText('Checking');
    await expect(popup.page.getByTestId('pending-elapsed')).toHaveText(/^[1-9] s$/, { timeout: 3_000 });
    await popup.page.getByTestId('pending-cancel').click();
    await expect(popup.page.getByTestId('pending')).toHaveCount(0);
    await expect(popup.page.getByTestId('cancelled')).toContainText('Stopped waiting for');
    // The call already made still lands in the history when it answers; nothing is sent twice.
    await expect(popup.historyItems).toHaveCount(1, { timeout: 8_000 });
    expect(service.staging.count(CHECKS)).toBe(1);
  });

  test('400: the service did not accept the number, with its words and a way back to the field', async ({
    ext,
    setUp,
    service,
  }) => {
    // Sent as typed (the popup then leaves the text as it is), an unbalanced bracket reaches the
    // service, which refuses it.
    await setUp({ environment: 'staging', settings: { numberFormat: 'as-typed' } });
    const popup = await PopupPage.open(ext);
    await popup.numberInput.fill('+1 (650 253-0000');
    await popup.numberInput.press('Enter');
    await expect(popup.error).toHaveAttribute('data-kind', 'bad-number');
    await expect(popup.error).toContainText('The service did not accept this number.');
    await expect(popup.error).toContainText('The service said:');
    expect(service.staging.requests().at(-1)?.status).toBe(400);
    await popup.numberInput.blur();
    await popup.error.getByRole('button', { name: 'Edit the number' }).click();
    await expect(popup.numberInput).toBeFocused();
  });

  test('404: a wrong base URL path says to check the base URL', async ({ ext, setUp, service }) => {
    await setUp({
      environment: 'staging',
      settings: { baseUrls: { staging: `${service.staging.baseUrl}/v9`, production: service.production.baseUrl } },
    });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'not-found');
    await expect(popup.error).toContainText('No such endpoint');
    await expect(popup.error).toContainText('check the base URL');
    await expect(popup.error.getByRole('button', { name: 'Open settings' })).toBeVisible();
  });

  test('429: rate limited, "try again" waits out the Retry-After with a countdown, then works', async ({
    ext,
    setUp,
    service,
  }) => {
    await setUp({ environment: 'staging' });
    service.staging.setFault('429', { path: CHECKS, times: 1, retryAfterSeconds: 3 });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'rate-limited');
    await expect(popup.error).toContainText('Rate limited by Staging. It asks to wait 3 s before the next call.');
    // The button cannot call the service before the time the service asked for.
    const retry = popup.error.getByTestId('nc-action');
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveText(/^Try again in [1-3] s$/);
    expect(service.staging.count(CHECKS)).toBe(1);
    await expect(retry).toHaveText('Try again', { timeout: 5_000 });
    await expect(retry).toBeEnabled();
    await retry.click();
    await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText(NUMBER);
    expect(service.staging.count(CHECKS)).toBe(2);
  });

  test('500: a service error, never retried by itself', async ({ ext, setUp, service }) => {
    await setUp({ environment: 'staging' });
    service.staging.setFault('500', { path: CHECKS, times: 1 });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'server-error');
    await expect(popup.error).toContainText('Staging had a service error (500)');
    await expect(popup.error).toContainText('This check may have been charged.');
    expect(service.staging.count(CHECKS)).toBe(1);
    await expect(popup.error.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('502, then "Try again": asks first, in words, and sends nothing until the user says so', async ({
    ext,
    setUp,
    service,
  }) => {
    await setUp({ environment: 'staging' });
    service.staging.setFault('502', { path: CHECKS, times: 1 });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'server-error');
    await expect(popup.error).toContainText('Staging had a service error (502)');
    await expect(popup.error).toContainText('This check may have been charged.');
    expect(service.staging.count(CHECKS)).toBe(1);

    await popup.error.getByRole('button', { name: 'Try again' }).click();
    const ask = popup.page.getByTestId('nc-retry-confirm');
    await expect(ask).toContainText('may already have been charged');
    // "Not now" sends nothing and gives the button back.
    await ask.getByRole('button', { name: 'Not now' }).click();
    await expect(ask).toBeHidden();
    expect(service.staging.count(CHECKS)).toBe(1);

    await popup.error.getByRole('button', { name: 'Try again' }).click();
    expect(service.staging.count(CHECKS)).toBe(1);
    await popup.page.getByTestId('nc-retry-confirm').getByRole('button', { name: 'Check again' }).click();
    await expect(popup.page.getByTestId('nc-validity')).toBeVisible();
    expect(service.staging.count(CHECKS)).toBe(2);
  });

  test('a connection lost after the answer began: "may have been charged", and "Try again" asks first', async ({
    ext,
    setUp,
    service,
  }) => {
    await setUp({ environment: 'staging' });
    // The service charges the check, sends its 200 headers and half the answer, then cuts the line.
    service.staging.setFault('drop', { path: CHECKS, times: 1 });
    const popup = await PopupPage.open(ext);
    const before = service.staging.credits(DEMO_KEYS.plenty) ?? 0;
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'connection-lost');
    await expect(popup.error).toContainText('The connection to Staging was lost while it was answering.');
    await expect(popup.error).toContainText('This check may have been charged.');
    expect(service.staging.credits(DEMO_KEYS.plenty)).toBe(before - 1);
    expect(service.staging.count(CHECKS)).toBe(1);
    await popup.error.getByRole('button', { name: 'Try again' }).click();
    await expect(popup.page.getByTestId('nc-retry-confirm')).toBeVisible();
    expect(service.staging.count(CHECKS)).toBe(1);
  });

  for (const fault of ['html', 'empty'] as const) {
    test(`${fault} body: an answer that is not data points at the base URL`, async ({ ext, setUp, service }) => {
      await setUp({ environment: 'staging' });
      service.staging.setFault(fault, { path: CHECKS, times: 1 });
      const popup = await PopupPage.open(ext);
      await popup.lookUp(NUMBER);
      await expect(popup.error).toHaveAttribute('data-kind', 'bad-response');
      await expect(popup.error).toContainText('not data');
    });
  }

  test('200 with an error body is the matching error', async ({ ext, setUp, service }) => {
    await setUp({ environment: 'staging' });
    service.staging.setFault('error-200', { path: CHECKS, times: 1, errorKind: 'no_credits' });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'no-credits');
  });

  test('a dropped connection: cannot reach the service', async ({ ext, setUp, service }) => {
    await setUp({ environment: 'staging' });
    // Every time: Chromium itself retries a GET once when a reused connection is reset.
    service.staging.setFault('reset', { path: CHECKS });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'unreachable');
    await expect(popup.error).toContainText(`Cannot reach ${service.staging.baseUrl}`);
  });

  test('no permission for the service origin: says so and offers to grant access', async ({ ext, setUp, service }) => {
    // The dev build may reach http loopback only; an https origin has not been granted.
    await setUp({
      environment: 'staging',
      settings: { baseUrls: { staging: 'https://127.0.0.1:9', production: service.production.baseUrl } },
    });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.error).toHaveAttribute('data-kind', 'no-permission');
    await expect(popup.error).toContainText('not allowed to reach https://127.0.0.1:9');
    // The browser's own prompt cannot be answered by a headless test, but the popup says that it
    // waits for it (or that it was refused, if the browser dismissed it), never nothing.
    await popup.error.getByRole('button', { name: 'Grant access' }).click();
    await expect(popup.page.getByTestId('popup-access')).toHaveAttribute('data-state', /pending|refused/);
    await expect(popup.page.getByTestId('popup-access')).toContainText('127.0.0.1');
    expect(service.staging.count()).toBe(0);
  });

  test('timeout: says after how long, and offers to try again', async ({ ext, setUp, service }) => {
    test.setTimeout(45_000);
    await setUp({ environment: 'staging' });
    service.staging.setFault('slow', { path: CHECKS, times: 1, delayMs: 20_000 });
    const popup = await PopupPage.open(ext);
    await popup.lookUp(NUMBER);
    await expect(popup.page.getByTestId('pending')).toContainText('Checking');
    await expect(popup.error).toHaveAttribute('data-kind', 'timeout', { timeout: 25_000 });
    await expect(popup.error).toContainText('timed out after 15 s');
    await expect(popup.error.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
