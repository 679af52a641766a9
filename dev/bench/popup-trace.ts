// Where the popup's opening goes, beside a blank extension page's (issue 29): a tracing companion to
// popup-open.bench.ts, for finding what to cut rather than for figures to compare builds with.
//
// Run: npx tsx dev/bench/popup-trace.ts   (a built extension, as popup-open.bench.ts: NC_EXT_DIR=path
//      traces another unpacked build; NC_BASELINE_EXT_DIR=path traces a second build too, e.g. a copy
//      of main's, in its own browser, interleaved, and prints each build's medians: on a loaded
//      machine, work figures from one run say more than two runs' paint times; two builds run in two
//      rounds of half the openings, each browser started first in one, as in popup-open.bench.ts;
//      POPUP_TRACES=N openings of each, 5 by default; NC_BENCH_CPU the CPU slow-downs, see cpu-throttle.ts;
//      NC_TRACE_DIR=dir also writes each trace there, the baseline's prefixed `baseline-`, to open in
//      the DevTools Performance panel). Under the browser lock, like every benchmark that opens one.
//
// Seeds a last result as popup-open.bench.ts does, then opens the popup (at the address the toolbar
// button opens) and the blank page in turn, each from about:blank, slowed, with Chromium's tracing on,
// and prints per opening and as medians: when the page's HTML had arrived, DOMContentLoaded, each
// script of ours asked for, its response handed to the page, its load finished (and whether its code
// cache was read: that load finishes in a later main-thread task, which can queue behind the parse and
// a frame) and run, the frames begun before the first contentful paint, and the main thread's time
// before it by phase (dev/bench/trace-phases.ts). Prints; never fails.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startLocalService } from '../service/index';
import { cpuRates, rateLabel, throttleCpu } from './cpu-throttle';
import { benchSources, inRounds, runBench, setUpPopupBench } from './popup-bench-setup';
import { type Opening, PHASES, type Phase, readOpening, type TraceEvent } from './trace-phases';
import { inTurn } from './turns';

const OPENS = Number(process.env.POPUP_TRACES ?? 5);
const TRACE_DIR = process.env.NC_TRACE_DIR ? resolve(process.env.NC_TRACE_DIR) : undefined;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'loading',
  'blink.user_timing',
  'v8',
];

/** Opens `url` slowed, traced; the trace's events once the first contentful paint is in. */
async function traced(context: BrowserContext, url: string, rate: number): Promise<TraceEvent[]> {
  const page: Page = await context.newPage();
  try {
    await page.goto('about:blank');
    await throttleCpu(page, rate);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReturnAsStream' });
    await page.goto(url);
    await page.evaluate(`new Promise((done) => {
      new PerformanceObserver(() => done(true)).observe({ type: 'paint', buffered: true });
      setTimeout(() => done(false), 5000);
    })`);
    const complete = new Promise<{ stream?: string }>((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    const { stream } = await complete;
    if (!stream) return [];
    let json = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      json += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  } finally {
    await page.close();
  }
}

const ms = (v: number | undefined): string => (v === undefined ? '    –' : v.toFixed(1).padStart(5));

function median(values: (number | undefined)[]): number | undefined {
  const sorted = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor((sorted.length - 1) / 2)];
}

function line(label: string, o: Opening): string {
  const scripts = o.scripts
    .map(
      (s) =>
        `${s.file} asked ${ms(s.asked).trim()} response ${ms(s.responded).trim()} in ${ms(s.received).trim()}` +
        `${s.codeCache ? ' (code cache)' : ''} ran ${ms(s.ran).trim()} +${s.runMs.toFixed(1)}`,
    )
    .join('; ');
  const busy = (Object.keys(PHASES) as Phase[]).map((p) => `${p} ${o.busy[p].toFixed(1)}`).join(' ');
  return (
    `  ${label.padEnd(6)} html ${ms(o.htmlDone)}  DCL ${ms(o.domContentLoaded)}  FCP ${ms(o.firstContentfulPaint)}  ` +
    `frames [${o.frames.map((f) => f.toFixed(0)).join(' ')}]  busy: ${busy}${scripts ? `\n         ${scripts}` : ''}`
  );
}

function medians(label: string, openings: Opening[]): void {
  const busy = (Object.keys(PHASES) as Phase[]).map((p) => `${p} ${ms(median(openings.map((o) => o.busy[p]))).trim()}`).join(' ');
  console.log(
    `  ${label.padEnd(6)} median: html ${ms(median(openings.map((o) => o.htmlDone)))}  DCL ${ms(median(openings.map((o) => o.domContentLoaded)))}  ` +
      `FCP ${ms(median(openings.map((o) => o.firstContentfulPaint)))}  FCP − DCL ${ms(median(openings.map((o) => (o.firstContentfulPaint ?? Number.NaN) - (o.domContentLoaded ?? Number.NaN))))}  busy: ${busy}`,
  );
}

async function main(): Promise<void> {
  const service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  const sources = benchSources();
  const rates = cpuRates();
  const found = rates.map(() => sources.map((): Record<'popup' | 'blank', Opening[]> => ({ popup: [], blank: [] })));
  let written = 0;
  try {
    await inRounds(
      sources,
      OPENS,
      async (source) => {
        const bench = await setUpPopupBench(source.label, source.dir, service);
        // One of each first, untraced: the first opening starts the extension's process; the popup keeps its top.
        for (const url of [await bench.popupUrl(), bench.blankUrl, await bench.popupUrl()]) await traced(bench.context, url, 1);
        return bench;
      },
      async (builds, opens) => {
        for (const [r, rate] of rates.entries()) {
          console.log(`\npopup and blank extension page, ${rateLabel(rate)}: milliseconds from navigation start`);
          for (let i = 0; i < opens; i++) {
            for (const [bench, k] of inTurn(builds, i)) {
              for (const [kind, url] of [
                ['popup', await bench.popupUrl()],
                ['blank', bench.blankUrl],
              ] as const) {
                const events = await traced(bench.context, url, rate);
                if (TRACE_DIR)
                  writeFileSync(
                    join(TRACE_DIR, `${k === 0 ? '' : 'baseline-'}${kind}-${rate}x-${written++}.json`),
                    JSON.stringify({ traceEvents: events }),
                  );
                const opening = readOpening(events, url);
                if (!opening) continue;
                found[r]?.[k]?.[kind].push(opening);
                console.log(line(builds.length > 1 ? `${kind} (${bench.label})` : kind, opening));
              }
            }
          }
        }
      },
    );
    for (const [r, rate] of rates.entries()) {
      console.log(`\nmedians, ${rateLabel(rate)}${sources.length > 1 ? ', both rounds' : ''}:`);
      sources.forEach((source, k) => {
        if (sources.length > 1) console.log(` ${source.label}:`);
        medians('popup', found[r]?.[k]?.popup ?? []);
        medians('blank', found[r]?.[k]?.blank ?? []);
      });
    }
  } finally {
    await service.close();
  }
}

runBench(main);
