// Page objects over the driver layer (driver/types.ts), so one scenario reads the same in both
// browsers: a page with numbers (our highlight, hover, in-page UI), the popup and the options page.
// Elements are found by test id or by their visible words and clicked with real mouse input at their
// centre; text is typed with real keystrokes, so formatting as you type runs.
import {
  highlightCenterInPage,
  highlightTextsInPage,
  marksHostsInPage,
  pageHtmlWithoutMarksInPage,
} from '../support/highlight-in-page';
import { until } from '../support/until';
import type { Point, Tab } from './driver/types';

export { NOTHING_OF_OURS, OUR_WASH } from '../support/highlight-in-page';
export { until };

/** Reads and clicks a document by CSS selectors and visible words. */
export class Dom {
  constructor(readonly tab: Tab) {}

  text(selector: string): Promise<string | undefined> {
    return this.tab.evaluate((s) => document.querySelector(s)?.textContent ?? undefined, selector);
  }
  value(selector: string): Promise<string | undefined> {
    return this.tab.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.value, selector);
  }
  attribute(selector: string, name: string): Promise<string | null | undefined> {
    return this.tab.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n), [selector, name] as const);
  }
  count(selector: string): Promise<number> {
    return this.tab.evaluate((s) => document.querySelectorAll(s).length, selector);
  }

  /** Centre of the first element of `selector` whose visible words are `words` (any, if omitted), scrolled into view. */
  async center(selector: string, words?: string): Promise<Point> {
    const point = await this.tab.evaluate(
      ([s, w]) => {
        const el = [...document.querySelectorAll<HTMLElement>(s)].find(
          (e) => w === undefined || e.textContent?.replace(/\s+/g, ' ').trim() === w,
        );
        if (!el) return undefined;
        el.scrollIntoView({ block: 'center' });
        const b = el.getBoundingClientRect();
        return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
      },
      [selector, words] as const,
    );
    if (!point) throw new Error(`nothing matches ${selector}${words ? ` reading "${words}"` : ''}`);
    return point;
  }

  async click(selector: string, words?: string): Promise<void> {
    await this.tab.click(await this.center(selector, words));
  }

  /** Clicks a field, selects what it holds and types over it, key by key. */
  async fill(selector: string, text: string): Promise<void> {
    await this.click(selector);
    await this.tab.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.select(), selector);
    if (text) await this.tab.type(text);
    else await this.tab.press('Backspace');
  }

  async waitForText(selector: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    const text = await until(
      () => this.text(selector),
      (t) => t !== undefined && pattern.test(t),
      `${selector} ~ ${pattern}`,
      timeoutMs,
    );
    return text ?? '';
  }
}

/** A web page as our content script marks it. */
export class PageWithNumbers {
  constructor(readonly tab: Tab) {}

  /** The text of every range in our highlight, read from the page's own world. */
  async highlights(): Promise<string[]> {
    return (await this.tab.evaluate(highlightTextsInPage)).sort();
  }

  /**
   * Our highlight's look as the page's own script can read it, in the page and in each frame of its
   * origin (what a page can reach): the rule's wash, and the sheets each document adopted.
   */
  async looks(): Promise<{ wash: string; adopted: number }[]> {
    return this.tab.evaluate(() => {
      const windows: Window[] = [window];
      for (const frame of document.querySelectorAll('iframe')) {
        try {
          // A frame of another origin throws here: the page cannot read it either.
          if (frame.contentWindow?.document) windows.push(frame.contentWindow);
        } catch {}
      }
      return windows.map((w) => ({
        wash: w.getComputedStyle(w.document.documentElement, '::highlight(number-check)').backgroundColor,
        adopted: w.document.adoptedStyleSheets.length,
      }));
    });
  }

  /**
   * Waits until the content script of the page and of each frame of its origin has had the
   * settings' answer: the dev build marks it (`nc:settings-reply`, entrypoints/content/controller.ts)
   * in the same task that stops there where highlighting is off, so what such a frame shows then is
   * what it will show.
   */
  async waitForSettingsAnswer(timeoutMs = 15_000): Promise<void> {
    await until(
      () =>
        this.tab.evaluate(() => {
          const windows: Window[] = [window];
          for (const frame of document.querySelectorAll('iframe')) {
            try {
              if (frame.contentWindow?.document) windows.push(frame.contentWindow);
            } catch {}
          }
          return windows.every((w) => w.performance.getEntriesByName('nc:settings-reply').length > 0);
        }),
      (answered) => answered,
      'the settings answer in every frame of the page',
      timeoutMs,
    );
  }

  async waitForHighlights(count: number, timeoutMs = 15_000): Promise<string[]> {
    return until(
      () => this.highlights(),
      (h) => h.length === count,
      `${count} highlighted numbers`,
      timeoutMs,
    );
  }

  async highlightCenter(text: string): Promise<Point> {
    const point = await this.tab.evaluate(highlightCenterInPage, text);
    if (!point) throw new Error(`no highlight reads "${text}"`);
    return point;
  }

  /** Moves the mouse onto a highlighted number, as a user would, until our chip shows. */
  async hover(text: string): Promise<void> {
    const { x, y } = await this.highlightCenter(text);
    await this.tab.mouseMove({ x: x - 5, y });
    await this.tab.mouseMove({ x, y });
    await until(() => this.tab.ui.exists('nc-chip'), Boolean, 'the chip');
  }

  /** A real click on an element of our UI; the chip's Check once it acts (a person sees the chip first: chip-arming.ts). */
  async clickUi(testId: string): Promise<void> {
    if (testId === 'nc-chip-check' || testId === 'nc-chip-dismiss')
      await until(() => this.tab.ui.exists('nc-chip-armed'), Boolean, 'the chip armed');
    await this.tab.click(await this.tab.ui.center(testId));
  }

  async waitForUiText(testId: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    const text = await until(
      () => this.tab.ui.text(testId),
      (t) => t !== undefined && pattern.test(t),
      `${testId} ~ ${pattern}`,
      timeoutMs,
    );
    return text ?? '';
  }

  /** Our UI's host element: in the page only while something shows. */
  uiHosts(): Promise<number> {
    return this.tab.evaluate(() => document.querySelectorAll('number-check-ui').length);
  }

  outerHtml(): Promise<string> {
    return this.tab.evaluate(() => document.documentElement.outerHTML);
  }

  /** The page's HTML but for the verdict marks' host, which a check brings (see pageHtmlWithoutMarksInPage). */
  outerHtmlWithoutMarks(): Promise<string> {
    return this.tab.evaluate(pageHtmlWithoutMarksInPage);
  }

  /** Waits until the verdict marks' host is in the page: the state a check leaves once its verdict is known. */
  async waitForMarksHost(): Promise<void> {
    await until(
      () => this.tab.evaluate(marksHostsInPage),
      (n) => n === 1,
      'the verdict marks to be drawn',
    );
  }
}

/** The popup, in a tab about its real size. */
export class PopupView {
  readonly dom: Dom;
  constructor(readonly tab: Tab) {
    this.dom = new Dom(tab);
  }

  /** Types like a person (so formatting as you type runs) and presses Enter. */
  async lookUp(number: string): Promise<void> {
    await this.dom.fill('[data-testid="number-input"]', number);
    await this.tab.press('Enter');
  }
  numberValue(): Promise<string | undefined> {
    return this.dom.value('[data-testid="number-input"]');
  }
  hint(): Promise<string | undefined> {
    return this.dom.text('[data-testid="number-hint"]');
  }
  /** The number shown as the lookup's answer. */
  lookupNumber(): Promise<string | undefined> {
    return this.dom.text('[data-testid="lookup-result"] [data-testid="nc-number"]');
  }
  summary(): Promise<string | undefined> {
    return this.dom.text('[data-testid="current"] [data-testid="nc-summary"]');
  }
  errorKind(): Promise<string | null | undefined> {
    return this.dom.attribute('[data-testid="current"] [data-testid="nc-error"]', 'data-kind');
  }
  errorText(): Promise<string | undefined> {
    return this.dom.text('[data-testid="current"] [data-testid="nc-error"]');
  }
  envPill(): Promise<string | undefined> {
    return this.dom.text('[data-testid="env-pill"]');
  }
  credits(): Promise<string | undefined> {
    return this.dom.text('[data-testid="credits-value"]');
  }
  historyCount(): Promise<number> {
    return this.dom.count('[data-testid="history-item"]');
  }
}

/** The options page, one section per environment. */
export class OptionsView {
  readonly dom: Dom;
  constructor(readonly tab: Tab) {
    this.dom = new Dom(tab);
  }

  async saveBaseUrl(env: 'staging' | 'production', url: string): Promise<void> {
    await this.dom.fill(`[data-testid="base-url-${env}"]`, url);
    await this.dom.click(`[data-testid="save-url-${env}"]`);
  }
  async typeKey(env: 'staging' | 'production', key: string): Promise<void> {
    await this.dom.fill(`[data-testid="key-input-${env}"]`, key);
  }
  async clickInSection(env: 'staging' | 'production', words: string): Promise<void> {
    await this.dom.click(`[data-testid="section-deployment-${env}"] button`, words);
  }
  async chooseEnvironment(env: 'staging' | 'production'): Promise<void> {
    await this.dom.click(`[data-testid="env-switch"] input[value="${env}"]`);
  }
  keyMasked(env: 'staging' | 'production'): Promise<string | undefined> {
    return this.dom.text(`[data-testid="key-masked-${env}"]`);
  }
  keyTest(env: 'staging' | 'production'): Promise<string | undefined> {
    return this.dom.text(`[data-testid="key-test-${env}"]`);
  }
  notice(): Promise<string | undefined> {
    return this.dom.text('[data-testid="notice"]');
  }
  urlProblem(env: 'staging' | 'production'): Promise<string | undefined> {
    return this.dom.text(`[data-testid="url-problem-${env}"]`);
  }
}
