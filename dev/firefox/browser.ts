// Firefox with the built extension, driven by puppeteer-core over WebDriver BiDi (no browser download:
// Debian's firefox-esr): shared by the Firefox end-to-end suite and the Firefox screenshots.
//
// `--remote-allow-system-access` (test-only) lets the driver open the extension's own pages
// (moz-extension://) and reach Firefox's parent process, where the add-on's internal address and
// about:debugging's "Terminate background script" live.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { firefoxPath } from '../extension-paths';

/** `executablePath`: another Firefox than the system's (a copy with policies of its own, say). */
export function launchFirefox(opts: { headless?: boolean; executablePath?: string } = {}): Promise<Browser> {
  // (puppeteer sets Firefox's automation preferences itself: no updates, no first-run pages.)
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: opts.executablePath ?? firefoxPath(),
    headless: opts.headless ?? true,
    args: ['--remote-allow-system-access'],
  });
}

/** What this file needs of puppeteer-core's WebDriver BiDi layer, which its public types leave out. */
interface BidiFrame {
  browsingContext: { id: string; navigate(url: string, wait: 'none' | 'interactive' | 'complete'): Promise<unknown> };
}
interface BidiConnection {
  send(method: string, params: object): Promise<{ result: Record<string, unknown> }>;
}

/** The page's BiDi browsing context id. */
export function contextId(page: Page): string {
  return (page.mainFrame() as unknown as BidiFrame).browsingContext.id;
}

/**
 * Navigates a tab to one of the extension's pages, at `host` (extensionHost). (`page.goto` waits for
 * events Firefox does not send for moz-extension:// pages; the browsing context's own navigate does not.)
 */
export async function navigateToExtensionPage(page: Page, host: string, path: string): Promise<void> {
  const url = `moz-extension://${host}/${path.replace(/^\//, '')}`;
  await (page.mainFrame() as unknown as BidiFrame).browsingContext.navigate(url, 'complete');
}

/** The raw WebDriver BiDi connection, for what puppeteer has no call for. */
export function bidi(browser: Browser): BidiConnection {
  return (browser as unknown as { connection: BidiConnection }).connection;
}

/** A BiDi remote value, as `script.callFunction` returns it. */
export interface RemoteValue {
  type: string;
  value?: unknown;
  sharedId?: string;
}

export async function callFunction(
  browser: Browser,
  target: string,
  fn: string,
  args: object[] = [],
  extra: object = {},
): Promise<RemoteValue> {
  const { result } = await bidi(browser).send('script.callFunction', {
    functionDeclaration: fn,
    awaitPromise: true,
    target: { context: target },
    arguments: args,
    ...extra,
  });
  if (result.type === 'exception') {
    const details = result.exceptionDetails as { text?: string } | undefined;
    throw new Error(`in the browser: ${details?.text ?? 'an exception'}`);
  }
  return result.result as RemoteValue;
}

/** Runs `fn` in Firefox's parent process (chrome scope), as about:debugging's own code runs. */
export async function inParentProcess(browser: Browser, fn: string): Promise<RemoteValue> {
  const { result } = await bidi(browser).send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
  const contexts = result.contexts as { context: string }[];
  const first = contexts[0];
  if (!first) throw new Error('Firefox shows no window of its own (is --remote-allow-system-access set?)');
  return callFunction(browser, first.context, fn);
}

/**
 * The host of the add-on's pages (`moz-extension://<host>/`): a UUID Firefox draws at each install,
 * so a removed and reinstalled add-on starts from a new origin, with nothing of the last one's.
 */
export async function extensionHost(browser: Browser, extensionId: string): Promise<string> {
  const r = await inParentProcess(
    browser,
    `() => WebExtensionPolicy.getByID(${JSON.stringify(extensionId)})?.mozExtensionHostname ?? null`,
  );
  if (r.type !== 'string') throw new Error(`${extensionId} is not installed`);
  return r.value as string;
}

export type BackgroundState = 'starting' | 'running' | 'suspending' | 'stopped' | undefined;

/** Where the extension's event page is in its life, as Firefox keeps it. */
export async function backgroundState(browser: Browser, extensionId: string): Promise<BackgroundState> {
  const r = await inParentProcess(
    browser,
    `() => WebExtensionPolicy.getByID(${JSON.stringify(extensionId)})?.extension?.backgroundState`,
  );
  return r.type === 'string' ? (r.value as BackgroundState) : undefined;
}

/**
 * Stops the extension's event page as Firefox does when it has been idle (the same call as
 * about:debugging's "Terminate background script"); the next event starts it again.
 */
export async function terminateBackground(browser: Browser, extensionId: string): Promise<void> {
  await inParentProcess(
    browser,
    `async () => { await WebExtensionPolicy.getByID(${JSON.stringify(extensionId)}).extension.terminateBackground({ ignoreDevToolsAttached: true }); }`,
  );
}
