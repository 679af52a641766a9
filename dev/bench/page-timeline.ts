// The page's main thread while the content script reads the 10,000-number page: every task of it
// from `nc:highlight-start` to `nc:highlight-done`, with the biggest events inside each (our slices
// show as microtask checkpoints or post-task callbacks, the detector's answers as "Receive mojo
// message", frames as PrePaint and Paint, scavenges as MinorGC), and the sums of each event's time.
// A CDP trace of the page's renderer (devtools.timeline, toplevel, v8, user timing). Dev builds only
// (they set the marks). The first loads warm the worker and are not traced.
//
//   NC_EXT_DIR=<unpacked dev build> npx tsx dev/bench/page-timeline.ts    (under the browser lock)
//   NC_TIMELINE_LOADS=5   loads in all (default 4), the last two traced
//   NC_TIMELINE_MIN_MS=0.7   the shortest task printed
//   NC_TIMELINE_CPU=4   the CPU slowed 4× (cpu-throttle.ts; default: normal speed)
//   NC_TIMELINE_PAGE=prose   the 1 MB prose page instead of the 10,000-number page
//   NC_TIMELINE_SPAN=first-screen   from the task the content script starts in to the first screen
//     painted (`nc:content-start` → `nc:highlight-visible`: the settings' round trip, the page's
//     clues, the first screen's read and answer), instead of the scan (start → done)
//   NC_TIMELINE_GC=1   also lists every scavenge in the span: its length, why it ran (an allocation's
//     failure, or the engine's own task), the task it ran in, and its main-thread phases (the weak
//     handles of DOM wrappers, the copying of what survived, the wait for the engine's other threads)
//   NC_TIMELINE_WORKER=1   traces the whole browser (the worker's process too) at every load, and
//     prints the worker's share beside the page's: its own thread's tasks (the detector's batches,
//     each of 1 ms or more listed with its time from the span's start) and
//     the engine's optimising compilers on its other threads (TurboFan, Maglev), which on a 2-core
//     machine take the CPU from the page while a fresh worker warms up (docs/architecture.md)
// The dev build's marks in the span are printed first, in ms from its start.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { extensionWorker, launchWithExtension, stylesheetReady } from '../extension-browser';
import { DEV_BUILD_DIR } from '../extension-paths';
import { serveFolder } from '../static-server';
import { throttleCpu } from './cpu-throttle';
import { numbersPage, prosePage } from './highlight-pages';
import { watchMarks } from './mark-wait';
import { outermostTasks, TASKS } from './page-tasks';
import type { TraceEvent } from './trace-phases';

const CATEGORIES = 'devtools.timeline,toplevel,blink.user_timing,v8,disabled-by-default-devtools.timeline';
const WORKER = process.env.NC_TIMELINE_WORKER === '1';
const GC = process.env.NC_TIMELINE_GC === '1';
/** The collector's own phases, with why each collection ran (NC_TIMELINE_GC). */
const GC_CATEGORY = 'disabled-by-default-v8.gc';
/** The compilers' tasks are in this category (the worker's optimising compiles). */
const WORKER_CATEGORIES = `${CATEGORIES},disabled-by-default-v8.compile`;
/** Chromium's name for an extension's service worker's thread, in the trace's metadata. */
const WORKER_THREAD = 'ServiceWorker thread';
const COMPILER_TASKS = ['V8.TurbofanTask', 'V8.MaglevTask'];
const ms = (us: number) => (us / 1000).toFixed(1);

/** What is printed: from the scan's start to its end, or from the content script's start to the first screen painted. */
const SPAN =
  process.env.NC_TIMELINE_SPAN === 'first-screen'
    ? { from: 'nc:content-start', to: 'nc:highlight-visible' }
    : { from: 'nc:highlight-start', to: 'nc:highlight-done' };

/** The span's two marks in the trace, if both are in it. */
function spanOf(events: readonly TraceEvent[]): { start: TraceEvent; done: TraceEvent } | undefined {
  const start = events.find((e) => e.name === SPAN.from);
  const done = events.find((e) => e.name === SPAN.to);
  return start && done ? { start, done } : undefined;
}

/** The events of a thread wholly inside `outer`'s time (itself included). */
function inside(thread: readonly TraceEvent[], outer: TraceEvent): TraceEvent[] {
  const end = outer.ts + (outer.dur ?? 0);
  return thread.filter((e) => e.ts >= outer.ts && e.ts + (e.dur ?? 0) <= end);
}

/** Events' time in all (µs). */
function total(events: readonly TraceEvent[]): number {
  return events.reduce((sum, e) => sum + (e.dur ?? 0), 0);
}

/** Events' time summed by the name `nameOf` gives each (undefined: not counted). */
function sumBy(events: readonly TraceEvent[], nameOf: (e: TraceEvent) => string | undefined): Map<string, number> {
  const sums = new Map<string, number>();
  for (const e of events) {
    const name = nameOf(e);
    if (name !== undefined) sums.set(name, (sums.get(name) ?? 0) + (e.dur ?? 0));
  }
  return sums;
}

/** The `count` largest of a map of ms by name, as "name ms" joined by `sep`. */
function largest(byName: ReadonlyMap<string, number>, count: number, sep = ', '): string {
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([n, d]) => `${n} ${ms(d)}`)
    .join(sep);
}

/** The page's tasks between our two marks, each with its biggest inner events; then the sums. */
function printTimeline(events: readonly TraceEvent[], minMs: number): void {
  const span = spanOf(events);
  if (!span) {
    console.log('  (no marks in the trace: is this a dev build?)');
    return;
  }
  const { start, done } = span;
  const onThread = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  // From the start of the task the first mark is in (the content script's start: its evaluation).
  const holder = events.find(
    (e) => onThread(e) && e.ph === 'X' && TASKS.has(e.name) && e.ts <= start.ts && e.ts + (e.dur ?? 0) >= start.ts,
  );
  const from = Math.min(start.ts, holder?.ts ?? start.ts);
  const marks = events.filter(
    (e) => onThread(e) && e.ph !== 'e' && e.ph !== 'X' && e.name.startsWith('nc:') && e.ts >= from && e.ts <= done.ts,
  );
  console.log(`  marks: ${marks.map((e) => `${e.name} ${ms(e.ts - start.ts)}`).join(', ')}`);
  const thread = events.filter((e) => onThread(e) && e.ph === 'X' && e.ts >= from && e.ts <= done.ts).sort((a, b) => a.ts - b.ts);
  const tasks = outermostTasks(thread);
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    if (dur < minMs * 1000) continue;
    const inner = new Map<string, number>();
    for (const e of inside(thread, task))
      if (!TASKS.has(e.name) && (e.dur ?? 0) >= 300) inner.set(e.name, Math.max(inner.get(e.name) ?? 0, e.dur ?? 0));
    console.log(`  @${ms(task.ts - start.ts)} ms: ${ms(dur)} ms  ${largest(inner, 5)}`);
  }
  if (GC) printScavenges(thread, tasks, start.ts);
  const sums = sumBy(thread, (e) => e.name);
  console.log(`  sums (ms, nested events counted in each): ${largest(sums, 16, ' | ')}`);
}

/**
 * Each scavenge on the page's thread: when, how long, why (`allocation failure`: inside the task that
 * allocated; `task`: the engine's own), the task it ran in, and its longest phases on that thread.
 */
function printScavenges(thread: readonly TraceEvent[], tasks: readonly TraceEvent[], from: number): void {
  for (const gc of thread.filter((e) => e.name === 'MinorGC')) {
    const end = gc.ts + (gc.dur ?? 0);
    const task = tasks.find((t) => t.ts <= gc.ts && t.ts + (t.dur ?? 0) >= end);
    const phases = sumBy(inside(thread, gc), (e) =>
      e.name.startsWith('V8.GC_SCAVENGER_SCAVENGE_') || e.name === 'V8.GC_TIME_TO_SAFEPOINT'
        ? e.name.replace(/^V8\.GC_(SCAVENGER_SCAVENGE_)?/, '')
        : undefined,
    );
    const why = (gc.args as { type?: string } | undefined)?.type ?? '?';
    console.log(
      `  scavenge @${ms(gc.ts - from)} ms: ${ms(gc.dur ?? 0)} ms (${why}), in a task of ${task ? ms(task.dur ?? 0) : '?'} ms; ${largest(phases, 4)}`,
    );
  }
}

/** The worker's time in the span: its thread's tasks, and its process's optimising compiles on other threads. */
function printWorker(events: readonly TraceEvent[]): void {
  const span = spanOf(events);
  const named = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === WORKER_THREAD);
  if (!span || !named) {
    console.log('  (no worker thread or no marks in the trace)');
    return;
  }
  const inSpan = events.filter((e) => e.pid === named.pid && e.ph === 'X' && e.ts >= span.start.ts && e.ts <= span.done.ts);
  const tasks = outermostTasks(inSpan.filter((e) => e.tid === named.tid));
  const busy = total(tasks);
  // When it worked, against the page's marks above (after `nc:read-end` it answers the last batches).
  const long = tasks.filter((t) => (t.dur ?? 0) >= 1000);
  console.log(`  worker's tasks ≥ 1 ms: ${long.map((t) => `@${ms(t.ts - span.start.ts)} ${ms(t.dur ?? 0)}`).join(', ')}`);
  const compiles = COMPILER_TASKS.map((name) => {
    const tasks = inSpan.filter((e) => e.name === name);
    return `${name.slice(3)} ${tasks.length} tasks, ${ms(total(tasks))} ms`;
  });
  console.log(`  worker: its thread's tasks ${ms(busy)} ms; on its other threads ${compiles.join('; ')}`);
}

async function main(): Promise<void> {
  const loads = Math.max(2, Number(process.env.NC_TIMELINE_LOADS ?? 4));
  const minMs = Number(process.env.NC_TIMELINE_MIN_MS ?? 0.7);
  const dir = mkdtempSync(join(tmpdir(), 'nc-timeline-'));
  const file = process.env.NC_TIMELINE_PAGE === 'prose' ? 'prose-1mb.html' : 'numbers-10k.html';
  writeFileSync(join(dir, file), file === 'prose-1mb.html' ? prosePage().html : numbersPage());
  const rate = Number(process.env.NC_TIMELINE_CPU ?? 1);
  const site = await serveFolder(dir);
  const context = await launchWithExtension({
    extensionDir: process.env.NC_EXT_DIR ? resolve(process.env.NC_EXT_DIR) : DEV_BUILD_DIR,
    viewport: { width: 1280, height: 800 },
  });
  try {
    await stylesheetReady(await extensionWorker(context));
    for (let i = 0; i < loads; i++) {
      const page = await context.newPage();
      await throttleCpu(page, rate);
      const traced = WORKER || i >= loads - 2;
      // (The whole browser for the worker's process; else the page's renderer alone.)
      const cdp = WORKER ? await (context.browser() as Browser).newBrowserCDPSession() : await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      if (traced) {
        cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
        await cdp.send('Tracing.start', {
          categories: [WORKER ? WORKER_CATEGORIES : CATEGORIES, ...(GC ? [GC_CATEGORY] : [])].join(),
          transferMode: 'ReportEvents',
        });
      }
      // Watched from the document's start: nothing of the bench's runs in the traced page's thread.
      const watch = await watchMarks(page, ['nc:highlight-done']);
      await page.goto(`${site.url}/${file}`, { waitUntil: 'domcontentloaded' });
      await watch.wait('nc:highlight-done', 60_000);
      const marks = await page.evaluate(() => {
        const start = performance.getEntriesByName('nc:highlight-start')[0]?.startTime ?? 0;
        const done = performance.getEntriesByName('nc:highlight-done')[0] as PerformanceMark | undefined;
        const visible = performance.getEntriesByName('nc:highlight-visible')[0]?.startTime;
        return {
          work: (done?.startTime ?? 0) - start,
          visible: visible === undefined ? undefined : visible - start,
          detail: done?.detail,
        };
      });
      console.log(
        `load ${i + 1}: work ${marks.work.toFixed(0)} ms, first screen ${marks.visible?.toFixed(0)} ms, ${JSON.stringify(marks.detail)}`,
      );
      if (traced) {
        const complete = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
        await cdp.send('Tracing.end');
        await complete;
        printTimeline(events, minMs);
        if (WORKER) printWorker(events);
      }
      await cdp.detach();
      await page.close();
    }
  } finally {
    await context.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
