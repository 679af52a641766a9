// A block read with the countries the page and the block say, then the default: with the real
// detectors, so the numbers are those a page gets back.
import type { CountryCode } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { blockCountry, type CountryChoice, digitsLeft, findWithCountries } from '@/utils/phone/country-passes';
import { type PhoneDetector, sharedDetector } from '@/utils/phone/detect';

const US_PAGE_SAYS_NOTHING: CountryChoice = { fallback: 'US', byBlock: true };
const FR_PAGE: CountryChoice = { fallback: 'US', page: 'FR', byBlock: true };
const OFF: CountryChoice = { fallback: 'US', page: undefined, byBlock: false };

const found = (text: string, choice: CountryChoice, hrefs?: string[]) =>
  findWithCountries(text, hrefs, choice, sharedDetector).map((m) => [text.slice(m.start, m.end), m.number]);

describe('findWithCountries', () => {
  it.each<[string, string, CountryChoice, string[] | undefined, string[][]]>([
    ['the page says France', 'Camille Martin 01 42 68 53 00', FR_PAGE, undefined, [['01 42 68 53 00', '+33142685300']]],
    ['the page says nothing', 'Camille Martin 01 42 68 53 00', US_PAGE_SAYS_NOTHING, undefined, []],
    ['the setting off', 'Camille Martin 01 42 68 53 00', { ...OFF, page: 'FR' }, undefined, [['01 42 68 53 00', '+33142685300']]],
    [
      'the default fills what the page’s country leaves',
      'Tél. 01 42 68 53 00 et (415) 555-0132',
      FR_PAGE,
      undefined,
      [
        ['01 42 68 53 00', '+33142685300'],
        ['(415) 555-0132', '+14155550132'],
      ],
    ],
    [
      'an international number of the block says its country',
      'Support line: +44 161 496 0000. Dispatch on 0800 123 4567.',
      US_PAGE_SAYS_NOTHING,
      undefined,
      [
        ['+44 161 496 0000', '+441614960000'],
        ['0800 123 4567', '+448001234567'],
      ],
    ],
    [
      'a country-coded tel: link says it',
      'Appelez le 01 42 68 53 00',
      US_PAGE_SAYS_NOTHING,
      ['tel:+33142685300'],
      [['01 42 68 53 00', '+33142685300']],
    ],
    [
      'a tel: link dialled from abroad says it',
      'Bel 020 624 1111',
      US_PAGE_SAYS_NOTHING,
      ['tel:0031206241111'],
      [['020 624 1111', '+31206241111']],
    ],
    ['a national tel: link says nothing', 'Appelez le 01 42 68 53 00', US_PAGE_SAYS_NOTHING, ['tel:0142685300'], []],
    [
      'blocks of several countries say nothing',
      'UK +44 20 7946 0018 · FR +33 1 42 68 53 01 · ref. 01 42 68 53 00',
      US_PAGE_SAYS_NOTHING,
      undefined,
      [
        ['+44 20 7946 0018', '+442079460018'],
        ['+33 1 42 68 53 01', '+33142685301'],
      ],
    ],
    [
      'a US number beside a foreign one stays American (the first reading wins)',
      'London +44 20 7946 0018 · New York (212) 555-0143',
      US_PAGE_SAYS_NOTHING,
      undefined,
      [
        ['+44 20 7946 0018', '+442079460018'],
        ['(212) 555-0143', '+12125550143'],
      ],
    ],
    [
      'a gap is filled only by a confident reading (an id the page’s country left stays unmarked)',
      'SIRET 123 456 789 00012 · TVA FR 12 345678901 · Tél. 01 42 68 53 00',
      FR_PAGE,
      undefined,
      [['01 42 68 53 00', '+33142685300']],
    ],
  ])('%s', (_name, text, choice, hrefs, want) => {
    expect(found(text, choice, hrefs)).toEqual(want);
  });

  it('a block whose digits were all read is read once', () => {
    const calls: (CountryCode | undefined)[] = [];
    const counting = (c: CountryCode | undefined): PhoneDetector => {
      calls.push(c);
      return sharedDetector(c);
    };
    findWithCountries('Call +44 20 7946 0018 or +1 415 555 0132', undefined, FR_PAGE, counting);
    expect(calls).toEqual(['FR']);
    calls.length = 0;
    findWithCountries('Tél. 01 42 68 53 00 et (415) 555-0132', undefined, FR_PAGE, counting);
    expect(calls).toEqual(['FR', 'US']);
  });

  // Digits no country reads (a date, an amount, an id) are not digits left for another country;
  // digits another country may read are, with a date beside them or not.
  it.each<[string, string, (CountryCode | undefined)[], string[]]>([
    ['a date beside a read number', 'Call +44 20 7946 0018 after 2024-03-15.', ['US'], ['+442079460018']],
    ['an amount and an order id', 'Call +44 20 7946 0018: $1,250,000.00, order 2023-000123.', ['US'], ['+442079460018']],
    [
      'a national number of the block’s country beside a date',
      'UK +44 20 7946 0018 or 020 7946 0019 from 2024-03-15',
      ['US', 'GB'],
      ['+442079460018', '+442079460019'],
    ],
  ])('%s: read with %j', (_name, text, readings, numbers) => {
    const calls: (CountryCode | undefined)[] = [];
    const counting = (c: CountryCode | undefined): PhoneDetector => {
      calls.push(c);
      return sharedDetector(c);
    };
    expect(findWithCountries(text, undefined, US_PAGE_SAYS_NOTHING, counting).map((m) => m.number)).toEqual(numbers);
    expect(calls).toEqual(readings);
  });
});

describe('blockCountry and digitsLeft', () => {
  it('agree on one country or say none', () => {
    const text = 'Paris +33 1 42 68 53 01';
    const matches = sharedDetector('US').find(text);
    expect(blockCountry(text, matches, undefined)).toBe('FR');
    expect(blockCountry(text, matches, ['tel:+442079460018'])).toBeUndefined();
    expect(blockCountry('no numbers', [], ['tel:%2B33142685300'])).toBe('FR');
  });

  it('sees digits no match covers', () => {
    const text = 'Tél. 01 42 68 53 00 et (415) 555-0132';
    const fr = sharedDetector('FR').find(text);
    expect(digitsLeft(text, fr)).toBe(true);
    expect(digitsLeft(text, [...fr, { start: 23, end: 37, number: '+14155550132' }])).toBe(false);
    expect(digitsLeft('year 2024 and 12 people', [])).toBe(false);
  });
});

describe('findWithCountries: the country the page’s words voted for', () => {
  const GB_VOTED: CountryChoice = { fallback: 'US', byBlock: true, voted: 'GB' };
  const DE_USER_GB_VOTED: CountryChoice = { fallback: 'DE', byBlock: true, voted: 'GB' };
  it.each<[string, string, CountryChoice, string[][]]>([
    ['a UK national number', 'Head office 020 7946 0018', GB_VOTED, [['020 7946 0018', '+442079460018']]],
    ['without the vote, nothing', 'Head office 020 7946 0018', US_PAGE_SAYS_NOTHING, []],
    [
      'a number of the default country stays the default’s',
      'US office (415) 555-0132, London 020 7946 0018',
      GB_VOTED,
      [
        ['(415) 555-0132', '+14155550132'],
        ['020 7946 0018', '+442079460018'],
      ],
    ],
    // "020 7946 0018" is a possible number in Germany too: the page's words say it is British.
    [
      'a number possible in the default country too is the page’s',
      'Tel 020 7946 0018',
      DE_USER_GB_VOTED,
      [['020 7946 0018', '+442079460018']],
    ],
    // Valid only: "0300 000 0000" is no valid UK number; the US reading does not take it either.
    ['not valid in the voted country: left as today', 'Ref 0300 000 0000', GB_VOTED, []],
    ['an order number stays unmarked', 'Order no. 0207946001812', GB_VOTED, []],
    [
      'a declared country comes first: the vote is not used',
      'Tél. 01 42 68 53 00',
      { ...FR_PAGE, voted: 'GB' },
      [['01 42 68 53 00', '+33142685300']],
    ],
  ])('%s', (_, text, choice, want) => {
    expect(found(text, choice)).toEqual(want);
  });
});
