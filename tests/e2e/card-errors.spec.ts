// Errors in the page's card come with the same way forward as in the popup: try again, top up at
// the account page, fix the key in the settings; a check in flight shows its seconds.
import type { Page } from '@playwright/test';
import { DEMO_KEYS } from '../../dev/service/index';
import { highlightTexts, hoverNumber, ShadowProbe } from './highlight-helpers';
import { expect, test } from './support/fixtures';

const CHECKS = '/api/check-number' as const;

async function checkFromChip(page: Page, url: string): Promise<ShadowProbe> {
  await page.goto(url);
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(2);
  const probe = await ShadowProbe.open(page);
  await hoverNumber(page, probe, '+44 20 7946 0018');
  await probe.click(page, 'nc-chip-check');
  return probe;
}

test('402 in the card: "Top up your account" opens the account page of the active environment', async ({
  context,
  site,
  setUp,
}) => {
  const account = `${site.url}/in-page-card.html?account=staging`;
  await setUp({
    keys: { staging: DEMO_KEYS.none, production: DEMO_KEYS.plenty },
    settings: { accountUrls: { staging: account, production: '' } },
  });
  const page = await context.newPage();
  const probe = await checkFromChip(page, `${site.url}/in-page-card.html`);
  await probe.waitForText('nc-error', /No credits left on Staging/);
  expect(await probe.text('nc-action')).toBe('Top up your account');
  const [opened] = await Promise.all([context.waitForEvent('page'), probe.click(page, 'nc-action')]);
  await expect(opened).toHaveURL(account);
});

test('a rejected key in the card leads to the key field in the settings', async ({ context, site, setUp }) => {
  await setUp({ keys: { staging: 'not-a-key', production: DEMO_KEYS.plenty } });
  const page = await context.newPage();
  const probe = await checkFromChip(page, `${site.url}/in-page-card.html`);
  await probe.waitForText('nc-error', /rejected by Staging/);
  const [options] = await Promise.all([context.waitForEvent('page'), probe.click(page, 'nc-action')]);
  await expect(options).toHaveURL(/options\.html#key-staging$/);
  await expect(options.getByTestId('key-input-staging')).toBeFocused();
});

test('a slow check shows its seconds in the card; a 500 offers "Try again", which asks first, then checks again', async ({
  context,
  site,
  setUp,
  service,
}) => {
  // No kept answers: the second check of the same number reaches the service.
  await setUp({ settings: { cacheLifetimeMinutes: 0 } });
  service.staging.setFault('slow', { path: CHECKS, times: 1, delayMs: 2_500 });
  const page = await context.newPage();
  const probe = await checkFromChip(page, `${site.url}/in-page-card.html`);
  await probe.waitForText('nc-pending-elapsed', /^[1-9] s$/);
  expect(await probe.exists('nc-pending-cancel')).toBe(true);
  await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);

  service.staging.setFault('500', { path: CHECKS, times: 1 });
  service.staging.resetCounts();
  await page.keyboard.press('Escape');
  const again = await checkFromChip(page, `${site.url}/in-page-card.html?second`);
  await again.waitForText('nc-error', /Staging had a service error \(500\)/);
  await again.waitForText('nc-error', /This check may have been charged\./);
  expect(await again.text('nc-action')).toBe('Try again');
  // A 5xx may have been charged: the card asks, in words, before it sends again.
  await again.click(page, 'nc-action');
  await again.waitForText('nc-retry-confirm', /may already have been charged/);
  expect(service.staging.count(CHECKS)).toBe(1);
  await again.click(page, 'nc-retry-yes');
  await again.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
  expect(service.staging.count(CHECKS)).toBe(2);
});
