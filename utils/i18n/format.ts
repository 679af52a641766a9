// Figures, money, dates, moments and country names in the UI's language, with `Intl` (no
// hand-written grouping, plural or calendar rules). Formatters are made once per locale.
import { cached, formatNumber } from './figures';
import { t } from './t';

export { formatNumber };

const currencyFormat = cached((locale, currency) => {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return null;
  }
});
const twoDecimals = cached((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const narrowCurrency = cached((locale, currency) => {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  } catch {
    return null;
  }
});

const sizeFormat = cached(
  (locale, unit) => new Intl.NumberFormat(locale, { style: 'unit', unit: unit as 'megabyte', maximumFractionDigits: 0 }),
);

/** A size as files are shown, in decimal units: "40 MB", "800 kB" (the locale's own words). */
export function formatBytes(bytes: number): string {
  return bytes >= 1_000_000
    ? sizeFormat('megabyte').format(Math.ceil(bytes / 1_000_000))
    : sizeFormat('kilobyte').format(Math.max(1, Math.ceil(bytes / 1000)));
}

/** "$0.05", "24,43 €", "CHF 12.00"; an unknown currency as a plain amount with two decimals. */
export function formatMoney(amount: number, currency?: string): string {
  const format = currency ? currencyFormat(currency.toUpperCase()) : null;
  return format ? format.format(amount) : twoDecimals().format(amount);
}

/** The narrow symbol of a currency ("$", "€", "£"), or its code when it has none. */
export function currencySymbol(currency: string): string {
  const part = narrowCurrency(currency.toUpperCase())
    ?.formatToParts(1)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

const dateTime = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
const dateOnly = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
const timeOnly = cached((locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }));
const relative = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));

export function formatDateTime(at: number): string {
  return dateTime().format(at);
}

export function formatDate(at: number): string {
  return dateOnly().format(at);
}

/** A time of day later today ("14:05", "2:05 PM"). */
export function formatTime(at: number): string {
  return timeOnly().format(at);
}

/** A past moment the way people say it ("3 min ago", "yesterday"); the date beyond a week. */
export function formatAgo(at: number, now: number = Date.now()): string {
  const seconds = Math.round((now - at) / 1000);
  // A clock read a moment before the event (a ticking "now" in a page) is still "just now".
  if (seconds < -60) return formatDateTime(at);
  if (seconds < 45) return t('time_justNow');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative().format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative().format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative().format(-days, 'day');
  return formatDate(at);
}

const regionNames = cached((locale) => {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return null;
  }
});

/** A country's name in the UI's language ("Deutschland" for DE), undefined when `Intl` has none. */
export function countryName(code: string): string | undefined {
  try {
    const name = regionNames()?.of(code.toUpperCase());
    return name && name.toUpperCase() !== code.toUpperCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

const collator = cached((locale) => new Intl.Collator(locale));

/** Sorts words the way the UI's language does (Ö with O in German, not after Z). */
export function compareWords(a: string, b: string): number {
  return collator().compare(a, b);
}

const conjunction = cached((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** "Staging and Production" / "Staging und Production": a list joined as the UI's language joins it. */
export function formatList(items: readonly string[]): string {
  return conjunction().format(items);
}
