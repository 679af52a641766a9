// The browser's messages, asked once each: a long list asks the same few words for every row.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getMessage } from '@/utils/i18n/browser-messages';
import { useLanguage } from '../support/i18n';

describe('getMessage', () => {
  afterEach(() => useLanguage('en'));

  it('asks the browser once for a message without substitutions, every time for one with them', () => {
    const asked: string[] = [];
    fakeBrowser.i18n.getMessage = (name: string, subs?: string | (string | number)[]) => {
      asked.push(name);
      return subs === undefined ? `<${name}>` : `<${name} ${String(subs)}>`;
    };
    expect([getMessage('a'), getMessage('a'), getMessage('b'), getMessage('a')]).toEqual(['<a>', '<a>', '<b>', '<a>']);
    expect(getMessage('c', ['1'])).toBe('<c 1>');
    expect(getMessage('c', ['2'])).toBe('<c 2>');
    expect(asked).toEqual(['a', 'b', 'c', 'c']);
  });

  it('asks again once the browser it asks is another (the tests change languages)', () => {
    useLanguage('en');
    expect(getMessage('menu_checkNumber')).toBe('Check this number');
    useLanguage('de');
    expect(getMessage('menu_checkNumber')).toBe('Diese Nummer prüfen');
  });
});
