// "1 credit", "2 credits", "1,234 credits": a count with its noun, in English, the UI's language.

const rules = new Intl.PluralRules('en-US');

/** The count (grouped for reading) and the noun in the form that count takes. */
export function plural(count: number, one: string, other: string, locale = 'en-US'): string {
  return `${count.toLocaleString(locale)} ${rules.select(count) === 'one' ? one : other}`;
}

/** The noun alone, for sentences that write the figure apart ("<b>1</b> credit left"). */
export function nounFor(count: number, one: string, other: string): string {
  return rules.select(count) === 'one' ? one : other;
}
