// Benchmark: a list checked end to end in real Chromium against the local service over real HTTP
// (issue 26): the list page reads a CSV file, the background's engine sends every distinct number at
// the fastest pace the settings allow (8 at a time, 600 a minute), and the job is followed to its
// end. Prints the time, the size of the extension's store at the end (all of it, and the jobs'
// pieces), and whether any number was charged twice (the local service's own request log, per
// number).
//
// Run: npx tsx dev/bench/bulk-list-e2e.bench.ts
//   BULK_ROWS=N        rows of the list (default 100,000)
//   BULK_DISTINCT=D    distinct numbers among them (default: every row distinct). The pace caps a
//                      job at 600 calls a minute, so D sets the time: 100,000 distinct numbers take
//                      about 2 h 47 min; D = 5,000 about 8.5 min. Repeats are sent once and answered
//                      by their first row, so the store still holds N rows.
//   BULK_MAX_MINUTES=M stop following after M minutes (default 9): the job is paused there and the
//                      figures are those of the rows done so far (said so in the output)
//   NC_SKIP_BUILD=1    reuse .output/chrome-mv3-dev
// Prints only; nothing fails on timing.
import { execFileSync } from 'node:child_process';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from '../extension-browser';
import { DEMO_KEYS, startLocalService } from '../service/index';

const ROWS = Number(process.env.BULK_ROWS ?? 100_000);
const DISTINCT = Math.min(ROWS, Number(process.env.BULK_DISTINCT ?? ROWS));
const CHECK = '/api/check-number';
const MAX_MS = Number(process.env.BULK_MAX_MINUTES ?? 9) * 60_000;

function listCsv(): string {
  const lines = ['name,phone,city'];
  for (let i = 0; i < ROWS; i++) {
    // Repeats of a number follow each other (a sorted list), so an answer and its repeats share a chunk.
    const n = 2_000_000 + Math.floor((i * DISTINCT) / ROWS);
    lines.push(`Person ${i},+1 650 ${String(n).slice(0, 3)} ${String(n).slice(3)},Springfield`);
  }
  return `${lines.join('\n')}\n`;
}

interface Meta {
  status: string;
  inFlight: number[];
  calls: number;
  counts: Record<string, number>;
  rowCount: number;
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function main(): Promise<void> {
  if (process.env.NC_SKIP_BUILD !== '1') {
    execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit', env: { ...process.env, NC_DEV_BUILD: '1' } });
  }
  const service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  service.staging.setCredits(DEMO_KEYS.plenty, DISTINCT + 1_000);
  const context = await launchWithExtension({ viewport: { width: 1200, height: 900 } });
  try {
    const worker = await extensionWorker(context);
    const id = new URL(worker.url()).host;
    await configureExtension(worker, localSetUp(service, { settings: { bulkConcurrency: 8, bulkPerMinute: 600 } }));
    const page = await context.newPage();
    await page.goto(`chrome-extension://${id}/list.html`);

    const csv = listCsv();
    const readStarted = Date.now();
    await page.getByTestId('list-file').setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('preview-rows').waitFor({ timeout: 120_000 });
    const previewMs = Date.now() - readStarted;
    const needs = (await page.getByTestId('preview-size').textContent()) ?? '';
    const started = Date.now();
    await page.getByTestId('list-start').click();
    await page.waitForURL(/#job=/, { timeout: 120_000 });
    const jobId = /#job=([\w-]+)/.exec(page.url())?.[1] as string;
    const writtenMs = Date.now() - started;

    const meta = () => page.evaluate(async (key) => (await chrome.storage.local.get(key))[key] as Meta, `bulkJob:${jobId}`);
    let last = 0;
    let cut = false;
    for (;;) {
      const m = await meta();
      if (m.status !== 'running') break;
      if (Date.now() - started > MAX_MS) {
        // Out of time: paused (the calls on their way finish), then measured as it stands.
        cut = true;
        await page.getByTestId('job-pause').click();
        // The calls on their way come back and are recorded before the figures are read.
        for (;;) {
          const p = await meta();
          if (p.status !== 'running' && p.inFlight.length === 0) break;
          await page.waitForTimeout(500);
        }
        break;
      }
      if (Date.now() - last > 30_000) {
        last = Date.now();
        const s = Math.round((Date.now() - started) / 1000);
        console.log(`  ${s} s: ${m.calls.toLocaleString('en')} calls, ${m.counts.pending?.toLocaleString('en')} pending`);
      }
      await page.waitForTimeout(1_000);
    }
    const doneMs = Date.now() - started;
    const end = await meta();
    const store = await page.evaluate(async () => {
      const all = await chrome.storage.local.getBytesInUse(null);
      const keys = await chrome.storage.local.getKeys();
      const jobs = await chrome.storage.local.getBytesInUse(keys.filter((k) => k.startsWith('bulkJob')));
      return { all, jobs, keys: keys.length };
    });
    const perNumber = new Map<string, number>();
    let charged = 0;
    for (const r of service.staging.requests()) {
      if (r.path !== CHECK || r.status !== 200) continue;
      charged++;
      const n = r.query.number ?? '';
      perNumber.set(n, (perNumber.get(n) ?? 0) + 1);
    }
    const twice = [...perNumber.values()].filter((c) => c > 1).length;

    console.log(
      `\nA list of ${ROWS.toLocaleString('en')} rows (${DISTINCT.toLocaleString('en')} distinct numbers), real Chromium, local service`,
    );
    console.log(
      `  preview (file read, every cell read and planned): ${(previewMs / 1000).toFixed(1)} s; the page said: "${needs}"`,
    );
    console.log(`  job written and accepted: ${(writtenMs / 1000).toFixed(1)} s`);
    console.log(
      `  start → ${cut ? 'paused at the time limit' : 'done'}: ${(doneMs / 1000).toFixed(0)} s (${end.status}), ${end.calls.toLocaleString('en')} calls, ${(end.calls / (doneMs / 60_000)).toFixed(0)} a minute`,
    );
    console.log(`  rows: ${JSON.stringify(end.counts)}`);
    console.log(
      `  store at the end: ${mb(store.all)} in ${store.keys.toLocaleString('en')} keys, of which the jobs' pieces ${mb(store.jobs)}`,
    );
    console.log(
      `  charged by the service: ${charged.toLocaleString('en')} checks for ${perNumber.size.toLocaleString('en')} numbers; charged twice: ${twice}`,
    );
  } finally {
    await context.close();
    await service.close();
  }
}

void main();
