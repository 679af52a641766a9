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

// TEMPORARY while the files are converted one by one; emptied and removed before the work is done.
const CONVERSION_PENDING = new Set([
  'components/CopyButton.tsx',
  'components/CountryPicker.tsx',
  'components/ResultView.tsx',
  'components/field-groups.ts',
  'entrypoints/background/check-picked.ts',
  'entrypoints/background/commands.ts',
  'entrypoints/background/context-menu.ts',
  'entrypoints/content/card-view.tsx',
  'entrypoints/content/chip.ts',
  'entrypoints/options/App.tsx',
  'entrypoints/options/BaseUrlField.tsx',
  'entrypoints/options/EnvironmentSwitch.tsx',
  'entrypoints/options/KeyField.tsx',
  'entrypoints/options/NumberSetting.tsx',
  'entrypoints/options/SiteList.tsx',
  'entrypoints/options/host-name.ts',
  'entrypoints/popup/App.tsx',
  'entrypoints/popup/CreditsLine.tsx',
  'entrypoints/popup/Header.tsx',
  'entrypoints/popup/HistoryList.tsx',
  'entrypoints/popup/LookupForm.tsx',
  'entrypoints/popup/Onboarding.tsx',
  'entrypoints/popup/number-hint.ts',
  'utils/bulk/engine.ts',
  'utils/bulk/export-csv.ts',
  'utils/bulk/input-table.ts',
  'utils/bulk/job-store.ts',
  'utils/bulk/job.ts',
  'utils/bulk/outcome.ts',
  'utils/bulk/row-words.ts',
  'utils/checks/summary-words.ts',
  'utils/checks/verdict.ts',
  'utils/common/ago.ts',
  'utils/credits/money.ts',
  'utils/credits/reading.ts',
  'utils/phone/traps.ts',
  'utils/phone/verdict-reason.ts',
  'utils/service/client.ts',
  'utils/service/environments.ts',
  'utils/service/errors.ts',
  'utils/service/line-type.ts',
  'utils/service/url.ts',
]);

describe('words for people', () => {
  it('are all in the catalogue (npm run i18n:literals lists the ones that are not)', () => {
    const found = scanProject(process.cwd()).filter((line) => !CONVERSION_PENDING.has(line.split(':')[0] ?? ''));
    expect(found.join('\n')).toBe('');
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
