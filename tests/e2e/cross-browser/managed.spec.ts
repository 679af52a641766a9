// Settings an organisation sets by policy, read from a real policy by the real browser: Chromium's
// JSON policy file, Firefox's `policies.json` (tests/e2e/support/managed-policy.ts writes them and
// removes them after). The team's key comes from the policy and is used for checks, the locked
// controls say why, a bad value is ignored with its note, and with history off a check leaves none.
import { DEV_BUILD_DIR, FIREFOX_DEV_BUILD_DIR } from '../../../dev/extension-paths';
import { launchFirefox } from '../../../dev/firefox/browser';
import { DEMO_KEYS, type LocalService } from '../../../dev/service/index';
import { chromiumBuildWithOwnId, firefoxWithPolicy, type Removable, writeChromiumPolicy } from '../support/managed-policy';
import { ChromiumSession } from './driver/chromium';
import { FirefoxSession } from './driver/firefox';
import type { ExtensionSession } from './driver/types';
import { test as base, expect } from './fixtures';
import { Dom, NOTHING_OF_OURS, PageWithNumbers, until } from './pages';

/** The Firefox build's add-on id (wxt.config.ts), which a Firefox policy names. */
const FIREFOX_ADDON_ID = 'number-check@example.org';
const TEAM_KEY = DEMO_KEYS.few;

function teamPolicy(service: LocalService) {
  return {
    environments: {
      staging: { baseUrl: service.staging.baseUrl, apiKey: TEAM_KEY },
      // Not https: ignored, with a note; the user's own production address stays editable.
      production: { baseUrl: 'http://numbers.example.com' },
    },
    activeEnvironment: 'staging',
    defaultCountry: 'DE',
    highlightEnabled: false,
    keepHistory: false,
    allowExport: false,
    showWelcome: false,
  };
}

interface Managed {
  /** The browser started with `policy` in place, and the extension in it. */
  start(policy: unknown): Promise<ExtensionSession>;
}

const test = base.extend<{ managed: Managed }>({
  managed: async ({ engine }, use) => {
    const cleanup: (Removable | { remove(): Promise<void> })[] = [];
    await use({
      start: async (policy) => {
        if (engine === 'chromium') {
          // A copy of the build with an id of its own: this policy reaches no other test.
          const build = chromiumBuildWithOwnId(DEV_BUILD_DIR);
          cleanup.push(build);
          cleanup.push(writeChromiumPolicy(build.id, policy));
          const session = await ChromiumSession.launch({ extensionDir: build.dir });
          cleanup.push({ remove: () => session.close() });
          expect(session.extensionId).toBe(build.id);
          return session;
        }
        // Firefox reads policies when it starts: a Firefox of this test's own, with them in place.
        const firefox = firefoxWithPolicy(FIREFOX_ADDON_ID, policy);
        cleanup.push(firefox);
        const browser = await launchFirefox({ executablePath: firefox.executable });
        cleanup.push({ remove: () => browser.close() });
        return FirefoxSession.start(browser, FIREFOX_DEV_BUILD_DIR);
      },
    });
    // Last made, first removed; each whatever happened to the others.
    for (const c of cleanup.reverse()) await Promise.resolve(c.remove()).catch(() => undefined);
  },
});

async function openOptions(session: ExtensionSession): Promise<Dom> {
  const dom = new Dom(await session.openExtensionPage('options.html', { width: 1000, height: 1400 }));
  await dom.waitForText('h1', /Number Check — Settings/);
  await dom.waitForText('[data-testid="policy-notice"]', /Your organisation manages some of these settings/);
  return dom;
}

test('locked controls say why, a bad value is ignored with its note, and the rest stays the user’s', async ({
  managed,
  service,
  site,
}) => {
  const session = await managed.start(teamPolicy(service));
  const dom = await openOptions(session);

  // The bad address is named in words, with why, and its field is the user's to fill.
  const notes = await dom.waitForText('[data-testid="policy-notes"]', /ignored/);
  expect(notes).toContain('Production service, Service address (base URL): not an https address');
  expect(await dom.count('[data-testid="lock-note-base-url-production"]')).toBe(0);
  expect(await dom.attribute('[data-testid="base-url-production"]', 'readonly')).toBeNull();

  // What the policy sets is shown, locked, with the reason beside it.
  expect(await dom.value('[data-testid="default-country"]')).toBe('DE');
  expect(await dom.tab.evaluate(() => document.querySelector('[data-testid="default-country"]')?.matches(':disabled'))).toBe(
    true,
  );
  expect(await dom.text('[data-testid="lock-note-default-country"]')).toContain('Set by your organisation');
  expect(await dom.value('[data-testid="base-url-staging"]')).toContain('127.0.0.1');
  expect(await dom.attribute('[data-testid="base-url-staging"]', 'readonly')).not.toBeNull();
  expect(await dom.count('[data-testid="save-url-staging"]')).toBe(0);
  expect(await dom.text('[data-testid="key-managed-staging"]')).toContain('Set by your organisation');
  expect(await dom.tab.evaluate(() => document.querySelector('[data-testid="keep-history"]')?.matches(':disabled'))).toBe(true);

  // A real click on a locked switch changes nothing.
  await dom.click('[data-testid="highlight-enabled"]');
  expect(
    await dom.tab.evaluate(() => document.querySelector<HTMLInputElement>('[data-testid="highlight-enabled"]')?.checked),
  ).toBe(false);

  // Highlighting is off by the policy: no page can read our highlight's look and so learn that the
  // extension is installed (the background registered no stylesheet).
  await session.stylesheetReady();
  const page = new PageWithNumbers(await session.newTab());
  await page.tab.goto(`${site.url}/highlight-frames.html`);
  await page.waitForSettingsAnswer();
  expect(await page.looks()).toEqual([NOTHING_OF_OURS, NOTHING_OF_OURS, NOTHING_OF_OURS]);

  // What the policy leaves alone stays editable.
  expect(await dom.tab.evaluate(() => document.querySelector('[data-testid="send-extensions"]')?.matches(':disabled'))).toBe(
    false,
  );

  // The team's key is in no page: not in the settings, not revealed on request, not in storage.local.
  expect(await dom.tab.evaluate(() => document.documentElement.outerHTML)).not.toContain(TEAM_KEY);
  expect(await session.send({ type: 'key:reveal', environment: 'staging' })).toEqual({ key: '' });
  const status = await session.send({ type: 'key:status' });
  expect(status.find((k) => k.environment === 'staging')).toEqual({
    environment: 'staging',
    set: true,
    masked: '',
    managed: true,
  });
  expect(JSON.stringify(await session.storageLocal())).not.toContain(TEAM_KEY);

  // The welcome page has nothing left to ask: the address, the key and the environment are set.
  const welcome = new Dom(await session.openExtensionPage('welcome.html'));
  await welcome.waitForText('[data-testid="welcome-ready"]', /Already set up: Staging/);
  expect(await welcome.count('[data-testid="welcome-setup"] form')).toBe(0);

  // For a person to look at (under test-results/, not kept): the page in light and in dark.
  for (const scheme of ['light', 'dark'] as const) {
    await dom.tab.colorScheme(scheme);
    await until(
      () => dom.tab.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
      (dark) => dark === (scheme === 'dark'),
      `the ${scheme} scheme`,
    );
    await dom.tab.screenshot(test.info().outputPath(`managed-settings-${scheme}.png`), { fullPage: true });
  }
});

test('a check runs with the organisation’s key, and with history off it leaves no record', async ({ managed, service }) => {
  const session = await managed.start(teamPolicy(service));

  // No key was ever typed: the one the check and the credits read use is the policy's.
  const reply = await session.send({ type: 'check:number', input: '+1 650 253 0000' });
  expect(reply.ok).toBe(true);
  // The team's account had 3 credits: the check spent one of them.
  const credits = await session.send({ type: 'credits:refresh' });
  expect(credits).toMatchObject({ environment: 'staging', value: 2 });

  const stored = await session.storageLocal();
  expect(stored.history ?? []).toEqual([]);
  expect(JSON.stringify(stored)).not.toContain(TEAM_KEY);
  // What the background is told to write cannot undo the policy: the fields it sets keep the
  // user's own value underneath (none here), the others change.
  const before = await session.storageLocal();
  await session.configure({ settings: { defaultCountry: 'FR', keepHistory: true, sendExtensions: true } });
  const again = await session.send({ type: 'check:number', input: '+1 650 253 0001' });
  expect(again.ok).toBe(true);
  const after = await session.storageLocal();
  expect(after.history ?? []).toEqual([]);
  expect(after.settings).toMatchObject({
    defaultCountry: (before.settings as { defaultCountry?: string } | undefined)?.defaultCountry ?? '',
    keepHistory: true,
    sendExtensions: true,
  });
});

test('on a first install, a deployment the organisation sets is the one set up: no choice it would refuse', async ({
  managed,
}) => {
  const session = await managed.start({ activeEnvironment: 'production', showWelcome: false });
  const dom = new Dom(await session.openExtensionPage('popup.html', { width: 380, height: 640 }));
  await dom.waitForText('[data-testid="onboarding"]', /Set up Number Check/);
  // The form is for Production, and its "which deployment" step is not there (the radios would offer Staging).
  expect(await dom.text('[data-testid="onboarding"]')).toContain('API key for Production');
  expect(await dom.count('[data-testid="onboarding"] input[type="radio"]')).toBe(0);
});
