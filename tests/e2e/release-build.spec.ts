// The release build (built by the global setup) must not carry the development-only parts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_ALL_FUNCTIONS, CONTENT_SCRIPT_FILE } from '../../dev/build/content-script-files';
import { RELEASE_BUILD_DIR } from '../../dev/extension-paths';
import { expect, test } from './support/fixtures';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('the release build has no test set-up hook and no loopback access up front', () => {
  const manifest = JSON.parse(readFileSync(join(RELEASE_BUILD_DIR, 'manifest.json'), 'utf8'));
  expect(manifest.host_permissions ?? []).toEqual([]);
  expect(manifest.optional_host_permissions).toContain('https://*/*');
  // unlimitedStorage: Chrome would otherwise hold storage.local to 10 MB; scripting: the highlight's
  // stylesheet only where highlighting is on (README, permissions).
  expect(manifest.permissions.sort()).toEqual([
    'alarms',
    'contextMenus',
    'notifications',
    'scripting',
    'storage',
    'unlimitedStorage',
  ]);
  // No stylesheet in every page from the manifest: a page of a switched-off site could read it.
  expect(manifest.content_scripts.flatMap((c: { css?: string[] }) => c.css ?? [])).toEqual([]);
  // The content script alone (dev builds run a benchmark's mark before it), with Chromium's hint to
  // compile all its functions with it on its first line (wxt.config.ts).
  expect(manifest.content_scripts.flatMap((c: { js?: string[] }) => c.js ?? [])).toEqual([CONTENT_SCRIPT_FILE]);
  expect(readFileSync(join(RELEASE_BUILD_DIR, CONTENT_SCRIPT_FILE), 'utf8').split('\n')[0]).toBe(COMPILE_ALL_FUNCTIONS);
  expect(manifest.externally_connectable).toEqual({ ids: [], matches: [] });
  const code = filesUnder(RELEASE_BUILD_DIR)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  expect(code).not.toContain('__numberCheckDev');
  expect(code).not.toContain('__numberCheckMenuHere');
  expect(code).not.toContain('__numberCheckMenuReports');
  expect(code.length).toBeGreaterThan(1000);
});
