// The keys live in storage.local on Chromium, closed to content scripts by setAccessLevel, which
// closes storage.local only from some Chrome on (MDN's compat data says which). The Chrome manifest
// asks for at least that Chrome, so no older one installs the extension with readable keys.
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserManifest } from 'wxt';
import config, { MINIMUM_CHROME_VERSION } from '../../../wxt.config';

const manifestOf = config.manifest as (env: ConfigEnv) => UserManifest | Promise<UserManifest>;
const env = (browser: string): ConfigEnv => ({ browser, manifestVersion: 3, mode: 'production', command: 'build' });

/** The Chrome from which setAccessLevel closes every storage area, from MDN's notes on it. */
function chromeClosingLocal(): string {
  const support = bcd.webextensions?.api?.storage?.StorageArea?.setAccessLevel?.__compat?.support.chrome;
  const notes = [support ?? []].flat().flatMap((s) => [s.notes ?? []].flat());
  const version = notes.map((n) => /all storage areas from Chrome (\d+)/.exec(n)?.[1]).find(Boolean);
  if (!version) throw new Error('MDN no longer says from which Chrome setAccessLevel covers storage.local');
  return version;
}

describe('minimum_chrome_version', () => {
  it('is the first Chrome whose setAccessLevel closes storage.local', async () => {
    expect(MINIMUM_CHROME_VERSION).toBe(chromeClosingLocal());
    expect((await manifestOf(env('chrome'))).minimum_chrome_version).toBe(MINIMUM_CHROME_VERSION);
  });

  it('is not in the Firefox manifest (Firefox keeps the keys in IndexedDB)', async () => {
    expect((await manifestOf(env('firefox'))).minimum_chrome_version).toBeUndefined();
  });
});
