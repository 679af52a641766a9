// Numbers inside web components (issue 28): open, nested and closed shadow roots, and a root attached
// after load, highlighted with a chip, the page's DOM and its shadow trees as the page built them.
// In both browsers; form fields are in tests/e2e/shadow-fields.spec.ts (the popup and the menu).
import { expect, test } from './fixtures';
import { PageWithNumbers, until } from './pages';

const IN_ROOTS = ['+1 650 253 0000', '+33 1 42 68 53 00', '+49 30 901820', '+61 2 9374 4000'];
const AT_LOAD = ['+44 20 7946 0018', ...IN_ROOTS].sort();

interface Snapshot {
  html: string;
  roots: string[];
  sheets: number[];
}

test('numbers in open, nested and closed shadow roots, and in a root attached later, are highlighted; the page is unchanged', async ({
  session,
  site,
}) => {
  const tab = await session.newTab({ width: 900, height: 700 });
  await tab.goto(`${site.url}/shadow-fields.html`);
  const page = new PageWithNumbers(tab);
  // Nothing from the fields (their values have no text to draw over) nor the editable region.
  expect(await page.waitForHighlights(AT_LOAD.length)).toEqual(AT_LOAD);

  // The element is upgraded now: its root comes after the page was read.
  await tab.evaluate(() => (window as unknown as { defineLate(): void }).defineLate());
  expect(await page.waitForHighlights(AT_LOAD.length + 1)).toEqual([...AT_LOAD, '+81 3-1234-5678'].sort());

  // A number in a root nested in a root gets the chip, as one in the page does.
  await page.hover('+49 30 901820');
  expect(await tab.ui.text('nc-chip-number')).toBe('+49 30 901820');
  await tab.press('Escape');
  await until(
    () => tab.ui.exists('nc-chip'),
    (shown) => !shown,
    'the chip gone',
  );
  // And one in a closed root.
  await page.hover('+61 2 9374 4000');
  expect(await tab.ui.text('nc-chip-number')).toBe('+61 2 9374 4000');
  await tab.press('Escape');
  await until(
    () => tab.ui.exists('nc-chip'),
    (shown) => !shown,
    'the chip gone',
  );

  const [before, after] = await tab.evaluate(() => {
    const w = window as unknown as { __before: Snapshot; __snapshot(): Snapshot };
    return [w.__before, w.__snapshot()] as const;
  });
  // The document and every shadow tree exactly as the page built them (the late root is new, and the page's own).
  expect(after.html).toBe(before.html);
  expect(after.roots.filter((r) => !r.includes('Loaded later'))).toEqual(before.roots);
  // What a page could notice: one more constructed sheet in the adoptedStyleSheets of each root with a number.
  expect(before.sheets.every((n) => n === 0)).toBe(true);
  expect(after.sheets).toEqual(after.roots.map(() => 1));
});
