import { expect, test } from './support/fixtures';

test('the extension loads, its worker starts and the popup renders', async ({ worker, extensionId, ext }) => {
  expect(worker.url()).toBe(`chrome-extension://${extensionId}/background.js`);
  const popup = await ext.openPopup();
  await expect(popup.getByRole('heading', { name: 'Number Check', exact: true })).toBeVisible();
});
