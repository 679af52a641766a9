/// <reference types="chrome" />
// Check a list (issue 19): 200 rows against the local service over real HTTP, through a 429, a 402,
// the worker stopped with a call on its way, and the browser closed and started again on the same
// profile. No row is lost, none is charged twice without the user's word (the service's own request
// log says so), and the export says what the table shows.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import Papa from 'papaparse';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from '../../dev/extension-browser';
import type { RowCounts } from '../../utils/bulk/job';
import { expect, test } from './support/fixtures';
import { WorkerControl } from './support/worker-control';

const VIEWPORT = { width: 1200, height: 900 };
const CHECK = '/api/check-number';

/** 190 distinct numbers, 5 repeats, 3 impossible, 2 without a number: 200 rows. */
function listCsv(): { csv: string; distinct: string[] } {
  const distinct = Array.from({ length: 190 }, (_, i) => `+1650555${String(100 + i).padStart(4, '0')}`);
  const lines = ['name,phone,city'];
  distinct.forEach((n, i) => {
    lines.push(`Person ${i},"+1 650 555 ${n.slice(-4)}",Springfield`);
    if (i % 40 === 7) lines.push(`Repeat of ${i},${n},Shelbyville`);
    if (i % 70 === 3) lines.push(`Short ${i},+1 650 12,Ogdenville`);
  });
  lines.push('Nobody,n/a,Nowhere', 'Someone,,North Haverbrook');
  return { csv: lines.join('\n'), distinct };
}

interface Meta {
  status: string;
  calls: number;
  inFlight: number[];
  slowedAt?: number;
  counts: RowCounts;
}

async function jobMeta(page: Page, id: string): Promise<Meta> {
  return page.evaluate(async (key) => (await chrome.storage.local.get(key))[key] as Meta, `bulkJob:${id}`);
}

const settled = (m: Meta) =>
  m.counts.checked + m.counts.known + m.counts.failed + m.counts.unknown + m.counts.impossible + m.counts['no-number'];

async function openList(context: BrowserContext, extensionId: string, hash = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/list.html${hash}`);
  return page;
}

test('200 rows through a 429, a 402, a stopped worker and a browser restart: no row lost, none charged twice', async ({
  service,
}) => {
  test.setTimeout(240_000);
  const staging = service.staging;
  staging.reset();
  const profile = mkdtempSync(join(tmpdir(), 'nc-bulk-'));
  let context = await launchWithExtension({ userDataDir: profile, viewport: VIEWPORT });
  try {
    const worker = await extensionWorker(context);
    const extensionId = new URL(worker.url()).host;
    await configureExtension(worker, localSetUp(service, { settings: { bulkPerMinute: 600, bulkConcurrency: 3 } }));
    // In turn: a 429 after 30 checks, then a 402 after 40 more, then, 20 checks after that, three slow answers.
    staging.queueFault('429', { path: CHECK, after: 30, times: 1, retryAfterSeconds: 2 });
    staging.queueFault('402', { path: CHECK, after: 40, times: 1 });
    staging.queueFault('slow', { path: CHECK, after: 20, times: 3, delayMs: 4_000 });

    const { csv, distinct } = listCsv();
    let page = await openList(context, extensionId);
    await page.getByTestId('list-paste').fill(csv);
    await page.getByTestId('list-read').click();
    // The preview, before anything is sent.
    await expect(page.getByTestId('preview-rows')).toHaveText('200');
    await expect(page.getByTestId('preview-numbers')).toHaveText('198');
    await expect(page.getByTestId('preview-impossible')).toHaveText('3');
    await expect(page.getByTestId('preview-duplicates')).toHaveText('5');
    await expect(page.getByTestId('preview-no-number')).toHaveText('2');
    await expect(page.getByTestId('preview-to-send')).toHaveText('190');
    await expect(page.getByTestId('list-column')).toHaveValue('1');
    expect(staging.count(CHECK)).toBe(0);

    await page.getByTestId('list-start').click();
    await expect(page).toHaveURL(/#job=/);
    const jobId = /#job=([\w-]+)/.exec(page.url())?.[1] as string;

    // The 429 is honoured and slows the pace; the 402 stops the job and says why.
    await expect(page.getByTestId('job')).toHaveAttribute('data-status', 'stopped', { timeout: 60_000 });
    await expect(page.getByTestId('job-status')).toContainText(/credit/i);
    const stopped = await jobMeta(page, jobId);
    expect(stopped.slowedAt).toBeDefined();
    expect(stopped.counts.pending).toBeGreaterThan(0);
    const sentAtStop = staging.count(CHECK);
    // A fixed wait on purpose: it proves that nothing happens in that time (no further call is sent after the stop); there is no state to wait for.
    await page.waitForTimeout(1_500);
    expect(staging.count(CHECK)).toBe(sentAtStop);

    // Resume; stop the worker while a (slow) call is on its way.
    await page.getByTestId('job-resume').click();
    await expect
      .poll(() => staging.requests().some((r) => r.fault === 'slow' && r.outcome === 'pending'), { timeout: 60_000 })
      .toBe(true);
    const control = await WorkerControl.attach(context, extensionId);
    await control.stop();
    // Woken again (any message does it): the cut-off call's row is "outcome unknown", never sent again by itself.
    await page.evaluate(() => chrome.runtime.sendMessage({ type: 'key:status' }));
    await expect.poll(async () => (await jobMeta(page, jobId)).counts.unknown, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByTestId('job-resend-unknown')).toBeVisible();

    // Close the browser in the middle of the run, start it again on the same profile.
    await expect.poll(async () => settled(await jobMeta(page, jobId)), { timeout: 60_000 }).toBeGreaterThanOrEqual(150);
    await context.close();
    context = await launchWithExtension({ userDataDir: profile, viewport: VIEWPORT });
    await extensionWorker(context);
    page = await openList(context, extensionId, `#job=${jobId}`);
    await expect(page.getByTestId('job')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });

    const done = await jobMeta(page, jobId);
    const unknownBefore = done.counts.unknown;
    expect(unknownBefore).toBeGreaterThan(0);
    const charged = () => {
      const by = new Map<string, number>();
      for (const r of staging.requests())
        if (r.path === CHECK && r.status === 200) by.set(r.query.number ?? '', (by.get(r.query.number ?? '') ?? 0) + 1);
      return by;
    };
    const sent = () => {
      const by = new Map<string, number>();
      for (const r of staging.requests())
        if (r.path === CHECK) by.set(r.query.number ?? '', (by.get(r.query.number ?? '') ?? 0) + 1);
      return by;
    };
    // Rows of unknown outcome were sent at most once before the user's word (a row marked sent just
    // before the browser closed may never have left it: that is why its outcome is unknown).
    const unknownNumbers = await page.$$eval('[data-testid=job-row][data-status=unknown]', (rows) =>
      rows.map((r) => (r as HTMLTableRowElement).cells[2]?.textContent ?? ''),
    );
    expect(unknownNumbers.length).toBeGreaterThan(0);
    for (const n of unknownNumbers) expect(sent().get(n) ?? 0, n).toBeLessThanOrEqual(1);

    // The user's word: send them again, after the warning.
    await page.getByTestId('job-resend-unknown').click();
    await expect(page.getByTestId('job-confirm')).toContainText(/may have charged/);
    await page.getByTestId('job-confirm-yes').click();
    await expect.poll(async () => (await jobMeta(page, jobId)).counts.unknown, { timeout: 30_000 }).toBe(0);
    await expect(page.getByTestId('job')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });

    // No row lost: every number answered; none charged twice except those the user sent again.
    const final = await jobMeta(page, jobId);
    expect(final.counts.duplicate).toBe(0);
    // (A row whose answer reached the cache just before a stop is settled from it: checked all the same.)
    expect(final.counts.checked + final.counts.known).toBe(195);
    expect(final.counts.pending + final.counts.sending + final.counts.failed + final.counts.unknown).toBe(0);
    const byNumber = charged();
    for (const n of distinct) {
      const times = byNumber.get(n) ?? 0;
      expect(times, n).toBeGreaterThanOrEqual(1);
      expect(times, n).toBeLessThanOrEqual(unknownNumbers.includes(n) ? 2 : 1);
    }
    expect([...byNumber.keys()].every((n) => distinct.includes(n))).toBe(true);

    // The table shows every row, and the export says the same.
    const table = await page.$$eval('[data-testid=job-row]', (rows) =>
      rows.map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent ?? '')),
    );
    expect(table).toHaveLength(200);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('job-export').click()]);
    const file = readFileSync((await download.path()) as string, 'utf8').replace(/^\ufeff/, '');
    const rows = Papa.parse<string[]>(file.trim(), { skipEmptyLines: true }).data;
    const [header, ...body] = rows as [string[], ...string[][]];
    expect(header.slice(0, 4)).toEqual(['name', 'phone', 'city', 'Number read']);
    expect(header.at(-2)).toBe('Status');
    expect(body).toHaveLength(200);
    // The file keeps the history export's guard against spreadsheet formulas: a cell starting with
    // = + - @ is written with a leading apostrophe, which spreadsheets do not show.
    const shown = (cell: string | undefined) => (cell ?? '').replace(/^'(?=[=+\-@])/, '');
    table.forEach((cells, i) => {
      const out = (body[i] as string[]).map(shown);
      // Row, input number, number read, status, six lifted fields.
      expect([cells[1], cells[2], cells[3], ...cells.slice(4, 10)], `row ${i + 1}`).toEqual([
        out[1],
        out[3],
        out[11],
        ...out.slice(4, 10),
      ]);
      if (cells[3]?.startsWith('Checked')) expect(out[12], `row ${i + 1} raw answer`).toMatch(/^\{/);
    });
  } finally {
    await context.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a 502 and a connection lost mid-answer leave rows "outcome unknown": no "retry failed", and "send again" asks before it sends', async ({
  context,
  extensionId,
  setUp,
  service,
}) => {
  const staging = service.staging;
  await setUp({ settings: { bulkPerMinute: 600, bulkConcurrency: 1 } });
  staging.queueFault('502', { path: CHECK, times: 1 });
  staging.queueFault('drop', { path: CHECK, after: 1, times: 1 });
  const numbers = Array.from({ length: 5 }, (_, i) => `+1 650 555 ${String(2000 + i)}`);
  const page = await openList(context, extensionId);
  await page.getByTestId('list-paste').fill(['phone', ...numbers].join('\n'));
  await page.getByTestId('list-read').click();
  await expect(page.getByTestId('preview-to-send')).toHaveText('5');
  await expect(page.getByTestId('preview-size')).toContainText(/kB|KB|MB/);
  await page.getByTestId('list-start').click();
  await expect(page.getByTestId('job')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  expect(staging.count(CHECK)).toBe(5);
  const unknown = page.locator('[data-testid=job-row][data-status=unknown]');
  await expect(unknown).toHaveCount(2);
  await expect(page.getByTestId('job-retry-failed')).toHaveCount(0);
  await page.getByTestId('job-resend-unknown').click();
  await expect(page.getByTestId('job-confirm')).toContainText('may have charged them already');
  // Asking sent nothing: the job is still done, and the service saw five calls.
  await expect(page.getByTestId('job')).toHaveAttribute('data-status', 'done');
  expect(staging.count(CHECK)).toBe(5);
  await page.getByTestId('job-confirm-yes').click();
  await expect(page.locator('[data-testid=job-row][data-status=checked]')).toHaveCount(5, { timeout: 30_000 });
  expect(staging.count(CHECK)).toBe(7);
});
