// The fixture of the scenarios that run in both browsers (playwright.config.ts runs this folder once
// per project: `chromium` and `firefox`). Each test gets `session`, the browser with a fresh copy of the
// development build, and the worker's local service and test pages (from the Chromium fixture).
// Chromium starts a new profile per test; Firefox, slow to start, runs once per test worker and has
// the add-on installed anew for each test.
import type { Browser } from 'puppeteer-core';
import { type LocalSetUpOptions, localSetUp } from '../../../dev/extension-browser';
import { FIREFOX_DEV_BUILD_DIR } from '../../../dev/extension-paths';
import { launchFirefox } from '../../../dev/firefox/browser';
import { test as base } from '../support/fixtures';
import { ChromiumSession } from './driver/chromium';
import { FirefoxSession } from './driver/firefox';
import type { Engine, ExtensionSession } from './driver/types';

export interface CrossBrowserOptions {
  engine: Engine;
}

interface WorkerFixtures extends CrossBrowserOptions {
  firefox: Browser | undefined;
}

interface TestFixtures {
  session: ExtensionSession;
  /** Points the extension at the local service with demo keys, as a user would in the options page. */
  setUpService: (opts?: LocalSetUpOptions) => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  firefox: [
    async ({ engine }, use) => {
      if (engine !== 'firefox') return use(undefined);
      const browser = await launchFirefox();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  session: async ({ engine, firefox, service }, use) => {
    service.staging.reset();
    service.production.reset();
    const session =
      engine === 'firefox' && firefox
        ? await FirefoxSession.start(firefox, FIREFOX_DEV_BUILD_DIR)
        : await ChromiumSession.launch();
    await use(session);
    await session.close();
  },
  setUpService: async ({ session, service }, use) => {
    await use((opts = {}) => session.configure(localSetUp(service, opts)));
  },
});

export const expect = test.expect;
