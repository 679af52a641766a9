// The country a page's own words point at: only a clear winner, every clue checked.
import { describe, expect, it } from 'vitest';
import { countryCallingCodes } from '@/utils/phone/country';
import { validIn } from '@/utils/phone/country-passes';
import type { PageClues } from '@/utils/phone/page-clues';
import { cachedVote, countryOfName, makeVoteEnv, voteCountry } from '@/utils/phone/page-country-vote';
import { countryOfNumber } from '@/utils/phone/read-digits';

const COUNTRIES = countryCallingCodes().map(([c]) => c);
const env = makeVoteEnv(COUNTRIES, (e164) => {
  const c = countryOfNumber(e164);
  return c && validIn(e164, c) ? c : undefined;
});
const clues = (c: Partial<PageClues>): PageClues => ({ numbers: [], domains: [], names: [], postcodes: [], ...c });

describe('voteCountry', () => {
  it.each<[string, Partial<PageClues>, string | undefined]>([
    [
      'UK: a +44 number, a .co.uk address, "United Kingdom"',
      { numbers: ['+442079460018'], domains: ['GB'], names: ['United Kingdom'] },
      'GB',
    ],
    ['France, named in French, with a .fr link', { names: ['France'], domains: ['FR', 'FR'] }, 'FR'],
    ['Germany, named in German', { names: ['Deutschland'], numbers: ['+493012345678'] }, 'DE'],
    ['two Dutch numbers', { numbers: ['+31201234567', '+31101234567'] }, 'NL'],
    ['Canada: postcodes and a name', { postcodes: ['CA', 'CA'], names: ['Canada'] }, 'CA'],
    ['Australia: a .au address and a +61 number', { domains: ['AU'], numbers: ['+61293744000'] }, 'AU'],
    // No clear winner: the default is used.
    ['nothing', {}, undefined],
    ['one number alone', { numbers: ['+442079460018'] }, undefined],
    ['one domain alone', { domains: ['DE'] }, undefined],
    ['a page of two countries', { numbers: ['+442079460018', '+33142685300'], names: ['United Kingdom', 'France'] }, undefined],
    ['a winner not twice the next', { numbers: ['+442079460018', '+33142685300'], domains: ['GB'] }, undefined],
    // Checked, not trusted: an invalid number, a made-up code, an unknown name count for nothing.
    ['an invalid number', { numbers: ['+440000000000'], domains: ['GB'] }, undefined],
    ['codes that are no country', { domains: ['XX', 'XX', 'XX'], postcodes: ['ZZ', 'ZZ'] }, undefined],
    ['words that are no country', { names: ['Contact us', 'Privacy', 'Home'] }, undefined],
  ])('%s → %s', (_, c, want) => {
    expect(voteCountry(clues(c), env)).toBe(want);
  });

  it('remembers the last pages’ answers', () => {
    const vote = cachedVote(env);
    const c = clues({ numbers: ['+442079460018'], names: ['UK'] });
    expect(vote(c)).toBe('GB');
    expect(vote({ ...c })).toBe('GB');
  });
});

describe('countryOfName: the browser’s names of countries, in several languages', () => {
  it.each<[string, string | undefined]>([
    ['United Kingdom', 'GB'],
    ['Royaume-Uni', 'GB'],
    ['UK', 'GB'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Nederland', 'NL'],
    ['The Netherlands', 'NL'],
    ['Australia', 'AU'],
    ['CANADA', 'CA'],
    ['España', 'ES'],
    ['Espana', 'ES'],
    ['DE', undefined],
    ['Contact', undefined],
  ])('%s → %s', (name, want) => {
    expect(countryOfName(name, COUNTRIES)).toBe(want);
  });
});
