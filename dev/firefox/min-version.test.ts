import type { CompatData, SimpleSupportStatement } from '@mdn/browser-compat-data/types';
import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserManifest } from 'wxt';
import config from '../../wxt.config';
import { compatData, deriveMinVersion, firstFullSupport } from './min-version';

type Firefox = SimpleSupportStatement | SimpleSupportStatement[];

/** Compat data holding one feature, `api.Thing`, with the given Firefox support. */
function dataWith(firefox: Firefox, more: Record<string, Firefox> = {}): CompatData {
  const feature = (support: Firefox) => ({ __compat: { support: { firefox: support }, status: {} } });
  const api: Record<string, unknown> = { Thing: feature(firefox) };
  for (const [name, support] of Object.entries(more)) api[name] = feature(support);
  return { api } as unknown as CompatData;
}

describe('firstFullSupport', () => {
  it.each<[string, Firefox, string | undefined, string?]>([
    ['a plain version', { version_added: '140' }, '140'],
    ['a ranged version', { version_added: '≤72' }, '72'],
    ['not supported', { version_added: false }, undefined],
    ['only in preview', { version_added: 'preview' }, undefined],
    ['behind a flag', { version_added: '120', flags: [{ type: 'preference', name: 'x' }] }, undefined],
    ['prefixed', { version_added: '60', prefix: '-moz-' }, undefined],
    [
      'partial, then full',
      [{ version_added: '149' }, { version_added: '140', version_removed: '149', partial_implementation: true }],
      '149',
    ],
    ['removed', { version_added: '50', version_removed: '60' }, undefined],
    ['under another name the code does not use', { version_added: '48', alternative_name: 'other.name' }, undefined],
    ['under the name the code uses', { version_added: '48', alternative_name: 'other.name' }, '48', 'other.name'],
    ['the earliest full entry', [{ version_added: '55' }, { version_added: '48', alternative_name: 'a.b' }], '48', 'a.b'],
  ])('%s', (_, support, expected, as) => {
    expect(firstFullSupport(dataWith(support), 'api.Thing', as)).toBe(expected);
  });

  it('names a path that is not in the data', () => {
    expect(() => firstFullSupport(dataWith({ version_added: '1' }), 'api.Thign')).toThrow(/api\.Thign is not in the compat data/);
  });
});

describe('deriveMinVersion', () => {
  it('is the newest of the needs; optional features set nothing', () => {
    const data = dataWith({ version_added: '101' }, { Other: { version_added: '140' }, Extra: { version_added: '150' } });
    const derived = deriveMinVersion(
      data,
      [
        { path: 'api.Thing', why: '' },
        { path: 'api.Other', why: '' },
      ],
      [{ path: 'api.Extra', without: '' }],
    );
    expect(derived.minVersion).toBe('140.0');
    expect(derived.optional[0]?.version).toBe('150');
  });

  it('refuses a need Firefox lacks, by name', () => {
    expect(() => deriveMinVersion(dataWith({ version_added: false }), [{ path: 'api.Thing', why: '' }], [])).toThrow(
      /does not fully support: api\.Thing/,
    );
  });
});

describe('the Firefox manifest', () => {
  it('sets strict_min_version to what the compat data says the extension needs (npm run firefox:min-version)', async () => {
    const manifestOf = config.manifest as (env: ConfigEnv) => UserManifest | Promise<UserManifest>;
    const manifest = await manifestOf({ browser: 'firefox', manifestVersion: 3, mode: 'production', command: 'build' });
    expect(manifest.browser_specific_settings?.gecko?.strict_min_version).toBe(deriveMinVersion(compatData).minVersion);
  });
});
