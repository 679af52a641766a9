// "Not a phone number" in both browsers: the chip's action takes that highlight away at once, the
// background keeps the text for the page's site only, and a new load of the page does not highlight
// it again while the other numbers still are.
import { expect, test } from './fixtures';
import { PageWithNumbers, until } from './pages';

const TARGET = '+61 2 9374 4015';
const ALL = 30;

test('a dismissed number goes at once and stays gone on the next load; the others stay', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService();
  const tab = await session.newTab({ width: 1000, height: 700 });
  const url = `${site.url}/contacts-table.html`;
  await tab.goto(url);
  const page = new PageWithNumbers(tab);
  await page.waitForHighlights(ALL);

  await page.hover(TARGET);
  await page.clickUi('nc-chip-dismiss');
  const left = await until(
    () => page.highlights(),
    (h) => !h.includes(TARGET),
    'the dismissed highlight gone',
  );
  expect(left).toHaveLength(ALL - 1);
  const stored = await until(
    () => session.storageLocal(),
    (s) => s.dismissedNumbers !== undefined,
    'the text kept',
  );
  expect(stored.dismissedNumbers).toEqual({ [new URL(site.url).hostname]: ['+61293744015'] });

  await tab.goto(url);
  const again = await page.waitForHighlights(ALL - 1);
  expect(again).not.toContain(TARGET);
});
