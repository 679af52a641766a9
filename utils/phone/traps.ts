// Things that look like phone numbers and are not: dates, times, amounts, card and bank
// numbers, ISBNs, IPs, versions, ids. Users report a highlight on a bank account number as a
// bug, so these rules err on the side of leaving digits unmarked, and each one describes a
// shape people actually write rather than a single example.
import type { Group, Run } from './prefilter';

/** One dash of any kind: "-", "‐" … "―", "−", "－". */
function isDash(s: string): boolean {
  const c = s.length === 1 ? s.charCodeAt(0) : 0;
  return c === 45 || (c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0xff0d;
}
const isDot = (s: string): boolean => s === '.' || s === '\uFF0E';
const isSlash = (s: string): boolean => s === '/' || s === '\uFF0F';
/** Only spaces (plain, no-break, thin, ideographic), at least one. */
function isSpaces(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 0xa0 && c !== 0x2009 && c !== 0x202f && c !== 0x3000) return false;
  }
  return s.length > 0;
}

/** Years a page is likely to print next to each other or in a date. */
function isYear(digits: string): boolean {
  if (digits.length !== 4) return false;
  const y = Number(digits);
  return y >= 1900 && y <= 2099;
}
const num = (g: Group | undefined): number => (g ? Number(g.digits) : Number.NaN);
const len = (g: Group | undefined): number => (g ? g.digits.length : 0);

/** Separator between groups i-1 and i with spaces around it ignored ("15 / 01 / 2024"). */
function sepAt(groups: Group[], i: number): string {
  return groups[i]?.sep ?? '';
}

/** A day and a month in either order. */
function dayMonth(a: number, b: number): boolean {
  return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
}

/** The groups i, i+1, i+2 are a whole chain with one separator: nothing with the same separator on either side. */
function isolatedTriple(groups: Group[], i: number, sep: string): boolean {
  return sepAt(groups, i) !== sep && sepAt(groups, i + 3) !== sep;
}

/** A group that is part of something else: no candidate may touch it. */
export const HARD = 1;
/**
 * A group that looks like a year ("2019 2020"): a candidate may hold it only as the tail of a number
 * that opens otherwise ("+49 30 2000 2010", "089 1999 2000") or under a phone label ("Tlf. 2019 2020").
 */
export const YEAR_LIKE = 2;

function markRange(marks: Uint8Array, from: number, to: number, mark = HARD): void {
  for (let k = from; k <= to && k < marks.length; k++) if (marks[k] !== HARD) marks[k] = mark;
}

/** Luhn check (payment cards, IMEI): a long digit block that passes it is almost never a phone number. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** GTIN / EAN / UPC check digit. */
export function gtinValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length - 1; i++) {
    const d = digits.charCodeAt(digits.length - 2 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

/**
 * Marks the groups of a run that belong to something other than a phone number. A candidate
 * that touches a marked group is never reported; the rest of the run is still looked at, so a
 * phone number written next to a date survives.
 */
export function markTrapGroups(text: string, run: Run): Uint8Array {
  const g = run.groups;
  const n = g.length;
  const marks = new Uint8Array(n);
  const plus = run.lead.includes('+') || run.lead.includes('\uFF0B');

  for (let i = 0; i < n; i++) {
    const a = g[i] as Group;
    const b = g[i + 1];
    const c = g[i + 2];
    const s1 = sepAt(g, i + 1);
    const s2 = sepAt(g, i + 2);

    // Dates: 2024-01-15, 15/01/2024, 01.02.2023, 3/10/84 — one separator, a whole chain.
    if (b && c && s1 === s2 && (isDash(s1) || isDot(s1) || isSlash(s1)) && isolatedTriple(g, i, s1)) {
      const iso = isYear(a.digits) && len(b) <= 2 && len(c) <= 2 && num(b) >= 1 && num(b) <= 12 && num(c) >= 1 && num(c) <= 31;
      const dmy = len(a) <= 2 && len(b) <= 2 && (isYear(c.digits) || len(c) === 2) && dayMonth(num(a), num(b));
      if (iso || dmy) markRange(marks, i, i + 2);
    }

    if (b) {
      const sep = sepAt(g, i + 1);
      // Year ranges and lists: 2019-2023, 1979–2011, 2012/13, "2019 2020 2021".
      if (isYear(a.digits) && (isDash(sep) || isSlash(sep) || isSpaces(b.sepBefore))) {
        if (isYear(b.digits) && num(b) >= num(a) && num(b) - num(a) <= 200) markRange(marks, i, i + 1, YEAR_LIKE);
        else if (len(b) === 2 && !isSpaces(b.sepBefore) && num(b) === (num(a) + 1) % 100) markRange(marks, i, i + 1, YEAR_LIKE);
      }
      // Ids that open with a year: "2023-000123", "2024/0042".
      // (Hong Kong writes "2012-3456", so a 4-digit tail alone is not enough.)
      if (i === 0 && !run.lead && isYear(a.digits) && (isDash(sep) || isSlash(sep)) && (len(b) >= 5 || n >= 3) && n <= 4) {
        markRange(marks, 0, n - 1);
      }
      // Decimals and coordinates: 48.858844, 2.294351, 1998.562494, 1234567.89 — a lone dot pair.
      // (An integer part never starts with 0 unless it is 0, while "030.1234567" is a phone number.)
      if (isDot(sep) && !isDot(sepAt(g, i)) && !isDot(sepAt(g, i + 2)) && !(len(a) > 1 && a.digits[0] === '0')) {
        const pairOnly = n === 2 && !plus;
        if (pairOnly || (len(a) <= 3 && len(b) >= 4) || (len(a) >= 4 && len(b) <= 2 && i + 1 === n - 1))
          markRange(marks, i, i + 1);
      }
    }
  }

  markChains(g, marks, plus);
  if (wholeRunIsTrap(text, run, plus)) marks.fill(1);
  markTimes(text, run, marks);
  return marks;
}

/** Dot chains: IP addresses, versions, amounts with dot thousands ("1.234.567"). */
function markChains(g: Group[], marks: Uint8Array, plus: boolean): void {
  let i = 0;
  while (i < g.length) {
    let j = i;
    while (j + 1 < g.length && isDot((g[j + 1] as Group).sepBefore)) j++;
    const count = j - i + 1;
    if (count >= 3) {
      // (Octets are written without leading zeros; Belgium writes "02.123.45.67".)
      let ip = count === 4;
      // A one-digit part after the first: 10.2.3.4567 — unless a country code opens the chain
      // ("+33.1.23.45.67.89").
      let version = false;
      let thousands = (g[i] as Group).digits.length <= 3;
      for (let k = i; k <= j; k++) {
        const d = (g[k] as Group).digits;
        if (d.length > 3 || Number(d) > 255 || (d.length !== 1 && d[0] === '0')) ip = false;
        if (k > i && d.length === 1) version = true;
        if (k > i && d.length !== 3) thousands = false;
      }
      if (plus && i === 0) version = false;
      if (ip || version || thousands) markRange(marks, i, j);
    }
    i = j + 1;
  }
}

/** The run as a whole has the shape of a card, bank, id or barcode number. */
function wholeRunIsTrap(text: string, run: Run, plus: boolean): boolean {
  const g = run.groups;
  const n = g.length;

  // Cards, IBANs, account numbers: four or more blocks of four ("4111 1111 1111 1111",
  // "DE89 3704 0044 0532 0130 00"), and the Amex layout 4-6-5.
  let fours = 0;
  for (let k = 0; k < n && fours < 4; k++) fours = len(g[k]) === 4 ? fours + 1 : 0;
  if (fours >= 4 || (n === 3 && !plus && len(g[0]) === 4 && len(g[1]) === 6 && len(g[2]) === 5)) return true;

  // Draws, rankings and counts: six or more numbers of one or two digits, each larger than the
  // one before ("3-14-25-36-47-58", "04 11 23 38 45 52", "1 2 3 4 5 6 7 8 9 10"). Phone numbers
  // in pairs have five groups at most, and their digits rarely climb all the way.
  if (!plus && n >= 6) {
    let climbing = true;
    for (let k = 0; k < n && climbing; k++) {
      if (len(g[k]) > 2 || (k > 0 && num(g[k]) <= num(g[k - 1]))) climbing = false;
    }
    if (climbing) return true;
  }

  // One long block that passes a card or barcode checksum (IMEI, EAN-13, GTIN-14).
  if (n === 1 && !plus) {
    const d = (g[0] as Group).digits;
    if (!d.startsWith('00')) {
      if (d.length >= 13 && d.length <= 19 && luhnValid(d)) return true;
      if (d.length >= 12 && d.length <= 14 && gtinValid(d)) return true;
    }
    return false;
  }

  let dashesOnly = true;
  let oneSeparator = true;
  for (let k = 1; k < n; k++) {
    const x = g[k] as Group;
    if (!isDash(x.sepBefore)) dashesOnly = false;
    if (x.sepBefore !== (g[1] as Group).sepBefore) oneSeparator = false;
  }

  // Shapes of well-known ids when they are the whole run: SSN 123-45-6789, EIN 12-3456789,
  // UUID 8-4-4-4-12, US ZIP+4 94043-1351. (SSNs and EINs never start with 0, while area codes
  // written with a trunk prefix do: 03-3316005.)
  if (dashesOnly) {
    const leadingZero = (g[0] as Group).digits.charCodeAt(0) === 48;
    if (n === 3 && !leadingZero && len(g[0]) === 3 && len(g[1]) === 2 && len(g[2]) === 4) return true;
    if (n === 2 && !leadingZero && len(g[0]) === 2 && len(g[1]) === 7) return true;
    if (n === 2 && len(g[0]) === 5 && len(g[1]) === 4) return true;
    if (n === 5 && len(g[0]) === 8 && len(g[1]) === 4 && len(g[2]) === 4 && len(g[3]) === 4 && len(g[4]) === 12) return true;
  }

  // ISBN-10/13: 978-3-16-148410-0, 0-306-40615-2 — 4 or 5 groups ending in a check digit.
  const total = run.digitCount;
  const firstDigits = (g[0] as Group).digits;
  if (
    !plus &&
    oneSeparator &&
    (n === 4 || n === 5) &&
    len(g[n - 1]) === 1 &&
    (total === 10 || (total === 13 && (firstDigits.startsWith('978') || firstDigits.startsWith('979'))))
  ) {
    return true;
  }

  // Publication pages: "211-227 (2003)", pages then the year in brackets.
  if (bracketIn(text, run.start + 1, run.end)) {
    if (/^\d{1,5}-+\d{1,5}\s{0,4}\((?:1[5-9]|20)\d\d\)?$/.test(text.slice(run.start, run.end + 1))) return true;
  }

  // Amounts with thousands separators, when something money-like is next to them.
  return isAmountShape(g, 0, n - 1) && (currencyBefore(text, run.start) || unitAfter(text, run.end));
}

/** A "(" in text[from, to] (to included). */
function bracketIn(text: string, from: number, to: number): boolean {
  for (let k = to; k >= from; k--) if (text.charCodeAt(k) === 40) return true;
  return false;
}

/** Times glue to the groups next to a colon: "12:30:45", "2012-01-02 08:00", "08:00". */
function markTimes(text: string, run: Run, marks: Uint8Array): void {
  const last = run.groups.length - 1;
  if (text.charAt(run.end) === ':' && /[0-9]/.test(text.charAt(run.end + 1))) marks[last] = 1;
  if (text.charAt(run.start - 1) === ':' && /[0-9]/.test(text.charAt(run.start - 2))) marks[0] = 1;
}

/** First group 1–3 digits, the rest exactly 3, all with one kind of separator: 12 345 678. */
export function isAmountShape(g: Group[], from: number, to: number): boolean {
  if (to - from < 2) return false;
  const first = g[from] as Group;
  // A full first group ("312 345 678") is also how Italian, Spanish and Polish numbers are
  // written; amounts are told apart by a short first group ("12 345 678", "8 336 817").
  if (first.digits.length > 2) return false;
  const sep = (g[from + 1] as Group).sepBefore;
  if (!(isSpaces(sep) || isDot(sep) || sep === "'" || sep === '\u2019')) return false;
  for (let k = from + 1; k <= to; k++) {
    const x = g[k] as Group;
    if (x.digits.length !== 3 || x.sepBefore !== sep) return false;
  }
  return true;
}

const CURRENCY_SYMBOL = '$€£¥₹₽₩₪₺฿₫₴₦₱¢';
const CURRENCY_CODE =
  'USD|EUR|GBP|CHF|JPY|CNY|RMB|RUB|INR|AUD|CAD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|BRL|MXN|ZAR|TRY|HKD|SGD|KRW|AED|SAR|Rs\\.?|R\\$|kr\\.?|zł|Kč|руб\\.?|грн\\.?';
const CURRENCY_BEFORE = new RegExp(`(?:[${CURRENCY_SYMBOL}]|(?<![A-Za-z])(?:${CURRENCY_CODE}))[ \\u00A0\\u202F]?$`);
const UNIT_AFTER = new RegExp(
  `^[ \\u00A0\\u202F]?(?:[%‰°${CURRENCY_SYMBOL}]|(?:${CURRENCY_CODE}|km|kg|mg|g|m|m2|m²|cm|mm|mi|ft|lb|lbs|oz|t|kWh|MWh|GWh|W|kW|MW|Hz|MHz|GHz|KB|MB|GB|TB|px|dpi|bytes|views|users|people|votes|likes|downloads|inhabitants|residents|visitors|subscribers|followers|words|pages|copies|units|pcs)(?![A-Za-z]))`,
);

/** A currency symbol or code right before `at` (one space allowed): "$20", "€ 1", "USD 12". */
export function currencyBefore(text: string, at: number): boolean {
  return CURRENCY_BEFORE.test(text.slice(Math.max(0, at - 5), at));
}

/** A percent sign, degree, currency or unit right after `at`: "12 %", "100$", "345 km", "48.85°". */
export function unitAfter(text: string, at: number): boolean {
  return UNIT_AFTER.test(text.slice(at, at + 14));
}
