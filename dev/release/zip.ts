// `npm run zip`: the three store packages in one command, from release builds (never the
// development flavour): the Chrome zip, the Firefox (Manifest V3) zip, and the sources zip that
// addons.mozilla.org's reviewers rebuild from (docs/building-from-source.md says how). Each is named
// with the version; the script then opens each and checks what a store would refuse.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { packageNames, readPackage } from './packages';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const names = packageNames(version);
const env = { ...process.env, NC_DEV_BUILD: '0', NC_STORE_PACKAGE: '1' };
execFileSync('npx', ['wxt', 'zip'], { stdio: 'inherit', env });
execFileSync('npx', ['wxt', 'zip', '-b', 'firefox'], { stdio: 'inherit', env });

let failed = false;
for (const [kind, name] of Object.entries(names)) {
  const path = join('.output', name);
  const zip = await JSZip.loadAsync(readFileSync(path));
  const files = Object.keys(zip.files);
  const manifestFile = zip.file('manifest.json');
  const manifest = kind === 'sources' || !manifestFile ? undefined : JSON.parse(await manifestFile.async('string'));
  const problems = readPackage(kind as keyof typeof names, files, manifest, version);
  console.log(`${name}  ${(statSync(path).size / 1024).toFixed(1)} KB, ${files.length} files${problems.length ? '' : '  ok'}`);
  for (const p of problems) console.error(`  ✗ ${p}`);
  failed ||= problems.length > 0;
}
if (failed) process.exit(1);
