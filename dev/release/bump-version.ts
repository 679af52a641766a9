// `npm run version:bump -- <patch|minor|major|x.y.z>`: the one way to change the version.
// package.json holds it (WXT writes it into every manifest; the welcome and options pages read it
// from the manifest); npm updates package.json and package-lock.json together, and the CHANGELOG's
// "Unreleased" section becomes the new version's. Nothing is committed or tagged: review, then commit.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { releaseChangelog } from './changelog';
import { nextVersion, type ReleaseKind } from './next-version';

const wanted = process.argv[2];
if (!wanted || !/^(patch|minor|major|\d+\.\d+\.\d+)$/.test(wanted)) {
  console.error('Usage: npm run version:bump -- <patch|minor|major|x.y.z>');
  process.exit(2);
}
const changelog = readFileSync('CHANGELOG.md', 'utf8');
// Checked before npm changes anything, so a refused release leaves every file as it was.
const before = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
const next = /^\d/.test(wanted) ? wanted : nextVersion(before, wanted as ReleaseKind);
const today = new Date().toISOString().slice(0, 10);
const released = releaseChangelog(changelog, next, today);

execFileSync('npm', ['version', next, '--no-git-tag-version', '--allow-same-version=false'], { stdio: 'inherit' });
writeFileSync('CHANGELOG.md', released);
console.log(`${before} → ${next}: package.json, package-lock.json and CHANGELOG.md updated.`);
