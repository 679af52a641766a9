// What the popup benches share (popup-open.bench.ts, popup-trace.ts, popup-floors.ts): a copy of a build with a
// blank extension page beside popup.html, loaded in Chromium, set up against the local service,
// with a last result seeded the way a person gets one: one real check, through the background.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from '../extension-browser';
import { DEV_BUILD_DIR } from '../extension-paths';
import type { LocalService } from '../service/index';
import { throttleCpu } from './cpu-throttle';

/** The blank page: one line of text tagged as the popup's last result is, no script. */
const BLANK = 'bench-blank.html';

/** The blank page's markup, `head` added to its head (popup-floors.ts gives it a script there). */
export function blankPage(head = ''): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title>${head}</head>` +
    '<body><p elementtiming="nc-result">+1 650 253 0000 · Valid · United States</p></body></html>'
  );
}

/** The `elementtiming` of the popup's sections below the fold. */
export const BELOW_FOLD = ['nc-otp', 'nc-history'] as const;

/** One opening of a page, timed from its navigation start. */
export interface Opening {
  /** When the tagged element was first painted. */
  visible: number;
  domReady: number;
  /** The first paint of the sections below the fold, by identifier (absent: not tagged, or not painted in time). */
  below: Record<string, number>;
}

/**
 * The page-side reading, as an expression: the last result's first paint, DOMContentLoaded, and the
 * sections below the fold (waited for up to 1.5 s when asked; a build that does not tag them ends there).
 */
function paintTimes(waitBelow: boolean): string {
  return `new Promise((done) => {
    const names = ${JSON.stringify(BELOW_FOLD)};
    const seen = {};
    let visible;
    const finish = () => {
      const nav = performance.getEntriesByType('navigation')[0];
      done(visible === undefined ? undefined : { visible, domReady: nav ? nav.domContentLoadedEventEnd : NaN, below: seen });
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const at = e.renderTime || e.loadTime;
        if (e.identifier === 'nc-result') visible ??= at;
        else if (names.includes(e.identifier)) seen[e.identifier] ??= at;
      }
      if (visible !== undefined && (!${waitBelow} || names.every((n) => n in seen))) finish();
    }).observe({ type: 'element', buffered: true });
    setTimeout(finish, ${waitBelow ? 1500 : 5000});
  })`;
}

/**
 * Opens `url` in a new tab with the CPU slowed `rate`× (from about:blank, so the slow-down covers its
 * whole loading) and reads when it painted its tagged line.
 */
export async function open(context: BrowserContext, url: string, rate: number, below: boolean): Promise<Opening> {
  const page = await context.newPage();
  try {
    await page.goto('about:blank');
    await throttleCpu(page, rate);
    await page.goto(url);
    // Written as text: tsx would wrap the named helpers of a function in one the page does not have.
    const timing = (await page.evaluate(paintTimes(below))) as Opening | undefined;
    if (!timing) throw new Error(`${url}: no paint of the tagged element in time`);
    return timing;
  } finally {
    await page.close();
  }
}

export interface PopupBench {
  label: string;
  context: BrowserContext;
  worker: Worker;
  id: string;
  blankUrl: string;
  /** The build's copy: a bench may put pages of its own beside popup.html (an unpacked extension's files are read as asked for). */
  dir: string;
  /** The address the toolbar button opens the popup at now (the worker may have put the first paint in it). */
  popupUrl(): Promise<string>;
  /** Closes the browser and removes the copy. */
  close(): Promise<void>;
}

export async function setUpPopupBench(label: string, sourceDir: string, service: LocalService): Promise<PopupBench> {
  // A copy, so the blank page can sit beside popup.html without touching the build.
  const dir = mkdtempSync(join(tmpdir(), 'nc-popup-bench-'));
  cpSync(sourceDir, dir, { recursive: true });
  writeFileSync(join(dir, BLANK), blankPage());
  const context = await launchWithExtension({ extensionDir: dir, viewport: { width: 380, height: 600 } });
  const worker = await extensionWorker(context);
  const id = new URL(worker.url()).host;
  await configureExtension(worker, localSetUp(service));
  const seeder = await context.newPage();
  await seeder.goto(`chrome-extension://${id}/options.html`);
  const reply = (await seeder.evaluate(() => chrome.runtime.sendMessage({ type: 'check:number', input: '+1 650 253 0000' }))) as {
    ok: boolean;
  };
  if (!reply.ok) throw new Error(`${label}: the seeding check failed`);
  await seeder.close();
  return {
    label,
    context,
    worker,
    id,
    blankUrl: `chrome-extension://${id}/${BLANK}`,
    dir,
    popupUrl: async () => (await worker.evaluate(() => chrome.action.getPopup({}))) as string,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A build to bench: its label in the printout and its unpacked directory. */
export interface BenchSource {
  label: string;
  dir: string;
}

/**
 * The builds the popup benches compare: this one (`NC_EXT_DIR`, else the dev build) and, with
 * `NC_BASELINE_EXT_DIR`, a second one.
 */
export function benchSources(env: NodeJS.ProcessEnv = process.env): BenchSource[] {
  const ours = { label: 'this build', dir: env.NC_EXT_DIR ? resolve(env.NC_EXT_DIR) : DEV_BUILD_DIR };
  return env.NC_BASELINE_EXT_DIR ? [ours, { label: 'baseline build', dir: resolve(env.NC_BASELINE_EXT_DIR) }] : [ours];
}

/**
 * Runs `measure` over the builds, each in its own browser (`setUp` starts one). One build: one round
 * of `opens` openings. Two: two rounds of half as many, the browsers started in one order, then in the
 * other: in one round, the browser started first was the quicker by 12–16 ms at CPU 4× whichever
 * build it held. `measure` gets the round's builds, indexed as `sources`, and the openings each makes
 * in it; what it returns is the openings each made in all.
 */
export async function inRounds(
  sources: readonly BenchSource[],
  opens: number,
  setUp: (source: BenchSource) => Promise<PopupBench>,
  measure: (builds: readonly PopupBench[], opens: number) => Promise<void>,
): Promise<number> {
  const rounds = sources.length > 1 ? [sources.map((_, k) => k), sources.map((_, k) => sources.length - 1 - k)] : [[0]];
  const perRound = Math.ceil(opens / rounds.length);
  for (const round of rounds) {
    const builds: PopupBench[] = [];
    try {
      for (const k of round) builds[k] = await setUp(sources[k] as BenchSource);
      await measure(builds, perRound);
    } finally {
      for (const b of builds) await b?.close();
    }
  }
  return perRound * rounds.length;
}

/** Runs a popup bench and ends the process with its outcome (the browser's and the service's handles would keep it alive). */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
