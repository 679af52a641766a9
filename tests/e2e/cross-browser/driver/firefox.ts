/// <reference types="chrome" />
// The driver layer in Firefox, with puppeteer-core over WebDriver BiDi (dev/firefox/browser.ts): one
// Firefox per test worker (it takes seconds to start), the extension installed fresh for each test
// as a temporary add-on (under a new origin each time) and removed after it, with what it stored. Firefox's
// extension pages speak `chrome.*` with promises too, so the page code below is Chromium's.
import type { Browser, Page } from 'puppeteer-core';
import {
  backgroundState,
  callFunction,
  contextId,
  extensionHost,
  inParentProcess,
  navigateToExtensionPage,
  terminateBackground,
} from '../../../../dev/firefox/browser';
import type { MenuClick, MenuOutcome } from '../../../../entrypoints/background/context-menu';
import type { DevSetup } from '../../../../entrypoints/background/dev-setup';
import type { ExtensionRequest, ReplyTo } from '../../../../utils/messaging/protocol';
import { until } from '../../support/until';
import type { Badge, ContentScriptReach, ExtensionSession, InPageUi, Notice, Point, Tab } from './types';

const DEFAULT_SIZE = { width: 1100, height: 800 };

/**
 * Our closed shadow root, reached as WebDriver BiDi allows: serialising the host with
 * `includeShadowTree: "all"` hands back a reference to its closed root, which page-world functions
 * may then be called with. No page script can do this.
 */
class FirefoxUi implements InPageUi {
  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  private async root(): Promise<string | undefined> {
    const host = await callFunction(this.browser, contextId(this.page), '() => document.querySelector("number-check-ui")', [], {
      serializationOptions: { includeShadowTree: 'all', maxDomDepth: 0 },
      resultOwnership: 'none',
    });
    const shadow = (host.value as { shadowRoot?: { sharedId?: string } } | undefined)?.shadowRoot;
    return shadow?.sharedId;
  }

  /** Calls `onElement(el)` in the page with our UI's element of that test id (null if none); undefined when our UI is not there. */
  private async withElement(testId: string, onElement: string): Promise<unknown> {
    const root = await this.root();
    if (!root) return undefined;
    const fn = `(root, id) => (${onElement})(root.querySelector('[data-testid=' + JSON.stringify(id) + ']'))`;
    const r = await callFunction(this.browser, contextId(this.page), fn, [{ sharedId: root }, { type: 'string', value: testId }]);
    return r.type === 'null' || r.type === 'undefined' ? undefined : r.value;
  }

  async exists(testId: string): Promise<boolean> {
    return (await this.withElement(testId, '(el) => el !== null')) === true;
  }

  async text(testId: string): Promise<string | undefined> {
    const t = await this.withElement(testId, '(el) => el?.textContent ?? null');
    return typeof t === 'string' ? t : undefined;
  }

  async center(testId: string): Promise<Point> {
    const json = await this.withElement(
      testId,
      `(el) => {
        if (!el) return null;
        const b = el.getBoundingClientRect();
        return JSON.stringify({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
      }`,
    );
    if (typeof json !== 'string') throw new Error(`no ${testId} in our UI`);
    return JSON.parse(json) as Point;
  }
}

class FirefoxTab implements Tab {
  readonly ui: InPageUi;
  constructor(
    private readonly browser: Browser,
    readonly page: Page,
  ) {
    this.ui = new FirefoxUi(browser, page);
  }
  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    // (Arguments are plain data here, so puppeteer's handle-unwrapping types do not apply.)
    return this.page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg) as Promise<R>;
  }
  async mouseMove({ x, y }: Point): Promise<void> {
    await this.page.mouse.move(x, y);
  }
  async click({ x, y }: Point, button: 'left' | 'right' = 'left'): Promise<void> {
    await this.page.mouse.click(x, y, { button });
  }
  async press(key: 'Enter' | 'Escape' | 'Tab' | 'Backspace'): Promise<void> {
    await this.page.keyboard.press(key);
  }
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
  async setViewport(size: { width: number; height: number }): Promise<void> {
    await this.page.setViewport(size);
  }
  /** Firefox's own switch for what pages are told the colour scheme is (browser-wide). */
  async colorScheme(scheme: 'light' | 'dark'): Promise<void> {
    await inParentProcess(
      this.browser,
      `() => Services.prefs.setIntPref('layout.css.prefers-color-scheme.content-override', ${scheme === 'dark' ? 0 : 1})`,
    );
  }
  async screenshot(path: string, opts: { fullPage?: boolean } = {}): Promise<void> {
    await this.page.screenshot({ path, fullPage: opts.fullPage ?? false });
  }
  async close(): Promise<void> {
    await this.page.close();
  }
}

export class FirefoxSession implements ExtensionSession {
  readonly engine = 'firefox';
  private helperPage: Promise<Page> | undefined;
  private readonly tabs: Page[] = [];

  private constructor(
    readonly browser: Browser,
    readonly extensionId: string,
    private readonly host: string,
  ) {}

  /** Installs the build at `extensionDir` as a temporary add-on. */
  static async start(browser: Browser, extensionDir: string): Promise<FirefoxSession> {
    const id = await browser.installExtension(extensionDir);
    return new FirefoxSession(browser, id, await extensionHost(browser, id));
  }

  /** Closes the test's tabs and removes the add-on, with everything it stored. */
  async close(): Promise<void> {
    await Promise.all(this.tabs.map((p) => p.close().catch(() => undefined)));
    await this.browser.uninstallExtension(this.extensionId);
    await inParentProcess(this.browser, `() => Services.prefs.clearUserPref('layout.css.prefers-color-scheme.content-override')`);
  }

  private async page(size = DEFAULT_SIZE): Promise<Page> {
    const page = await this.browser.newPage();
    this.tabs.push(page);
    await page.setViewport(size);
    return page;
  }

  async newTab(size?: { width: number; height: number }): Promise<Tab> {
    return new FirefoxTab(this.browser, await this.page(size));
  }

  async openExtensionPage(
    path: 'popup.html' | 'options.html' | 'welcome.html',
    size?: { width: number; height: number },
  ): Promise<Tab> {
    const page = await this.page(size);
    await navigateToExtensionPage(page, this.host, path);
    return new FirefoxTab(this.browser, page);
  }

  private helper(): Promise<Page> {
    this.helperPage ??= this.page().then(async (page) => {
      await navigateToExtensionPage(page, this.host, 'options.html');
      return page;
    });
    return this.helperPage;
  }

  /** The event page's window holds the development hook (getBackgroundPage wakes it if it sleeps). */
  async configure(setup: DevSetup): Promise<void> {
    const page = await this.helper();
    await page.evaluate(async (s) => {
      const bg = (await chrome.runtime.getBackgroundPage()) as unknown as {
        __numberCheckDev: { configure(x: unknown): Promise<boolean> };
      };
      await bg.__numberCheckDev.configure(s);
    }, setup);
  }

  async stylesheetReady(): Promise<void> {
    const page = await this.helper();
    await page.evaluate(async () => {
      const bg = (await chrome.runtime.getBackgroundPage()) as unknown as {
        __numberCheckDev: { stylesheetReady?(): Promise<void> };
      };
      // (A build from before the hook has no registration to wait for.)
      await bg.__numberCheckDev.stylesheetReady?.();
    });
  }

  async send<R extends ExtensionRequest>(request: R): Promise<ReplyTo<R>> {
    const page = await this.helper();
    return page.evaluate((r) => chrome.runtime.sendMessage(r), request) as Promise<ReplyTo<R>>;
  }

  async clickMenu(info: MenuClick, tabUrl: string): Promise<MenuOutcome> {
    const page = await this.helper();
    return page.evaluate(
      async (i, u) => {
        const [tab] = await chrome.tabs.query({ url: u });
        const bg = (await chrome.runtime.getBackgroundPage()) as unknown as {
          __numberCheckDev: { clickMenu(i: unknown, t: unknown): Promise<MenuOutcome> };
        };
        // Through JSON: the answer is made in the event page's compartment.
        return JSON.parse(JSON.stringify(await bg.__numberCheckDev.clickMenu(i, { id: tab?.id }))) as MenuOutcome;
      },
      info,
      tabUrl,
    );
  }

  async lastNotification(): Promise<Notice | undefined> {
    const page = await this.helper();
    return page.evaluate(async () => {
      const bg = (await chrome.runtime.getBackgroundPage()) as unknown as { __numberCheckNotification?: Notice };
      return bg.__numberCheckNotification ? (JSON.parse(JSON.stringify(bg.__numberCheckNotification)) as Notice) : undefined;
    });
  }

  async menuHere(): Promise<{ visible?: boolean; reports: number }> {
    const page = await this.helper();
    return page.evaluate(async () => {
      const bg = (await chrome.runtime.getBackgroundPage()) as unknown as {
        __numberCheckMenuHere?: boolean;
        __numberCheckMenuReports?: number;
      };
      return { visible: bg.__numberCheckMenuHere, reports: bg.__numberCheckMenuReports ?? 0 };
    });
  }

  async badge(): Promise<Badge> {
    const page = await this.helper();
    return page.evaluate(async () => ({
      text: await chrome.action.getBadgeText({}),
      color: (await chrome.action.getBadgeBackgroundColor({})) as number[],
      title: await chrome.action.getTitle({}),
    }));
  }

  async storageLocal(): Promise<Record<string, unknown>> {
    const page = await this.helper();
    return page.evaluate(() => chrome.storage.local.get(null));
  }

  /** The keys' record in the extension origin's IndexedDB (utils/storage/key-store.ts). */
  async storedKeys(): Promise<{ where: 'extension IndexedDB'; json: string }> {
    const page = await this.helper();
    const json = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('number-check-secrets');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('keys')) return resolve('null');
            const get = db.transaction('keys').objectStore('keys').get('apiKeys');
            get.onsuccess = () => resolve(JSON.stringify(get.result ?? null));
            get.onerror = () => reject(get.error);
          };
        }),
    );
    return { where: 'extension IndexedDB', json };
  }

  /**
   * No driver can run code in a Firefox content script, so this reads what one can reach: Firefox
   * gives content scripts all of `storage.local` (read here from an extension page, the same data),
   * and a content script's `indexedDB` is its page's (read here in the page).
   */
  async contentScriptReach(tab: Tab): Promise<ContentScriptReach> {
    const storageLocal = JSON.stringify(await this.storageLocal());
    const databases = await tab.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
    return { storageLocal, databases, how: "as a Firefox content script sees it: all of storage.local, the page's IndexedDB" };
  }

  private async waitForBackground(state: 'running' | 'stopped', timeoutMs = 10_000): Promise<void> {
    await until(
      () => backgroundState(this.browser, this.extensionId),
      (now) => now === state,
      `the background ${state}`,
      timeoutMs,
    );
  }

  async stopBackground(): Promise<void> {
    await this.waitForBackground('running');
    await terminateBackground(this.browser, this.extensionId);
    await this.waitForBackground('stopped');
  }

  async backgroundRunning(): Promise<void> {
    await this.waitForBackground('running');
  }
}
