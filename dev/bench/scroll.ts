// What scrolling a page of 10,000 numbers costs the page's main thread once they are highlighted,
// with the extension against without it (the same page in a browser without extensions), in the
// same run: the page scrolled 120 px a frame for 120 frames, its renderer traced (CDP). Printed per
// scrolled frame: the renderer's main thread's tasks, and in them the browser's IntersectionObserver computations (the
// viewport window's observer of far blocks: utils/highlight/near-bands.ts) and paint. Dev builds
// (they mark when the page is fully read). Prints; never fails.
//
//   npx tsx dev/bench/scroll.ts                builds the dev extension first (NC_DEV_BUILD=1)
//   NC_SKIP_BUILD=1 npx tsx dev/bench/scroll.ts
//   NC_EXT_DIR=path npx tsx dev/bench/scroll.ts      benches another unpacked dev build
//   NC_BASELINE_EXT_DIR=path …    also a second dev build, taking turns with ours run by run
//   NC_BENCH_RUNS=3               runs of each (default 3); NC_BENCH_CPU=1,4 as the other benches
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { extensionWorker, launchWithExtension, stylesheetReady } from '../extension-browser';
import { chromiumPath, DEV_BUILD_DIR } from '../extension-paths';
import { serveFolder } from '../static-server';
import { cpuRates, rateLabel, throttleCpu } from './cpu-throttle';
import { buildDevUnlessGiven } from './dev-build';
import { numbersPage } from './highlight-pages';
import { watchMarks } from './mark-wait';
import { median } from './median';
import { outermostTasks } from './page-tasks';
import type { TraceEvent } from './trace-phases';

const RUNS = Number(process.env.NC_BENCH_RUNS ?? 3);
const FRAMES = 120;
const STEP_PX = 120;
/** Trace events summed, by what they are called in the printout. */
const SUMS: Record<string, string> = {
  'IntersectionObserverController::computeIntersections': 'intersection observers',
  Paint: 'paint',
};

interface Scrolled {
  /** ms per scrolled frame, by SUMS' names. */
  perFrame: Record<string, number>;
}

/** Loads the page (waits for the scan's end where the extension reads it), then scrolls it, traced. */
async function scrollOnce(context: BrowserContext, url: string, rate: number, ours: boolean): Promise<Scrolled> {
  const page = await context.newPage();
  const watch = ours ? await watchMarks(page, ['nc:highlight-done']) : undefined;
  await page.goto(url, { waitUntil: 'load' });
  await watch?.wait('nc:highlight-done', 120_000);
  // The viewport window's blocks are handed to its observer in later frames after the scan's end.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(500);
  await throttleCpu(page, rate);
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,blink', transferMode: 'ReportEvents' });
  // (A string: tsx would wrap a function's inner functions in a helper the page does not have.)
  await page.evaluate(`new Promise((done) => {
    let n = 0;
    function step() { window.scrollBy(0, ${STEP_PX}); if (++n < ${FRAMES}) requestAnimationFrame(step); else done(); }
    requestAnimationFrame(step);
  })`);
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  const tasks = mainThreadTaskMs(events);
  const perFrame: Record<string, number> = { 'main thread': tasks.reduce((a, b) => a + b, 0) / FRAMES };
  for (const label of Object.values(SUMS)) perFrame[label] = 0;
  for (const e of events) {
    const label = SUMS[e.name];
    if (label && e.ph === 'X' && e.dur) perFrame[label] = (perFrame[label] ?? 0) + e.dur / 1000 / FRAMES;
  }
  return { perFrame };
}

/** The tasks (ms) of the renderer's main thread: the one that ran the scrolling's animation frames. */
function mainThreadTaskMs(events: readonly TraceEvent[]): number[] {
  const main = events.find((e) => e.name === 'FireAnimationFrame');
  if (!main) return [];
  return outermostTasks(events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')).map(
    (t) => (t.dur ?? 0) / 1000,
  );
}

async function main(): Promise<void> {
  buildDevUnlessGiven();
  const dir = mkdtempSync(join(tmpdir(), 'nc-scroll-'));
  writeFileSync(join(dir, 'numbers-10k.html'), numbersPage());
  const site = await serveFolder(dir);
  const viewport = { width: 1280, height: 800 };
  const builds: [string, BrowserContext][] = [];
  const open = async (name: string, extensionDir: string) => {
    const context = await launchWithExtension({ extensionDir: resolve(extensionDir), viewport });
    await stylesheetReady(await extensionWorker(context));
    builds.push([name, context]);
  };
  await open('ours', process.env.NC_EXT_DIR ?? DEV_BUILD_DIR);
  if (process.env.NC_BASELINE_EXT_DIR) await open('baseline build', process.env.NC_BASELINE_EXT_DIR);
  const plain = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath(),
    viewport,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-extensions'],
  });
  try {
    for (const rate of cpuRates()) {
      const results = new Map<string, Scrolled[]>();
      const record = (name: string, got: Scrolled) => results.set(name, [...(results.get(name) ?? []), got]);
      for (let run = 0; run < RUNS; run++) {
        // Each build first in turn, the page without the extension between.
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const [name, context] of order)
          record(name, await scrollOnce(context, `${site.url}/numbers-10k.html?${name}-${run}`, rate, true));
        record('without the extension', await scrollOnce(plain, `${site.url}/numbers-10k.html?plain-${run}`, rate, false));
      }
      console.log(`\nScrolling the 10,000-number page, ${rateLabel(rate)}: ms per scrolled frame (median of ${RUNS})`);
      for (const [name, runs] of results) {
        const cells = ['main thread', ...Object.values(SUMS)].map(
          (label) => `${label} ${median(runs.map((r) => r.perFrame[label] ?? 0)).toFixed(2)}`,
        );
        console.log(`  ${name.padEnd(24)} ${cells.join('   ')}`);
      }
    }
  } finally {
    for (const [, context] of builds) await context.close();
    await plain.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
