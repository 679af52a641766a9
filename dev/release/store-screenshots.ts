// `npm run screenshots:store`: the store listing's screenshots, 1280 × 800 as both stores ask, in
// light and dark, in English and German, rendered from the built extension against the local service
// on the demo page: the popup, the options, a highlighted page with the card, and the list checker.
// They are written to docs/store/<language>/ (the README shows the English ones).
//
// A popup is 400 px wide, so it is shown on a 1280 × 800 stage beside a caption; the other pages
// fill the frame themselves.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { hoverNumber, ShadowProbe } from '../../tests/e2e/highlight-helpers';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from '../extension-browser';
import { startLocalService } from '../service/index';
import { serveFolder } from '../static-server';
import { STORE_CAPTIONS, STORE_LIST, type StoreLanguage, type StoreScene, stagePage } from './store-stage';

const SIZE = { width: 1280, height: 800 };
const SCHEMES = ['light', 'dark'] as const;
/**
 * Each language as a person in one country sees it: a browser language with its region, so the popup
 * names the country numbers are read in, and the demo page's national numbers are highlighted.
 */
const LANGUAGES: { language: StoreLanguage; locale: string }[] = [
  { language: 'en', locale: 'en-US' },
  { language: 'de', locale: 'de-DE' },
];

if (process.env.NC_SKIP_BUILD !== '1') {
  execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit', env: { ...process.env, NC_DEV_BUILD: '1' } });
}
const service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
const site = await serveFolder(resolve('dev/demo'));
let written = 0;
try {
  for (const { language, locale } of LANGUAGES) {
    const outDir = resolve('docs/store', language);
    mkdirSync(outDir, { recursive: true });
    const context = await launchWithExtension({ viewport: SIZE, locale });
    try {
      const worker = await extensionWorker(context);
      const id = new URL(worker.url()).host;
      // A brisk pace, so the list scene's job is done in a few seconds.
      await configureExtension(worker, localSetUp(service, { settings: { bulkPerMinute: 600, bulkConcurrency: 4 } }));
      const scenes = await renderScenes(context, id, language);
      for (const [scene, shots] of Object.entries(scenes)) {
        for (const scheme of SCHEMES) {
          writeFileSync(join(outDir, `${scene}-${scheme}.png`), shots[scheme]);
          written++;
        }
      }
    } finally {
      await context.close();
    }
  }
} finally {
  await site.close();
  await service.close();
}
console.log(`${written} screenshots (1280 × 800) written to docs/store/`);

type Shots = Record<(typeof SCHEMES)[number], Buffer>;

async function bothSchemes(page: Page, take: () => Promise<Buffer>): Promise<Shots> {
  const out = {} as Shots;
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(150);
    out[scheme] = await take();
  }
  return out;
}

async function renderScenes(context: BrowserContext, id: string, language: StoreLanguage): Promise<Record<StoreScene, Shots>> {
  // 1. A page with its numbers highlighted, one checked in the card.
  const demo = await context.newPage();
  await demo.goto(`${site.url}/`);
  await demo.waitForFunction(() => (CSS.highlights?.get('number-check')?.size ?? 0) > 0, null, { timeout: 15_000 });
  const probe = await ShadowProbe.open(demo);
  await hoverNumber(demo, probe, '+44 20 7946 0018');
  await probe.click(demo, 'nc-chip-check');
  await probe.waitFor('nc-card');
  await demo.waitForTimeout(300);
  const page = await bothSchemes(demo, () => demo.screenshot());
  await demo.emulateMedia({ colorScheme: 'light' });

  // 2. The popup after that check, on a stage with its caption.
  const popup = await context.newPage();
  // The popup's own width (380 px), so no strip of empty page shows beside it. Opened in a tab, it
  // reads the tab before it: the demo page, whose numbers "On this page" lists.
  await popup.setViewportSize({ width: 380, height: 640 });
  await popup.goto(`chrome-extension://${id}/popup.html`);
  await popup.waitForTimeout(1_200);
  const popupShots = await bothSchemes(popup, () => popup.screenshot());
  await popup.close();
  await demo.close();
  const stage = await context.newPage();
  const staged = {} as Shots;
  for (const scheme of SCHEMES) {
    await stage.emulateMedia({ colorScheme: scheme });
    await stage.setContent(stagePage(popupShots[scheme], STORE_CAPTIONS[language].popup, scheme));
    staged[scheme] = await stage.screenshot();
  }
  await stage.close();

  // 3. The options, filling the frame.
  const options = await context.newPage();
  await options.goto(`chrome-extension://${id}/options.html`);
  await options.waitForTimeout(600);
  const optionsShots = await bothSchemes(options, () => options.screenshot());
  await options.close();

  // 4. The list checker, a small list checked: its results table.
  const list = await context.newPage();
  await list.goto(`chrome-extension://${id}/list.html`);
  await list.getByTestId('list-paste').fill(STORE_LIST);
  await list.getByTestId('list-read').click();
  await list.getByTestId('list-start').click();
  await list.getByTestId('job').and(list.locator('[data-status="done"]')).waitFor({ timeout: 60_000 });
  await list.waitForTimeout(300);
  const listShots = await bothSchemes(list, () => list.screenshot());
  await list.close();

  return { page, popup: staged, options: optionsShots, list: listShots };
}
