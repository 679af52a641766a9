// The catalogues written out as the browser's `_locales/<lang>/messages.json` (what `browser.i18n`
// and the manifest's `__MSG_…__` read). A placeholder `{env}` becomes `$ENV$` whose position comes from
// its name (substitutionOrder), so every language takes the same substitutions and may still put
// them where its grammar wants. Used by the build (wxt.config.ts) and by the
// unit tests' stand-in for `browser.i18n`, so both read the same file.
import { type Catalogue, type Entry, formsOf, placeholdersOf } from './entry';

export interface ChromeMessage {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

export type MessagesJson = Record<string, ChromeMessage>;

/** The browser's name for a plural form of a key: `credits_left__one`. */
export function pluralMessageName(key: string, category: string): string {
  return `${key}__${category}`;
}

/**
 * The placeholders of a key in the order substitutions are passed: by name, alphabetically, with
 * `count` always among a plural key's. The runtime (t.ts) sorts the values it is given the same
 * way, so it needs no catalogue to know the order.
 */
export function substitutionOrder(english: Entry): string[] {
  const names = new Set(placeholdersOf(formsOf(english).join(' ')));
  if (typeof english !== 'string') names.add('count');
  return [...names].sort();
}

function chromeMessage(words: string, order: readonly string[]): ChromeMessage {
  // `$` is the browser's escape character: a literal one is written `$$`.
  const message = words.replace(/\$/g, '$$$$').replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (_, name: string) => `$${name}$`);
  const used = placeholdersOf(words);
  if (used.length === 0) return { message };
  const placeholders: Record<string, { content: string }> = {};
  for (const name of used) placeholders[name.toLowerCase()] = { content: `$${order.indexOf(name) + 1}` };
  return { message, placeholders };
}

export function messagesJson(catalogue: Catalogue, english: Catalogue): MessagesJson {
  const out: MessagesJson = {};
  for (const [key, entry] of Object.entries(catalogue)) {
    const en = english[key];
    if (en === undefined) continue;
    const order = substitutionOrder(en);
    if (typeof entry === 'string') {
      out[key] = chromeMessage(entry, order);
    } else {
      for (const [category, words] of Object.entries(entry)) {
        if (typeof words === 'string') out[pluralMessageName(key, category)] = chromeMessage(words, order);
      }
    }
  }
  return out;
}

/**
 * What `browser.i18n.getMessage` does with a message: placeholders by name, then `$1`…`$9` by
 * position, then `$$` as a literal `$`. For the unit tests' stand-in; the browser has its own.
 */
export function applyMessage(message: ChromeMessage, substitutions: readonly string[]): string {
  const named = message.message.replace(/\$([a-zA-Z0-9_@]+)\$/g, (whole, name: string) => {
    const content = message.placeholders?.[name.toLowerCase()]?.content;
    return content ?? whole;
  });
  return named.replace(/\$(\$|[1-9])/g, (_, what: string) => (what === '$' ? '$' : (substitutions[Number(what) - 1] ?? '')));
}
