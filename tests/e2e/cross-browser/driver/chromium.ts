/// <reference types="chrome" />
// The driver layer in Chromium, with Playwright: a fresh profile per session, the service worker
// reached directly, our closed shadow root read through the DevTools protocol (ShadowProbe), the
// worker stopped as Chrome stops an idle one (WorkerControl).
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configureExtension, extensionWorker, launchWithExtension, stylesheetReady } from '../../../../dev/extension-browser';
import type { MenuClick, MenuOutcome } from '../../../../entrypoints/background/context-menu';
import type { DevSetup } from '../../../../entrypoints/background/dev-setup';
import type { ExtensionRequest, ReplyTo } from '../../../../utils/messaging/protocol';
import { ShadowProbe } from '../../highlight-helpers';
import { WorkerControl } from '../../support/worker-control';
import type { Badge, ContentScriptReach, ExtensionSession, InPageUi, Notice, Point, Tab } from './types';

class ChromiumUi implements InPageUi {
  private probe: Promise<ShadowProbe> | undefined;
  constructor(private readonly page: Page) {}
  private get shadow(): Promise<ShadowProbe> {
    this.probe ??= ShadowProbe.open(this.page);
    return this.probe;
  }
  async exists(testId: string): Promise<boolean> {
    return (await this.shadow).exists(testId);
  }
  async text(testId: string): Promise<string | undefined> {
    return (await this.shadow).text(testId);
  }
  async center(testId: string): Promise<Point> {
    return (await this.shadow).center(testId);
  }
}

class ChromiumTab implements Tab {
  readonly ui: InPageUi;
  constructor(readonly page: Page) {
    this.ui = new ChromiumUi(page);
  }
  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    // (Arguments are plain data here, so Playwright's handle-unwrapping types do not apply.)
    return this.page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg);
  }
  async mouseMove({ x, y }: Point): Promise<void> {
    await this.page.mouse.move(x, y);
  }
  async click({ x, y }: Point, button: 'left' | 'right' = 'left'): Promise<void> {
    await this.page.mouse.click(x, y, { button });
  }
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
  async setViewport(size: { width: number; height: number }): Promise<void> {
    await this.page.setViewportSize(size);
  }
  async colorScheme(scheme: 'light' | 'dark'): Promise<void> {
    await this.page.emulateMedia({ colorScheme: scheme });
  }
  async screenshot(path: string, opts: { fullPage?: boolean } = {}): Promise<void> {
    await this.page.screenshot({ path, fullPage: opts.fullPage ?? false });
  }
  async close(): Promise<void> {
    await this.page.close();
  }
}

export class ChromiumSession implements ExtensionSession {
  readonly engine = 'chromium';
  private helperPage: Promise<Page> | undefined;
  private control: WorkerControl | undefined;

  private constructor(
    readonly context: BrowserContext,
    private worker: Worker,
    readonly extensionId: string,
  ) {}

  /** `extensionDir`: another build than the development one (a copy with an id of its own, say). */
  static async launch(opts: { extensionDir?: string } = {}): Promise<ChromiumSession> {
    const context = await launchWithExtension({ viewport: { width: 1100, height: 800 }, ...opts });
    const worker = await extensionWorker(context);
    return new ChromiumSession(context, worker, new URL(worker.url()).host);
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  async newTab(size?: { width: number; height: number }): Promise<Tab> {
    const page = await this.context.newPage();
    if (size) await page.setViewportSize(size);
    return new ChromiumTab(page);
  }

  async openExtensionPage(
    path: 'popup.html' | 'options.html' | 'welcome.html',
    size?: { width: number; height: number },
  ): Promise<Tab> {
    const tab = (await this.newTab(size)) as ChromiumTab;
    await tab.goto(`chrome-extension://${this.extensionId}/${path}`);
    return tab;
  }

  /** The worker now running (a stopped worker is replaced by a new one). */
  private async currentWorker(): Promise<Worker> {
    const live = this.context.serviceWorkers().at(-1);
    if (live) this.worker = live;
    return this.worker;
  }

  async configure(setup: DevSetup): Promise<void> {
    await configureExtension(await this.currentWorker(), setup);
  }

  async stylesheetReady(): Promise<void> {
    await stylesheetReady(await this.currentWorker());
  }

  /** An extension page of its own used to speak the protocol; shared, so two sends never each open one. */
  private helper(): Promise<Page> {
    this.helperPage ??= this.context.newPage().then(async (page) => {
      await page.goto(`chrome-extension://${this.extensionId}/options.html`);
      return page;
    });
    return this.helperPage;
  }

  async send<R extends ExtensionRequest>(request: R): Promise<ReplyTo<R>> {
    const page = await this.helper();
    return page.evaluate((r) => chrome.runtime.sendMessage(r), request) as Promise<ReplyTo<R>>;
  }

  async clickMenu(info: MenuClick, tabUrl: string): Promise<MenuOutcome> {
    const worker = await this.currentWorker();
    return worker.evaluate(
      async ([i, u]) => {
        const [tab] = await chrome.tabs.query({ url: u });
        const dev = (globalThis as unknown as { __numberCheckDev: { clickMenu(i: unknown, t: unknown): Promise<MenuOutcome> } })
          .__numberCheckDev;
        return dev.clickMenu(i, { id: tab?.id });
      },
      [info, tabUrl] as const,
    );
  }

  async lastNotification(): Promise<Notice | undefined> {
    const worker = await this.currentWorker();
    return worker.evaluate(() => (globalThis as unknown as { __numberCheckNotification?: Notice }).__numberCheckNotification);
  }

  async menuHere(): Promise<{ visible?: boolean; reports: number }> {
    const worker = await this.currentWorker();
    return worker.evaluate(() => {
      const dev = globalThis as unknown as { __numberCheckMenuHere?: boolean; __numberCheckMenuReports?: number };
      return { visible: dev.__numberCheckMenuHere, reports: dev.__numberCheckMenuReports ?? 0 };
    });
  }

  async badge(): Promise<Badge> {
    const page = await this.helper();
    return page.evaluate(async () => ({
      text: await chrome.action.getBadgeText({}),
      color: await chrome.action.getBadgeBackgroundColor({}),
      title: await chrome.action.getTitle({}),
    }));
  }

  async storageLocal(): Promise<Record<string, unknown>> {
    const page = await this.helper();
    return page.evaluate(() => chrome.storage.local.get(null));
  }

  async storedKeys(): Promise<{ where: 'storage.local'; json: string }> {
    return { where: 'storage.local', json: JSON.stringify((await this.storageLocal()).apiKeys ?? null) };
  }

  /** Evaluated in the content script's own isolated world, through the DevTools protocol. */
  async contentScriptReach(tab: Tab): Promise<ContentScriptReach> {
    const page = (tab as ChromiumTab).page;
    const cdp = await this.context.newCDPSession(page);
    const contexts: { id: number; name: string; type?: string }[] = [];
    cdp.on('Runtime.executionContextCreated', ({ context: c }) =>
      contexts.push({ id: c.id, name: c.name, type: (c.auxData as { type?: string } | undefined)?.type }),
    );
    // Enabling reports the contexts that exist already.
    await cdp.send('Runtime.enable');
    const isolated = contexts.filter((c) => c.type === 'isolated' && c.name === 'Number Check').at(-1);
    if (!isolated) throw new Error('no content script in this tab');
    const result = await cdp.send('Runtime.evaluate', {
      contextId: isolated.id,
      awaitPromise: true,
      returnByValue: true,
      expression: `(async () => ({
        storageLocal: await chrome.storage.local.get(null).then((v) => JSON.stringify(v), (e) => 'DENIED: ' + e.message),
        databases: (await indexedDB.databases()).map((d) => d.name),
      }))()`,
    });
    await cdp.detach();
    const value = result.result.value as { storageLocal: string; databases: string[] };
    return { ...value, how: "in the content script's isolated world" };
  }

  async stopBackground(): Promise<void> {
    this.control ??= await WorkerControl.attach(this.context, this.extensionId);
    await this.control.stop();
  }

  async backgroundRunning(): Promise<void> {
    this.control ??= await WorkerControl.attach(this.context, this.extensionId);
    await this.control.waitFor('running');
  }
}
