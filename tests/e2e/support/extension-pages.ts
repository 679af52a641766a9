// Page objects for the extension's own pages, and a way to talk the message protocol as they do.
import type { BrowserContext, Page } from '@playwright/test';
import type { ExtensionRequest, ReplyTo } from '../../../utils/messages';

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

  /** Sends a request from an extension page, exactly as the popup or options page would. */
  async send<R extends ExtensionRequest>(request: R): Promise<ReplyTo<R>> {
    let page = this.context.pages().find((p) => p.url().startsWith(`chrome-extension://${this.id}/`));
    if (!page) {
      page = await this.context.newPage();
      await page.goto(this.url('options.html'));
    }
    return page.evaluate((r) => chrome.runtime.sendMessage(r), request) as Promise<ReplyTo<R>>;
  }

  /** The badge of the active tab as the toolbar shows it (text, colour, tooltip). */
  async badge(): Promise<{ text: string; color: number[]; title: string }> {
    const worker = this.context.serviceWorkers()[0];
    if (!worker) throw new Error('no service worker');
    return worker.evaluate(async () => ({
      text: await chrome.action.getBadgeText({}),
      color: await chrome.action.getBadgeBackgroundColor({}),
      title: await chrome.action.getTitle({}),
    }));
  }
}
