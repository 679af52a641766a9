// One canonical number before anything is sent, the form it travels in, and the country used
// for numbers written without a country code.
import type { CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it, vi } from 'vitest';
import { countryFromLocale, effectiveCountry } from '@/utils/phone/locale-country';
import { type NormalizedNumber, normalizeNumber } from '@/utils/phone/normalize';
import { numberForService } from '@/utils/phone/typed-number';

describe('normalizeNumber: numbers', () => {
  it.each<[string, CountryCode | undefined, Partial<NormalizedNumber>]>([
    [
      '+49 151 23456789',
      undefined,
      { e164: '+4915123456789', country: 'DE', valid: true, possible: true, national: '01512 3456789' },
    ],
    ['0151 23456789', 'DE', { e164: '+4915123456789', country: 'DE', valid: true }],
    ['(650) 253-0000', 'US', { e164: '+16502530000', international: '+1 650 253 0000', valid: true }],
    ['+1 650-253-0000 ext. 12', undefined, { e164: '+16502530000', international: '+1 650 253 0000', extension: '12' }],
    ['+1 650 253 0000 x12', undefined, { e164: '+16502530000', extension: '12' }],
    ['1-800-FLOWERS', 'US', { e164: '+18003569377', input: '1-800-FLOWERS', vanity: true }],
    ['020 7183 8750', 'GB', { e164: '+442071838750', country: 'GB', national: '020 7183 8750' }],
    ['+44 20 7183 8750', 'DE', { e164: '+442071838750', country: 'GB' }],
    ['  +33   6 12 34 56 78  ', undefined, { e164: '+33612345678', input: '+33 6 12 34 56 78' }],
    ['+49-30-1234567', undefined, { e164: '+49301234567', valid: true }],
    ['00 49 30 1234567', 'DE', { e164: '+49301234567' }],
    ['+1 (555) 010-0000', undefined, { e164: '+15550100000', possible: true, valid: false }],
    ['+49 12', undefined, { e164: '+4912', possible: false, valid: false }],
    ['123', 'DE', { e164: '+49123', possible: false, valid: false }],
  ])('%j (%s)', (input, country, expected) => {
    expect(normalizeNumber(input, country)).toMatchObject(expected);
  });

  it.each<[string, string, CountryCode | undefined]>([
    ['empty', '', undefined],
    ['blank', '   ', undefined],
    ['a national number without a country', '0151 23456789', undefined],
    ['letters that are not a vanity number', '1-800-FLOWERSHOPS', 'US'],
    ['a word', 'call me', 'US'],
    ['a tel: link is not typed text', 'tel:+16502530000', undefined],
    ['too few digits', '12', 'US'],
    ['too many digits', '+1 650 253 0000 0000 0000', undefined],
    ['an unknown calling code', '+999 123456', undefined],
    ['over 64 characters', `+49 ${'1 '.repeat(40)}`, undefined],
  ])('%s → undefined', (_name, input, country) => {
    expect(normalizeNumber(input, country)).toBeUndefined();
  });

  it('a date parses as digits, but neither as a possible nor as a valid number (so it is stopped before sending)', () => {
    expect(normalizeNumber('2025-06-01', 'US')).toMatchObject({ e164: '+120250601', possible: false, valid: false });
  });
});

describe('numberForService', () => {
  const n = normalizeNumber('+49 (0)151 2345-6789', 'DE') ?? normalizeNumber('+49 151 23456789');
  it.each([
    ['e164', '+4915123456789'],
    ['digits', '4915123456789'],
  ] as const)('%s → %s', (format, sent) => {
    expect(n && numberForService(n, format)).toBe(sent);
  });

  it('as-typed sends the trimmed input', () => {
    const typed = normalizeNumber('  0151 2345 6789 ', 'DE');
    expect(typed && numberForService(typed, 'as-typed')).toBe('0151 2345 6789');
  });
});

describe('countryFromLocale', () => {
  it.each([
    ['en-GB', 'GB'],
    ['de-DE', 'DE'],
    ['de_at', 'AT'],
    ['fr-ca', 'CA'],
    ['en', undefined],
    ['zh-Hant-TW', 'TW'],
    ['sr-Latn-RS', 'RS'],
    ['en-US-u-ca-gregory', 'US'],
    ['en-u-ca-gregory', undefined],
    ['not a locale!', undefined],
    ['es-419', undefined],
    ['en-XX', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (locale, country) => {
    expect(countryFromLocale(locale)).toBe(country);
  });
});

describe('effectiveCountry', () => {
  it.each<[CountryCode | '', string, CountryCode | undefined]>([
    ['DE', 'en-US', 'DE'],
    ['', 'en-US', 'US'],
    ['', 'en', undefined],
    ['', '', undefined],
    ['FR', '', 'FR'],
  ])('setting %j, locale %j → %j', (setting, locale, country) => {
    expect(effectiveCountry({ defaultCountry: setting }, locale)).toBe(country);
  });

  it.each<[CountryCode | '', string | undefined, CountryCode | undefined]>([
    ['', 'pl-PL', 'PL'],
    ['', undefined, undefined],
    ['FR', 'pl-PL', 'FR'],
  ])('setting %j, the browser’s locale %j → %j', (setting, language, country) => {
    vi.stubGlobal('navigator', language === undefined ? undefined : { language });
    try {
      expect(effectiveCountry({ defaultCountry: setting })).toBe(country);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
