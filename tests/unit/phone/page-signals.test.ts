// @vitest-environment happy-dom
// What a page says of its country: the region of its language, its Content-Language, its country domain.
import { describe, expect, it } from 'vitest';
import {
  countryOfHost,
  documentSignals,
  pageCountryOf,
  regionOfContentLanguage,
  regionOfLanguageTag,
} from '@/utils/phone/page-signals';

describe('regionOfLanguageTag', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['fr-FR', 'FR'],
    ['en-gb', 'GB'],
    ['en_GB', 'GB'],
    ['zh-Hant-TW', 'TW'],
    ['fr', undefined],
    ['es-419', undefined],
    ['en-x-gb', undefined],
    ['de-u-co-phonebk', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s', (tag, region) => {
    expect(regionOfLanguageTag(tag)).toBe(region);
  });
});

describe('regionOfContentLanguage', () => {
  it.each<[string, string | undefined]>([
    ['de-DE', 'DE'],
    ['en, nl-NL', 'NL'],
    ['en, fr', undefined],
  ])('%j → %s', (value, region) => {
    expect(regionOfContentLanguage(value)).toBe(region);
  });
});

describe('countryOfHost', () => {
  it.each<[string, string | undefined]>([
    ['shop.example.fr', 'FR'],
    ['www.bbc.co.uk', 'GB'],
    ['example.de.', 'DE'],
    ['example.com', undefined],
    ['startup.io', undefined],
    ['video.tv', undefined],
    ['europa.eu', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
    ['localhost', undefined],
  ])('%s → %s', (host, country) => {
    expect(countryOfHost(host)).toBe(country);
  });
});

describe('pageCountryOf: the most explicit statement first', () => {
  it.each<[Parameters<typeof pageCountryOf>[0], string | undefined]>([
    [{ lang: 'en-GB', contentLanguage: 'fr-FR', host: 'example.de' }, 'GB'],
    [{ lang: 'en', contentLanguage: 'fr-FR', host: 'example.de' }, 'FR'],
    [{ lang: 'en', contentLanguage: 'fr', host: 'example.de' }, 'DE'],
    [{ lang: 'en', host: 'example.com' }, undefined],
    [{}, undefined],
  ])('%j → %s', (signals, country) => {
    expect(pageCountryOf(signals)).toBe(country);
  });

  it('reads a document’s lang and Content-Language (any case of http-equiv)', () => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = '<meta http-equiv="Content-Language" content="nl-NL">';
    const signals = documentSignals(document);
    expect(signals).toMatchObject({ lang: 'en', contentLanguage: 'nl-NL' });
    expect(pageCountryOf(signals)).toBe('NL');
  });
});
