// Chromium with the built extension, and the development-only set-up hook of its worker: shared
// by the demo launcher, the end-to-end fixture and the benchmarks.
import { type BrowserContext, chromium, type Worker } from '@playwright/test';
import type { DevSetup } from '../entrypoints/background/dev-setup';
import type { Environment } from '../utils/service/environments';
import { chromiumPath, DEV_BUILD_DIR, extensionLaunchArgs } from './extension-paths';
import { DEMO_KEYS, type LocalService } from './service/index';

export interface LaunchOptions {
  extensionDir?: string;
  /** '' = a throw-away profile. */
  userDataDir?: string;
  headless?: boolean;
  viewport?: { width: number; height: number } | null;
  /**
   * The browser's language ("de", "fr", "de-DE"), which picks the extension's words: Chromium takes
   * its UI language from `--lang` (and, on Linux, the environment) and `navigator.language` from
   * `--accept-lang`. A region ("de-DE") reaches `navigator.language`, where the extension reads the
   * user's country; the UI language is the one Chromium has for it ("de").
   */
  locale?: string;
  /** More command-line switches (a test that serves its pages under a country's domain maps it to loopback). */
  extraArgs?: readonly string[];
}

/** Chromium's UI languages have a region only for these; "de-DE" is shown as "de". */
const UI_LANGUAGES_WITH_REGION = /^(en-(US|GB)|es-419|pt-(BR|PT)|zh-(CN|TW)|fr-CA)$/i;

function uiLanguage(locale: string): string {
  return UI_LANGUAGES_WITH_REGION.test(locale) ? locale : (locale.split(/[-_]/)[0] ?? locale);
}

export function launchWithExtension(opts: LaunchOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(opts.userDataDir ?? '', {
    executablePath: chromiumPath(),
    headless: opts.headless ?? true,
    args: [
      ...extensionLaunchArgs(opts.extensionDir ?? DEV_BUILD_DIR),
      ...(opts.locale ? [`--lang=${uiLanguage(opts.locale)}`, `--accept-lang=${opts.locale}`] : []),
      ...(opts.extraArgs ?? []),
    ],
    ...(opts.viewport !== undefined ? { viewport: opts.viewport } : {}),
    ...(opts.locale
      ? {
          locale: opts.locale,
          env: { ...process.env, LANGUAGE: opts.locale, LANG: `${opts.locale.replace('-', '_')}.UTF-8` },
        }
      : {}),
  });
}

/** The extension's service worker, waiting for it when the browser has just started. */
export async function extensionWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

export interface LocalSetUpOptions {
  environment?: Environment;
  /** Keys per environment; defaults to the plentiful demo key on both. */
  keys?: Partial<Record<Environment, string>>;
  settings?: DevSetup['settings'];
}

/** Points the extension at the local service with demo keys, staging active unless told otherwise. */
export function localSetUp(service: LocalService, opts: LocalSetUpOptions = {}): DevSetup {
  return {
    settings: {
      activeEnvironment: opts.environment ?? 'staging',
      baseUrls: { staging: service.staging.baseUrl, production: service.production.baseUrl },
      ...opts.settings,
    },
    keys: opts.keys ?? { staging: DEMO_KEYS.plenty, production: DEMO_KEYS.plenty },
  };
}

/** Applies a set-up through the worker's development-only hook, as a user would in the options page. */
export async function configureExtension(worker: Worker, setup: DevSetup): Promise<void> {
  await worker.evaluate(
    (s) =>
      (globalThis as unknown as { __numberCheckDev: { configure(x: unknown): Promise<boolean> } }).__numberCheckDev.configure(s),
    setup,
  );
}

/**
 * Resolves once the worker has registered the highlight's stylesheet as its settings say
 * (entrypoints/background/highlight-stylesheet.ts): a page opened before gets the content script's
 * own sheet instead. A build without the hook (an earlier one, benched against) resolves at once.
 */
export async function stylesheetReady(worker: Worker): Promise<void> {
  await worker.evaluate(() =>
    (globalThis as unknown as { __numberCheckDev?: { stylesheetReady?(): Promise<void> } }).__numberCheckDev?.stylesheetReady?.(),
  );
}
