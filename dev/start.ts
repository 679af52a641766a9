// `npm start`: build, start the local service, open Chromium with the extension set up for the
// local staging deployment on the demo page. With a display it stays open until the browser is
// closed; without one (or with --headless) it walks through the features, writes screenshots to a
// folder it prints, and exits 0. `--dialect twilio` (or any name in dev/service/README.md) makes the
// local service answer like that API.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { hoverNumber, ShadowProbe } from '../tests/e2e/highlight-helpers';
import { configureExtension, extensionWorker, launchWithExtension, localSetUp } from './extension-browser';
import { DEMO_KEYS, isShapeName, type LocalService, SHAPES, type ShapeName, startLocalService } from './service/index';
import { serveFolder } from './static-server';
import { walkBulk } from './walk-bulk';

const argv = process.argv.slice(2);
const args = new Set(argv);

function dialectArg(): ShapeName | undefined {
  const i = argv.findIndex((a) => a === '--dialect' || a.startsWith('--dialect='));
  if (i < 0) return undefined;
  const value = argv[i]?.includes('=') ? argv[i]?.split('=')[1] : argv[i + 1];
  if (!isShapeName(value)) {
    console.error(`[start] --dialect must be one of: ${SHAPES.join(', ')}`);
    process.exit(2);
  }
  return value;
}
const headless = args.has('--headless') || process.env.npm_config_headless === 'true' || !process.env.DISPLAY;

function log(line: string): void {
  console.log(`[start] ${line}`);
}

async function startService(): Promise<LocalService> {
  try {
    return await startLocalService({ quiet: true });
  } catch {
    log('default ports 8787/8788 are taken; using free ports instead');
    return startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  }
}

/** Steps of the walk-through that failed: any makes the headless run exit 1, so a broken walk is seen. */
let failedSteps = 0;

async function step(name: string, fn: () => Promise<void>): Promise<boolean> {
  try {
    await fn();
    log(`✓ ${name}`);
    return true;
  } catch (error) {
    log(`✗ ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    failedSteps++;
    return false;
  }
}

/**
 * The popup's own width (entrypoints/popup/popup.css): a wider page would add a strip beside it. The
 * height is small on purpose: the whole-page shot then ends where the popup's content does, as the
 * real popup (sized to its content) does.
 */
const POPUP_SIZE = { width: 380, height: 200 };

async function walkThrough(
  context: BrowserContext,
  demo: Page,
  extensionId: string,
  outDir: string,
  service: LocalService,
  worker: Worker,
): Promise<void> {
  // Whole pages: an extension page's screenshot shows everything it holds, nothing cut at the fold.
  const shot = (page: Page, name: string) => page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
  const bothSchemes = async (page: Page, name: string) => {
    await shot(page, name);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(200);
    await shot(page, `${name}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
  };
  const openPage = async (path: string, size: { width: number; height: number }) => {
    const page = await context.newPage();
    await page.setViewportSize(size);
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    return page;
  };
  await step('demo page highlighted', async () => {
    await demo.waitForFunction(() => (CSS.highlights?.get('number-check')?.size ?? 0) > 0, null, { timeout: 10_000 });
    const count = await demo.evaluate(() => CSS.highlights.get('number-check')?.size ?? 0);
    log(`  ${count} numbers highlighted on the demo page`);
    await demo.screenshot({ path: join(outDir, '1-demo-page-highlighted.png') });
  });
  await step('hover chip and in-page check', async () => {
    const probe = await ShadowProbe.open(demo);
    await hoverNumber(demo, probe, '+44 20 7946 0018');
    await demo.screenshot({ path: join(outDir, '2-hover-chip.png') });
    // A real (trusted) click, as a user's.
    await probe.click(demo, 'nc-chip-check');
    await probe.waitForText('nc-card', /Valid|Not valid|Validity unknown/);
    await demo.screenshot({ path: join(outDir, '3-in-page-card.png') });
    // Every field of the answer, in the card, light and dark.
    await probe.click(demo, 'nc-all-fields-toggle');
    await probe.waitFor('nc-fields');
    await demo.screenshot({ path: join(outDir, '3-in-page-card-fields.png') });
    await demo.emulateMedia({ colorScheme: 'dark' });
    await demo.screenshot({ path: join(outDir, '3-in-page-card-fields-dark.png') });
    await demo.emulateMedia({ colorScheme: 'light' });
    await demo.keyboard.press('Escape');
  });
  await step('popup with every field and the raw answer of the last answer', async () => {
    const page = await openPage('popup.html', POPUP_SIZE);
    await page.getByTestId('nc-all-fields-toggle').click();
    await page.getByTestId('nc-fields').waitFor();
    await bothSchemes(page, '4-popup-fields');
    await page.close();
  });
  for (const [name, path, size] of [
    ['4-popup', 'popup.html', POPUP_SIZE],
    ['5-options', 'options.html', { width: 1000, height: 900 }],
    ['6-welcome', 'welcome.html', { width: 1000, height: 900 }],
  ] as const) {
    await step(`${path} screenshot`, async () => {
      const page = await openPage(path, size);
      await page.waitForTimeout(800);
      await bothSchemes(page, name);
      await page.close();
    });
  }
  await step('popup at 0 credits: what Check will do, and the way to top up', async () => {
    await configureExtension(worker, {
      settings: { activeEnvironment: 'production' },
      keys: { production: DEMO_KEYS.none },
    });
    const page = await openPage('popup.html', POPUP_SIZE);
    await page.getByTestId('zero-credits').waitFor();
    await page.getByLabel('Phone number').fill('+1 650 253 0000');
    await page.getByLabel('Phone number').press('Enter');
    await page.getByTestId('nc-error').waitFor();
    await bothSchemes(page, '7-popup-no-credits');
    await page.close();
    // The same error in the page's card, with the same way forward.
    await demo.bringToFront();
    const probe = await ShadowProbe.open(demo);
    await hoverNumber(demo, probe, '+44 20 7946 0018');
    await probe.click(demo, 'nc-chip-check');
    await probe.waitFor('nc-action');
    await demo.screenshot({ path: join(outDir, '7-card-no-credits.png') });
    await demo.emulateMedia({ colorScheme: 'dark' });
    await demo.screenshot({ path: join(outDir, '7-card-no-credits-dark.png') });
    await demo.emulateMedia({ colorScheme: 'light' });
    await demo.keyboard.press('Escape');
  });
  await step('popup: a check in flight, then a Retry-After counting down', async () => {
    await configureExtension(worker, { settings: { activeEnvironment: 'staging', cacheLifetimeMinutes: 0 } });
    service.staging.setFault('slow', { path: '/api/check-number', times: 1, delayMs: 2_500 });
    const page = await openPage('popup.html', POPUP_SIZE);
    await page.getByLabel('Phone number').fill('+1 650 253 0000');
    await page.getByLabel('Phone number').press('Enter');
    await page
      .getByTestId('pending-elapsed')
      .filter({ hasText: /^[1-9] s$/ })
      .waitFor();
    await bothSchemes(page, '9-popup-checking');
    await page.getByTestId('nc-result').waitFor();
    service.staging.setFault('429', { path: '/api/check-number', times: 1, retryAfterSeconds: 30 });
    await page.getByLabel('Phone number').press('Enter');
    await page.getByTestId('nc-error').waitFor();
    await bothSchemes(page, '9-popup-retry-after');
    await page.close();
    service.staging.setFault(null);
  });
  await step('popup set-up on a first install', async () => {
    await configureExtension(worker, {
      settings: { baseUrls: { staging: '', production: '' } },
      keys: { staging: '', production: '' },
    });
    const page = await openPage('popup.html', POPUP_SIZE);
    await page.getByTestId('onboarding').waitFor();
    await page.getByLabel('Service base URL').fill(service.staging.baseUrl);
    await page.getByLabel(/API key for/).fill('not-a-key');
    await page.getByRole('button', { name: 'Test and save' }).click();
    await page.getByTestId('onboard-problem').waitFor();
    await bothSchemes(page, '8-popup-set-up');
    await page.close();
    // Set up again, as at the start, for the walk through many numbers that follows.
    await configureExtension(worker, localSetUp(service));
  });
}

async function main(): Promise<void> {
  if (!args.has('--no-build')) {
    log('building the development flavour of the extension…');
    execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit', env: { ...process.env, NC_DEV_BUILD: '1' } });
  }
  const dialect = dialectArg();
  const service = await startService();
  if (dialect) {
    service.staging.setShape(dialect);
    service.production.setShape(dialect);
  }
  const site = await serveFolder(resolve('dev/demo'));
  log(`local service: staging ${service.staging.baseUrl}, production ${service.production.baseUrl}`);
  log(`answer dialect: ${dialect ?? 'flat'} (--dialect <name>; one of ${SHAPES.join(', ')})`);
  log(`demo key: ${DEMO_KEYS.plenty} (see dev/service/README.md for the others)`);
  log(`demo page: ${site.url}/`);

  const profile = mkdtempSync(join(tmpdir(), 'number-check-profile-'));
  const context = await launchWithExtension({
    userDataDir: profile,
    headless,
    viewport: headless ? { width: 1200, height: 900 } : null,
  });
  const worker = await extensionWorker(context);
  const extensionId = new URL(worker.url()).host;
  await configureExtension(worker, localSetUp(service));
  log(`extension ${extensionId} loaded and set up for the local staging deployment`);
  const demo = context.pages()[0] ?? (await context.newPage());
  await demo.goto(`${site.url}/`);

  const shutdown = async () => {
    await context.close().catch(() => undefined);
    await site.close();
    await service.close();
  };

  if (headless) {
    const outDir = resolve('dev/screenshots', new Date().toISOString().replace(/[:.]/g, '-'));
    mkdirSync(outDir, { recursive: true });
    log('no display (or --headless): walking through the features');
    await walkThrough(context, demo, extensionId, outDir, service, worker);
    await walkBulk(context, demo, extensionId, step, (page, name) => page.screenshot({ path: join(outDir, `${name}.png`) }));
    log(`service requests made: staging ${service.staging.count()}, production ${service.production.count()}`);
    log(`screenshots written to ${outDir}`);
    await shutdown();
    if (failedSteps > 0) log(`${failedSteps} step(s) of the walk-through failed (marked ✗ above)`);
    process.exit(failedSteps > 0 ? 1 : 0);
  }
  log('Chromium is open; close it to stop.');
  context.on('close', () => {
    void Promise.all([site.close(), service.close()]).then(() => process.exit(0));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
