// Only a first install opens the welcome page; updates and browser updates do not.
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
    expect(opensWelcome(reason)).toBe(opens);
  });
});
