// A balance in words: money as money ("$0.05", "€24.43"), credits as a count ("3 credits"), and the
// compact forms the toolbar badge has room for ("$.05", "€24", "$1.2k").

import { plural } from '../common/plural';
import type { Balance } from '../service/credits-reader';

export type BalanceUnit = Balance['unit'];

export interface BalanceFigure {
  value: number;
  unit?: BalanceUnit;
  currency?: string;
}

function currencyFormat(locale: string | undefined, currency: string, opts: Intl.NumberFormatOptions = {}) {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...opts });
  } catch {
    return undefined;
  }
}

/** "$0.05", "€24.43", "CHF 12.00"; money of unknown currency as a plain amount with two decimals ("1.23"). */
export function formatMoney(amount: number, currency: string | undefined, locale?: string): string {
  const format = currency ? currencyFormat(locale, currency) : undefined;
  if (format) return format.format(amount);
  return amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** "$0.05 left", "1,234 credits left", "1 credit left", "Balance 1.23". */
export function balanceLeft(b: BalanceFigure, locale?: string): string {
  if (b.unit === 'money') {
    return b.currency ? `${formatMoney(b.value, b.currency, locale)} left` : `Balance ${formatMoney(b.value, undefined, locale)}`;
  }
  return `${plural(b.value, 'credit', 'credits', locale)} left`;
}

/** The narrow symbol of a currency ("$", "€", "£"), or its code when it has none. */
function narrowSymbol(currency: string, locale?: string): string {
  const format = currencyFormat(locale, currency, { currencyDisplay: 'narrowSymbol' });
  const part = format?.formatToParts(1).find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/**
 * Money for a badge of about four characters, truncated rather than rounded up (a balance must
 * never look bigger than it is): "$.05", "$2.5", "€24", "$123", "$1.2k", "€12k", "$1.5M".
 */
export function formatCompactMoney(amount: number, currency: string | undefined, locale?: string): string {
  if (!Number.isFinite(amount)) return '?';
  const symbol = currency ? narrowSymbol(currency, locale) : '';
  const sign = amount < 0 ? '-' : '';
  const n = Math.abs(amount);
  let figure: string;
  if (n < 1) figure = `.${String(Math.floor(n * 100)).padStart(2, '0')}`;
  else if (n < 10) figure = String(Math.floor(n * 10) / 10);
  else if (n < 1_000) figure = String(Math.floor(n));
  else if (n < 10_000) figure = `${Math.floor(n / 100) / 10}k`;
  else if (n < 1_000_000) figure = `${Math.floor(n / 1_000)}k`;
  else if (n < 10_000_000) figure = `${Math.floor(n / 100_000) / 10}M`;
  else figure = `${Math.floor(n / 1_000_000)}M`;
  // A symbol longer than two characters (CHF) would push the figure out of the badge.
  return `${sign}${symbol.length <= 2 ? symbol : ''}${figure}`;
}
