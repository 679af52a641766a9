// The UI's language for formatting: the language of the catalogue the browser picked (each
// catalogue names its own in `meta_language`), with the browser's region when it is the same
// language (German in Switzerland formats numbers as de-CH). A browser in a language we have no
// catalogue for reads English words, so it gets English figures and dates too, not a mix.
import { browserUiLanguage, getMessage } from './browser-messages';

function browserLanguage(): string {
  return browserUiLanguage().replace(/_/g, '-');
}

export function uiLocale(): string {
  const language = getMessage('meta_language') || 'en';
  const tag = browserLanguage();
  if (tag.split('-')[0]?.toLowerCase() !== language) return language;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? language;
  } catch {
    return language;
  }
}

/** The catalogue's language alone ("de"), for `lang` attributes. */
export function uiLanguage(): string {
  return getMessage('meta_language') || 'en';
}
