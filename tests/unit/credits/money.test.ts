// Money in words and in the badge's four characters.
import { describe, expect, it } from 'vitest';
import { balanceLeft, formatCompactMoney, formatMoney } from '@/utils/credits/money';
import { useLanguage } from '../support/i18n';

describe('formatMoney', () => {
  it.each<[number, string | undefined, string, string]>([
    [0.05, 'USD', 'en-US', '$0.05'],
    [24.43, 'EUR', 'en-US', '€24.43'],
    [24.43, 'EUR', 'de-DE', '24,43 €'],
    [1234.5, 'GBP', 'en-GB', '£1,234.50'],
    [1.23456789, undefined, 'en-US', '1.23'],
  ])('%d %s (%s) → %s', (amount, currency, locale, text) => {
    useLanguage(locale.slice(0, 2), locale);
    expect(formatMoney(amount, currency).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('balanceLeft', () => {
  it.each([
    [{ value: 3 }, '3 credits left'],
    [{ value: 1, unit: 'credits' as const }, '1 credit left'],
    [{ value: 1_234, unit: 'credits' as const }, '1,234 credits left'],
    [{ value: 0.05, unit: 'money' as const, currency: 'USD' }, '$0.05 left'],
    [{ value: 10.28, unit: 'money' as const }, 'Balance 10.28'],
  ])('%j → %s', (b, text) => {
    expect(balanceLeft(b)).toBe(text);
  });
});

describe('formatCompactMoney', () => {
  it.each<[number, string | undefined, string]>([
    [0, 'USD', '$.00'],
    [0.05, 'USD', '$.05'],
    [0.999, 'USD', '$.99'],
    [2.57, 'GBP', '£2.5'],
    [9.99, 'EUR', '€9.9'],
    [24.43, 'EUR', '€24'],
    [999.99, 'USD', '$999'],
    [1_234.5, 'USD', '$1.2k'],
    [12_345, 'EUR', '€12k'],
    [1_500_000, 'USD', '$1.5M'],
    [-3.1, 'USD', '-$3.1'],
    [12, 'CHF', '12'],
    [0.05, undefined, '.05'],
    [Number.NaN, 'USD', '?'],
  ])('%d %s → %s', (amount, currency, text) => {
    expect(formatCompactMoney(amount, currency)).toBe(text);
  });

  it('never rounds a balance up', () => {
    for (let cents = 0; cents < 200_000; cents += 7) {
      const amount = cents / 100;
      const figure = Number(formatCompactMoney(amount, undefined).replace(/k$/, 'e3'));
      expect(figure, String(amount)).toBeLessThanOrEqual(amount);
    }
  });
});
