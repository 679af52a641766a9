// What the popup benches share (popup-open.bench.ts, popup-trace.ts): a copy of a build with a
// blank extension page beside popup.html, loaded in Chromium, set up against the local service,
// with a last result seeded the way a person gets one: one real check, through the background.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from '../extension-browser';
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
