// Where builds land, and which browsers to drive (Debian's chromium and firefox-esr, unless
// CHROMIUM_PATH or FIREFOX_PATH say otherwise).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const DEV_BUILD_DIR = resolve('.output/chrome-mv3-dev');
export const RELEASE_BUILD_DIR = resolve('.output/chrome-mv3');
export const FIREFOX_DEV_BUILD_DIR = resolve('.output/firefox-mv3-dev');
export const FIREFOX_RELEASE_BUILD_DIR = resolve('.output/firefox-mv3');

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  return found;
}

export function extensionLaunchArgs(extensionDir: string): string[] {
  return [
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    // Branded Chrome dropped --load-extension; keep it working wherever the switch still exists.
    '--disable-features=DisableLoadExtensionCommandLineSwitch',
  ];
}

export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('Firefox not found: install Debian\'s "firefox-esr" package or set FIREFOX_PATH.');
  return found;
}
