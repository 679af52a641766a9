// The popup as a user sees it: found by roles and labels, with a few test ids for what has no role.
import type { Locator, Page } from '@playwright/test';
import type { ExtensionPages } from './extension-pages';

export class PopupPage {
  constructor(readonly page: Page) {}

  static async open(ext: ExtensionPages): Promise<PopupPage> {
    const page = await ext.context.newPage();
    // The real popup is about 380 px wide; a tab that size shows the same layout.
    await page.setViewportSize({ width: 380, height: 700 });
    await page.goto(ext.url('popup.html'));
    return new PopupPage(page);
  }

  /**
   * Headless Chromium grants no clipboard to an extension origin: what the popup writes there is
   * kept in the page instead, for `copied()` to read.
   */
  async keepClipboardWrites(): Promise<void> {
    await this.page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: async (text: string) => {
          (window as unknown as { copied: string }).copied = text;
        },
      });
    });
  }

  /** The last text the popup put on the clipboard (after `keepClipboardWrites()`). */
  async copied(): Promise<string> {
    return this.page.evaluate(() => (window as unknown as { copied: string }).copied);
  }

  get numberInput(): Locator {
    return this.page.getByLabel('Phone number');
  }
  get countryPicker(): Locator {
    return this.page.getByRole('combobox', { name: 'Country' });
  }
  get checkButton(): Locator {
    return this.page.getByRole('button', { name: 'Check', exact: true });
  }
  get hint(): Locator {
    return this.page.getByTestId('number-hint');
  }
  /** The result area (last result, a lookup's answer or its error). */
  get current(): Locator {
    return this.page.getByTestId('current');
  }
  get result(): Locator {
    return this.current.getByTestId('nc-result');
  }
  get error(): Locator {
    return this.current.getByTestId('nc-error');
  }
  get summary(): Locator {
    return this.current.getByTestId('nc-summary');
  }
  get envPill(): Locator {
    return this.page.getByTestId('env-pill');
  }
  get creditsValue(): Locator {
    return this.page.getByTestId('credits-value');
  }
  get history(): Locator {
    return this.page.getByTestId('history');
  }
  get historyItems(): Locator {
    return this.page.getByTestId('history-item');
  }
  get onboarding(): Locator {
    return this.page.getByTestId('onboarding');
  }

  async chooseCountry(query: string, code: string): Promise<void> {
    await this.countryPicker.click();
    await this.countryPicker.fill(query);
    await this.page
      .getByRole('option', { name: new RegExp(`\\b${code} \\+\\d+`) })
      .first()
      .click();
  }

  /** Types like a person (so formatting as you type runs) and presses Enter. */
  async lookUp(number: string): Promise<void> {
    await this.numberInput.fill('');
    await this.numberInput.pressSequentially(number);
    await this.numberInput.press('Enter');
  }

  /** Waits until no check is in flight. */
  async settled(): Promise<void> {
    await this.page.getByTestId('pending').waitFor({ state: 'detached' });
  }
}
