// Helpers for the highlighting and in-page card specs. Our UI lives in a closed shadow root, which
// Playwright's selectors (rightly) cannot enter; the tests reach it through the DevTools protocol,
// like a user's eyes would, and click it with real (trusted) mouse input.
import { type CDPSession, expect, type Frame, type Page } from '@playwright/test';
import { highlightCenterInPage, highlightTextsInPage, ourLookInPage } from './support/highlight-in-page';
import { until } from './support/until';

type Target = Page | Frame;

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/** The line boxes of every highlighted number, with its text, in the page's viewport. */
export function highlightBoxes(page: Page): Promise<{ text: string; rects: Rect[] }[]> {
  return page.evaluate(() =>
    [...(CSS.highlights.get('number-check') ?? [])].map((r) => {
      const live = document.createRange();
      live.setStart(r.startContainer, r.startOffset);
      live.setEnd(r.endContainer, r.endOffset);
      const rects = [...live.getClientRects()].map((b) => ({ left: b.left, top: b.top, width: b.width, height: b.height }));
      return { text: live.toString(), rects };
    }),
  );
}

/** The text of every range in our highlight, read from the page's own (main) world. */
export function highlightTexts(target: Target): Promise<string[]> {
  return target.evaluate(highlightTextsInPage);
}

export async function sortedHighlights(target: Target): Promise<string[]> {
  return (await highlightTexts(target)).sort();
}

/** Opens `url` in `page` and waits for the state highlighting leaves: `count` numbers highlighted. */
export async function openWithHighlights(page: Page, url: string, count: number): Promise<void> {
  await page.goto(url);
  await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(count);
}

/** Centre of the highlighted range whose text is `text`, in the page's viewport. */
export async function highlightCenter(page: Page, text: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(highlightCenterInPage, text);
  if (!point) throw new Error(`no highlight reads "${text}"`);
  return point;
}

/** Moves the mouse onto a highlighted number, as a user would, until our chip shows. */
export async function hoverNumber(page: Page, probe: ShadowProbe, text: string): Promise<void> {
  const { x, y } = await highlightCenter(page, text);
  await page.mouse.move(x - 5, y);
  await page.mouse.move(x, y);
  await probe.waitFor('nc-chip');
}

interface CdpNode {
  nodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

function findByTestId(node: CdpNode, testId: string): CdpNode | undefined {
  const attrs = node.attributes ?? [];
  for (let i = 0; i < attrs.length; i += 2) if (attrs[i] === 'data-testid' && attrs[i + 1] === testId) return node;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    const found = findByTestId(child, testId);
    if (found) return found;
  }
  return undefined;
}

/** Reads and clicks elements of our closed shadow root. */
export class ShadowProbe {
  private constructor(private readonly cdp: CDPSession) {}

  static async open(page: Page): Promise<ShadowProbe> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    return new ShadowProbe(cdp);
  }

  private async node(testId: string): Promise<CdpNode | undefined> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode };
    return findByTestId(root, testId);
  }

  async exists(testId: string): Promise<boolean> {
    return (await this.node(testId)) !== undefined;
  }

  async text(testId: string): Promise<string | undefined> {
    const node = await this.node(testId);
    if (!node) return undefined;
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId: node.nodeId })) as { object: { objectId: string } };
    const res = (await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { return this.textContent; }',
      returnByValue: true,
    })) as { result: { value: string } };
    return res.result.value;
  }

  async center(testId: string): Promise<{ x: number; y: number }> {
    const b = await this.box(testId);
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  }

  /** The border box of an element of our UI, in the viewport. */
  async box(testId: string): Promise<Rect> {
    const node = await this.node(testId);
    if (!node) throw new Error(`no ${testId} in our UI`);
    return this.boxOf(node.nodeId);
  }

  private async boxOf(nodeId: number): Promise<Rect> {
    const { model } = (await this.cdp.send('DOM.getBoxModel', { nodeId })) as { model: { border: number[] } };
    const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = model.border;
    return { left: x1, top: y1, width: x3 - x1, height: y3 - y1 };
  }

  /** The boxes of every button (and disclosure summary) inside an element of our UI. */
  async targets(testId: string): Promise<{ name: string; box: Rect }[]> {
    const root = await this.node(testId);
    if (!root) throw new Error(`no ${testId} in our UI`);
    const out: { name: string; box: Rect }[] = [];
    const walk = async (n: CdpNode) => {
      if (n.nodeName === 'BUTTON' || n.nodeName === 'SUMMARY') {
        const box = await this.boxOf(n.nodeId).catch(() => undefined);
        if (box && box.width > 0) out.push({ name: `${n.nodeName.toLowerCase()} ${(n.attributes ?? []).join(' ')}`, box });
      }
      for (const c of n.children ?? []) await walk(c);
    };
    await walk(root);
    return out;
  }

  /**
   * A real click: trusted input from the browser, as a person's. The chip's Check acts only once the
   * chip has been on screen, unobscured, for a moment (chip-arming.ts): a person sees it first, so
   * the click waits for that state. So do the card's answer buttons, once its answer has landed.
   */
  async click(page: Page, testId: string): Promise<void> {
    if (testId === 'nc-chip-check' || testId === 'nc-chip-dismiss') await this.waitFor('nc-chip-armed');
    if (testId === 'nc-action' || testId === 'nc-retry-yes') await this.waitFor('nc-card-armed');
    const { x, y } = await this.center(testId);
    await page.mouse.click(x, y);
  }

  /** A synthetic click (`element.click()`, untrusted), as a script that reached our UI would make. */
  async syntheticClick(testId: string): Promise<void> {
    const node = await this.node(testId);
    if (!node) throw new Error(`no ${testId} in our UI`);
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId: node.nodeId })) as { object: { objectId: string } };
    await this.cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { this.click(); }',
    });
  }

  /** Moves the keyboard focus to an element of our UI, as Tab would. */
  async focus(testId: string): Promise<void> {
    const node = await this.node(testId);
    if (!node) throw new Error(`no ${testId} in our UI`);
    await this.cdp.send('DOM.focus', { nodeId: node.nodeId });
  }

  async waitFor(testId: string, timeoutMs = 10_000): Promise<void> {
    await until(
      () => this.exists(testId),
      (there) => there,
      testId,
      timeoutMs,
    );
  }

  async waitForText(testId: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    const text = await until(
      () => this.text(testId),
      (t) => t !== undefined && pattern.test(t),
      `${testId} to match ${pattern}`,
      timeoutMs,
    );
    return text as string;
  }
}

/**
 * Waits until the content script of `target` (a page or one of its frames) has had the settings'
 * answer: the dev build marks it (`nc:settings-reply`, entrypoints/content/controller.ts) in the
 * same task that stops there where highlighting is off. From then on such a frame does nothing
 * more, so what it shows then is what it will show.
 */
export async function waitForSettingsAnswer(target: Target): Promise<void> {
  await expect
    .poll(() => target.evaluate(() => performance.getEntriesByName('nc:settings-reply').length), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

/** Our highlight's look in a page or frame, as its own script can read it (support/highlight-in-page.ts). */
export function ourLook(target: Target): Promise<{ wash: string; adopted: number }> {
  return target.evaluate(ourLookInPage);
}

/** Whether our UI host is in the page's DOM (it must be only while something shows). */
export function uiHostCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('number-check-ui').length);
}
