// The one way UI code gets words: `t('error_noKey', { env })`, `tn('credits_left', 3)`. Keys and
// placeholders are typed from the English catalogue, so a missing key or placeholder is a type
// error. The words come from `browser.i18n` (the `_locales` the build writes from
// utils/i18n/catalogue/), which works the same in the background, pages and content scripts, and
// picks the browser's language with English as the fallback. Only the English catalogue's *types*
// are imported here: no catalogue is bundled into any part of the extension.
import { getMessage } from './browser-messages';
import type { en } from './catalogue/en';
import type { PlaceholderNames, PluralEntry } from './entry';
import { formatNumber, pluralCategory } from './figures';
import { pluralMessageName } from './messages-json';

type English = typeof en;

/** Keys whose words are one string. */
export type MessageKey = { [K in keyof English]: English[K] extends string ? K : never }[keyof English];
/** Keys whose words take no placeholder: what a table of keys (`Record<Kind, PlainKey>`) holds. */
export type PlainKey = { [K in MessageKey]: [PlaceholderNames<English[K]>] extends [never] ? K : never }[MessageKey];
/** Keys whose words depend on a count. */
export type PluralKey = { [K in keyof English]: English[K] extends PluralEntry ? K : never }[keyof English];

type Value = string | number;
type ParamsOf<S> = [PlaceholderNames<S>] extends [never] ? [] : [params: { [P in PlaceholderNames<S>]: Value }];
type FormsOf<E> = E extends PluralEntry ? E[keyof E] : never;
type PluralNames<E> = Exclude<PlaceholderNames<FormsOf<E>>, 'count'>;
type PluralParamsOf<E> = [PluralNames<E>] extends [never] ? [] : [params: { [P in PluralNames<E>]: Value }];

/** The values in the order the build numbered the placeholders: by name (messages-json.ts). Numbers formatted for the UI language. */
function substitutions(params: Record<string, Value>): string[] {
  return Object.keys(params)
    .sort()
    .map((name) => {
      const v = params[name];
      return typeof v === 'number' ? formatNumber(v) : String(v);
    });
}

function lookUp(name: string, subs: string[]): string {
  return getMessage(name, subs);
}

export function t<K extends MessageKey>(key: K, ...args: ParamsOf<English[K]>): string {
  // An unknown name gives ''. Keys are checked by the compiler, so the key shows only in a broken build.
  return lookUp(key, substitutions((args[0] ?? {}) as Record<string, Value>)) || key;
}

/** Words for a count in the plural form the UI language gives it; `{count}` is the formatted figure. */
export function tn<K extends PluralKey>(key: K, count: number, ...args: PluralParamsOf<English[K]>): string {
  const subs = substitutions({ ...((args[0] ?? {}) as Record<string, Value>), count });
  // A language that has no words of its own for a category (French `many`) uses its `other`.
  return lookUp(pluralMessageName(key, pluralCategory(count)), subs) || lookUp(pluralMessageName(key, 'other'), subs) || key;
}
