// Benchmark: the popup's "On this page" on the 10,000-number page (dev/bench/highlight-pages.ts):
// how soon its list is on screen. Two figures per opening, both read from the browser's own clocks:
//  - asked → painted: from the popup asking the tab's frames (`nc:otp-asked`) to the first row of
//    the list painted (its `elementtiming`): what the section itself costs;
//  - opened → painted: from the popup's navigation start, the first paint of the popup included.
//
// Run: npx tsx dev/bench/page-list.bench.ts   (NC_SKIP_BUILD=1 reuses .output/chrome-mv3-dev;
//      PAGE_LIST_OPENS=N openings, 7 by default; NC_EXT_DIR=path benches another unpacked build,
//      e.g. a copy of main's, for a before and after; NC_BENCH_CPU=1,4 the CPU slow-downs, see
//      cpu-throttle.ts: the page and the popup are both slowed, each before it navigates)
// Target (issue 29): the list painted ≤ 150 ms from asking, at each rate. Prints only; nothing fails
// on timing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from '../extension-browser';
import { startLocalService } from '../service/index';
import { serveFolder } from '../static-server';
import { cpuRates, rateLabel, throttleCpu } from './cpu-throttle';
import { NUMBERS_COUNT, numbersPage } from './highlight-pages';

const OPENS = Number(process.env.PAGE_LIST_OPENS ?? 7);
const TARGET_MS = 150;

interface ElementPaint {
  identifier: string;
  renderTime: number;
  loadTime: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function main(): Promise<void> {
  if (process.env.NC_SKIP_BUILD !== '1' && !process.env.NC_EXT_DIR) {
    execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit', env: { ...process.env, NC_DEV_BUILD: '1' } });
  }
  const folder = mkdtempSync(join(tmpdir(), 'nc-page-list-'));
  writeFileSync(join(folder, 'numbers.html'), numbersPage());
  const site = await serveFolder(folder);
  const service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  const extensionDir = process.env.NC_EXT_DIR ? resolve(process.env.NC_EXT_DIR) : undefined;
  const context = await launchWithExtension({
    ...(extensionDir ? { extensionDir } : {}),
    viewport: { width: 1100, height: 800 },
  });
  try {
    const worker = await extensionWorker(context);
    const id = new URL(worker.url()).host;
    await configureExtension(worker, localSetUp(service));
    for (const rate of cpuRates()) {
      const page = await context.newPage();
      await page.goto('about:blank');
      await throttleCpu(page, rate);
      await page.goto(`${site.url}/numbers.html`);
      await page.waitForFunction(() => performance.getEntriesByName('nc:highlight-done').length > 0, undefined, {
        timeout: 120_000,
      });
      const asked: number[] = [];
      const opened: number[] = [];
      // Where asked → painted goes: finding the tab, the frames' answers, the popup's own work.
      const stages = { tab: [] as number[], frames: [] as number[], render: [] as number[] };
      let listed = 0;
      for (let i = 0; i <= OPENS; i++) {
        await page.bringToFront();
        const popup = await context.newPage();
        await popup.goto('about:blank');
        await throttleCpu(popup, rate);
        await popup.goto(`chrome-extension://${id}/popup.html`);
        const t = await popup.evaluate(
          () =>
            new Promise<{ painted: number; asked: number; tab: number; answered: number; count: string } | undefined>((done) => {
              new PerformanceObserver((list) => {
                const el = list.getEntries().find((e) => (e as unknown as ElementPaint).identifier === 'nc-otp-list') as
                  | ElementPaint
                  | undefined;
                const mark = performance.getEntriesByName('nc:otp-asked')[0];
                if (!el || !mark) return;
                done({
                  painted: el.renderTime || el.loadTime,
                  asked: mark.startTime,
                  tab: performance.getEntriesByName('nc:otp-tab')[0]?.startTime ?? Number.NaN,
                  answered: performance.getEntriesByName('nc:otp-answered')[0]?.startTime ?? Number.NaN,
                  count: document.querySelector('[data-testid=otp-count]')?.textContent ?? '',
                });
              }).observe({ type: 'element', buffered: true });
              setTimeout(() => done(undefined), 10_000);
            }),
        );
        await popup.close();
        if (!t) throw new Error('the list was not painted within 10 s');
        listed = Number(t.count.replace(/\D/g, ''));
        // The first opening starts the extension's page process: not recorded.
        if (i === 0) continue;
        asked.push(t.painted - t.asked);
        stages.tab.push(t.tab - t.asked);
        stages.frames.push(t.answered - t.tab);
        stages.render.push(t.painted - t.answered);
        opened.push(t.painted);
      }
      console.log(
        `\n"On this page" of a ${NUMBERS_COUNT.toLocaleString('en')}-number page (${listed.toLocaleString('en')} distinct listed), ${rateLabel(rate)}, ${OPENS} openings`,
      );
      console.log(
        `  asked → list painted   median ${median(asked).toFixed(0)} ms  (runs: ${asked.map((x) => x.toFixed(0)).join(', ')})`,
      );
      console.log(
        `  opened → list painted  median ${median(opened).toFixed(0)} ms  (runs: ${opened.map((x) => x.toFixed(0)).join(', ')})`,
      );
      console.log(
        `  of which (medians): tab found ${median(stages.tab).toFixed(0)} ms, frames answered ${median(stages.frames).toFixed(0)} ms, merged and painted ${median(stages.render).toFixed(0)} ms`,
      );
      console.log(`  target ≤ ${TARGET_MS} ms (asked → painted, median): ${median(asked) <= TARGET_MS ? 'met' : 'NOT met'}`);
      await page.close();
    }
  } finally {
    await context.close();
    await service.close();
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
