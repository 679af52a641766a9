import { defineConfig } from '@playwright/test';
import type { CrossBrowserOptions } from './tests/e2e/cross-browser/fixtures';

export default defineConfig<CrossBrowserOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // One browser at a time: these machines have two cores, and each test has its own profile.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  outputDir: 'test-results',
  projects: [
    // Every spec in real Chromium (Playwright). The scenarios under cross-browser/ join it once their
    // Chromium driver (cross-browser/driver/chromium.ts) has had its first run; the managed settings'
    // (managed.spec.ts) run in both already, each browser reading a policy of its own kind.
    { name: 'chromium', testIgnore: /cross-browser\/(?!managed\.spec\.ts$)/, use: { engine: 'chromium' } },
    // The scenarios under cross-browser/ in real Firefox (puppeteer-core over WebDriver BiDi).
    { name: 'firefox', testMatch: 'cross-browser/**/*.spec.ts', use: { engine: 'firefox' } },
  ],
});
