// The privacy page inside the extension, in the browser's language: what is sent and when, what
// never leaves the browser, what is kept and for how long. Opening it sends nothing. Screenshots of
// each language, light and dark, land in test-results/screenshots/privacy/.
import { expect, test } from './support/fixtures';

const LANGUAGES = [
  { locale: 'en', lang: 'en', title: 'Number Check and your privacy', never: 'What never leaves your browser' },
  { locale: 'de', lang: 'de', title: 'Number Check und Ihre Privatsphäre', never: 'Was Ihren Browser nie verlässt' },
  { locale: 'fr', lang: 'fr', title: 'Number Check et votre vie privée', never: 'Ce qui ne quitte jamais votre navigateur' },
] as const;

for (const words of LANGUAGES) {
  test.describe(`privacy page in ${words.locale}`, () => {
    test.use({ locale: words.locale });

    test('says what is sent, what never leaves, and what is kept for how long; opening it sends nothing', async ({
      context,
      extensionId,
      service,
    }) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/privacy.html`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(page).toHaveTitle(words.title);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(words.lang);
      await expect(page.getByRole('heading', { level: 2, name: words.never })).toBeVisible();
      // One row per kind of thing kept, each with how long.
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(7);
      for (const row of await rows.all()) await expect(row.locator('td')).toHaveCount(2);
      // The version is the manifest's.
      const version = await page.evaluate(() => chrome.runtime.getManifest().version);
      await expect(page.getByText(`Number Check ${version}`)).toBeVisible();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: `test-results/screenshots/privacy/${words.locale}-${colorScheme}.png`, fullPage: true });
      }
      expect(service.staging.count() + service.production.count()).toBe(0);
    });
  });
}

test('the popup, the settings and the welcome page lead to the privacy page; the settings show the version', async ({
  ext,
  context,
  extensionId,
  setUp,
}) => {
  await setUp({ environment: 'staging' });
  const version = await (await ext.openPopup()).evaluate(() => chrome.runtime.getManifest().version);
  const privacyUrl = `chrome-extension://${extensionId}/privacy.html`;
  for (const path of ['popup.html', 'options.html', 'welcome.html']) {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    const link = page.getByTestId('privacy-link');
    await expect(link, path).toHaveAttribute('href', privacyUrl);
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Number Check and your privacy');
    await opened.close();
    if (path !== 'popup.html') await expect(page.getByTestId('version'), path).toHaveText(`Number Check ${version}`);
    await page.close();
  }
});
