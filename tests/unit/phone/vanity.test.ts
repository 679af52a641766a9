import { describe, expect, it } from 'vitest';
import { keypadDigit, readVanity } from '@/utils/phone/vanity';

describe('keypadDigit', () => {
  it.each([
    ['A', '2'],
    ['c', '2'],
    ['P', '7'],
    ['S', '7'],
    ['T', '8'],
    ['W', '9'],
    ['Z', '9'],
    ['5', '5'],
  ])('%s dials %s', (letter, digit) => {
    expect(keypadDigit(letter)).toBe(digit);
  });
});

describe('readVanity', () => {
  it.each([
    ['1-800-FLOWERS', '8003569377', true],
    ['+1-800-FLOWERS', '8003569377', true],
    ['1 800 FLOWERS', '8003569377', true],
    ['1-877-GO-FEDEX', '8774633339', true],
    ['1-800-CONTACTS', '8002668228', true],
    ['800-GOT-JUNK', '8004685865', false],
    ['(800) 555-HELP', '8005554357', false],
    ['1 (888) NEW-CARS', '8886392277', true],
    ['1-866-4-MY-HOME', '8664694663', true],
    ['1-800-Contacts', '8002668228', true],
    ['1.800.FLOWERS', '8003569377', true],
  ] as const)('%s dials %s', (text, digits, withCountryCode) => {
    expect(readVanity(text, 0)).toEqual({ end: text.length, digits, withCountryCode });
  });

  it('ends at the last letter of the word that completes the number', () => {
    const text = 'Call 1-800-FLOWERS, today.';
    expect(readVanity(text, 5)?.end).toBe(text.indexOf(','));
  });

  it.each([
    ['a word that is not a vanity number', '24-HOUR SERVICE'],
    ['an area code starting with 1', '1-100-FLOWERS'],
    ['too few characters', '1-800-LB'],
    ['too few letters (a plain number with a typo)', '1-800-555-01O0'],
    ['more of a code after the word', '1-800-ABC-DEFG-HIJK'],
    ['too many extra letters', '1-800-FLOWERSHOPS'],
    ['a domain', '1-800-Flowers.com'],
    ['a Capitalised word without the 1 in front', '800-Flowers'],
    ['a space after a bare area code', '800 BESTSELLERS'],
    ['mixed case', '1-800-FlOWERS'],
    ['digits glued after', '1-800-FLOWERS4U'],
  ])('refuses %s: %s', (_why, text) => {
    expect(readVanity(text, 0)).toBeUndefined();
  });
});
