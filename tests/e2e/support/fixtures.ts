// The Playwright fixture: the local service on free ports (one per test worker), local test pages
// over HTTP, and for each test a fresh Chromium profile with the built extension loaded.
import { type BrowserContext, test as base, chromium, type Page, type Worker } from '@playwright/test';
import { chromiumPath, DEV_BUILD_DIR, extensionLaunchArgs } from '../../../dev/extension-paths';
import { DEMO_KEYS, type LocalService, startLocalService } from '../../../dev/service/index';
import { type StaticServer, serveFolder } from '../../../dev/static-server';
import type { DevSetup } from '../../../entrypoints/background/dev-setup';
import type { Environment } from '../../../utils/environments';
import { ExtensionPages } from './extension-pages';

export interface SetUpOptions {
  environment?: Environment;
  /** Keys per environment; defaults to the plentiful demo key on both. */
  keys?: Partial<Record<Environment, string>>;
  settings?: DevSetup['settings'];
}

interface TestFixtures {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  ext: ExtensionPages;
  /** Points the extension at the local service with demo keys, as a user would in the options page. */
  setUp: (opts?: SetUpOptions) => Promise<void>;
}

interface WorkerFixtures {
  service: LocalService;
  site: StaticServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  service: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      const service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      const site = await serveFolder('tests/e2e/pages');
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ service }, use) => {
    service.staging.reset();
    service.production.reset();
    const context = await chromium.launchPersistentContext('', {
      executablePath: chromiumPath(),
      headless: true,
      args: extensionLaunchArgs(DEV_BUILD_DIR),
      viewport: { width: 1100, height: 800 },
    });
    await use(context);
    await context.close();
  },
  worker: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(worker);
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  ext: async ({ context, extensionId }, use) => {
    await use(new ExtensionPages(context, extensionId));
  },
  setUp: async ({ worker, service }, use) => {
    await use(async (opts = {}) => {
      const setup: DevSetup = {
        settings: {
          activeEnvironment: opts.environment ?? 'staging',
          baseUrls: { staging: service.staging.baseUrl, production: service.production.baseUrl },
          ...opts.settings,
        },
        keys: opts.keys ?? { staging: DEMO_KEYS.plenty, production: DEMO_KEYS.plenty },
      };
      await worker.evaluate(
        (s) =>
          (globalThis as unknown as { __numberCheckDev: { configure(x: unknown): Promise<boolean> } }).__numberCheckDev.configure(
            s,
          ),
        setup,
      );
    });
  },
});

export const expect = test.expect;
export type { Page };
