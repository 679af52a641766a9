/// <reference types="chrome" />
// Right-click "Check this number" on a selection in a PDF open in Chromium's own viewer (issue 28).
// No content script of ours runs in the viewer, so no card can show: the answer goes to a
// notification and stays as the popup's last result, and history keeps the PDF's address. The
// native menu cannot be clicked by Playwright; its click is fired in the worker with the info
// Chrome passes (as tests/e2e/context-menu.spec.ts does): the selection as the viewer gives it, a
// number wrapped at the end of a line with its line break, and the PDF's address.
import type { Worker } from '@playwright/test';
import type { MenuClick, MenuOutcome } from '../../entrypoints/background/context-menu';
import { expect, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

type Dev = {
  clickMenu(info: MenuClick, tab: { id?: number }): Promise<MenuOutcome>;
  clickNotification(id: string): Promise<string | undefined>;
};
type Notice = { id: string; title: string; message: string };

/** Chromium's PDF viewer is an extension of the browser's own; a click in it has the viewer's frame address. */
const VIEWER_FRAME = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html';
/** The selection as Chromium's viewer gives it for the second and third lines of tests/e2e/pages/numbers.pdf. */
const SELECTION = 'Questions? Call our office on +44 20 7946\n0958 between 9 and 5.';

function tabIdOf(worker: Worker, url: string): Promise<number> {
  return worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0]?.id ?? -1, url);
}

function clickMenu(worker: Worker, info: MenuClick, tabId: number): Promise<MenuOutcome> {
  return worker.evaluate(
    ([i, t]) => (globalThis as unknown as { __numberCheckDev: Dev }).__numberCheckDev.clickMenu(i, { id: t }),
    [info, tabId] as const,
  );
}

function clickNotification(worker: Worker, id: string): Promise<string | undefined> {
  return worker.evaluate((n) => (globalThis as unknown as { __numberCheckDev: Dev }).__numberCheckDev.clickNotification(n), id);
}

test('a selection in a PDF: checked once, answered in a notification and the popup, kept under the PDF’s address', async ({
  setUp,
  context,
  worker,
  site,
  service,
  ext,
}) => {
  await setUp();
  const pdfUrl = `${site.url}/numbers.pdf`;
  const page = await context.newPage();
  await page.goto(pdfUrl);
  // The viewer has the tab, under the PDF's address; our content script stands aside in the PDF's
  // document (it has the viewer's frame inside), so nothing answers there.
  await expect.poll(() => tabIdOf(worker, pdfUrl)).toBeGreaterThan(-1);
  const tabId = await tabIdOf(worker, pdfUrl);
  // It is the browser's viewer: the PDF's document holds the viewer's frame.
  await expect.poll(() => page.frames().map((f) => f.url())).toContain(VIEWER_FRAME);
  expect(await page.evaluate(() => document.contentType)).toBe('application/pdf');
  const contentScript = await worker.evaluate(
    (t) =>
      chrome.tabs.sendMessage(t, { type: 'menu:number-here' }, { frameId: 0 }).then(
        () => 'answered',
        () => 'none',
      ),
    tabId,
  );
  expect(contentScript).toBe('none');

  service.staging.resetCounts();
  const out = await clickMenu(
    worker,
    { menuItemId: 'check-selection', selectionText: SELECTION, pageUrl: pdfUrl, frameUrl: VIEWER_FRAME, frameId: 0 },
    tabId,
  );
  expect(out.reply.ok && out.reply.record.e164).toBe('+442079460958');
  expect(out.shownIn).toBe('notification');
  expect(service.staging.count('/api/check-number')).toBe(1);

  // The notification says the number and its verdict, and what a click on it does.
  const notice = await worker.evaluate(
    () => (globalThis as unknown as { __numberCheckNotification?: Notice }).__numberCheckNotification,
  );
  expect(notice?.title).toBe('Number Check');
  expect(notice?.message).toMatch(/^\+44 20 7946 0958 · (Valid|Not valid)/);
  expect(notice?.message).toContain('Click to see the answer in Number Check.');
  const shown = await worker.evaluate(() => chrome.notifications.getAll());
  expect(Object.keys(shown)).toEqual([notice?.id]);

  // A click on it opens the popup (or its page in a tab where the browser cannot open the popup)…
  const opened = await clickNotification(worker, notice?.id ?? '');
  expect(['popup', 'popup-tab']).toContain(opened);
  if (opened === 'popup-tab') await expect.poll(() => context.pages().some((p) => p.url() === ext.url('popup.html'))).toBe(true);
  // …which shows this answer as its last result, and history keeps the PDF's address.
  const popup = await PopupPage.open(ext);
  await expect(popup.result).toContainText('+44 20 7946 0958');
  await expect(popup.historyItems).toHaveCount(1);
  await expect(popup.historyItems.first().getByTestId('history-page')).toHaveAttribute('title', pdfUrl);
  // Nothing was checked again by the notification or the popup.
  expect(service.staging.count('/api/check-number')).toBe(1);
  await page.screenshot({ path: 'test-results/screenshots/pdf-viewer.png' });
});
