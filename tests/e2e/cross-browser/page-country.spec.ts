// The page's country from its own words and its sections, in both browsers: a UK business page that
// declares no country (lang="en", on a loopback address, which names none either) but says where it
// is in its footer and numbers, with a French section; a US user.
import { expect, test } from './fixtures';
import { PageWithNumbers } from './pages';

test('a page that declares nothing but says where it is: its UK numbers and its French section’s are marked, its traps are not', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService({ settings: { defaultCountry: 'US' } });
  const tab = await session.newTab();
  await tab.goto(`${site.url}/page-country-words.html`);
  const page = new PageWithNumbers(tab);
  expect(await page.waitForHighlights(3)).toEqual(['+44 20 7946 0018', '01 42 68 53 00', '0161 496 0000']);
});
