import { describe, expect, it } from 'vitest';
import { releaseChangelog } from './changelog';
import { nextVersion } from './next-version';
import { packageNames, readPackage } from './packages';

const LOG = `# Changelog

All notable changes.

## [Unreleased]

### Added
- Lists.

## [0.1.0] - 2026-11-21

### Added
- First release.
`;

describe('releaseChangelog', () => {
  it('moves what is unreleased under the new version and starts an empty Unreleased', () => {
    expect(releaseChangelog(LOG, '0.2.0', '2026-12-01')).toBe(`# Changelog

All notable changes.

## [Unreleased]

## [0.2.0] - 2026-12-01

### Added
- Lists.

## [0.1.0] - 2026-11-21

### Added
- First release.
`);
  });

  it.each([
    ['no Unreleased section', LOG.replace('## [Unreleased]', '## Next'), '0.2.0', /no "## \[Unreleased\]"/],
    ['nothing unreleased', LOG.replace('### Added\n- Lists.\n', ''), '0.2.0', /empty/],
    ['a version already released', LOG, '0.1.0', /already has a section/],
    ['not a version', LOG, 'v2', /not a version/],
  ])('refuses %s', (_what, text, version, error) => {
    expect(() => releaseChangelog(text, version, '2026-12-01')).toThrow(error);
  });
});

describe('nextVersion', () => {
  it.each([
    ['0.1.0', 'patch', '0.1.1'],
    ['0.1.9', 'minor', '0.2.0'],
    ['0.9.3', 'major', '1.0.0'],
  ] as const)('%s, %s → %s', (from, kind, to) => {
    expect(nextVersion(from, kind)).toBe(to);
  });

  it('refuses what is not x.y.z', () => {
    expect(() => nextVersion('1.2', 'patch')).toThrow(/not a version/);
  });
});

describe('the store packages', () => {
  const names = packageNames('1.2.3');
  const good = { manifest_version: 3, version: '1.2.3', host_permissions: [] };

  it('are named with the version', () => {
    expect(Object.values(names)).toEqual([
      'number-check-1.2.3-chrome.zip',
      'number-check-1.2.3-firefox.zip',
      'number-check-1.2.3-sources.zip',
    ]);
  });

  it('a release build passes', () => {
    expect(readPackage('chrome', ['manifest.json', 'background.js'], good, '1.2.3')).toEqual([]);
  });

  it.each([
    ['Manifest V2', { ...good, manifest_version: 2 }, ['manifest.json'], /V2, not V3/],
    ['another version', { ...good, version: '1.2.2' }, ['manifest.json'], /manifest version 1\.2\.2/],
    ['a development build', { ...good, host_permissions: ['http://127.0.0.1/*'] }, ['manifest.json'], /development build/],
    ['a manifest key (the fixed id of unpacked builds)', { ...good, key: 'MIIB' }, ['manifest.json'], /manifest key/],
    ['source maps', good, ['manifest.json', 'background.js.map'], /source maps/],
  ])('refuses %s', (_what, manifest, files, problem) => {
    expect(readPackage('firefox', files, manifest, '1.2.3')).toEqual([expect.stringMatching(problem)]);
  });

  it('sources must carry what a reviewer builds from, and no build output', () => {
    const complete = ['package.json', 'package-lock.json', 'wxt.config.ts', 'docs/building-from-source.md'];
    expect(readPackage('sources', complete, undefined, '1.2.3')).toEqual([]);
    expect(readPackage('sources', [...complete.slice(1), '.output/x.js'], undefined, '1.2.3')).toEqual([
      'the sources lack package.json',
      'the sources hold node_modules or build output',
    ]);
  });
});
