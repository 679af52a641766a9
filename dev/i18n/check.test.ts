// The translation check, part of `npm test` (vitest runs dev/**/*.test.ts): no words for people
// written into code, every key in every language, the same placeholders everywhere, every plural
// form each language needs, and messages the browser can read.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, DEFAULT_LANGUAGE } from '@/utils/i18n/catalogue/index';
import { type Catalogue, formsOf, placeholdersOf } from '@/utils/i18n/entry';
import { messagesJson, substitutionOrder } from '@/utils/i18n/messages-json';
import { scanProject } from './scan';

const english = CATALOGUES[DEFAULT_LANGUAGE] as Catalogue;
const others = Object.entries(CATALOGUES).filter(([language]) => language !== DEFAULT_LANGUAGE);

describe('words for people', () => {
  it('are all in the catalogue (npm run i18n:literals lists the ones that are not)', () => {
    expect(scanProject(process.cwd()).join('\n')).toBe('');
  });
});

describe('keys', () => {
  it('are message names the browser accepts, none twice in another case', () => {
    const names = Object.keys(messagesJson(english, english));
    expect(names.filter((k) => !/^[A-Za-z0-9_]+$/.test(k))).toEqual([]);
    const lower = names.map((k) => k.toLowerCase());
    expect(lower.filter((k, i) => lower.indexOf(k) !== i)).toEqual([]);
  });

  it.each(others)('%s has every English key, in the same shape, and no other', (_language, catalogue) => {
    const shape = (c: Catalogue) => Object.entries(c).map(([k, v]) => `${k}:${typeof v === 'string' ? 'words' : 'plural'}`);
    expect(shape(catalogue).sort()).toEqual(shape(english).sort());
  });

  it.each(Object.entries(CATALOGUES))('%s has no empty words', (_language, catalogue) => {
    expect(
      Object.entries(catalogue)
        .filter(([, e]) => formsOf(e).some((w) => w.trim() === ''))
        .map(([k]) => k),
    ).toEqual([]);
  });
});

describe('placeholders', () => {
  it.each(others)('%s uses the same placeholders as English in every key', (_language, catalogue) => {
    const differing: string[] = [];
    for (const [key, entry] of Object.entries(english)) {
      const theirs = catalogue[key];
      if (theirs === undefined) continue;
      const expected = substitutionOrder(entry).filter((p) => p !== 'count');
      for (const words of formsOf(theirs)) {
        const used = placeholdersOf(words).filter((p) => p !== 'count');
        if (used.sort().join() !== expected.join())
          differing.push(`${key}: "${words}" has {${used.join('}, {')}}, English {${expected.join('}, {')}}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it.each(Object.entries(CATALOGUES))('%s keys hold at most 9 (the browser’s limit)', (_language, catalogue) => {
    expect(Object.entries(catalogue).filter(([, e]) => substitutionOrder(e).length > 9)).toEqual([]);
  });
});

describe('plurals', () => {
  it.each(Object.entries(CATALOGUES))('%s gives every plural form its language has', (language, catalogue) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(catalogue)) {
      if (typeof entry === 'string') continue;
      for (const category of categories) if (entry[category] === undefined) missing.push(`${key}.${category}`);
    }
    expect(missing).toEqual([]);
  });
});
