// The unpacked Chromium build has the fixed id that docs/administrators.md tells administrators to
// name in their policies (the manifest's `key`, dev/extension-key.ts).
import { UNPACKED_CHROMIUM_ID } from '../../dev/extension-key';
import { expect, test } from './support/fixtures';

test('the unpacked build’s id is the fixed one administrators name', async ({ extensionId }) => {
  expect(extensionId).toBe(UNPACKED_CHROMIUM_ID);
});
