// The UI's language for formatting: the language of the catalogue the browser picked (each
// catalogue names its own in `meta_language`), with the browser's region when it is the same
// language (German in Switzerland formats numbers as de-CH). A browser in a language we have no
// catalogue for reads English words, so it gets English figures and dates too, not a mix.
// Worked out once per context: the browser's language changes only with a restart, and formatters
// ask for it at every figure (sorting the country list asks thousands of times).
import { browserUiLanguage, getMessage } from './browser-messages';

let known: { language: string; locale: string } | undefined;

function workOut(): { language: string; locale: string } {
  const language = getMessage('meta_language') || 'en';
  const tag = browserUiLanguage().replace(/_/g, '-');
  if (tag.split('-')[0]?.toLowerCase() !== language) return { language, locale: language };
  try {
    return { language, locale: Intl.getCanonicalLocales(tag)[0] ?? language };
  } catch {
    return { language, locale: language };
  }
}

/** "de-CH", "fr", "en-US": what `Intl` formats with. */
export function uiLocale(): string {
  known ??= workOut();
  return known.locale;
}

/** The catalogue's language alone ("de"), for `lang` attributes. */
export function uiLanguage(): string {
  known ??= workOut();
  return known.language;
}

/** Forgets the language worked out: for the unit tests' stand-in, which changes it within one run. */
export function forgetUiLanguage(): void {
  known = undefined;
}
