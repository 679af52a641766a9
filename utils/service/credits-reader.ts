// Reads a balance from an answer of unknown shape: a bare figure, or a field named like credits /
// balance / remaining / available / units / cash credits (or value / amount where the answer is a
// balance) at any shallow depth; as a number, a numeric string, or a string with a currency
// ("$0.05", "24,43 EUR"). Money is told from credits by a currency (a sibling `currency`, a
// symbol or code in the string, a `type: "euros"`), by a name that says money (cash, funds), or by
// a fractional figure under a name that does not say credits.

import currencySymbols from 'countries-list/minimal/currencies.symbol.min.json';
import { isRecord } from '../common/validate';
import { type Leaf, last, leaves, parent, text, wordOf } from './answer-walk';

export interface Balance {
  amount: number;
  unit: 'credits' | 'money';
  /** ISO 4217, when the answer says which currency. */
  currency?: string;
}

const CURRENCIES: ReadonlySet<string> = new Set(Object.keys(currencySymbols));
/** Symbols that name one currency well enough for a balance. */
const SYMBOLS: Readonly<Record<string, string>> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₽': 'RUB',
  '₩': 'KRW',
  '₺': 'TRY',
  '₪': 'ILS',
  '₫': 'VND',
  '₱': 'PHP',
  '₦': 'NGN',
  R$: 'BRL',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  zł: 'PLN',
  Kč: 'CZK',
  Fr: 'CHF',
};
const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  euro: 'EUR',
  euros: 'EUR',
  dollar: 'USD',
  dollars: 'USD',
  usdollars: 'USD',
  pound: 'GBP',
  pounds: 'GBP',
  sterling: 'GBP',
  yen: 'JPY',
  rupees: 'INR',
};

export function currencyCode(value: unknown): string | undefined {
  const t = text(value);
  if (!t) return undefined;
  const upper = t.toUpperCase();
  if (CURRENCIES.has(upper)) return upper;
  return SYMBOLS[t] ?? CURRENCY_WORDS[wordOf(t) ?? ''];
}

/** "1,234.50" / "1.234,50" / "24,43" / "0.05" → number. A lone comma before exactly three digits groups thousands. */
function parseFigure(s: string): number | undefined {
  const t = s.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[-+]?(\d+|\d{1,3}([.,]\d{3})+)?([.,]\d+)?$/.test(t) || !/\d/.test(t)) return undefined;
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    normal = lastDot > lastComma ? t.replace(/,/g, '') : t.replace(/\./g, '').replace(',', '.');
  } else if (lastComma >= 0) {
    const groups = t.split(',');
    normal = groups.length > 2 || groups[1]?.length === 3 ? t.replace(/,/g, '') : t.replace(',', '.');
  } else {
    const groups = t.split('.');
    normal = groups.length > 2 ? t.replace(/\./g, '') : t;
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : undefined;
}

export interface Figure {
  amount: number;
  currency?: string;
  /** The string named credits or units ("42 credits"). */
  credits?: boolean;
}

/** A figure from a number or a string, with the currency or the unit the string names. */
export function readFigure(value: unknown): Figure | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { amount: value } : undefined;
  const t = text(value);
  if (!t || t.length > 40) return undefined;
  // "$0.05", "€ 24.43", "USD 0.05", "24.43 EUR", "24,43 €", "-$3.10", "42 credits".
  const m = /^([-+]?)\s*([^\d\s.,+-]{1,4})?\s*([-+]?[\d\s.,'\u00a0\u202f]*\d)\s*([^\d\s.,]{1,12})?$/u.exec(t);
  if (!m) return undefined;
  const [, sign = '', before, figure = '', after] = m;
  const amount = parseFigure(sign + figure);
  if (amount === undefined) return undefined;
  if (before && after) return undefined;
  const unit = before ?? after;
  if (!unit) return { amount };
  if (/^(credits?|units?|pts|points|lookups|queries|requests|checks)$/i.test(unit)) return { amount, credits: true };
  const currency = currencyCode(unit);
  return currency ? { amount, currency } : undefined;
}

/** Names of what is left, best first. */
const NAMES: readonly [RegExp, number][] = [
  [
    /^(credits?|creditsremaining|remainingcredits|creditsleft|creditbalance|creditsbalance|balance|remainingbalance|currentbalance|accountbalance|availablebalance|balanceremaining|balanceleft)$/,
    0,
  ],
  [/^(cashcredits?|cashbalance|funds|availablefunds|money|prepaidbalance)$/, 0],
  [
    /^(remaining|left|available|availablecredits|units|unitsleft|remainingunits|availableunits|remainingrequests|requestsremaining|remainingqueries|remaininglookups|lookupsremaining|quotaremaining|remainingquota)$/,
    1,
  ],
  [/credit|balance|remaining|available|funds/, 2],
];
/** Fields that mention credits but are not what is left. */
const NOT_REMAINING =
  /used|spent|cost|total|limit|max|min|price|charged|consumed|per|pending|reserved|refund|request(ed)?price|threshold|alert|autoreload|autorecharge|purchased|expir|reset|date|time|at$|id$|type$|currency/;
const MONEY_NAME = /cash|money|funds|eur|usd|gbp/;
const CREDIT_NAME = /credit|unit|request|lookup|quer|quota/;
/** Generic names that hold the figure when their object (or the whole answer) is the balance. */
const GENERIC = new Set(['value', 'amount', 'current', 'total']);
const BALANCE_PARENT = /^(balance|credits?|accountbalance|wallet|funds|remaining|available)$/;

function siblingCurrency(leaf: Leaf): string | undefined {
  for (const [k, v] of Object.entries(leaf.holder)) {
    const key = k.toLowerCase().replace(/[\s_-]/g, '');
    if (['currency', 'currencycode', 'currencyid', 'currencyiso', 'unit', 'type', 'balancetype', 'denomination'].includes(key)) {
      // `currency: "USD"`, or `currency: {code: "USD", symbol: "$"}`.
      const c = isRecord(v)
        ? Object.values(v)
            .map(currencyCode)
            .find((x) => x !== undefined)
        : currencyCode(v);
      if (c) return c;
    }
  }
  return undefined;
}

function siblingSaysCredits(leaf: Leaf): boolean {
  for (const [k, v] of Object.entries(leaf.holder)) {
    const key = k.toLowerCase().replace(/[\s_-]/g, '');
    if (['currency', 'unit', 'type', 'balancetype'].includes(key) && /^(credits?|units?|points)$/i.test(text(v) ?? ''))
      return true;
  }
  return false;
}

/** Siblings that only a money balance has (`autoReload`, `billing_mode`, `payment`). */
function siblingSaysMoney(leaf: Leaf): boolean {
  return Object.keys(leaf.holder).some((k) =>
    /^(autoreload|autorecharge|autotopup|autorefill|billingmode|payment|paymenttype|paymentmethod|invoicing)$/.test(
      k.toLowerCase().replace(/[\s_-]/g, ''),
    ),
  );
}

function toBalance(leaf: Leaf, figure: Figure, key: string): Balance {
  const currency = figure.currency ?? siblingCurrency(leaf);
  if (currency) return { amount: figure.amount, unit: 'money', currency };
  if (figure.credits || siblingSaysCredits(leaf)) return { amount: figure.amount, unit: 'credits' };
  if (MONEY_NAME.test(key) || siblingSaysMoney(leaf)) return { amount: figure.amount, unit: 'money' };
  // `credits_remaining`, or a `balance` inside `credits: {…}`.
  if (CREDIT_NAME.test(key) || leaf.keys.slice(0, -1).some((k) => /^credits?$/.test(k)))
    return { amount: figure.amount, unit: 'credits' };
  if (!Number.isInteger(figure.amount) && /balance|value|amount/.test(key)) return { amount: figure.amount, unit: 'money' };
  return { amount: figure.amount, unit: 'credits' };
}

/**
 * The balance in an answer. `context` is `credits` for the balance endpoint's answer (where a
 * top-level `value` or `amount` is the balance) and `check` for a check answer (where it is not).
 */
export function readBalance(body: unknown, context: 'credits' | 'check'): Balance | undefined {
  if (context === 'credits') {
    const bare = readFigure(body);
    if (bare)
      return bare.currency
        ? { amount: bare.amount, unit: 'money', currency: bare.currency }
        : { amount: bare.amount, unit: 'credits' };
  }
  if (!isRecord(body)) return undefined;
  let found: { balance: Balance; rank: number; depth: number } | undefined;
  for (const leaf of leaves(body)) {
    // Deeper than two levels down, or inside a list, a figure is some record's, not the account's.
    if (leaf.depth > 2 || leaf.keys.length !== leaf.depth + 1) continue;
    const key = last(leaf);
    const p = parent(leaf);
    let rank: number | undefined;
    if (!NOT_REMAINING.test(key)) rank = NAMES.find(([re]) => re.test(key))?.[1];
    if (rank === undefined && GENERIC.has(key)) {
      if (p !== undefined && BALANCE_PARENT.test(p)) rank = 0;
      else if (context === 'credits' && leaf.depth <= 1 && key !== 'total') rank = 3;
    }
    if (rank === undefined) continue;
    // The parent must not say "used" or "limit" either (`usage.value`, `credits_used.value`).
    if (leaf.keys.slice(0, -1).some((k) => NOT_REMAINING.test(k) || /usage|plan|subscription/.test(k))) continue;
    const figure = readFigure(leaf.value);
    if (!figure) continue;
    const balance = toBalance(leaf, figure, GENERIC.has(key) && p ? p : key);
    // Shallow first ({remaining: 1, data: {credits: 9}} has 1 left), then the better name.
    if (!found || leaf.depth < found.depth || (leaf.depth === found.depth && rank < found.rank))
      found = { balance, rank, depth: leaf.depth };
  }
  return found?.balance;
}
