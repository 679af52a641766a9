// The Playwright fixture: the local service on free ports (one per test worker), local test pages
// over HTTP, and for each test a fresh Chromium profile with the built extension loaded.
import { type BrowserContext, test as base, type Page, type Worker } from '@playwright/test';
import {
  configureExtension,
  extensionWorker,
  type LocalSetUpOptions,
  launchWithExtension,
  localSetUp,
} from '../../../dev/extension-browser';
import { type LocalService, startLocalService } from '../../../dev/service/index';
import { type StaticServer, serveFolder } from '../../../dev/static-server';
import { ExtensionPages } from './extension-pages';

export type SetUpOptions = LocalSetUpOptions;

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
  // `test.use({ locale: 'de' })` starts the browser in that language (English otherwise).
  context: async ({ service, locale }, use) => {
    service.staging.reset();
    service.production.reset();
    const context = await launchWithExtension({ viewport: { width: 1100, height: 800 }, ...(locale ? { locale } : {}) });
    await use(context);
    await context.close();
  },
  worker: async ({ context }, use) => {
    await use(await extensionWorker(context));
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  ext: async ({ context, extensionId }, use) => {
    await use(new ExtensionPages(context, extensionId));
  },
  setUp: async ({ worker, service }, use) => {
    await use((opts = {}) => configureExtension(worker, localSetUp(service, opts)));
  },
});

export const expect = test.expect;
export type { Page };
