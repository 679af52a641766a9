// Figures and plural categories in the UI's language: what t.ts needs to fill in a count, kept
// apart from the other formatters so the words and the formatters do not import each other.
import { uiLocale } from './locale';

/** Makes an `Intl` object once per locale (and key), since they are costly to build. */
export function cached<T>(make: (locale: string, key: string) => T): (key?: string) => T {
  const made = new Map<string, T>();
  return (key = '') => {
    const locale = uiLocale();
    const id = `${locale}|${key}`;
    let value = made.get(id);
    if (value === undefined) {
      value = make(locale, key);
      made.set(id, value);
    }
    return value;
  };
}

const numberFormat = cached((locale) => new Intl.NumberFormat(locale));
const pluralRules = cached((locale) => new Intl.PluralRules(locale));

/** "1,234" / "1.234" / "1 234". */
export function formatNumber(n: number): string {
  return numberFormat().format(n);
}

export function pluralCategory(count: number): Intl.LDMLPluralRule {
  return pluralRules().select(count);
}

/**
 * Words split around the figure they hold, so the figure can be set apart ("<b>1,234</b> credits
 * left", "noch <b>24,43 €</b>"). Words that lost the figure keep it in front.
 */
export function aroundFigure(words: string, figure: string): [before: string, after: string] {
  const at = words.indexOf(figure);
  if (at < 0) return ['', ` ${words}`];
  return [words.slice(0, at), words.slice(at + figure.length)];
}
