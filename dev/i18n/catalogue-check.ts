// What the translation check finds wrong in a catalogue, against the English one: keys missing or
// extra or of another shape, placeholders that differ, plural forms the language needs and lacks,
// empty words, and message names the browser would refuse. Each returns the problems, [] when none.
import { type Catalogue, formsOf, placeholdersOf } from '@/utils/i18n/entry';
import { messagesJson, substitutionOrder } from '@/utils/i18n/messages-json';

const shapeOf = (c: Catalogue) => Object.entries(c).map(([k, v]) => `${k}:${typeof v === 'string' ? 'words' : 'plural'}`);

/** "key:words" / "key:plural" entries English has and the other lacks (-) or has and English lacks (+). */
export function keyProblems(english: Catalogue, other: Catalogue): string[] {
  const theirs = new Set(shapeOf(other));
  const ours = new Set(shapeOf(english));
  return [
    ...[...ours].filter((k) => !theirs.has(k)).map((k) => `- ${k}`),
    ...[...theirs].filter((k) => !ours.has(k)).map((k) => `+ ${k}`),
  ];
}

export function placeholderProblems(english: Catalogue, other: Catalogue): string[] {
  const out: string[] = [];
  for (const [key, entry] of Object.entries(english)) {
    const theirs = other[key];
    if (theirs === undefined) continue;
    const expected = substitutionOrder(entry).filter((p) => p !== 'count');
    for (const words of formsOf(theirs)) {
      const used = placeholdersOf(words)
        .filter((p) => p !== 'count')
        .sort();
      if (used.join() !== expected.join())
        out.push(`${key}: "${words}" has {${used.join('}, {')}}, English {${expected.join('}, {')}}`);
    }
  }
  return out;
}

/** Plural forms a language's rules use (Intl.PluralRules) that an entry does not give. */
export function pluralProblems(language: string, catalogue: Catalogue): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const out: string[] = [];
  for (const [key, entry] of Object.entries(catalogue)) {
    if (typeof entry === 'string') continue;
    for (const category of categories) if (entry[category] === undefined) out.push(`${key}.${category}`);
  }
  return out;
}

export function emptyWords(catalogue: Catalogue): string[] {
  return Object.entries(catalogue)
    .filter(([, e]) => formsOf(e).some((w) => w.trim() === ''))
    .map(([k]) => k);
}

/** Message names the browser refuses (letters, digits and `_` only), or takes as one (it ignores case), and more than 9 substitutions. */
export function messageNameProblems(catalogue: Catalogue): string[] {
  const names = Object.keys(messagesJson(catalogue, catalogue));
  const lower = names.map((k) => k.toLowerCase());
  return [
    ...names.filter((k) => !/^[A-Za-z0-9_]+$/.test(k)).map((k) => `bad name ${k}`),
    ...lower.filter((k, i) => lower.indexOf(k) !== i).map((k) => `twice ${k}`),
    ...Object.entries(catalogue)
      .filter(([, e]) => substitutionOrder(e).length > 9)
      .map(([k]) => `over 9 placeholders ${k}`),
  ];
}
