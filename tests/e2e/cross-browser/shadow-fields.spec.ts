// Numbers inside web components (issue 28): open, nested and closed shadow roots, and a root attached
// after load, highlighted with a chip, the page's DOM and its shadow trees as the page built them.
// In both browsers; form fields are in tests/e2e/shadow-fields.spec.ts (the popup and the menu).
import { expectUnchangedButOneSheetPerRoot, snapshotsInPage } from '../support/shadow-fields-page';
import { expect, test } from './fixtures';
import { PageWithNumbers, until } from './pages';

const IN_ROOTS = ['+1 650 253 0000', '+33 1 42 68 53 00', '+49 30 901820', '+61 2 9374 4000'];
const AT_LOAD = ['+44 20 7946 0018', ...IN_ROOTS].sort();

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

  expectUnchangedButOneSheetPerRoot(await tab.evaluate(snapshotsInPage));
});
