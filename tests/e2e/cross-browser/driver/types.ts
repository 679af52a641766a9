// The thin driver layer the cross-browser scenarios are written against: what a person does (open a
// tab, move the mouse, click, type) and what a test reads (the page, the extension's storage and
// badge, our in-page UI). Chromium implements it with Playwright (chromium.ts), Firefox with
// puppeteer-core over WebDriver BiDi (firefox.ts); the scenarios and page objects never see which.
import type { MenuClick, MenuOutcome } from '../../../../entrypoints/background/context-menu';
import type { DevSetup } from '../../../../entrypoints/background/dev-setup';
import type { ExtensionRequest, ReplyTo } from '../../../../utils/messaging/protocol';

export type Engine = 'chromium' | 'firefox';

export interface Point {
  x: number;
  y: number;
}

/** Our chip and card live in a closed shadow root, which no page script can enter: read it as the browser does. */
export interface InPageUi {
  /** Whether an element with this test id is in our UI. */
  exists(testId: string): Promise<boolean>;
  text(testId: string): Promise<string | undefined>;
  /** Centre of the element in the viewport, for a real click. */
  center(testId: string): Promise<Point>;
}

/** One tab, as a person uses it. */
export interface Tab {
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page's own (main) world. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Real (trusted) input from the browser. */
  mouseMove(point: Point): Promise<void>;
  click(point: Point, button?: 'left' | 'right'): Promise<void>;
  press(key: 'Enter' | 'Escape' | 'Tab' | 'Backspace'): Promise<void>;
  type(text: string): Promise<void>;
  setViewport(size: { width: number; height: number }): Promise<void>;
  colorScheme(scheme: 'light' | 'dark'): Promise<void>;
  screenshot(path: string, opts?: { fullPage?: boolean }): Promise<void>;
  close(): Promise<void>;
  readonly ui: InPageUi;
}

/** A notification's words, and its id. */
export interface Notice {
  id: string;
  title: string;
  message: string;
}

export interface Badge {
  text: string;
  color: number[];
  title: string;
}

/** What a content script could read, if a page took it over. */
export interface ContentScriptReach {
  /** `storage.local` as a content script sees it: its JSON, or "DENIED: …". */
  storageLocal: string;
  /** The IndexedDB databases a content script's `indexedDB` opens. */
  databases: string[];
  /** How this was read (in the content script itself, or as what it can see). */
  how: string;
}

/** The browser with the development build of the extension installed, fresh for each test. */
export interface ExtensionSession {
  readonly engine: Engine;
  newTab(size?: { width: number; height: number }): Promise<Tab>;
  /** A tab showing one of the extension's own pages (popup.html, options.html). */
  openExtensionPage(path: 'popup.html' | 'options.html' | 'welcome.html', size?: { width: number; height: number }): Promise<Tab>;
  /** Applies a set-up through the background's development-only hook, as a user would in the options page. */
  configure(setup: DevSetup): Promise<void>;
  /**
   * Resolves once the background has registered the highlight's stylesheet as its settings say
   * (`configure` waits for it too): a page opened before it gets the content script's own sheet.
   */
  stylesheetReady(): Promise<void>;
  /** Sends a request from an extension page, exactly as the popup or options page would. */
  send<R extends ExtensionRequest>(request: R): Promise<ReplyTo<R>>;
  badge(): Promise<Badge>;
  /** The "Check this number" item as the development build records it: shown, and how many right-clicks were reported. */
  menuHere(): Promise<{ visible?: boolean; reports: number }>;
  /**
   * The native context menu cannot be clicked by a driver: fires its click in the background with the
   * info the browser passes, in the tab showing `tabUrl` (through the development build's hook).
   */
  clickMenu(info: MenuClick, tabUrl: string): Promise<MenuOutcome>;
  /** The last result notification, as the development build records it. */
  lastNotification(): Promise<Notice | undefined>;
  /** `storage.local`, read from an extension page. */
  storageLocal(): Promise<Record<string, unknown>>;
  /** Where this browser keeps the API keys (see utils/storage/key-store.ts), read from an extension page. */
  storedKeys(): Promise<{ where: 'storage.local' | 'extension IndexedDB'; json: string }>;
  contentScriptReach(tab: Tab): Promise<ContentScriptReach>;
  /** Stops the background as the browser does when it has been idle; resolves once it is stopped. */
  stopBackground(): Promise<void>;
  /** Resolves once the background runs again. */
  backgroundRunning(): Promise<void>;
  close(): Promise<void>;
}
