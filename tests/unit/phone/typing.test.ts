import { describe, expect, it } from 'vitest';
import { keepPicked, pickFor } from '@/entrypoints/popup/picked-country';
import { formatTyped } from '@/utils/phone/as-you-type';
import { likelyCountries } from '@/utils/phone/likely-countries';
import { normalizeNumber } from '@/utils/phone/normalize';
import { splitTyped, withWrittenExtension } from '@/utils/phone/typed-number';

describe('formatTyped: spacing only, the caret kept after its digit', () => {
  it.each([
    ['6502530000', 'US', '650 253 0000'],
    ['02079460018', 'GB', '020 7946 0018'],
    ['+442079460018', 'US', '+44 20 7946 0018'],
    ['+14155550132 ext. 204', 'US', '+1 415 555 0132 ext. 204'],
    ['123', 'US', '123'],
    ['650-253-0000', 'US', '650-253-0000'],
    ['(650) 2530000', 'US', '(650) 2530000'],
    ['1-800-FLOWERS', 'US', '1-800-FLOWERS'],
    ['650 ', 'US', '650 '],
    ['020 7946 0018', 'US', '020 7946 0018'],
  ] as const)('%s (%s) → %s', (text, country, want) => {
    expect(formatTyped({ text, caret: text.length }, country).text).toBe(want);
  });

  it('keeps the caret after the digit it followed when a space is added before it', () => {
    // "650253000|0" with the caret before the last digit.
    expect(formatTyped({ text: '6502530000', caret: 9 }, 'US')).toEqual({ text: '650 253 0000', caret: 11 });
    expect(formatTyped({ text: '6502530000', caret: 3 }, 'US')).toEqual({ text: '650 253 0000', caret: 3 });
  });

  it('moves a caret inside the extension with it', () => {
    const text = '+14155550132 ext. 2';
    expect(formatTyped({ text, caret: text.length - 1 }, 'US')).toEqual({ text: '+1 415 555 0132 ext. 2', caret: 21 });
  });
});

describe('splitTyped', () => {
  it.each([
    ['+1 415 555 0132 ext. 204', '+1 415 555 0132', '204'],
    ['(212) 555-0143 x123', '(212) 555-0143', '123'],
    ['030 901820, Durchwahl 114', '030 901820', '114'],
    ['514 555-0199 poste 2345', '514 555-0199', '2345'],
    ['+16465588656,,85012345678#', '+16465588656', ',,85012345678#'],
    ['+1-650-253-0000;ext=123', '+1-650-253-0000', '123'],
    ['+1 650 253 0000', '+1 650 253 0000', undefined],
    ['0800 123 4567 ~12', '0800 123 4567', '12'],
    ['+34 91 123 4567 extensión 5', '+34 91 123 4567', '5'],
  ])('%s → %s + %s', (text, number, extension) => {
    const parts = splitTyped(text);
    expect(parts.number).toBe(number);
    expect(parts.extension).toBe(extension);
  });
});

describe('withWrittenExtension: what a check of a number on a page asks for', () => {
  it.each([
    ['+16502530000', '+1 650 253 0000', '+16502530000'],
    ['+14155550132', '+1 415 555 0132 ext. 204', '+14155550132 ext. 204'],
    ['+14155550132', '(415)\n555-0132  x 204', '+14155550132 ext. 204'],
    ['+4930901820', '030 901820, Durchwahl 114', '+4930901820 ext. 114'],
    ['+16465588656', '+1 646-558-8656,,850#', '+16465588656,,850#'],
  ])('%s written %j → %j', (e164, written, input) => {
    expect(withWrittenExtension(e164, written)).toBe(input);
    // The background reads it back into the same number and extension.
    const n = normalizeNumber(input, 'US');
    expect(n?.e164).toBe(e164);
    expect(n?.extension).toBe(splitTyped(written.replace(/\s+/g, ' ')).extension);
  });
});

describe('normalizeNumber: vanity numbers and extensions', () => {
  it('reads a vanity number as its digits and keeps the input as written', () => {
    const n = normalizeNumber('1-800-FLOWERS', 'US');
    expect(n?.e164).toBe('+18003569377');
    expect(n?.input).toBe('1-800-FLOWERS');
    expect(n?.vanity).toBe(true);
  });

  it('keeps an extension apart from the number', () => {
    const n = normalizeNumber('+1 415 555 0132 ext. 204', 'US');
    expect(n?.e164).toBe('+14155550132');
    expect(n?.extension).toBe('204');
  });

  it('still refuses letters that are not a vanity number', () => {
    expect(normalizeNumber('call me maybe', 'US')).toBeUndefined();
    expect(normalizeNumber('415 CALL NOW', 'US')).toBeUndefined();
  });
});

describe('likelyCountries', () => {
  const ctx = { languages: ['en-US', 'en'], recent: [] };

  it('offers the country a national number is written for, first', () => {
    expect(likelyCountries('020 7946 0018', 'US', ctx)[0]).toMatchObject({ country: 'GB', e164: '+442079460018', valid: true });
    expect(likelyCountries('01 42 68 53 00', 'US', ctx)[0]).toMatchObject({ country: 'FR', e164: '+33142685300' });
  });

  it('puts the countries of recent checks and of the browser languages first', () => {
    expect(likelyCountries('0301234567', 'US', { languages: ['en-US'], recent: ['DE'] })[0]?.country).toBe('DE');
    expect(likelyCountries('0301234567', 'US', { languages: ['de-DE'], recent: [] })[0]?.country).toBe('DE');
  });

  it('offers nothing for an international number or for the chosen country itself', () => {
    expect(likelyCountries('+44 20 7946 0018', 'US', ctx)).toEqual([]);
    expect(likelyCountries('020 7946 0018', 'GB', ctx).map((c) => c.country)).not.toContain('GB');
  });
});

describe('a picked country holds for its number only', () => {
  const picked = pickFor('DE', '030 1234567');
  it.each([
    ['the same number', '030 1234567', 'DE'],
    ['typed on', '030 12345678', 'DE'],
    ['corrected', '030 123456', 'DE'],
    ['cleared', '', 'DE'],
    ['a typo fixed in place', '030 1234568', 'DE'],
    ['a new number', '650 253 0000', undefined],
  ])('%s', (_what, text, country) => {
    expect(keepPicked(picked, text)?.country).toBe(country);
  });

  it('picked before typing, it binds to the number typed next', () => {
    let p = keepPicked(pickFor('GB', ''), '020 7946');
    expect(p).toEqual({ country: 'GB', digits: '0207946' });
    p = p && keepPicked(p, '650');
    expect(p).toBeUndefined();
  });
});
