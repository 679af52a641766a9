/// <reference types="chrome" />
// Page objects for the extension's own pages, and a way to talk the message protocol as they do.
import type { BrowserContext, Page } from '@playwright/test';
import type { ExtensionRequest, ReplyTo } from '../../../utils/messaging/protocol';

export class ExtensionPages {
  constructor(
    readonly context: BrowserContext,
    readonly id: string,
  ) {}

  url(path: 'popup.html' | 'options.html'): string {
    return `chrome-extension://${this.id}/${path}`;
  }

  async openPopup(): Promise<Page> {
    const page = await this.context.newPage();
    await page.goto(this.url('popup.html'));
    return page;
  }

  async openOptions(): Promise<Page> {
    const page = await this.context.newPage();
    await page.goto(this.url('options.html'));
    return page;
  }

  private helperPage: Promise<Page> | undefined;

  /**
   * An extension page of its own used to speak the protocol; the popup and options pages the test
   * opens stay untouched. The promise is shared: two sends at once must not each open a page, or
   * one of them evaluates in a page still navigating.
   */
  private helper(): Promise<Page> {
    this.helperPage ??= this.context
      .newPage()
      .then(async (page) => {
        page.once('close', () => {
          this.helperPage = undefined;
        });
        await page.goto(`chrome-extension://${this.id}/options.html`);
        return page;
      })
      .catch((error: unknown) => {
        this.helperPage = undefined;
        throw error;
      });
    return this.helperPage;
  }

  /** Sends a request from an extension page, exactly as the popup or options page would. */
  async send<R extends ExtensionRequest>(request: R): Promise<ReplyTo<R>> {
    const page = await this.helper();
    return page.evaluate((r) => chrome.runtime.sendMessage(r), request) as Promise<ReplyTo<R>>;
  }

  /** A raw value of extension storage (`storage.local` unless said), read from an extension page. */
  async stored(key: string, area: 'local' | 'session' = 'local'): Promise<unknown> {
    const page = await this.helper();
    return page.evaluate(async ([k, a]) => (await chrome.storage[a].get(k))[k], [key, area] as const);
  }

  /** The address the toolbar button opens the popup at now (`action.getPopup`). */
  async popupAddress(): Promise<string> {
    const page = await this.helper();
    return page.evaluate(() => chrome.action.getPopup({}));
  }

  /** The toolbar badge (text, colour, tooltip), read from an extension page. */
  async badge(): Promise<{ text: string; color: number[]; title: string }> {
    const page = await this.helper();
    return page.evaluate(async () => ({
      text: await chrome.action.getBadgeText({}),
      color: await chrome.action.getBadgeBackgroundColor({}),
      title: await chrome.action.getTitle({}),
    }));
  }
}
