// highlightStyle: the look of a highlighted number where the browser did not put it, and the sheet made only when a root needs it.
import { describe, expect, it } from 'vitest';
import { highlightStyle } from '@/entrypoints/content/highlight-style';
import { HIGHLIGHT_WASH } from '@/utils/highlight/highlight-css';

/** A window whose document's root computes `wash` for our highlight, counting the sheets made. */
function fakeWindow(wash: string) {
  const made: { rules: string }[] = [];
  class Sheet {
    rules = '';
    constructor() {
      made.push(this);
    }
    replaceSync(css: string) {
      this.rules = css;
    }
  }
  const document = { documentElement: {}, adoptedStyleSheets: [] as unknown[] };
  const win = { CSSStyleSheet: Sheet, document, getComputedStyle: () => ({ backgroundColor: wash }) };
  return { win: win as unknown as Window & typeof globalThis, made, document };
}

/** A root whose host counts the style reads asked of it (`checkVisibility`). */
const shadowRoot = () => {
  const host = { isConnected: true, styleReads: 0, checkVisibility: () => ++host.styleReads > 0 };
  return { host, adoptedStyleSheets: [] as unknown[] } as unknown as ShadowRoot & { host: { styleReads: number } };
};

describe('highlightStyle', () => {
  it('makes no sheet where the browser gave the document our rule and no shadow root needs one', () => {
    const { win, made, document } = fakeWindow(HIGHLIGHT_WASH);
    const style = highlightStyle(win);
    style.ensure();
    style.remove();
    expect(made).toHaveLength(0);
    expect(document.adoptedStyleSheets).toEqual([]);
  });

  it('makes one sheet at the first shadow root, shares it, and takes it out again', () => {
    const { win, made } = fakeWindow(HIGHLIGHT_WASH);
    const style = highlightStyle(win);
    const [a, b] = [shadowRoot(), shadowRoot()];
    style.addRoot(a);
    style.addRoot(b);
    expect(made).toHaveLength(1);
    expect(a.adoptedStyleSheets).toEqual([made[0]]);
    expect(b.adoptedStyleSheets).toEqual([made[0]]);
    style.remove();
    expect(a.adoptedStyleSheets).toEqual([]);
  });

  it('reads a style every 64 roots given the sheet, so their restyle is paid a few at a time', () => {
    const { win } = fakeWindow(HIGHLIGHT_WASH);
    const style = highlightStyle(win);
    const roots = Array.from({ length: 130 }, shadowRoot);
    for (const r of roots) style.addRoot(r);
    const read = roots.flatMap((r, i) => (r.host.styleReads > 0 ? [[i, r.host.styleReads]] : []));
    expect(read).toEqual([
      [63, 1],
      [127, 1],
    ]);
  });

  it('adopts the sheet into a document without our rule, and takes it out when highlighting stops', () => {
    const { win, made, document } = fakeWindow('rgba(0, 0, 0, 0)');
    const style = highlightStyle(win);
    expect(made).toHaveLength(1);
    expect(document.adoptedStyleSheets).toEqual([made[0]]);
    style.remove();
    expect(document.adoptedStyleSheets).toEqual([]);
  });
});
