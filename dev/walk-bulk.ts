// The headless walk-through's part for many numbers at once (dev/start.ts): verdict marks on the
// demo page, the popup's "On this page", "Check a list" from paste to results, and the options'
// section, each light and dark.
import type { BrowserContext, Page } from '@playwright/test';

type Step = (name: string, fn: () => Promise<void>) => Promise<boolean>;
type Shot = (page: Page, name: string) => Promise<unknown>;

const LIST = `name,phone,city
Ada Lovelace,+44 20 7946 0018,London
Grace Hopper,(650) 253-0000,Mountain View
Alan Turing,+44 20 7946 0019,Manchester
Repeat of Grace,+1 650 253 0000,Mountain View
Typo,+1 650 12,Nowhere
Katherine Johnson,+1 757 555 0100,Hampton
No number,n/a,
Edsger Dijkstra,+31 20 555 0100,Amsterdam`;

async function both(page: Page, shot: Shot, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForTimeout(300);
  await shot(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(300);
  await shot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

export async function walkBulk(context: BrowserContext, demo: Page, extensionId: string, step: Step, shot: Shot): Promise<void> {
  await step('verdict marks on the demo page', async () => {
    await demo.bringToFront();
    await demo.mouse.move(5, 5);
    await demo.waitForTimeout(2_500);
    await both(demo, shot, '6-verdict-marks');
  });
  await step('popup: on this page', async () => {
    // The popup opened in a tab reads the tab used last before it; a headless browser does not count
    // bringing a tab to the front as using it, so the demo is opened afresh just before.
    const fresh = await context.newPage();
    await fresh.goto(demo.url());
    await fresh.waitForTimeout(1_500);
    const page = await context.newPage();
    await page.setViewportSize({ width: 400, height: 900 });
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByTestId('otp-list').waitFor({ timeout: 10_000 });
    await page.getByTestId('on-this-page').scrollIntoViewIfNeeded();
    await both(page, shot, '7-popup-on-this-page');
    await page.getByTestId('otp-check-unchecked').click();
    await page.getByTestId('otp-confirm').scrollIntoViewIfNeeded();
    await shot(page, '7-popup-on-this-page-confirm');
    await page.close();
    await fresh.close();
  });
  await step('check a list', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`chrome-extension://${extensionId}/list.html`);
    await page.getByTestId('list-paste').fill(LIST);
    await both(page, shot, '8-list-input');
    await page.getByTestId('list-read').click();
    await page.getByTestId('list-preview').waitFor();
    await both(page, shot, '8-list-preview');
    await page.getByTestId('list-start').click();
    await page.locator('[data-testid=job][data-status=done]').waitFor({ timeout: 30_000 });
    await both(page, shot, '8-list-done');
    await page.close();
  });
  await step('options: many numbers at once', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await page.getByTestId('section-many').scrollIntoViewIfNeeded();
    await both(page, shot, '9-options-many');
    await page.close();
  });
}
