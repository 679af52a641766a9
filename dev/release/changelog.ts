// The CHANGELOG's one transformation at a release (keep-a-changelog style): what is under
// "## [Unreleased]" becomes "## [x.y.z] - date", and an empty "Unreleased" starts above it. Pure, so
// dev/release/release.test.ts can feed it any text.

const UNRELEASED = /^## \[Unreleased\][^\n]*\n/m;
const SEMVER = /^\d+\.\d+\.\d+$/;

export function releaseChangelog(text: string, version: string, date: string): string {
  if (!SEMVER.test(version)) throw new Error(`"${version}" is not a version (x.y.z)`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`"${date}" is not a date (YYYY-MM-DD)`);
  if (new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\]`, 'm').test(text)) {
    throw new Error(`The changelog already has a section for ${version}`);
  }
  const match = UNRELEASED.exec(text);
  if (!match) throw new Error('The changelog has no "## [Unreleased]" section to release');
  const start = match.index + match[0].length;
  const next = text.slice(start).search(/^## \[/m);
  const body = (next === -1 ? text.slice(start) : text.slice(start, start + next)).trim();
  if (!body) throw new Error('"Unreleased" is empty: nothing to release');
  const released = `## [Unreleased]\n\n## [${version}] - ${date}\n\n${body}\n\n`;
  const rest = next === -1 ? '' : text.slice(start + next);
  return `${text.slice(0, match.index)}${released}${rest}`.replace(/\n{3,}/g, '\n\n').replace(/\n*$/, '\n');
}
