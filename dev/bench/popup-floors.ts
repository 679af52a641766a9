// Benchmark: what any Manifest V3 popup pays over a blank page, beside what ours pays (issue 29, item
// 3: popup − blank ≤ 20 ms). Prints figures, no target: it says how much of popup − blank is ours to cut.
//
// Run: npx tsx dev/bench/popup-floors.ts   (NC_SKIP_BUILD=1 reuses .output/chrome-mv3-dev; NC_EXT_DIR=path
//      benches another unpacked build; POPUP_OPENS=N openings of each page, 40 by default;
//      NC_BENCH_CPU=1,4 the CPU slow-downs, see cpu-throttle.ts)
//
// In a copy of the build (popup-bench-setup.ts, a last result seeded by one real check), four pages
// are opened in turn, each as often, the order reversed every other round, and timed as
// popup-open.bench.ts times them (the tagged line's element timing, from navigation start):
// - blank: popup-open.bench.ts's blank page, one line and no script;
// - blank + script: the same page loading a 5 KB script that does nothing, `defer` and
//   `blocking="render"`, as popup.html loads its first-paint script: a Manifest V3 page runs no
//   inline script, so a popup that paints anything stored loads one (docs/architecture.md, popup);
// - top, no script: popup.html with the top the popup kept written into it and its script taken out,
//   what the browser takes to draw the popup's top with no script of ours at all;
// - top + script: the same with the do-nothing script in its script's place: the least that any
//   popup showing this top can take in Manifest V3, whatever its script does;
// - popup: as the toolbar opens it.
// Paint times come in frames (16 ms apart at 60 Hz), so each median is a frame count.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalService } from '../service/index';
import { cpuRates, rateLabel } from './cpu-throttle';
import { buildDevUnlessGiven } from './dev-build';
import { median } from './median';
import { benchSources, blankPage, open, type PopupBench, runBench, setUpPopupBench } from './popup-bench-setup';
import { inTurn } from './turns';

const OPENS = Number(process.env.POPUP_OPENS ?? 40);
/** A script that does nothing, loaded as popup.html loads its first-paint script. */
const NOOP = '<script src="/bench-noop.js" defer blocking="render"></script>';

/** The top the popup keeps (storage.session), once it has kept one: it does so at rest after its first paint. */
async function keptTop(bench: PopupBench): Promise<string> {
  const page = await bench.context.newPage();
  try {
    // Asked before the popup opens, answered when storage holds a kept top (at once, if it did already).
    // Written as text: tsx would wrap the named helper in one the worker does not have.
    // The listener and the timer go with the answer: the worker runs on through the whole bench.
    const kept = bench.worker.evaluate(`new Promise((resolve, reject) => {
      const read = () =>
        chrome.storage.session.get('popupFirstPaint').then((got) => {
          const html = got.popupFirstPaint?.html;
          if (typeof html === 'string' && html !== '') end(() => resolve(html));
        });
      const changed = () => void read();
      const timer = setTimeout(() => end(() => reject(new Error('the popup kept no top in 10 s'))), 10000);
      const end = (settle) => {
        clearTimeout(timer);
        chrome.storage.session.onChanged.removeListener(changed);
        settle();
      };
      chrome.storage.session.onChanged.addListener(changed);
      void read();
    })`) as Promise<string>;
    await page.goto(await bench.popupUrl());
    return await kept;
  } finally {
    await page.close();
  }
}

/** Writes the bench's own pages beside popup.html; their addresses, by name, the popup's last. */
async function pages(bench: PopupBench): Promise<[string, () => Promise<string>][]> {
  const at = (file: string) => async () => `chrome-extension://${bench.id}/${file}`;
  writeFileSync(join(bench.dir, 'bench-noop.js'), `// ${'-'.repeat(5_000)}\nvoid 0;\n`);
  writeFileSync(join(bench.dir, 'bench-blank-script.html'), blankPage(NOOP));
  const script = /<script\b[^>]*\bsrc="\/popup-first-paint\.js"[^>]*><\/script>/;
  const popup = readFileSync(join(bench.dir, 'popup.html'), 'utf8');
  if (!script.test(popup) || !popup.includes('<div id="app"></div>')) throw new Error('popup.html is not as this bench knows it');
  const app = `<div id="app">${await keptTop(bench)}</div>`;
  // (Replaced by a function: the markup is put in as it is, any `$` in it too.)
  const withTop = (html: string) => html.replace('<div id="app"></div>', () => app);
  writeFileSync(join(bench.dir, 'bench-top.html'), withTop(popup.replace(script, '')));
  writeFileSync(join(bench.dir, 'bench-top-script.html'), withTop(popup.replace(script, NOOP)));
  return [
    ['blank', async () => bench.blankUrl],
    ['blank + script', at('bench-blank-script.html')],
    ['top, no script', at('bench-top.html')],
    ['top + script', at('bench-top-script.html')],
    ['popup', () => bench.popupUrl()],
  ];
}

async function main(): Promise<void> {
  buildDevUnlessGiven();
  const service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  const [source] = benchSources();
  if (!source) throw new Error('no build to bench');
  const bench = await setUpPopupBench(source.label, source.dir, service);
  try {
    const list = await pages(bench);
    // One of each first, unrecorded: the first opening of an extension page starts its process.
    for (const [, url] of list) await open(bench.context, await url(), 1, false);
    for (const rate of cpuRates()) {
      const times = list.map((): number[] => []);
      for (let i = 0; i < OPENS; i++) {
        for (const [[, url], k] of inTurn(list, i)) times[k]?.push((await open(bench.context, await url(), rate, false)).visible);
      }
      const blank = median(times[0] ?? []);
      console.log(
        `\npopup floors, ${rateLabel(rate)}: last line painted, ms from navigation start, medians of ${OPENS} openings each, interleaved`,
      );
      list.forEach(([name], k) => {
        const m = median(times[k] ?? []);
        const over = k === 0 ? '' : `   − blank ${(m - blank).toFixed(1).padStart(5)} ms`;
        console.log(`  ${name.padEnd(16)} ${m.toFixed(1).padStart(6)} ms${over}`);
      });
    }
  } finally {
    await bench.close();
    await service.close();
  }
}

runBench(main);
