// The options page in both browsers: a user sets the extension up from nothing — the service's
// address, a key tested then saved, the environment — and the badge follows.
import { mkdirSync } from 'node:fs';
import { DEMO_KEYS } from '../../../dev/service/index';
import { expect, test } from './fixtures';
import { OptionsView, until } from './pages';

test('options set-up: an address, a key tested then saved, the environment chosen; the badge follows', async ({
  session,
  service,
  engine,
}) => {
  const options = new OptionsView(await session.openExtensionPage('options.html', { width: 1000, height: 1100 }));
  await options.dom.waitForText('h1', /Number Check — Settings/);
  expect((await session.badge()).text).toBe('key');

  // A bad address is refused with the reason, and nothing is kept.
  await options.saveBaseUrl('staging', 'ftp://numbers.example.com');
  await until(
    () => options.urlProblem('staging'),
    (t) => /Only https:\/\//.test(t ?? ''),
    'the refusal',
  );
  await options.saveBaseUrl('staging', service.staging.baseUrl);
  await until(
    () => options.notice(),
    (t) => t === 'Staging address saved',
    'the address saved',
  );

  // The key is saved only once the free credits call accepted it.
  await options.typeKey('staging', DEMO_KEYS.plenty);
  await options.clickInSection('staging', 'Test and save');
  await until(
    () => options.keyTest('staging'),
    (t) => (t ?? '').includes('The key works (100,000 credits left) and is saved for Staging.'),
    'the test',
  );
  await until(
    () => options.notice(),
    (t) => t === 'Staging key saved',
    'the key saved',
  );
  const masked = await until(
    () => options.keyMasked('staging'),
    (t) => !!t && t !== 'Not set' && t !== '…',
    'the masked key',
  );
  expect(masked).not.toContain(DEMO_KEYS.plenty);
  expect(await options.tab.evaluate(() => document.body.textContent ?? '')).not.toContain(DEMO_KEYS.plenty);

  await options.chooseEnvironment('staging');
  await until(
    () => options.notice(),
    (t) => t === 'Staging is active',
    'the environment chosen',
  );
  await until(
    async () => (await session.badge()).text,
    (t) => t === '100k',
    'the badge',
  );
  expect((await session.badge()).title).toContain('Staging');

  const dir = `test-results/screenshots/${engine}`;
  mkdirSync(dir, { recursive: true });
  await options.tab.screenshot(`${dir}/options.png`, { fullPage: true });
  await options.tab.colorScheme('dark');
  await until(() => options.tab.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), Boolean, 'the dark scheme');
  await options.tab.screenshot(`${dir}/options-dark.png`, { fullPage: true });
});
