// The translation check, part of `npm test` (vitest runs dev/**/*.test.ts): no words for people
// written into code, every key in every language, the same placeholders everywhere, every plural
// form each language needs, and messages the browser can read. The checks themselves are tried
// on broken catalogues below, so each can fail.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, DEFAULT_LANGUAGE } from '@/utils/i18n/catalogue/index';
import type { Catalogue } from '@/utils/i18n/entry';
import { emptyWords, keyProblems, messageNameProblems, placeholderProblems, pluralProblems } from './catalogue-check';
import { scanProject } from './scan';

const english = CATALOGUES[DEFAULT_LANGUAGE] as Catalogue;
const others = Object.entries(CATALOGUES).filter(([language]) => language !== DEFAULT_LANGUAGE);
const all = Object.entries(CATALOGUES);

describe('the catalogues and the code', () => {
  it('no words for people are written into code (npm run i18n:literals lists them as file:line)', () => {
    expect(scanProject(process.cwd()).join('\n')).toBe('');
  });
  it('the English message names are ones the browser accepts', () => {
    expect(messageNameProblems(english)).toEqual([]);
  });
  it.each(others)('%s has every English key, in the same shape, and no other', (_language, catalogue) => {
    expect(keyProblems(english, catalogue)).toEqual([]);
  });
  it.each(others)('%s uses the same placeholders as English in every key', (_language, catalogue) => {
    expect(placeholderProblems(english, catalogue)).toEqual([]);
  });
  it.each(all)('%s gives every plural form its language has', (language, catalogue) => {
    expect(pluralProblems(language, catalogue)).toEqual([]);
  });
  it.each(all)('%s has no empty words', (_language, catalogue) => {
    expect(emptyWords(catalogue)).toEqual([]);
  });
});

describe('the checks find what is wrong', () => {
  const en: Catalogue = { a_one: 'Hello {name}', b_two: 'Bye', c_count: { one: '{count} file', other: '{count} files' } };

  it('a key missing, one extra, one of another shape', () => {
    const de: Catalogue = { a_one: 'Hallo {name}', b_extra: 'x', c_count: 'Dateien' };
    expect(keyProblems(en, de)).toEqual(['- b_two:words', '- c_count:plural', '+ b_extra:words', '+ c_count:words']);
  });
  it('a placeholder renamed, dropped or added', () => {
    const de: Catalogue = { a_one: 'Hallo {nom}', b_two: 'Tschüss {name}', c_count: { one: '{count} Datei', other: 'Dateien' } };
    expect(placeholderProblems(en, de)).toEqual([
      'a_one: "Hallo {nom}" has {nom}, English {name}',
      'b_two: "Tschüss {name}" has {name}, English {}',
    ]);
  });
  it('a plural form the language needs (French "many")', () => {
    expect(pluralProblems('fr', { c_count: { one: '{count} fichier', other: '{count} fichiers' } })).toEqual(['c_count.many']);
    expect(pluralProblems('en', en)).toEqual([]);
  });
  it('empty words, bad message names, names equal but for case', () => {
    expect(emptyWords({ a_one: ' ', b_two: 'x' })).toEqual(['a_one']);
    expect(messageNameProblems({ 'a-one': 'x', aB: 'x', ab: 'y' })).toEqual(['bad name a-one', 'twice ab']);
  });
});
