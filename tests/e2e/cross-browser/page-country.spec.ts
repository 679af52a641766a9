// The page's country from its own words and its sections, in both browsers: a UK business page that
// declares no country (lang="en", on a loopback address, which names none either) but says where it
// is in its footer and numbers, with a French section; a US user.
import type { ExtensionSession } from './driver/types';
import { expect, test } from './fixtures';
import { PageWithNumbers } from './pages';

/** The numbers a page has highlighted, once `count` are. */
async function highlightedOn(session: ExtensionSession, url: string, count: number): Promise<string[]> {
  const tab = await session.newTab();
  await tab.goto(url);
  return new PageWithNumbers(tab).waitForHighlights(count);
}

test('a page that declares nothing but says where it is: its UK numbers and its French section’s are marked, its traps are not', async ({
  session,
  site,
  setUpService,
}) => {
  await setUpService({ settings: { defaultCountry: 'US' } });
  expect(await highlightedOn(session, `${site.url}/page-country-words.html`, 3)).toEqual([
    '+44 20 7946 0018',
    '01 42 68 53 00',
    '0161 496 0000',
  ]);
});

test('a long page that says where it is only at its end: its numbers are read as all its words say', async ({
  session,
  site,
  setUpService,
}) => {
  // More texts than the first read of the words covers: highlighting starts with what the first
  // ones say (nothing: the US default, where the top number is impossible) and the rest of the page
  // waits for all of them, which say the United Kingdom; a first screen sent before they were all
  // read is read again. (Whether it was depends on the machine's speed: the Chromium test of
  // page-country.spec.ts slows the CPU to be sure it was. Here: the page ends as its words say.)
  await setUpService({ settings: { defaultCountry: 'US' } });
  expect(await highlightedOn(session, `${site.url}/page-country-long.html`, 2)).toEqual(['+44 20 7946 0000', '020 7946 0018']);
});
