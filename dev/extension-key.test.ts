// The id administrators are told to name is the one the manifest's key gives.
import { describe, expect, it } from 'vitest';
import { chromiumIdOf, UNPACKED_CHROMIUM_ID, UNPACKED_PUBLIC_KEY } from './extension-key';

describe('the fixed Chromium id', () => {
  it('is the one the public key in the manifest gives', () => {
    expect(chromiumIdOf(UNPACKED_PUBLIC_KEY)).toBe(UNPACKED_CHROMIUM_ID);
  });
});
