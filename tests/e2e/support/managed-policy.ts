// Real policies for the end-to-end tests of managed settings, written where the browsers read them
// and removed after the test:
// - Chromium on Linux reads `/etc/chromium/policies/managed/*.json` (a fixed path, no switch to
//   move it). The test's policy names a copy of the build with an id of its own, so it reaches no
//   other test, not even when a killed run leaves the file behind.
// - Firefox reads `distribution/policies.json` beside its own program (unless a system-wide
//   `/etc/firefox/policies/policies.json` exists). The test runs a Firefox of its own: a folder of
//   links to the installed one, with the program itself copied (Firefox finds its folder from the
//   program's real path) and a `distribution` folder holding the test's policies. Nothing outside
//   the test's temporary folder is written.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { chromiumIdOf } from '../../../dev/extension-key';
import { firefoxPath } from '../../../dev/extension-paths';

export const CHROMIUM_POLICY_DIR = '/etc/chromium/policies/managed';

export interface Removable {
  remove(): void;
}

/** A copy of a Chromium build under a key (so an id) of its own. */
export function chromiumBuildWithOwnId(buildDir: string): Removable & { dir: string; id: string } {
  const root = mkdtempSync(join(tmpdir(), 'nc-managed-build-'));
  const dir = join(root, 'extension');
  cpSync(buildDir, dir, { recursive: true });
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const manifestPath = join(dir, 'manifest.json');
  writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), key }));
  return { dir, id: chromiumIdOf(key), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Chromium's policy for one extension, in a file of its own, as an administrator writes it. */
export function writeChromiumPolicy(extensionId: string, policy: unknown): Removable & { rewrite(policy: unknown): void } {
  // The folders made here are removed after, if nothing else was put in them.
  const made: string[] = [];
  for (let d = CHROMIUM_POLICY_DIR; !existsSync(d); d = dirname(d)) made.unshift(d);
  mkdirSync(CHROMIUM_POLICY_DIR, { recursive: true });
  const file = join(CHROMIUM_POLICY_DIR, `number-check-test-${randomBytes(6).toString('hex')}.json`);
  const write = (p: unknown) =>
    writeFileSync(file, JSON.stringify({ '3rdparty': { extensions: { [extensionId]: p } } }, null, 2));
  write(policy);
  return {
    rewrite: write,
    remove: () => {
      rmSync(file, { force: true });
      for (const d of made.reverse()) {
        if (existsSync(d) && readdirSync(d).length === 0) rmdirSync(d);
      }
    },
  };
}

/** A Firefox of the test's own whose `policies.json` gives `policy` to the add-on `addonId`. */
export function firefoxWithPolicy(addonId: string, policy: unknown): Removable & { executable: string } {
  const program = realpathSync(firefoxPath());
  const installed = dirname(program);
  const root = mkdtempSync(join(tmpdir(), 'nc-managed-firefox-'));
  for (const entry of readdirSync(installed)) {
    if (entry === 'distribution' || entry === basename(program)) continue;
    const target = join(installed, entry);
    // `firefox-bin` and the like point at the program: at the copy here.
    const isProgram = existsSync(target) && realpathSync(target) === program;
    symlinkSync(isProgram ? basename(program) : target, join(root, entry));
  }
  copyFileSync(program, join(root, basename(program)));
  const distribution = join(root, 'distribution');
  mkdirSync(distribution);
  const installedDistribution = join(installed, 'distribution');
  if (existsSync(installedDistribution)) {
    for (const entry of readdirSync(installedDistribution)) {
      if (entry !== 'policies.json') symlinkSync(join(installedDistribution, entry), join(distribution, entry));
    }
  }
  const policies = { policies: { '3rdparty': { Extensions: { [addonId]: policy } } } };
  writeFileSync(join(distribution, 'policies.json'), JSON.stringify(policies, null, 2));
  return { executable: join(root, basename(program)), remove: () => rmSync(root, { recursive: true, force: true }) };
}
