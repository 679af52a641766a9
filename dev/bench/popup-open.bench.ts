// Benchmark: how soon the popup shows the last result after it is opened (issue 29, item 3).
//
// Run: npx tsx dev/bench/popup-open.bench.ts   (NC_SKIP_BUILD=1 reuses .output/chrome-mv3-dev;
//      POPUP_OPENS=N changes the number of openings, 20 by default; NC_EXT_DIR=path benches another
//      unpacked build; NC_BASELINE_EXT_DIR=path interleaves a second build, e.g. a copy of main's,
//      in its own browser, so before and after are measured in the same run (in two rounds of half
//      the openings each, the browsers started in one order, then in the other); NC_BENCH_CPU=1,4 the
//      CPU slow-downs, see cpu-throttle.ts)
//
// Loads a copy of the dev build in headless Chromium as the e2e fixture does, seeds a last result
// with one real check against the local service, then opens the popup N times at each rate, at the
// address the toolbar button opens (`action.getPopup`: the worker may have put the popup's first
// paint in it, entrypoints/background/popup-address.ts; popup.html for a build that does not). Each
// page is opened on about:blank, slowed, then sent to its address, so the slow-down covers its
// whole loading. "Visible" is when the browser painted the last result: the popup tags it with
// `elementtiming`, and the bench reads the PerformanceElementTiming entry (renderTime, from the
// page's navigation start), so no script of ours decides when it counts as shown.
//
// The browser alone costs a good part of the time on a loaded machine, so the same run opens a
// blank extension page (one line of text, no script) as often, at the same rate, interleaved with
// the popup, and prints both: popup − blank is what the popup's own code costs.
//
// Below the fold: "On this page" and the history tag their headings with `elementtiming`
// (nc-otp, nc-history). Their first paint must come no earlier than the last result's: the result
// is in the first frame, and they never hold it back. A build without those tags (an older
// baseline) is reported as "not tagged".
//
// Targets, per rate: popup − blank ≤ 20 ms at the median; popup p95 ≤ 1.3× the blank page's p95;
// below the fold painted no earlier than the last result in every opening. Prints; never fails.
import { type LocalService, startLocalService } from '../service/index';
import { cpuRates, rateLabel } from './cpu-throttle';
import { buildDevUnlessGiven } from './dev-build';
import {
  BELOW_FOLD,
  benchSources,
  inRounds,
  type Opening,
  open,
  type PopupBench,
  runBench,
  setUpPopupBench,
} from './popup-bench-setup';
import { inTurn } from './turns';

const OPENS = Number(process.env.POPUP_OPENS ?? 20);
const TARGET_OVER_BLANK_MS = 20;
const TARGET_P95_RATIO = 1.3;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const fmt = (ms: number): string => `${ms.toFixed(1).padStart(6)} ms`;
const verdict = (ok: boolean): string => (ok ? 'met' : 'NOT met');

interface Summary {
  median: number;
  p95: number;
}

function report(label: string, runs: Opening[]): Summary {
  const visible = runs.map((r) => r.visible).sort((a, b) => a - b);
  const dom = runs.map((r) => r.domReady).sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(24)} median ${fmt(percentile(visible, 50))}  p95 ${fmt(percentile(visible, 95))}  ` +
      `min ${fmt(visible[0] ?? Number.NaN)}  (DOMContentLoaded median ${fmt(percentile(dom, 50))})`,
  );
  return { median: percentile(visible, 50), p95: percentile(visible, 95) };
}

/** How the sections below the fold were painted against the last result; undefined when untagged. */
function belowFold(runs: Opening[]): { ok: boolean; words: string } | undefined {
  const tagged = runs.filter((r) => BELOW_FOLD.every((n) => n in r.below));
  if (tagged.length === 0) return undefined;
  const first = (r: Opening) => Math.min(...BELOW_FOLD.map((n) => r.below[n] as number));
  const notBefore = tagged.filter((r) => first(r) >= r.visible).length;
  const later = tagged.filter((r) => first(r) > r.visible).length;
  const gaps = tagged.map((r) => first(r) - r.visible).sort((a, b) => a - b);
  return {
    ok: notBefore === runs.length,
    words:
      `no earlier than the last result in ${notBefore} of ${runs.length} openings, in a later frame in ${later}; ` +
      `median ${fmt(percentile(gaps, 50)).trim()} after it`,
  };
}

async function setUp(label: string, sourceDir: string, service: LocalService): Promise<PopupBench> {
  const bench = await setUpPopupBench(label, sourceDir, service);
  // One of each first, unrecorded: the first opening of any extension page starts its process.
  await open(bench.context, await bench.popupUrl(), 1, true);
  await open(bench.context, bench.blankUrl, 1, false);
  return bench;
}

async function main(): Promise<void> {
  buildDevUnlessGiven();
  const service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  const sources = benchSources();
  const rates = cpuRates();
  const popup = rates.map(() => sources.map((): Opening[] => []));
  const blank = rates.map(() => sources.map((): Opening[] => []));
  try {
    const opened = await inRounds(
      sources,
      OPENS,
      (source) => setUp(source.label, source.dir, service),
      async (builds, opens) => {
        for (const [r, rate] of rates.entries()) {
          for (let i = 0; i < opens; i++) {
            for (const [b, k] of inTurn(builds, i)) {
              popup[r]?.[k]?.push(await open(b.context, await b.popupUrl(), rate, true));
              blank[r]?.[k]?.push(await open(b.context, b.blankUrl, rate, false));
            }
          }
        }
      },
    );
    const rounds = sources.length > 1 ? ', in two rounds (each browser started first in one)' : '';
    for (const [r, rate] of rates.entries()) {
      console.log(
        `\npopup open → last result painted, ${rateLabel(rate)}, ${opened} openings each, interleaved${rounds} (navigation start = 0)`,
      );
      sources.forEach((b, k) => {
        if (sources.length > 1) console.log(` ${b.label}:`);
        const ours = report('popup', popup[r]?.[k] ?? []);
        const floor = report('blank extension page', blank[r]?.[k] ?? []);
        const over = ours.median - floor.median;
        const ratio = ours.p95 / floor.p95;
        console.log(`  popup − blank (median)   ${fmt(over)}   popup / blank ${(ours.median / floor.median).toFixed(2)}×`);
        const fold = belowFold(popup[r]?.[k] ?? []);
        console.log(`  below the fold (On this page, history): ${fold ? fold.words : 'not tagged in this build'}`);
        // Only this build's lines name a target: `npm run bench` gathers them (target-lines.ts).
        const word = k === 0 ? 'target' : 'baseline:';
        console.log(`  ${word} popup − blank ≤ ${TARGET_OVER_BLANK_MS} ms (median): ${verdict(over <= TARGET_OVER_BLANK_MS)}`);
        console.log(
          `  ${word} popup p95 ≤ ${TARGET_P95_RATIO}× the blank page's p95 (${ratio.toFixed(2)}×): ${verdict(ratio <= TARGET_P95_RATIO)}`,
        );
        if (fold || k === 0) console.log(`  ${word} below the fold painted after the last result: ${verdict(fold?.ok === true)}`);
      });
    }
  } finally {
    await service.close();
  }
}

runBench(main);
