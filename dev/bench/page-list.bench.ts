// Benchmark: the popup's "On this page" on the 10,000-number page (dev/bench/highlight-pages.ts):
// how soon its list is on screen. Two figures per opening, both read from the browser's own clocks:
//  - asked → painted: from the popup asking the tab's frames (`nc:otp-asked`) to the first row of
//    the list painted (its `elementtiming`): what the section itself costs;
//  - opened → painted: from the popup's navigation start, the first paint of the popup included.
//
// Run: npx tsx dev/bench/page-list.bench.ts   (NC_SKIP_BUILD=1 reuses .output/chrome-mv3-dev;
//      PAGE_LIST_OPENS=N openings, 7 by default; NC_EXT_DIR=path benches another unpacked build;
//      NC_BASELINE_EXT_DIR=path interleaves a second build, e.g. a copy of main's, in its own
//      browser, one opening of each in turn, so before and after are measured in the same run;
//      NC_BENCH_CPU=1,4 the CPU slow-downs, see cpu-throttle.ts: the page and the popup are both
//      slowed, each before it navigates; PAGE_LIST_TRACE=1 traces the numbers page during each
//      opening and prints its longest tasks: the page's side of the answer, issue 29's "no task of
//      ours over 16 ms" — the trace's own cost slows both builds, so its openings' times are not the figures)
// Target (issue 29): the list painted ≤ 150 ms from asking, at each rate. Prints only; nothing fails
// on timing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from '../extension-browser';
import { type LocalService, startLocalService } from '../service/index';
import { serveFolder } from '../static-server';
import { cpuRates, rateLabel, throttleCpu } from './cpu-throttle';
import { buildDevUnlessGiven } from './dev-build';
import { NUMBERS_COUNT, numbersPage } from './highlight-pages';
import { watchMarks } from './mark-wait';
import { pageTaskMs } from './page-tasks';
import type { TraceEvent } from './trace-phases';
import { inTurn } from './turns';

const OPENS = Number(process.env.PAGE_LIST_OPENS ?? 7);
const TRACE = process.env.PAGE_LIST_TRACE === '1';
/** Issue 29: no task of ours over this on the page. */
const TASK_MS = 16;
const TARGET_MS = 150;

interface ElementPaint {
  identifier: string;
  renderTime: number;
  loadTime: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

interface Opening {
  /** asked → painted */
  asked: number;
  /** opened → painted */
  opened: number;
  tab: number;
  /** The frames' first answer: a long list's first rows (sent ahead), else the whole list. */
  frames: number;
  render: number;
  /** Every frame's whole list in (after the paint, when the first rows were sent ahead). */
  whole: number;
  listed: number;
  /** The page's tasks during the opening, ms (PAGE_LIST_TRACE=1). */
  pageTasks?: number[];
}

/** One build in its own browser, the 10,000-number page open in it. */
interface Side {
  label: string;
  context: BrowserContext;
  id: string;
  page?: Page;
  url?: string;
  openings: Opening[];
}

async function launchSide(label: string, extensionDir: string | undefined, service: LocalService): Promise<Side> {
  const context = await launchWithExtension({
    ...(extensionDir ? { extensionDir } : {}),
    viewport: { width: 1100, height: 800 },
  });
  const worker = await extensionWorker(context);
  await configureExtension(worker, localSetUp(service));
  return { label, context, id: new URL(worker.url()).host, openings: [] };
}

async function openPage(side: Side, url: string, rate: number): Promise<void> {
  const page = await side.context.newPage();
  await page.goto('about:blank');
  await throttleCpu(page, rate);
  // Watched from the document's start, without polling (a poll every frame would be a task of ours in the page's thread).
  const watch = await watchMarks(page, ['nc:highlight-done']);
  await page.goto(url);
  await watch.wait('nc:highlight-done', 120_000);
  side.page = page;
  side.url = url;
  side.openings = [];
}

/** Opens the popup over the page once; the timings of its "On this page". */
async function openOnce(side: Side, rate: number): Promise<Opening> {
  await side.page?.bringToFront();
  const traced = TRACE && side.page ? await tracePage(side.page) : undefined;
  const popup = await side.context.newPage();
  await popup.goto('about:blank');
  await throttleCpu(popup, rate);
  await popup.goto(`chrome-extension://${side.id}/popup.html`);
  const t = await popup.evaluate(
    () =>
      new Promise<{ painted: number; asked: number } | undefined>((done) => {
        new PerformanceObserver((list) => {
          const el = list.getEntries().find((e) => (e as unknown as ElementPaint).identifier === 'nc-otp-list') as
            | ElementPaint
            | undefined;
          const mark = performance.getEntriesByName('nc:otp-asked')[0];
          if (!el || !mark) return;
          done({ painted: el.renderTime || el.loadTime, asked: mark.startTime });
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => done(undefined), 10_000);
      }),
  );
  if (!t) {
    await popup.close();
    throw new Error(`${side.label}: the list was not painted within 10 s`);
  }
  // The count comes with the whole list, which may follow the first rows' paint: read once it is in.
  await popup.waitForFunction(
    () => !!document.querySelector('[data-testid=otp-count]') && performance.getEntriesByName('nc:otp-answered').length > 0,
  );
  const marks = await popup.evaluate(() => ({
    tab: performance.getEntriesByName('nc:otp-tab')[0]?.startTime ?? Number.NaN,
    first: performance.getEntriesByName('nc:otp-first')[0]?.startTime ?? Number.NaN,
    answered: performance.getEntriesByName('nc:otp-answered')[0]?.startTime ?? Number.NaN,
    count: document.querySelector('[data-testid=otp-count]')?.textContent ?? '',
  }));
  await popup.close();
  const events = traced ? await traced() : undefined;
  const pageTasks = events && side.url ? pageTaskMs(events, side.url) : undefined;
  if (events && !pageTasks)
    console.log(`  (${side.label}: the page's main thread not found among ${events.length} traced events)`);
  // A build without first rows sent ahead (or a short list) has no `nc:otp-first`.
  const answered = Number.isNaN(marks.first) ? marks.answered : Math.min(marks.first, marks.answered);
  return {
    asked: t.painted - t.asked,
    opened: t.painted,
    tab: marks.tab - t.asked,
    frames: answered - marks.tab,
    render: t.painted - answered,
    whole: marks.answered - marks.tab,
    listed: Number(marks.count.replace(/\D/g, '')),
    ...(pageTasks ? { pageTasks } : {}),
  };
}

/** Starts a trace of the page's renderer; what it gives ends it and hands over its events. */
async function tracePage(page: Page): Promise<() => Promise<TraceEvent[]>> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  // (TracingStartedInBrowser, which names each frame's process, is in the disabled-by-default category.)
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return events;
  };
}

function report(side: Side, rate: number, labelled: boolean): void {
  const o = side.openings;
  const of = (k: Exclude<keyof Opening, 'pageTasks'>) => o.map((x) => x[k]);
  const listed = o.at(-1)?.listed ?? 0;
  console.log(
    `\n${labelled ? `${side.label}: ` : ''}"On this page" of a ${NUMBERS_COUNT.toLocaleString('en')}-number page (${listed.toLocaleString('en')} distinct listed), ${rateLabel(rate)}, ${o.length} openings`,
  );
  console.log(
    `  asked → list painted   median ${median(of('asked')).toFixed(0)} ms  (runs: ${of('asked')
      .map((x) => x.toFixed(0))
      .join(', ')})`,
  );
  console.log(
    `  opened → list painted  median ${median(of('opened')).toFixed(0)} ms  (runs: ${of('opened')
      .map((x) => x.toFixed(0))
      .join(', ')})`,
  );
  console.log(
    `  of which (medians): tab found ${median(of('tab')).toFixed(0)} ms, frames answered ${median(of('frames')).toFixed(0)} ms, merged and painted ${median(of('render')).toFixed(0)} ms (every frame's whole list in ${median(of('whole')).toFixed(0)} ms after the tab was found)`,
  );
  const traced = o.filter((x) => x.pageTasks);
  if (traced.length > 0) {
    const longest = traced.map((x) => Math.max(0, ...(x.pageTasks ?? [])));
    const over = traced.map((x) => (x.pageTasks ?? []).filter((ms) => ms > TASK_MS).length);
    console.log(
      `  the page's longest task during an opening (traced): median ${median(longest).toFixed(1)} ms, max ${Math.max(...longest).toFixed(1)} ms (runs: ${longest
        .map((x) => x.toFixed(0))
        .join(', ')}); tasks over ${TASK_MS} ms: ${over.reduce((a, b) => a + b, 0)} in ${traced.length} openings`,
    );
  }
  if (!labelled || side.label === 'this build')
    console.log(`  target ≤ ${TARGET_MS} ms (asked → painted, median): ${median(of('asked')) <= TARGET_MS ? 'met' : 'NOT met'}`);
}

async function main(): Promise<void> {
  buildDevUnlessGiven();
  const folder = mkdtempSync(join(tmpdir(), 'nc-page-list-'));
  writeFileSync(join(folder, 'numbers.html'), numbersPage());
  const site = await serveFolder(folder);
  const service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  const extensionDir = process.env.NC_EXT_DIR ? resolve(process.env.NC_EXT_DIR) : undefined;
  const baselineDir = process.env.NC_BASELINE_EXT_DIR ? resolve(process.env.NC_BASELINE_EXT_DIR) : undefined;
  const sides: Side[] = [];
  try {
    sides.push(await launchSide('this build', extensionDir, service));
    if (baselineDir) sides.push(await launchSide('baseline', baselineDir, service));
    for (const rate of cpuRates()) {
      for (const side of sides) await openPage(side, `${site.url}/numbers.html`, rate);
      // The first opening starts the extension's page process (and loads the frame's answer): not recorded.
      for (let i = 0; i <= OPENS; i++) {
        // Interleaved, the side that goes first alternating: both meet the machine's same moments.
        for (const [side] of inTurn(sides, i)) {
          const opening = await openOnce(side, rate);
          if (i > 0) side.openings.push(opening);
        }
      }
      for (const side of sides) {
        report(side, rate, sides.length > 1);
        await side.page?.close();
      }
    }
  } finally {
    for (const side of sides) await side.context.close();
    await service.close();
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
