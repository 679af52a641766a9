// A change of policy reaches the extension while Chromium runs: Chromium watches its policy folder
// and tells the extension (`storage.onChanged`, area `managed`); no reinstall, no restart. (Firefox
// reads policies only when it starts: docs/administrators.md says so.)

import { launchWithExtension } from '../../dev/extension-browser';
import { DEV_BUILD_DIR } from '../../dev/extension-paths';
import { expect, test } from './support/fixtures';
import { chromiumBuildWithOwnId, writeChromiumPolicy } from './support/managed-policy';

test('a policy changed while the settings are open is followed there at once', async () => {
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

      // The administrator drops the switch and sets a country that does not exist.
      policy.rewrite({ defaultCountry: 'ZZ' });
      // Chromium lets a changed policy file settle for a few seconds before it reads it again.
      await expect(page.getByTestId('policy-note')).toHaveText('Default country: not a country code Number Check knows', {
        timeout: 30_000,
      });
      await expect(page.getByTestId('lock-note-highlight-enabled')).toHaveCount(0);
      await expect(page.getByTestId('highlight-enabled')).toBeEnabled();
      await expect(page.getByTestId('highlight-enabled')).toBeChecked();
    } finally {
      await context.close();
    }
  } finally {
    policy.remove();
    build.remove();
  }
});
