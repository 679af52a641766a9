// Words, counts and figures come out in the browser's language, through the same messages the
// build writes for it.
import { describe, expect, it } from 'vitest';
import { countryName, formatAgo, formatDate, formatMoney, formatNumber } from '@/utils/i18n/format';
import { uiLocale } from '@/utils/i18n/locale';
import { t, tn } from '@/utils/i18n/t';
import { useLanguage } from '../support/i18n';

describe('t', () => {
  it.each([
    ['en', 'Check this number'],
    ['de', 'Diese Nummer prüfen'],
    ['fr', 'Vérifier ce numéro'],
    ['es', 'Comprobar este número'],
  ])('gives the words of %s', (language, words) => {
    useLanguage(language);
    expect(t('menu_checkNumber')).toBe(words);
  });

  it('falls back to English for a language without a catalogue, figures included', () => {
    useLanguage('it', 'it-IT');
    expect(t('menu_checkNumber')).toBe('Check this number');
    expect(uiLocale()).toBe('en');
  });
});

describe('uiLocale', () => {
  it.each([
    ['de', 'de-CH', 'de-CH'],
    ['de', 'de', 'de'],
    ['fr', 'fr_CA', 'fr-CA'],
    ['en', 'en-GB', 'en-GB'],
  ])('%s words in a %s browser format as %s', (language, ui, expected) => {
    useLanguage(language, ui);
    expect(uiLocale()).toBe(expected);
  });
});

describe('formatters', () => {
  it.each([
    ['en', '1,234,567', '$1,234.50', 'Germany'],
    ['de', '1.234.567', '1.234,50 $', 'Deutschland'],
    ['fr', '1 234 567', '1 234,50 $US', 'Allemagne'],
    ['es', '1.234.567', '1234,50 US$', 'Alemania'],
  ])('%s: numbers, money and country names', (language, number, money, germany) => {
    useLanguage(language);
    // French groups with a narrow no-break space.
    expect(formatNumber(1234567).replace(/\u202f|\u00a0/g, ' ')).toBe(number);
    expect(formatMoney(1234.5, 'USD').replace(/\u202f|\u00a0/g, ' ')).toBe(money);
    expect(countryName('DE')).toBe(germany);
  });

  it('names no country for a code Intl does not know', () => {
    expect(countryName('XY')).toBeUndefined();
  });

  it('writes an amount of unknown currency with two decimals', () => {
    useLanguage('de');
    expect(formatMoney(1.2)).toBe('1,20');
  });

  const now = Date.UTC(2026, 0, 15, 12, 0, 0);
  it.each([
    ['en', 10_000, 'just now'],
    ['en', 3 * 60_000, '3 min. ago'],
    ['en', 26 * 3_600_000, 'yesterday'],
    ['de', 3 * 60_000, 'vor 3 Min.'],
    ['de', 3 * 86_400_000, 'vor 3 Tagen'],
    ['fr', 10_000, 'à l’instant'],
    ['fr', 2 * 3_600_000, 'il y a 2 h'],
    ['es', 26 * 3_600_000, 'ayer'],
  ])('%s: a moment %d ms ago is "%s"', (language, ago, words) => {
    useLanguage(language);
    expect(formatAgo(now - ago, now).replace(/\u00a0/g, ' ')).toBe(words);
  });

  it('gives the date beyond a week', () => {
    useLanguage('de');
    expect(formatAgo(now - 30 * 86_400_000, now)).toBe(formatDate(now - 30 * 86_400_000));
    expect(formatDate(now)).toBe('15.01.2026');
  });
});

describe('tn', () => {
  it.each([
    ['en', 0, '0 credits'],
    ['en', 1, '1 credit'],
    ['en', 1234, '1,234 credits'],
    ['de', 1, '1 Credit'],
    ['de', 2, '2 Credits'],
    ['fr', 0, '0 crédit'],
    ['fr', 1, '1 crédit'],
    ['fr', 2, '2 crédits'],
    ['fr', 1_000_000, '1 000 000 de crédits'],
    ['es', 1, '1 crédito'],
    ['es', 1_000_000, '1.000.000 de créditos'],
  ])('%s: %d is "%s"', (language, count, words) => {
    useLanguage(language);
    expect(tn('credits_count', count).replace(/\u202f/g, ' ')).toBe(words);
  });
});
