// Highlighting speed in Chromium, ours against a naive baseline measured in the same run.
//
//   npx tsx dev/bench/highlight.ts            builds the dev extension first (NC_DEV_BUILD=1)
//   NC_SKIP_BUILD=1 npx tsx dev/bench/highlight.ts
//   NC_EXT_DIR=path npx tsx dev/bench/highlight.ts   benches another unpacked dev build
//   NC_BASELINE_EXT_DIR=path npx tsx dev/bench/highlight.ts
//                              also benches a second dev build (e.g. a copy of an earlier one),
//                              interleaved run by run with ours (each going first in every other
//                              run), and prints ours / baseline
//
//   NC_BENCH_PAGES=shadow,numbers npx tsx dev/bench/highlight.ts   only the pages whose file name has one of these
//   NC_BENCH_CPU=1 npx tsx dev/bench/highlight.ts     normal speed only (default: normal and CPU 4× slower,
//                              DevTools' CPU throttling of the page, dev/bench/cpu-throttle.ts)
//
// Pages: 10,000 numbers, ~1 MB of prose, and 1,000 custom elements each holding a number in its
// shadow root (dev/bench/highlight-pages.ts; the naive baseline walks the document's text nodes only,
// and so finds none of those). For each:
// - ours: the built extension, measured from the page — navigation start to the content script's
//   `nc:highlight-done` mark (dev builds only), the highlight count read from `CSS.highlights` in
//   the page's world, and every long task (> 50 ms, PerformanceObserver 'longtask' and
//   'long-animation-frame') while it worked, plus the longest slice the content script measured;
// - naive: libphonenumber-js `findNumbers` on every text node, no prefilter, one synchronous pass,
//   bundled with esbuild and run in the same browser without the extension.
// Every page runs at each rate of cpuRates() (normal speed, and the page's CPU 4× slower), ours, the
// baseline build and the naive pass each throttled at that rate. (The detector runs in the
// extension's worker, which the page's throttling does not slow: a slow page, not a slow machine.)
// Targets, printed per rate: issue 5 — longest task ≤ 50 ms; 10,000 numbers highlighted in ≤ 400 ms
// (both at normal speed: 400 ms of a 4× slower page means nothing on this machine); issue 29 — our
// longest slice ≤ 16 ms on the 10,000-number page, no long task of ours, work ≤ 0.35× the naive
// pass, the numbers on the first screen highlighted ≤ 100 ms after the content script starts (the
// 10,000-number page and the 1 MB prose page; "starts": the dev build's `nc:content-start`, set by a
// one-line script the browser runs just before content.js, so content.js's compile is counted); the
// shadow page: every number found.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { extensionWorker, launchWithExtension, stylesheetReady } from '../extension-browser';
import { chromiumPath, DEV_BUILD_DIR } from '../extension-paths';
import { serveFolder } from '../static-server';
import { cpuRates, rateLabel, throttleCpu } from './cpu-throttle';
import { buildDevUnlessGiven } from './dev-build';
import { NUMBERS_COUNT, numbersPage, prosePage, SHADOW_CARDS, shadowCardsPage } from './highlight-pages';
import { watchMarks } from './mark-wait';
import { median } from './median';

const RUNS = Number(process.env.NC_BENCH_RUNS ?? 3);
const TARGET_LONGEST_TASK_MS = 50;
const TARGET_10K_MS = 400;
const TARGET_SLICE_MS = 16;
const TARGET_WORK_RATIO = 0.35;
const TARGET_VISIBLE_MS = 100;

interface Observed {
  longTasks: { start: number; duration: number }[];
  frames: {
    start: number;
    duration: number;
    blocking: number;
    scripts: { source: string; start: number; duration: number }[];
  }[];
}

/**
 * Registered before any page script: collects long tasks and long animation frames. Each callback
 * is run once, empty, here at the document's start, so that it is compiled here and not at its
 * first entry, in the middle of what is measured (see mark-wait.ts).
 */
const OBSERVE = `(() => {
  const seen = { longTasks: [], frames: [] };
  window.__ncObserved = seen;
  const none = { getEntries: () => [], getEntriesByName: () => [] };
  const observe = (callback, options) => {
    callback(none);
    try {
      new PerformanceObserver(callback).observe(options);
    } catch {}
  };
  observe((list) => {
    for (const e of list.getEntries()) seen.longTasks.push({ start: e.startTime, duration: e.duration });
  }, { type: 'longtask', buffered: true });
  observe((list) => {
    for (const e of list.getEntries())
      seen.frames.push({
        start: e.startTime,
        duration: e.duration,
        blocking: e.blockingDuration,
        scripts: (e.scripts || []).map((s) => ({ source: s.sourceURL || s.invoker || '', start: s.startTime, duration: s.duration })),
      });
  }, { type: 'long-animation-frame', buffered: true });
  // When the content script says the first screen's numbers are in its Highlight: which ranges it
  // holds right then (compared once the page is fully read with those on screen then). Only the
  // list is copied here, in the middle of what is measured; their boxes are read after the mark
  // \`nc:highlight-done\` (the bench's pages do not move).
  observe((list) => {
    if (list.getEntriesByName('nc:highlight-visible').length > 0 && seen.atVisible === undefined)
      seen.atVisible = [...(CSS.highlights.get('number-check') || [])];
  }, { type: 'mark' });
  window.__ncOnScreen = (ranges) => {
    let n = 0;
    for (const r of ranges || CSS.highlights.get('number-check') || []) {
      const live = document.createRange();
      try {
        live.setStart(r.startContainer, r.startOffset);
        live.setEnd(r.endContainer, r.endOffset);
      } catch { continue; }
      const b = live.getBoundingClientRect();
      if (b.bottom > 0 && b.top < innerHeight && b.width > 0) n++;
    }
    return n;
  };
})();`;

const NAIVE_ENTRY = `
import { findNumbers } from 'libphonenumber-js/min';
window.__naive = () => {
  const t0 = performance.now();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const ranges = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    for (const m of findNumbers(n.data, { defaultCountry: 'US', v2: true })) {
      ranges.push(new StaticRange({ startContainer: n, startOffset: m.startsAt, endContainer: n, endOffset: m.endsAt }));
    }
  }
  CSS.highlights.set('naive', new Highlight(...ranges));
  return { ms: performance.now() - t0, count: ranges.length };
};`;

async function naiveScript(): Promise<string> {
  const out = await build({
    stdin: { contents: NAIVE_ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    logLevel: 'error',
  });
  return out.outputFiles[0]?.text ?? '';
}

interface RunResult {
  /** Navigation start → fully highlighted. */
  totalMs: number;
  /** Content script start (or naive pass start) → fully highlighted. */
  workMs: number;
  count: number;
  /** Ranges in the page's Highlight right then (past 1,000 numbers: those near the screen). */
  painted?: number;
  longestTaskMs: number;
  longTasks: number;
  ourLongestSliceMs?: number;
  ourLongestScriptInFrameMs?: number;
  /** The longest long task with one of our scripts in it (long animation frames' script attribution). */
  ourLongestTaskMs?: number;
  /** Content script start → the first screen's numbers in the Highlight (`nc:highlight-visible`). */
  visibleMs?: number;
  /** The same from the scan's start (`nc:highlight-start`: the settings came, the page's first frame went). */
  visibleFromScanMs?: number;
  /** Our ranges on screen then, and once fully read. */
  onScreenAtVisible?: number;
  onScreenAtEnd?: number;
  firstScreenMissing?: number;
}

async function observed(page: Page): Promise<Observed> {
  return page.evaluate(() => {
    const { longTasks, frames } = (window as unknown as { __ncObserved: Observed }).__ncObserved;
    return { longTasks, frames };
  });
}

async function runOurs(context: BrowserContext, url: string, rate: number): Promise<RunResult> {
  const page = await context.newPage();
  await throttleCpu(page, rate);
  await page.addInitScript(OBSERVE);
  // Watched from the document's start: nothing of the bench's runs in the page while it is measured.
  const watch = await watchMarks(page, ['nc:highlight-done']);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await watch.wait('nc:highlight-done', 60_000);
  // Let the frame that paints the highlights land, so its cost is observed too.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(300);
  const marks = await page.evaluate(() => {
    const start = performance.getEntriesByName('nc:highlight-start')[0];
    const contentStart = performance.getEntriesByName('nc:content-start')[0];
    const asked = performance.getEntriesByName('nc:highlight-asked')[0];
    const visible = performance.getEntriesByName('nc:highlight-visible')[0];
    const done = performance.getEntriesByName('nc:highlight-done')[0] as PerformanceMark | undefined;
    return {
      start: start?.startTime ?? 0,
      contentStart: contentStart?.startTime,
      asked: asked?.startTime,
      settingsSent: performance.getEntriesByName('nc:settings-sent')[0]?.startTime,
      settingsReply: performance.getEntriesByName('nc:settings-reply')[0]?.startTime,
      firstPaint: performance.getEntriesByType('paint')[0]?.startTime,
      visible: visible?.startTime,
      visibleDetail: (visible as PerformanceMark | undefined)?.detail,
      done: done?.startTime ?? 0,
      detail: done?.detail as { count: number; maxSliceMs: number; slices: number; busyMs: number } | undefined,
      painted: CSS.highlights.get('number-check')?.size ?? 0,
      adopted: document.adoptedStyleSheets.length,
      onScreen: (window as unknown as { __ncOnScreen(ranges?: unknown[]): number }).__ncOnScreen(),
      // The first screen's ranges held at \`nc:highlight-visible\`, on screen (copied by OBSERVE then).
      onScreenAtVisible: ((w) => (w.__ncObserved.atVisible ? w.__ncOnScreen(w.__ncObserved.atVisible) : undefined))(
        window as unknown as { __ncObserved: { atVisible?: unknown[] }; __ncOnScreen(ranges?: unknown[]): number },
      ),
      slices: performance.getEntriesByName('nc:slice').map((e) => ({ start: e.startTime, end: e.startTime + e.duration })),
    };
  });
  const seen = await observed(page);
  await page.close();
  // The content script adopts the highlight's rule only where the browser put no stylesheet in
  // (entrypoints/content/highlight-style.ts): that is the slow path, not what a page loaded after
  // the worker registered it pays.
  if (marks.adopted > 0)
    console.log(`  (${url}: the document adopted our sheet: no registered stylesheet, the fallback was measured)`);
  if (process.env.NC_BENCH_VERBOSE) {
    console.log('  detail', JSON.stringify(marks), JSON.stringify(seen.longTasks));
    // Long animation frames over 50 ms while we worked, with the scripts that ran in them.
    for (const f of seen.frames.filter(
      (f) => f.duration > 50 && f.start + f.duration >= marks.start && f.start <= marks.done + 300,
    ))
      console.log(
        `  frame at ${(f.start - marks.start).toFixed(0)} ms: ${f.duration.toFixed(0)} ms, blocking ${f.blocking.toFixed(0)}; scripts ${JSON.stringify(f.scripts.map((x) => [x.source.split('/').pop(), Math.round(x.duration)]))}`,
      );
  }
  // Long tasks while we worked (from our start to just after the paint that followed).
  const inWindow = seen.longTasks.filter((t) => t.start + t.duration >= marks.start && t.start <= marks.done + 300);
  const ours = seen.frames.flatMap((f) => f.scripts).filter((s) => s.source.startsWith('chrome-extension://'));
  const ourScripts = ours.map((s) => s.duration);
  // A long task is ours when our script ran in it. Long animation frames' script attribution would
  // tell, but this Chromium lists no content script (isolated world) among a frame's scripts (every
  // long frame here shows none), so the dev build says itself: each slice over 16 ms is an
  // `nc:slice` measure. A long task overlapping none holds only the browser's own work (style,
  // layout, paint of the page) or the page's scripts.
  const ourTasks = inWindow.filter((t) => marks.slices.some((s) => s.start < t.start + t.duration && s.end > t.start));
  const from = marks.contentStart ?? marks.start;
  return {
    totalMs: marks.done,
    workMs: marks.done - marks.start,
    count: marks.detail?.count ?? 0,
    painted: marks.painted,
    longestTaskMs: Math.max(0, ...inWindow.map((t) => t.duration)),
    longTasks: inWindow.length,
    ourLongestSliceMs: marks.detail?.maxSliceMs,
    ourLongestScriptInFrameMs: Math.max(0, ...ourScripts),
    // (A slice of ours is a task of its own: over 50 ms, it is a long task of ours even unobserved.)
    ourLongestTaskMs: Math.max(0, marks.detail?.maxSliceMs ?? 0, ...ourTasks.map((t) => t.duration)),
    ...(marks.visible !== undefined ? { visibleMs: marks.visible - from, visibleFromScanMs: marks.visible - marks.start } : {}),
    ...(marks.onScreenAtVisible !== undefined ? { onScreenAtVisible: marks.onScreenAtVisible } : {}),
    onScreenAtEnd: marks.onScreen,
  };
}

async function runNaive(context: BrowserContext, url: string, script: string, rate: number): Promise<RunResult> {
  const page = await context.newPage();
  await throttleCpu(page, rate);
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'load' });
  await page.addScriptTag({ content: script });
  const loadedAt = await page.evaluate(() => performance.now());
  const result = await page.evaluate(() => (window as unknown as { __naive(): { ms: number; count: number } }).__naive());
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(300);
  const seen = await observed(page);
  await page.close();
  const inWindow = seen.longTasks.filter((t) => t.start + t.duration >= loadedAt);
  return {
    totalMs: loadedAt + result.ms,
    workMs: result.ms,
    count: result.count,
    longestTaskMs: Math.max(result.ms, ...inWindow.map((t) => t.duration)),
    longTasks: Math.max(1, inWindow.length),
  };
}

function summarize(runs: RunResult[]): RunResult {
  const pick = (f: (r: RunResult) => number | undefined) => median(runs.map((r) => f(r) ?? 0));
  return {
    totalMs: pick((r) => r.totalMs),
    workMs: pick((r) => r.workMs),
    count: pick((r) => r.count),
    painted: pick((r) => r.painted),
    longestTaskMs: Math.max(...runs.map((r) => r.longestTaskMs)),
    longTasks: pick((r) => r.longTasks),
    ourLongestSliceMs: Math.max(...runs.map((r) => r.ourLongestSliceMs ?? 0)),
    ourLongestScriptInFrameMs: Math.max(...runs.map((r) => r.ourLongestScriptInFrameMs ?? 0)),
    ourLongestTaskMs: Math.max(...runs.map((r) => r.ourLongestTaskMs ?? 0)),
    // The worst run: the first screen must be highlighted in time on every run.
    ...(runs.every((r) => r.visibleMs !== undefined)
      ? {
          visibleMs: Math.max(...runs.map((r) => r.visibleMs ?? 0)),
          visibleFromScanMs: Math.max(...runs.map((r) => r.visibleFromScanMs ?? 0)),
        }
      : {}),
    onScreenAtVisible: pick((r) => r.onScreenAtVisible),
    onScreenAtEnd: pick((r) => r.onScreenAtEnd),
    // On screen at the end but not yet at the mark, in the worst run: the mark came too early.
    firstScreenMissing: Math.max(...runs.map((r) => (r.onScreenAtEnd ?? 0) - (r.onScreenAtVisible ?? 0))),
  };
}

const f = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(0)} ms`);

async function main(): Promise<void> {
  buildDevUnlessGiven();
  const dir = mkdtempSync(join(tmpdir(), 'nc-bench-'));
  writeFileSync(join(dir, 'numbers-10k.html'), numbersPage());
  const prose = prosePage();
  writeFileSync(join(dir, 'prose-1mb.html'), prose.html);
  writeFileSync(join(dir, 'shadow-cards-1k.html'), shadowCardsPage());
  writeFileSync(join(dir, 'warm-up.html'), '<!doctype html><p>Call +44 20 7946 0018</p>');
  const site = await serveFolder(dir);
  const naive = await naiveScript();
  const viewport = { width: 1280, height: 800 };
  const withExt = await launchWithExtension({
    extensionDir: process.env.NC_EXT_DIR ? resolve(process.env.NC_EXT_DIR) : DEV_BUILD_DIR,
    viewport,
  });
  const baselineDir = process.env.NC_BASELINE_EXT_DIR;
  const withBaseline = baselineDir ? await launchWithExtension({ extensionDir: resolve(baselineDir), viewport }) : undefined;
  const plain = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-extensions'],
    viewport,
  });
  let ok = true;
  try {
    // The worker must be up before the first page, or the first page waits for it; and its
    // highlight stylesheet registered, or the pages measure the content script's fallback.
    await stylesheetReady(await extensionWorker(withExt));
    if (withBaseline) await stylesheetReady(await extensionWorker(withBaseline));
    // And warm: a first page read, not counted (its settings and the detector's first answer wait
    // for the worker's own start-up work, seconds after launch).
    for (const context of [withExt, withBaseline]) if (context) await runOurs(context, `${site.url}/warm-up.html`, 1);
    const only = process.env.NC_BENCH_PAGES;
    for (const rate of cpuRates()) {
      console.log(`\n=== ${rateLabel(rate)} ===`);
      for (const [name, file, expected] of [
        ['10,000 numbers', 'numbers-10k.html', NUMBERS_COUNT],
        ['1 MB prose', 'prose-1mb.html', prose.numbers],
        ['1,000 custom elements, a number in each shadow root', 'shadow-cards-1k.html', SHADOW_CARDS],
      ] as const) {
        if (only && !only.split(',').some((part) => file.includes(part))) continue;
        const url = `${site.url}/${file}`;
        const ours: RunResult[] = [];
        const base: RunResult[] = [];
        const before: RunResult[] = [];
        for (let i = 0; i < RUNS; i++) {
          // The two builds take turns going first, so neither gains from the order (a browser that
          // has just worked may run the next page slower or faster).
          if (withBaseline && i % 2 === 1) {
            before.push(await runOurs(withBaseline, url, rate));
            ours.push(await runOurs(withExt, url, rate));
          } else {
            ours.push(await runOurs(withExt, url, rate));
            if (withBaseline) before.push(await runOurs(withBaseline, url, rate));
          }
          base.push(await runNaive(plain, url, naive, rate));
        }
        const o = summarize(ours);
        const n = summarize(base);
        const ratio = o.workMs / n.workMs;
        console.log(
          `\n${name}, ${rateLabel(rate)} (median of ${RUNS}; longest task = worst run; ${expected} numbers on the page)`,
        );
        console.log(
          `  ours : ${o.count} found (${o.painted} in the Highlight: those near the screen past 1,000); work ${f(o.workMs)} (navigation → done ${f(o.totalMs)}); longest task ${f(o.longestTaskMs)} (${o.longTasks} long tasks in the median run), with our script in it ${f(o.ourLongestTaskMs)}; our longest slice ${f(o.ourLongestSliceMs)}`,
        );
        // Each run's work in the order run: the first pages after the worker starts are slower (its
        // detector not yet optimised, and its compilers taking a core: docs/architecture.md), and
        // the median of a few runs may be one of them.
        console.log(`  ours, work run by run: ${ours.map((r) => r.workMs.toFixed(0)).join(', ')} ms`);
        console.log(
          `  ours, first screen: ${o.onScreenAtVisible} numbers on screen highlighted ${f(o.visibleMs)} after the content script started, ${f(o.visibleFromScanMs)} after the scan did (worst run; ${o.onScreenAtEnd} on screen once fully read)`,
        );
        console.log(
          `  naive: ${n.count} highlighted; work ${f(n.workMs)} (navigation → done ${f(n.totalMs)}); longest task ${f(n.longestTaskMs)}`,
        );
        console.log(`  ours / naive, work: ${ratio.toFixed(2)}× the time`);
        if (before.length > 0) {
          const b = summarize(before);
          console.log(
            `  baseline build: ${b.count} found; work ${f(b.workMs)}; longest task ${f(b.longestTaskMs)}, with its script in it ${f(b.ourLongestTaskMs)}; longest slice ${f(b.ourLongestSliceMs)}; first screen ${f(b.visibleMs)}; / naive ${(b.workMs / n.workMs).toFixed(2)}×`,
          );
          console.log(`  ours / baseline build, work: ${(o.workMs / b.workMs).toFixed(2)}× the time`);
          const pairs = ours.map((r, k) => r.workMs / (before[k] as RunResult).workMs);
          console.log(
            `  run by run: ${pairs.map((x) => x.toFixed(2)).join(' ')} (ours slower in ${pairs.filter((x) => x > 1).length} of ${pairs.length})`,
          );
        }
        const checks: [string, boolean][] = [
          [`no long task (> ${TARGET_LONGEST_TASK_MS} ms) of ours`, (o.ourLongestTaskMs ?? 0) <= TARGET_LONGEST_TASK_MS],
        ];
        // (Not on the shadow page: the naive pass reads no shadow root, so it has nothing to compare.)
        if (expected !== SHADOW_CARDS) checks.push([`work ≤ ${TARGET_WORK_RATIO}× the naive pass`, ratio <= TARGET_WORK_RATIO]);
        // Issue 5's targets are for the machine's own speed (a page 4× slower lays itself out 4× slower too).
        if (rate === 1) checks.push([`longest task ≤ ${TARGET_LONGEST_TASK_MS} ms`, o.longestTaskMs <= TARGET_LONGEST_TASK_MS]);
        if (expected === SHADOW_CARDS) checks.push(['every number in the shadow roots found', o.count >= SHADOW_CARDS]);
        if (expected === NUMBERS_COUNT) {
          checks.push([`our longest slice ≤ ${TARGET_SLICE_MS} ms`, (o.ourLongestSliceMs ?? 0) <= TARGET_SLICE_MS]);
          if (rate === 1)
            checks.push([
              `10,000 numbers highlighted in ≤ ${TARGET_10K_MS} ms`,
              o.workMs <= TARGET_10K_MS && o.count >= NUMBERS_COUNT,
            ]);
        }
        if (expected !== SHADOW_CARDS)
          checks.push([
            `numbers on the first screen highlighted ≤ ${TARGET_VISIBLE_MS} ms after the content script starts`,
            o.visibleMs !== undefined && o.visibleMs <= TARGET_VISIBLE_MS && (o.firstScreenMissing ?? 1) <= 0,
          ]);
        for (const [label, pass] of checks) {
          console.log(`  target ${label} (${file}): ${pass ? 'met' : 'NOT met'}`);
          ok &&= pass;
        }
      }
    }
  } finally {
    await withExt.close();
    await withBaseline?.close();
    await plain.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(ok ? `\nAll targets met, at ${cpuRates().map(rateLabel).join(' and ')}.` : '\nSome targets not met (see above).');
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
