// A change of policy reaches the extension while Chromium runs: Chromium watches its policy folder
// and tells the extension (`storage.onChanged`, area `managed`); no reinstall, no restart. (Firefox
// reads policies only when it starts: docs/administrators.md says so.)

import { extensionWorker, launchWithExtension, stylesheetReady } from '../../dev/extension-browser';
import { DEV_BUILD_DIR } from '../../dev/extension-paths';
import { highlightTexts, ourLook, waitForSettingsAnswer } from './highlight-helpers';
import { expect, test } from './support/fixtures';
import { DEMO_NUMBERS, NOTHING_OF_OURS, OUR_WASH } from './support/highlight-in-page';
import { chromiumBuildWithOwnId, writeChromiumPolicy } from './support/managed-policy';

test('a policy changed while the settings are open is followed there at once, and by the pages', async ({ site }) => {
  // A copy of the build with an id of its own: this policy reaches no other test.
  const build = chromiumBuildWithOwnId(DEV_BUILD_DIR);
  const policy = writeChromiumPolicy(build.id, { highlightEnabled: false });
  try {
    const context = await launchWithExtension({ extensionDir: build.dir });
    try {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${build.id}/options.html`);
      await expect(page.getByTestId('lock-note-highlight-enabled')).toContainText('Set by your organisation');
      await expect(page.getByTestId('highlight-enabled')).not.toBeChecked();
      // Highlighting off by the policy: a page cannot read our highlight's look.
      const worker = await extensionWorker(context);
      await stylesheetReady(worker);
      const open = await context.newPage();
      await open.goto(`${site.url}/highlight-demo.html`);
      await waitForSettingsAnswer(open);
      expect(await ourLook(open)).toEqual(NOTHING_OF_OURS);

      // The administrator drops the switch and sets a country that does not exist.
      policy.rewrite({ defaultCountry: 'ZZ' });
      // Chromium lets a changed policy file settle for a few seconds before it reads it again.
      await expect(page.getByTestId('policy-note')).toHaveText('Default country: not a country code Number Check knows', {
        timeout: 30_000,
      });
      await expect(page.getByTestId('lock-note-highlight-enabled')).toHaveCount(0);
      await expect(page.getByTestId('highlight-enabled')).toBeEnabled();
      await expect(page.getByTestId('highlight-enabled')).toBeChecked();
      // Highlighting is on again: the background registers the stylesheet for the pages to come, and
      // the page left open adopts the rule itself as it highlights.
      // (Read from the worker running now: the one above may have been stopped as idle meanwhile.)
      const registered = () =>
        context
          .serviceWorkers()
          .at(-1)
          ?.evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).length)
          .catch(() => undefined);
      await expect.poll(registered).toBe(1);
      await expect.poll(async () => (await highlightTexts(open)).length).toBe(DEMO_NUMBERS.length);
      expect(await ourLook(open)).toEqual({ wash: OUR_WASH, adopted: 1 });
      const fresh = await context.newPage();
      await fresh.goto(`${site.url}/highlight-demo.html`);
      await expect.poll(async () => (await highlightTexts(fresh)).length).toBe(DEMO_NUMBERS.length);
      expect(await ourLook(fresh)).toEqual({ wash: OUR_WASH, adopted: 0 });
    } finally {
      await context.close();
    }
  } finally {
    policy.remove();
    build.remove();
  }
});
