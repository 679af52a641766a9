// `npm run lint:firefox` (part of `npm test`): builds the Firefox release flavour and runs Mozilla's
// add-on linter (`web-ext lint`) on it, as addons.mozilla.org does on upload. Fails on any error and
// on any warning a reviewer would raise; the warnings accepted, and why, are in lint-review.ts.
//
//   npm run lint:firefox                   builds first
//   NC_SKIP_BUILD=1 npm run lint:firefox   lints the build already in .output/firefox-mv3
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIREFOX_RELEASE_BUILD_DIR } from '../extension-paths';
import { type LintReport, reviewLint, where } from './lint-review';

if (process.env.NC_SKIP_BUILD !== '1') {
  execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], { stdio: 'inherit', env: { ...process.env, NC_DEV_BUILD: '0' } });
}

const run = spawnSync(
  'npx',
  ['web-ext', 'lint', '--source-dir', FIREFOX_RELEASE_BUILD_DIR, '--output', 'json', '--no-config-discovery', '--boring'],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
let report: LintReport;
try {
  report = JSON.parse(run.stdout) as LintReport;
} catch {
  console.error(`web-ext lint gave no report (exit ${run.status}):\n${run.stderr || run.stdout}`);
  process.exit(1);
}

const reviewed = reviewLint(report, (file) => readFileSync(join(FIREFOX_RELEASE_BUILD_DIR, file), 'utf8'));
const { errors, warnings, notices } = report.summary;
console.log(`web-ext lint on the Firefox build: ${errors} errors, ${warnings} warnings, ${notices} notices`);
for (const { message, why } of reviewed) {
  const line = `${message._type} ${message.code} at ${where(message)}: ${message.message}`;
  console.log(why ? `  accepted  ${line}\n            ${why}` : `  REFUSED   ${line}`);
}
for (const n of report.notices) console.log(`  notice    ${n.code} at ${where(n)}: ${n.message}`);
const refused = reviewed.filter((r) => !r.why).length;
if (refused) {
  console.error(
    `\n${refused} finding(s) a reviewer would raise: fix them, or, if safe, accept them with the reason in dev/firefox/lint-review.ts and the README.`,
  );
  process.exit(1);
}
console.log('Nothing a reviewer would raise.');
