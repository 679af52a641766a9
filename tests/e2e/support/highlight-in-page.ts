// What the highlighting specs of both suites read from a page: the Chromium specs (through
// Playwright, highlight-helpers.ts) and the cross-browser ones (through their driver,
// cross-browser/pages.ts). The functions run inside the page's own world, passed to `evaluate`:
// they must stay self-contained (no imports, nothing from around them).

/** Our highlight's wash, as `getComputedStyle(el, '::highlight(number-check)')` gives it. */
export const OUR_WASH = 'rgba(255, 184, 0, 0.4)';
/** What a document reads where it has no style for our highlight: the initial transparent wash, and no sheet adopted. */
export const NOTHING_OF_OURS = { wash: 'rgba(0, 0, 0, 0)', adopted: 0 };

/** Our highlight's look as the page's own script can read it: the rule's wash, and the sheets its document adopted. */
export function ourLookInPage(): { wash: string; adopted: number } {
  return {
    wash: getComputedStyle(document.documentElement, '::highlight(number-check)').backgroundColor,
    adopted: document.adoptedStyleSheets.length,
  };
}

/** The numbers highlighted on the demo-like test page (pages/highlight-demo.html), sorted. */
export const DEMO_NUMBERS = [
  '+1 (650) 253-0000',
  '+33 1 42 68 53 00',
  '+44 20 7946 0018',
  '+44 20 7946 0321',
  '+49 30 901820',
  'Call our mobile',
];

/** In the page: the text of every range in our highlight, in the Highlight's order. */
export function highlightTextsInPage(): string[] {
  return [...(CSS.highlights.get('number-check') ?? [])].map((r) => {
    const live = document.createRange();
    live.setStart(r.startContainer, r.startOffset);
    live.setEnd(r.endContainer, r.endOffset);
    return live.toString();
  });
}

/** In the page: the centre of the first line box of the highlighted range that reads `wanted`. */
export function highlightCenterInPage(wanted: string): { x: number; y: number } | undefined {
  for (const r of CSS.highlights.get('number-check') ?? []) {
    const live = document.createRange();
    live.setStart(r.startContainer, r.startOffset);
    live.setEnd(r.endContainer, r.endOffset);
    if (live.toString() !== wanted) continue;
    const box = live.getClientRects()[0];
    if (box) return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return undefined;
}

/**
 * In the page: its HTML as the page built it, but for the verdict marks' host, which a check brings
 * (the cache then knows a verdict; utils/highlight/verdict-marks.ts). Specs that compare a page
 * before and after a check first wait for that host (`marksHostsInPage`), then compare this.
 */
export function pageHtmlWithoutMarksInPage(): string {
  return document.documentElement.outerHTML.replaceAll('<number-check-ui-marks></number-check-ui-marks>', '');
}

/** In the page: how many hosts of verdict marks it holds (one at most). */
export function marksHostsInPage(): number {
  return document.querySelectorAll('number-check-ui-marks').length;
}
