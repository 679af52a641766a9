import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { countryOptions, filterCountries } from '@/components/countries';
import { buildCallingCodes } from '@/dev/bench/gen-phone-metadata';
import { callingCodeOf, countryCallingCodes, isCountry, readCountry } from '@/utils/phone/country';
import callingCodes from '@/utils/phone/data/country-calling-codes.json';

describe('the country table', () => {
  it('is in sync with the installed libphonenumber-js (else run dev/bench/gen-phone-metadata.ts)', () => {
    expect(callingCodes).toEqual(buildCallingCodes());
  });

  it('has every country of the library with its calling code', () => {
    const library = getCountries()
      .map((code) => [code, getCountryCallingCode(code)])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(countryCallingCodes()).toEqual(library);
  });

  it("gives one country's calling code as the library does, and none for what is not a country", () => {
    for (const code of getCountries()) expect(callingCodeOf(code)).toBe(getCountryCallingCode(code));
    expect(callingCodeOf('XX' as CountryCode)).toBeUndefined();
    expect(callingCodeOf('toString' as CountryCode)).toBeUndefined();
  });
});

describe('readCountry', () => {
  it.each([
    ['DE', 'DE'],
    ['US', 'US'],
    ['GB', 'GB'],
    ['AC', 'AC'],
  ])('keeps the country %s', (input, expected) => {
    expect(readCountry(input)).toBe(expected);
  });

  it.each([
    ['de'],
    ['XX'],
    ['UK'],
    [''],
    ['DEU'],
    [' DE'],
    ['toString'],
    ['__proto__'],
    ['constructor'],
    [49],
    [null],
    [undefined],
    [{}],
  ])('refuses %j', (input) => {
    expect(readCountry(input)).toBeUndefined();
    expect(isCountry(input)).toBe(false);
  });
});

describe('countryOptions', () => {
  it('offers every country once, each with its calling code', () => {
    const options = countryOptions();
    expect(options).toHaveLength(getCountries().length);
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    expect(options.find((o) => o.code === 'DE')?.callingCode).toBe('49');
  });

  it('finds a country by its calling code', () => {
    expect(filterCountries(countryOptions(), '+49').map((o) => o.code)).toContain('DE');
  });
});
