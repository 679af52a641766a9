// The shape of a catalogue: a flat map from key to words. Words may carry named placeholders
// (`{env}`); a count's words are given per plural category (Intl.PluralRules: `one`, `other`, and
// `many` for French and Spanish millions), with `{count}` standing for the formatted figure.

export type PluralCategory = Intl.LDMLPluralRule;

export type PluralEntry = { readonly other: string } & { readonly [C in Exclude<PluralCategory, 'other'>]?: string };

export type Entry = string | PluralEntry;

export type Catalogue = { readonly [key: string]: Entry };

/** What every other language gives for the English catalogue: every key, in the same shape. */
export type Translation<C extends Catalogue> = { readonly [K in keyof C]: C[K] extends string ? string : PluralEntry };

/** The placeholder names of some words: `'No key for {env}.'` → `'env'`. */
export type PlaceholderNames<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholderNames<Rest> : never;

/** `{name}` placeholders, in the order they first appear. */
export function placeholdersOf(words: string): string[] {
  const out: string[] = [];
  for (const m of words.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g)) if (m[1] && !out.includes(m[1])) out.push(m[1]);
  return out;
}

/** Every form of an entry: the words themselves, or each plural category's. */
export function formsOf(entry: Entry): string[] {
  return typeof entry === 'string' ? [entry] : Object.values(entry).filter((v): v is string => typeof v === 'string');
}
