// Answers of real services' shapes, through the real UI: the local service speaks the dialects
// modelled on public lookup APIs (dev/service/dialects), and the popup, the badge and history must
// read each right: facts in words, failures never shown as results, money as money, a deployment
// without a credits endpoint told so.
import { DEMO_KEYS, demoKey, type ShapeName } from '../../dev/service/index';
import { describeNumber } from '../../dev/service/number-info';
import { dialectOf } from '../../dev/service/shapes';
import type { ExtensionPages } from './support/extension-pages';
import { expect, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

const CHECKS = '/api/check-number' as const;
const CREDITS = '/api/check-credits' as const;

/** A German mobile number: every dialect gives a carrier and a line type for it. */
const MOBILE = '+49 1512 3456789';
const MOBILE_DIGITS = '4915123456789';

/** The checks kept in history and in the cache, read from storage as the popup would. */
async function kept(ext: ExtensionPages): Promise<{ history: number; cache: number }> {
  const page = await ext.openOptions();
  const out = await page.evaluate(async () => {
    const s = await chrome.storage.local.get(['history', 'cache']);
    return { history: ((s.history as unknown[]) ?? []).length, cache: Object.keys((s.cache as object) ?? {}).length };
  });
  await page.close();
  return out;
}

const LINE_WORDS: Record<string, string> = {
  mobile: 'Mobile',
  landline: 'Landline',
  'landline-or-mobile': 'Landline or mobile',
  voip: 'VoIP',
  'toll-free': 'Toll-free',
  unknown: 'Line type unknown',
};

test.describe('a check in each dialect, read through the popup', () => {
  for (const dialect of ['twilio', 'vonage', 'numverify', 'telesign', 'infobip', 'ipqs', 'messagebird', 'neutrino'] as const) {
    test(`${dialect}: the summary in words, the carrier a name, every field in the table`, async ({ ext, setUp, service }) => {
      const key = demoKey('plenty', dialect);
      await setUp({ keys: { staging: key, production: key } });
      const facts = dialectOf(dialect).facts(describeNumber(MOBILE_DIGITS), 99_999);
      const popup = await PopupPage.open(ext);
      await popup.lookUp(MOBILE);
      await expect(popup.page.getByTestId('lookup-result').getByTestId('nc-number')).toHaveText(/\+49/);
      // The headline is a number people read, never bare digits.
      await expect(popup.summary.getByTestId('nc-number')).not.toHaveText(/^\d+$/);
      if (facts.valid !== undefined)
        await expect(popup.summary.getByTestId('nc-validity')).toHaveText(facts.valid ? /Valid/ : /Not valid/);
      if (facts.carrier) await expect(popup.summary).toContainText(facts.carrier);
      if (facts.lineType) await expect(popup.summary).toContainText(LINE_WORDS[facts.lineType] ?? '');
      // No raw field name or code in the summary.
      await expect(popup.summary).not.toContainText(/_|nonFixedVoip|FIXED_LINE|\b\d{5,6}\b(?!\d)/);

      // The fields are folded behind the summary, and open as a readable table.
      const table = popup.current.getByTestId('nc-fields');
      await expect(table).toHaveCount(0);
      await popup.current.getByText(/^All fields/).click();
      await expect(table).toBeVisible();
      const labels = await table.locator('th[scope="row"]').allTextContents();
      expect(labels.length).toBeGreaterThan(2);
      for (const label of labels) expect(label, 'a label in words').not.toMatch(/[_[\]]|^[a-z]+[A-Z]/);
      expect(service.staging.count(CHECKS)).toBe(1);
    });
  }
});

test('every field keeps its service key on hover, empty values wait behind a toggle', async ({ ext, setUp }) => {
  const key = demoKey('plenty', 'twilio');
  await setUp({ keys: { staging: key, production: key } });
  const popup = await PopupPage.open(ext);
  await popup.lookUp(MOBILE);
  await popup.current.getByText(/^All fields/).click();
  const table = popup.current.getByTestId('nc-fields');
  const carrier = table.locator('th[scope="row"]', { hasText: 'Carrier name' });
  await expect(carrier).toHaveAttribute('title', 'line_type_intelligence.carrier_name');
  await expect(table.getByRole('rowheader', { name: 'Caller name' })).toHaveCount(0);
  const toggle = popup.current.getByTestId('nc-empty-toggle');
  await expect(toggle).toHaveText(/Show \d+ empty fields/);
  await toggle.click();
  await expect(table.locator('th[scope="row"]', { hasText: 'Caller name' })).toBeVisible();
  await expect(table.locator('.nc-field-heading')).toContainText(['Line type intelligence']);
});

test('a failure sent with HTTP 200 is shown as an error, never a result, and not kept', async ({ ext, setUp, service }) => {
  const key = demoKey('plenty', 'numverify');
  await setUp({ keys: { staging: key, production: key } });
  const popup = await PopupPage.open(ext);
  service.staging.setFault('error-200', { path: CHECKS, errorKind: 'no_credits', times: 1 });
  await popup.lookUp(MOBILE);
  await expect(popup.error).toHaveAttribute('data-kind', 'no-credits');
  await expect(popup.error).toContainText('No credits left');
  await expect(popup.error).toContainText('monthly usage limit');
  await expect(popup.current.getByTestId('nc-summary')).toHaveCount(0);
  await expect(popup.historyItems).toHaveCount(0);
  expect(await kept(ext)).toEqual({ history: 0, cache: 0 });

  // Not cached either: the same number asked again is a real call, and now a result.
  await popup.lookUp(MOBILE);
  await expect(popup.summary.getByTestId('nc-validity')).toHaveText(/Valid/);
  expect(service.staging.count(CHECKS)).toBe(2);
  await expect(popup.historyItems).toHaveCount(1);
});

test.describe('a failure in each API shape with 200 is never a result', () => {
  for (const [dialect, errorKind, kind] of [
    ['vonage', 'invalid_api_key', 'key-rejected'],
    ['telesign', 'no_credits', 'no-credits'],
    ['infobip', 'rate_limited', 'rate-limited'],
    ['messagebird', 'invalid_number', 'bad-number'],
  ] as const) {
    test(`${dialect} ${errorKind}`, async ({ ext, setUp, service }) => {
      const key = demoKey('plenty', dialect);
      await setUp({ keys: { staging: key, production: key } });
      service.staging.setFault('error-200', { path: CHECKS, errorKind });
      const reply = await ext.send({ type: 'check:number', input: MOBILE });
      expect(reply.ok ? 'result' : reply.error.kind).toBe(kind);
      expect(await kept(ext)).toEqual({ history: 0, cache: 0 });
    });
  }
});

test('a money balance is money on the badge and in the popup, and low in its own unit', async ({ ext, setUp, service }) => {
  const key = demoKey('few', 'twilio');
  service.staging.setCredits(key, 5);
  await setUp({ keys: { staging: key, production: key } });
  await expect.poll(async () => (await ext.badge()).text).toBe('$.05');
  const badge = await ext.badge();
  expect(badge.title).toContain('$0.05 left');
  // Orange: 0.05 dollars is below the low threshold of 50.
  expect(badge.color).toEqual([179, 92, 0, 255]);
  const popup = await PopupPage.open(ext);
  await expect(popup.creditsValue).toHaveText('$0.05');
  await expect(popup.page.getByTestId('credits')).toContainText('$0.05 left');

  service.staging.setCredits(key, 2_443);
  await popup.page.getByRole('button', { name: 'Refresh credits' }).click();
  await expect(popup.creditsValue).toHaveText('$24.43');
  await expect.poll(async () => (await ext.badge()).text).toBe('$24');
});

test('a deployment without a credits endpoint: told so once a check works, nothing alarming on the badge', async ({
  ext,
  setUp,
  service,
}) => {
  const key = demoKey('plenty', 'numverify');
  await setUp({ keys: { staging: key, production: key } });
  // Before any check, a 404 may be a wrong base URL: the badge warns and says both.
  await expect.poll(async () => (await ext.badge()).text).toBe('S·!');
  expect((await ext.badge()).title).toContain('has no credits endpoint');

  const reply = await ext.send({ type: 'check:number', input: MOBILE });
  expect(reply.ok).toBe(true);
  await expect.poll(async () => (await ext.badge()).text).toBe('');
  expect((await ext.badge()).title).toMatch(/this deployment has no credits endpoint/);
  const popup = await PopupPage.open(ext);
  await expect(popup.page.getByTestId('credits')).toContainText('Balance not reported by this deployment');
  await expect(popup.page.getByTestId('credits-error')).toHaveCount(0);
  expect(service.staging.count(CREDITS)).toBeGreaterThanOrEqual(2);
});

test('without a credits endpoint, the badge shows the balance the last answer carried', async ({ ext, setUp, service }) => {
  const key = demoKey('plenty', 'vonage');
  service.staging.setFault('404', { path: CREDITS });
  await setUp({ keys: { staging: key, production: key } });
  await expect.poll(async () => (await ext.badge()).text).toBe('S·!');
  const reply = await ext.send({ type: 'check:number', input: MOBILE });
  expect(reply.ok).toBe(true);
  // Vonage-like answers carry the balance in money (no currency said): 99,999 credits are 999.99.
  await expect.poll(async () => (await ext.badge()).text).toBe('999');
  const badge = await ext.badge();
  expect(badge.title).toContain('Balance 999.99, as the last check answer said');
  expect(badge.title).toContain('no credits endpoint');
  const popup = await PopupPage.open(ext);
  await expect(popup.creditsValue).toHaveText('999.99');
  await expect(popup.page.getByTestId('credits-note')).toContainText('no credits endpoint');
});

test('a key pinned to one dialect answers in it whatever the deployment speaks', async ({ ext, setUp, service }) => {
  const shape: ShapeName = 'telesign';
  service.staging.setShape('envelope');
  await setUp({ keys: { staging: demoKey('plenty', shape), production: DEMO_KEYS.plenty } });
  const staging = await ext.send({ type: 'check:number', input: MOBILE });
  expect(staging.ok && staging.record.raw).toContain('"phone_type"');
  expect(service.staging.count(CHECKS)).toBe(1);
});
