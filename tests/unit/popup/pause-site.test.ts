// The popup's "Pause on {site}": what it offers for a page's host, paused or not, locked or full.
import { describe, expect, it } from 'vitest';
import { pauseOffer } from '@/entrypoints/popup/pause-site';
import { DEFAULT_SETTINGS, LIMITS, type Settings } from '@/utils/storage/settings';

const with_ = (s: Partial<Settings>): Settings => ({ ...structuredClone(DEFAULT_SETTINGS), ...s });

describe('pauseOffer', () => {
  it.each([
    ['a page without a host (file:, about:)', with_({}), false, '', { show: false }],
    ['a host that is not one', with_({}), false, 'a b', { show: false }],
    ['highlighting off everywhere', with_({ highlightEnabled: false }), false, 'shop.test', { show: false }],
    [
      'a site not paused: pause adds it, sorted',
      with_({ disabledSites: ['zed.test'] }),
      false,
      'Shop.test',
      { show: true, site: 'shop.test', paused: false, locked: false, disabled: false, next: ['shop.test', 'zed.test'] },
    ],
    [
      'a paused site: resume takes it away',
      with_({ disabledSites: ['shop.test', 'zed.test'] }),
      false,
      'shop.test',
      { show: true, site: 'shop.test', paused: true, locked: false, disabled: false, next: ['zed.test'] },
    ],
    [
      'the list locked by policy: disabled, says why',
      with_({ disabledSites: [] }),
      true,
      'shop.test',
      { show: true, site: 'shop.test', paused: false, locked: true, disabled: true, next: ['shop.test'] },
    ],
  ] as const)('%s', (_name, settings, locked, host, expected) => {
    expect(pauseOffer(settings, locked, host)).toEqual(expected);
  });

  it('a full list cannot take one more, but a paused site can still be resumed', () => {
    const sites = Array.from({ length: LIMITS.disabledSites }, (_, i) => `s${i}.test`);
    expect(pauseOffer(with_({ disabledSites: sites }), false, 'new.test')).toMatchObject({ disabled: true });
    expect(pauseOffer(with_({ disabledSites: sites }), false, 's1.test')).toMatchObject({ disabled: false, paused: true });
  });
});
