// A balance in words: money as money ("$0.05", "€24.43"), credits as a count ("3 credits"), and the
// compact forms the toolbar badge has room for ("$.05", "€24", "$1.2k").

import { currencySymbol, formatMoney } from '../i18n/format';
import { t, tn } from '../i18n/t';
import type { Balance } from '../service/credits-reader';

export type BalanceUnit = Balance['unit'];

export interface BalanceFigure {
  value: number;
  unit?: BalanceUnit;
  currency?: string;
}

// Money itself is written by utils/i18n/format.ts, in the UI's language.
export { formatMoney };

/** "$0.05 left", "1,234 credits left", "1 credit left", "Balance 1.23". */
export function balanceLeft(b: BalanceFigure): string {
  if (b.unit === 'money') {
    return b.currency
      ? t('money_left', { amount: formatMoney(b.value, b.currency) })
      : t('money_balance', { amount: formatMoney(b.value) });
  }
  return tn('credits_left', b.value);
}

/**
 * Money for a badge of about four characters, truncated rather than rounded up (a balance must
 * never look bigger than it is): "$.05", "$2.5", "€24", "$123", "$1.2k", "€12k", "$1.5M".
 */
export function formatCompactMoney(amount: number, currency: string | undefined): string {
  if (!Number.isFinite(amount)) return '?';
  const symbol = currency ? currencySymbol(currency) : '';
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
