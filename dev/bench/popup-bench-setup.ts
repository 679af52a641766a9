// What the popup benches share (popup-open.bench.ts, popup-trace.ts): a copy of a build with a
// blank extension page beside popup.html, loaded in Chromium, set up against the local service,
// with a last result seeded the way a person gets one: one real check, through the background.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from '../extension-browser';
import { DEV_BUILD_DIR } from '../extension-paths';
import type { LocalService } from '../service/index';

/** The blank page: one line of text tagged as the popup's last result is, no script. */
const BLANK = 'bench-blank.html';
const BLANK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head>' +
  '<body><p elementtiming="nc-result">+1 650 253 0000 · Valid · United States</p></body></html>';

export interface PopupBench {
  label: string;
  context: BrowserContext;
  worker: Worker;
  id: string;
  blankUrl: string;
  /** The address the toolbar button opens the popup at now (the worker may have put the first paint in it). */
  popupUrl(): Promise<string>;
  /** Closes the browser and removes the copy. */
  close(): Promise<void>;
}

export async function setUpPopupBench(label: string, sourceDir: string, service: LocalService): Promise<PopupBench> {
  // A copy, so the blank page can sit beside popup.html without touching the build.
  const dir = mkdtempSync(join(tmpdir(), 'nc-popup-bench-'));
  cpSync(sourceDir, dir, { recursive: true });
  writeFileSync(join(dir, BLANK), BLANK_HTML);
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
