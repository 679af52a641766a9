// Two dev builds' first screens, compared load by load: how soon each highlights the numbers on the
// first screen, as medians of many loads taken in turn (the highlight bench prints the worst run of
// a few, which on a shared machine says more of the machine than of the change).
//
//   NC_EXT_DIR=<dev build> NC_BASELINE_EXT_DIR=<another dev build> npx tsx dev/bench/first-screen-ab.ts
//   NC_AB_LOADS=20   loads of each page by each build (default 16), after one warm-up load each
//   NC_BENCH_PAGES=prose,numbers   the bench pages (dev/bench/highlight-pages.ts)
//   NC_BENCH_CPU=4   the CPU slow-downs (cpu-throttle.ts; default 4)
//
// Each build in a browser of its own, the two taking turns to go first, in two rounds with the
// browsers started again in the other order (the order they start in biases them). Per page and
// rate, the median, 90th percentile and worst of: the content script's start to the first screen painted
// (`nc:content-start` → `nc:highlight-visible`), to the scan's start (the settings' answer and the
// page's clues: no part of the scan), the scan's start to the first screen painted (what the scan
// itself costs the first screen), the whole scan, from the page read to the scan's end (`nc:read-end`
// → `nc:highlight-done`: what is left once the content script has read the page, the detector's
// answers to its last batches; not in a build from before that mark), and the longest slice; then
// the baseline's ratio load by load for the scan's part. Prints; never fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { extensionWorker, launchWithExtension, stylesheetReady } from '../extension-browser';
import { DEV_BUILD_DIR } from '../extension-paths';
import { serveFolder } from '../static-server';
import { cpuRates, rateLabel, throttleCpu } from './cpu-throttle';
import { numbersPage, prosePage } from './highlight-pages';
import { watchMarks } from './mark-wait';
import { inTurn } from './turns';

const LOADS = Number(process.env.NC_AB_LOADS ?? 16);
const FIGURES = [
  'content script → first screen',
  'content script → scan',
  'scan → first screen',
  'scan (work)',
  'page read → done',
  'longest slice',
] as const;

/** The figures of one load, in the order of FIGURES, read from the dev build's marks. */
const READ_MARKS = `(() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
  const content = at('nc:content-start');
  const scan = at('nc:highlight-start');
  const visible = at('nc:highlight-visible');
  const done = performance.getEntriesByName('nc:highlight-done')[0];
  const read = at('nc:read-end');
  return [visible - content, scan - content, visible - scan, done.startTime - scan, done.startTime - read, done.detail.maxSliceMs];
})()`;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const at = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? Number.NaN;
const line = (xs: number[]) =>
  xs.some(Number.isNaN) ? 'no mark' : `${at(xs, 0.5).toFixed(0)} / ${at(xs, 0.9).toFixed(0)} / ${Math.max(...xs).toFixed(0)}`;

async function main(): Promise<void> {
  const ours = process.env.NC_EXT_DIR ? resolve(process.env.NC_EXT_DIR) : DEV_BUILD_DIR;
  const baseline = process.env.NC_BASELINE_EXT_DIR;
  if (!baseline) throw new Error('NC_BASELINE_EXT_DIR: the dev build to compare with');
  const dir = mkdtempSync(join(tmpdir(), 'nc-first-screen-'));
  const pages = { prose: prosePage().html, numbers: numbersPage() };
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, `${name}.html`), html);
  writeFileSync(join(dir, 'warm-up.html'), '<!doctype html><p>Call +44 20 7946 0018</p>');
  const site = await serveFolder(dir);
  const viewport = { width: 1280, height: 800 };
  const dirs = { ours, baseline: resolve(baseline) };
  try {
    const only = (process.env.NC_BENCH_PAGES ?? 'prose,numbers').split(',');
    for (const page of Object.keys(pages).filter((p) => only.includes(p))) {
      for (const rate of cpuRates({ NC_BENCH_CPU: process.env.NC_BENCH_CPU ?? '4' })) {
        const runs: Record<string, number[][]> = { ours: [], baseline: [] };
        // Two rounds, each build's browser started first in one of them: in two runs of one round
        // each, the order swapped, the browser started second was the quicker on the prose page both
        // times (scan → first screen at CPU 4×, medians of 16: 46 against 68 ms, 50 against 57).
        for (const order of [
          ['ours', 'baseline'],
          ['baseline', 'ours'],
        ] as const) {
          const builds: { label: string; context: BrowserContext }[] = [];
          for (const label of order) {
            const context = await launchWithExtension({ extensionDir: dirs[label], viewport });
            await stylesheetReady(await extensionWorker(context));
            builds.push({ label, context });
          }
          try {
            for (let i = 0; i <= Math.ceil(LOADS / 2); i++) {
              for (const [b] of inTurn(builds, i)) {
                const tab = await b.context.newPage();
                await throttleCpu(tab, rate);
                const watch = await watchMarks(tab, ['nc:highlight-done']);
                // The first load of each browser warms its worker and is not counted.
                await tab.goto(`${site.url}/${i === 0 ? 'warm-up' : page}.html`, { waitUntil: 'domcontentloaded' });
                await watch.wait('nc:highlight-done', 60_000);
                const figures = (await tab.evaluate(READ_MARKS)) as number[];
                if (i > 0) runs[b.label]?.push(figures);
                await tab.close();
              }
            }
          } finally {
            for (const b of builds) await b.context.close();
          }
        }
        const n = runs.ours?.length ?? 0;
        console.log(`\n${page}, ${rateLabel(rate)}: ${n} loads of each build, in turn (ms: median / 90th percentile / worst)`);
        FIGURES.forEach((name, k) => {
          const of = (label: string) => line((runs[label] ?? []).map((r) => r[k] ?? Number.NaN));
          console.log(`  ${name.padEnd(31)} ours ${of('ours').padEnd(16)} baseline ${of('baseline')}`);
        });
        const ratios = (runs.ours ?? []).map((r, k) => (r[2] ?? 0) / (runs.baseline?.[k]?.[2] ?? 1));
        console.log(
          `  scan → first screen, ours / baseline load by load: ${ratios.map((x) => x.toFixed(2)).join(' ')} (ours slower in ${ratios.filter((x) => x > 1).length} of ${ratios.length})`,
        );
      }
    }
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
