// A selection on a page that declares no country: read with the country its words voted for only
// where that reads a valid number, else as before.
import type { CountryCode } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { pickWithVote } from '@/utils/phone/pick-number';

describe('pickWithVote', () => {
  it.each<[string, CountryCode | undefined, CountryCode | undefined, string | undefined]>([
    ['0161 496 0000', 'US', 'GB', '+441614960000'],
    ['0161 496 0000', 'US', undefined, undefined],
    ['(415) 555-0132', 'US', 'GB', '+14155550132'],
    ['+33 1 42 68 53 00', 'US', 'GB', '+33142685300'],
    // Not valid in the United Kingdom: read as before.
    ['0300 000 0000', 'US', 'GB', undefined],
  ])('%s (default %s, voted %s) → %s', (text, country, voted, want) => {
    const picked = pickWithVote(text, country, voted);
    expect(picked.ok ? picked.number : undefined).toBe(want);
  });
});
