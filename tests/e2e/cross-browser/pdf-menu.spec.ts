// Right-click "Check this number" on a selection in a PDF open in the browser's own viewer (issue
// 28), in Firefox's pdf.js (a page of the browser's, where no content script runs). The native menu
// cannot be clicked by a driver: its click is fired in the background with the info the browser
// passes (driver clickMenu), the selection as the viewer gives a number wrapped over two lines.
// (In Chromium the same scenario, with its viewer's frame address, is tests/e2e/pdf-menu.spec.ts.)
import { expect, test } from './fixtures';
import { until } from './pages';

const SELECTION = 'Questions? Call our office on +44 20 7946\n0958 between 9 and 5.';

test('a selection in a PDF: checked once, answered in a notification, kept under the PDF’s address', async ({
  session,
  setUpService,
  service,
  site,
}) => {
  await setUpService();
  const pdfUrl = `${site.url}/numbers.pdf`;
  const tab = await session.newTab();
  await tab.goto(pdfUrl);
  service.staging.resetCounts();
  const out = await session.clickMenu(
    { menuItemId: 'check-selection', selectionText: SELECTION, pageUrl: pdfUrl, frameId: 0 },
    pdfUrl,
  );
  expect(out.reply.ok && out.reply.record.e164).toBe('+442079460958');
  expect(out.shownIn).toBe('notification');
  expect(service.staging.count('/api/check-number')).toBe(1);

  const notice = await until(() => session.lastNotification(), Boolean, 'the notification');
  expect(notice?.message).toMatch(/^\+44 20 7946 0958 · (Valid|Not valid)/);
  const stored = await session.storageLocal();
  const last = stored.lastResult as { record: { e164: string } };
  const history = stored.history as { e164: string; page?: { url: string } }[];
  expect(last.record.e164).toBe('+442079460958');
  expect(history.map((r) => [r.e164, r.page?.url])).toEqual([['+442079460958', pdfUrl]]);
});
