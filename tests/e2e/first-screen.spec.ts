// What is on screen is highlighted first, whatever the layout: the numbers on screen are all in our
// Highlight when the content script says its first screen is painted (the dev build's mark
// `nc:highlight-visible`), before the rest of the page is read. The first screen is found by the
// boxes of the elements under a grid of points (utils/highlight/point-element.ts), which takes a
// long list's order on screen to be its order in the document; these layouts are where it is not,
// or where content lies away from its parent, and the hit tests take over.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** A distinct UK number (Ofcom's drama range) for each of the page's 1,000 entries. */
const number = (i: number) => `+44 20 7946 ${String(i).padStart(4, '0')}`;
const entries = (n: number, tag: string, style = '', from = 0) =>
  Array.from({ length: n }, (_, i) => `<${tag}${style}>Entry ${from + i}: ${number(from + i)}</${tag}>`).join('');

const LAYOUTS: Record<string, string> = {
  'a long table': `<h1>Directory</h1><table><tbody>${Array.from(
    { length: 600 },
    (_, i) => `<tr><td>Name ${i}</td><td>${number(i)}</td><td>Room ${i % 40}</td></tr>`,
  ).join('')}</tbody></table>`,
  'an article in three columns': `<article style="columns: 3">${entries(600, 'p')}</article>`,
  'floats in a wrapper of no height': `<div><div style="float: left; width: 30%">${entries(300, 'p')}</div><div style="float: left; width: 70%">${entries(300, 'p', '', 300)}</div></div>`,
  'a grid of cards': `<main style="display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px">${entries(
    600,
    'div',
    ' style="border: 1px solid; padding: 16px"',
  )}</main>`,
  'rows placed by a script (a virtual list)': `<div style="position: relative; height: 24000px">${Array.from(
    { length: 600 },
    (_, i) => `<div style="position: absolute; top: ${i * 40}px; left: 0; right: 0">Entry ${i}: ${number(i)}</div>`,
  ).join('')}</div>`,
  'a long list scrolled to its middle': `${entries(600, 'p')}<script>scrollTo(0, document.body.scrollHeight / 2)</script>`,
};

/** Kept in the page when our mark says the first screen is painted: the texts in our Highlight then. */
const AT_FIRST_SCREEN = () => {
  const w = window as unknown as { __atFirstScreen?: string[]; __live(r: AbstractRange): Range };
  // Our Highlight holds static ranges: a live one over the same text, to read it and measure it.
  w.__live = (r) => {
    const live = document.createRange();
    live.setStart(r.startContainer, r.startOffset);
    live.setEnd(r.endContainer, r.endOffset);
    return live;
  };
  new PerformanceObserver((list) => {
    if (w.__atFirstScreen || list.getEntriesByName('nc:highlight-visible').length === 0) return;
    w.__atFirstScreen = [...(CSS.highlights.get('number-check') ?? [])].map((r) => w.__live(r).toString());
  }).observe({ type: 'mark' });
};

/** The texts of our highlights on screen now. */
function onScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { __live } = window as unknown as { __live(r: AbstractRange): Range };
    return [...(CSS.highlights.get('number-check') ?? [])]
      .map(__live)
      .filter((r) => {
        const b = r.getBoundingClientRect();
        return b.width > 0 && b.bottom > 0 && b.top < innerHeight && b.right > 0 && b.left < innerWidth;
      })
      .map((r) => r.toString())
      .sort();
  });
}

for (const [layout, body] of Object.entries(LAYOUTS)) {
  test(`${layout}: the numbers on screen are highlighted first`, async ({ context, site, setUp }) => {
    await setUp();
    const url = `${site.url}/first-screen-${layout.replace(/\W+/g, '-')}.html`;
    await context.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><body>${body}</body></html>` }),
    );
    const page = await context.newPage();
    await page.addInitScript(AT_FIRST_SCREEN);
    await page.goto(url);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('nc:highlight-done').length)).toBe(1);
    const shown = await onScreen(page);
    // A screenful: a dozen numbers at least, and far from all of the page's.
    expect(shown.length).toBeGreaterThan(12);
    expect(shown.length).toBeLessThan(300);
    const atFirst = await page.evaluate(() => (window as unknown as { __atFirstScreen?: string[] }).__atFirstScreen);
    expect(atFirst).toBeDefined();
    expect(shown.filter((t) => !atFirst?.includes(t))).toEqual([]);
  });
}
