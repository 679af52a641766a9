// Only a first install opens the welcome page; updates and browser updates do not, nor an install
// whose organisation turned the welcome page off by policy.
import { describe, expect, it } from 'vitest';
import { opensWelcome } from '@/entrypoints/background/startup';

describe('opensWelcome', () => {
  it.each([
    ['install', true],
    ['update', false],
    ['chrome_update', false],
    ['browser_update', false],
    ['shared_module_update', false],
  ])('%s → %s', (reason, opens) => {
    expect(opensWelcome(reason, { showWelcome: true })).toBe(opens);
  });

  it('an install with the welcome page turned off opens nothing', () => {
    expect(opensWelcome('install', { showWelcome: false })).toBe(false);
  });
});
