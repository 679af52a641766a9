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

/** How digits are glued to the text around them. */
export type Glue = 'none' | 'soft' | 'hard';

const LATIN = /[A-Za-z\u00C0-\u024F\p{Mn}]/u;
const ALNUM = /[A-Za-z0-9\u00C0-\u024F]/;

/**
 * What touches a run on its left. "hard": the digits are part of a code (INV-4455667788,
 * GB123456789, a716-446655440000, v10.2, id=…, 1,234567) — never a phone number. "soft": a
 * lowercase word with no space (call415-666-7777) — a typo, allowed for well-formed numbers.
 * Non-Latin scripts are written without spaces, so they never glue.
 */
export function glueBefore(text: string, at: number): Glue {
  const prev = text.charAt(at - 1);
  if (prev === '') return 'none';
  const before = text.charAt(at - 2);
  if (LATIN.test(prev)) {
    let k = at - 1;
    while (k > 0 && ALNUM.test(text.charAt(k - 1))) k--;
    return wordGlue(text.slice(k, at), true);
  }
  if (prev === '-' && LATIN.test(before)) {
    // "INV-4455667788" is a code; "my number-415-666-7777" a sentence with a dash.
    let k = at - 2;
    while (k > 0 && ALNUM.test(text.charAt(k - 1))) k--;
    return wordGlue(text.slice(k, at - 1), true) === 'hard' ? 'hard' : 'none';
  }
  if ('-_#/\\=&?@'.includes(prev) && ALNUM.test(before)) return 'hard';
  // "1,234567" or "3.1415926": the tail of a bigger figure. A list of numbers with commas
  // ("0301234567,0301234568") is not.
  if (prev === '.' || prev === ',')
    return /(?:^|[^0-9])[0-9]{1,3}$/.test(text.slice(Math.max(0, at - 6), at - 1)) ? 'hard' : 'none';
  return 'none';
}

/** What touches a run (or its extension) on its right; see glueBefore. */
export function glueAfter(text: string, at: number): Glue {
  const next = text.charAt(at);
  if (next === '') return 'none';
  const after = text.charAt(at + 1);
  if (LATIN.test(next)) {
    let k = at;
    while (k < text.length && ALNUM.test(text.charAt(k))) k++;
    return wordGlue(text.slice(at, k), false);
  }
  if ((next === '-' || next === '_' || next === '@' || next === '=') && ALNUM.test(after)) return 'hard';
  if (next === '/' && /[A-Za-z0-9]/.test(after) && after !== 'x' && after !== 'X') return 'hard';
  // Decimals and thousands after the run ("1 234 567,89", "12345678,5") but not a list of numbers
  // ("650-253-0000,650-253-0001").
  if ((next === ',' || next === '.') && /^[0-9]{1,3}(?![0-9]|[-.(/][0-9])/.test(text.slice(at + 1, at + 6))) return 'hard';
  return 'none';
}

/**
 * A glued word made only of lowercase letters (or Capitalised) reads as a typo; anything else as a
 * code. A phone word is a label whatever its case ("TEL03-1234-5678", "0301234567FAX"): the
 * context reader takes it for one.
 */
function wordGlue(token: string, before: boolean): Glue {
  if (/[0-9]/.test(token)) return 'hard';
  if (isPhoneWord(token.toLowerCase(), before)) return 'none';
  if (/^[A-Z\u00C0-\u00DE]{1,6}$/.test(token)) return 'hard';
  if (/^[A-Za-z\u00C0-\u024F\p{Mn}]+$/u.test(token) && /^.[a-z\u00DF-\u024F\p{Mn}]*$/u.test(token)) return 'soft';
  return 'hard';
}

// ---- Context words -------------------------------------------------------------------------
// Page text labels its numbers: "Tel:", "Call us on", "☎" before a phone number; "Order #",
// "IBAN", "Invoice No." before everything else. Labels are read as words (a set lookup per
// word, from the number backwards), which is both cheaper and easier to extend than one large
// regular expression.

/** Words that announce a phone number (lowercase, without a trailing dot). */
const PHONE_WORDS = new Set(
  (
    'tel tél tele telefon telefono teléfono telefone telephone téléphone telephon telp telepon phone phones ph ' +
    'fon call calls called calling dial dialing dialling ring fax telefax mobile mobil mob handy cell cellular ' +
    'cellphone celular cel móvil movil portable gsm whatsapp viber telegram sms hotline helpline contact caller ' +
    'freephone switchboard reception tlf tfn tlfn puhelin telefoon telefonnummer rufnummer festnetz ' +
    'zentrale kontakt sentralbord växel vaxel centralino centralita ' +
    'звоните звонить телефон тел моб факс'
  ).split(' '),
);

/** A phone label glued to a number: "TEL", "Fax", "Mobile" before it; only "Fax", "Tel" … after it. */
function isPhoneWord(word: string, before: boolean): boolean {
  if (!PHONE_WORDS.has(word)) return false;
  return before || GLUED_AFTER.has(word);
}

/** Labels that may follow a number with no space when a line break was lost ("…0018Fax: …"). */
const GLUED_AFTER = new Set(['tel', 'tél', 'telefon', 'phone', 'fax', 'telefax', 'mobile', 'mobil', 'mob', 'cell', 'tlf']);

/** Words that label ids, accounts, amounts and codes. */
const ID_WORDS = new Set(
  (
    'order invoice inv receipt account acct iban bic swift routing aba isbn issn ean upc gtin barcode sku asin ' +
    'mpn ssn nino nhs vat tax tin ein itin nif cif siret siren ustid ustidnr ref refs reference ticket tracking ' +
    'shipment parcel consignment awb serial sn patent doi pmid pmcid arxiv imei iccid meid passport licence ' +
    'license reg kvk crn abn acn gst hst aadhaar cpf cnpj curp id uid pid guid uuid hash checksum version ver ' +
    'build release firmware rev zip zipcode postcode plz cep pin passcode otp code batch voucher coupon isin ' +
    'cusip sedol duns price total amount cost balance population kundennummer kundennr matrikelnummer ' +
    'personalnummer aktenzeichen blz hrb hra commande facture compte réf dossier pedido factura cuenta инн ' +
    'kundenummer kundnummer klantnummer klantnr lidnummer ordernummer factuurnummer ' +
    // Bank details: "Acc 12345678", "Kto.-Nr.", "Rek.nr.", "RIB", "BSB", "CLABE", "Conto n."
    'acc accno acct bank banking bsb ifsc kto rek rekening bankrekening girorekening giro rib clabe cbu conto ' +
    'cc iban sortcode agência agencia conta ' +
    // Draws: "Winning numbers", "Lotto", "Powerball 08 19 …", "Tirage du Loto"
    'lotto loto lottery lotería loteria lotterie draw draws drawn drawing winning jackpot powerball megaball ' +
    'euromillions euromillones eurojackpot superzahl zusatzzahl tirage grille jouée estrazione sorteo trekking bonus stars ' +
    // "TVA FR 12 345678901" (French VAT)
    'tva'
  ).split(' '),
);

/** German, Russian … compounds: "Bestellnummer", "Rechnungs-Nr.", "Kontonummer", "заказа". */
const ID_STEMS = ['steuer', 'bestell', 'rechnung', 'auftrag', 'konto', 'sendung', 'rekening', 'lotto', 'заказ', 'счет', 'счёт'];

const PHONE_SUFFIXES = ['hotline', 'telefon', 'telefoon', 'phone', 'fax', 'mobil'];

/** Words that only name an id when "No." / "#" / "ID" follows them ("customer no.", "case #"). */
const ID_QUALIFIERS = new Set(
  (
    'customer client member membership part item article art model case lot company charity transaction ' +
    'payment policy claim product card booking confirmation reservation meeting registration social client cliente'
  ).split(' '),
);

/** "No.", "Nr.", "#": a number label whose meaning comes from the word before it. */
const NUMBER_WORDS = new Set(['no', 'nr', 'n', 'num', 'number', 'nº', 'n°', '#', '№', 'numéro', 'nummer', 'número', 'numero']);

/** Labels in scripts written without spaces, found inside longer runs of letters. */
const PHONE_LABEL_CJK = /電話|电话|手机|手機|傳真|传真|전화|휴대폰|팩스|هاتف|جوال|טלפון|फ़ोन|फोन|โทร/;
const ID_LABEL_CJK = /订单|發票|发票|注文|請求書|口座|账号|帳號|账户/;

/** How far back a label may stand from its number. */
const CONTEXT_WINDOW = 48;

export type Context = 1 | -1 | 0;

/** A sentence ends between the label and the number: the label belongs to something else. */
const SENTENCE_BREAK = /[!?;]|[.。](?:\s|$)|\n/;
/** Between an id label and its value stand at most a few short words or codes ("number", "DE89"). */
const SHORT_GAP = /^[\s:.#\-–=()/+]*(?:[\p{L}\p{N}]{1,8}[\s:.#\-–=()/+]*){0,4}$/u;
/**
 * An ordinary lowercase word closing a heading in that gap means the label names something else:
 * "Order flowers: 1-800-…", "Account holder: …" (while "Account number:", "IBAN DE89" keep it).
 */
const PLAIN_WORD = /(?:^|[^\p{L}])\p{Ll}{4,}\s*:/u;
const NUMBER_WORD_IN_GAP = /\b(?:number|numbers|nummer|numéro|numero|número)\b/giu;

function headingIn(gap: string): boolean {
  return gap.includes(':') && PLAIN_WORD.test(gap.replace(NUMBER_WORD_IN_GAP, ''));
}
const LETTER = /[\p{L}\p{M}]/u;
/** Symbols that work as a label on their own ("#", "№", "☎"). */
const LABEL_SYMBOLS = '#№☎☏✆';
const LABEL_EMOJI = ['📞', '📱', '📠'];

function hasPhoneSuffix(word: string): boolean {
  for (let i = 0; i < PHONE_SUFFIXES.length; i++) if (word.endsWith(PHONE_SUFFIXES[i] as string)) return true;
  return false;
}

function isStem(word: string): boolean {
  // (Indexed: called for every word read back from a number, mostly before the engine optimises it,
  // and an unoptimised for-of allocates an iterator each time.)
  for (let i = 0; i < ID_STEMS.length; i++) if (word.startsWith(ID_STEMS[i] as string)) return true;
  return false;
}

/** A letter at text[k] (a string is made only outside ASCII). */
function letterAt(text: string, k: number): boolean {
  const code = text.charCodeAt(k);
  return code < 128 ? (code >= 65 && code <= 90) || (code >= 97 && code <= 122) : LETTER.test(text.charAt(k));
}

/** The sign a single word gives, looking at the word before it for "Phone No." / "Order No.". */
function wordSign(word: string, words: WordsBackwards, next: string, charBefore: string): Context {
  if (PHONE_WORDS.has(word)) return 1;
  // "A/C", "C/C", "a/c no.": an account.
  if (word.length === 1 && charBefore === '/') return -1;
  if (word.length === 1 && /^[tpmfcowh]$/.test(word) && /^\s?:/.test(next)) return 1; // "T: …", "M: …"
  // "Direct line", "Order line", "Sales line" (a line on its own is an invoice's).
  if (word === 'line') return words.previous() !== undefined && !NUMBER_WORDS.has(words.previous() as string) ? 1 : 0;
  if (NUMBER_WORDS.has(word)) {
    const p = words.previous();
    if (p !== undefined && PHONE_WORDS.has(p)) return 1;
    if (p !== undefined && (ID_WORDS.has(p) || ID_QUALIFIERS.has(p) || isStem(p))) return -1;
    if (word === '#' || word === '№' || word === 'nº' || word === 'n°') return -1;
    // "No." / "Nr:" on their own label an id; "number" alone says nothing.
    return word !== 'number' && /^[.:#]/.test(next) ? -1 : 0;
  }
  if (word === 'id') return PHONE_WORDS.has(words.previous() ?? '') ? 0 : -1; // "WhatsApp ID" is neither
  // Compounds that end in a phone word: "Bestellhotline", "Servicetelefon", "Kundentelefon".
  if (word.length > 7 && hasPhoneSuffix(word)) return 1;
  if (ID_WORDS.has(word) || isStem(word)) return -1;
  // "N° client", "Nº de cliente": the number word comes first.
  if (ID_QUALIFIERS.has(word)) {
    const p = words.previous();
    return p !== undefined && NUMBER_WORDS.has(p) ? -1 : 0;
  }
  if (word === 'us' || word === 'me') {
    const p = words.previous();
    return p === 'text' || p === 'reach' || p === 'contact' ? 1 : 0;
  }
  if (word === 'free') return words.previous() === 'toll' ? 1 : 0;
  if (word === 'security') return words.previous() === 'social' ? -1 : 0;
  if (/[\u0250-\uFFFF]/.test(word)) {
    if (PHONE_LABEL_CJK.test(word)) return 1;
    if (ID_LABEL_CJK.test(word)) return -1;
  }
  return 0;
}

interface Word {
  word: string;
  start: number;
  end: number;
}

/** Reads words backwards from an offset, one at a time, with one word of look-behind. */
class WordsBackwards {
  private k: number;
  /** The word previous() has read ahead: null when none was read, undefined at the start. */
  private ahead: Word | undefined | null = null;

  constructor(
    private readonly text: string,
    private readonly from: number,
    at: number,
  ) {
    this.k = at;
  }

  /** The next word back (the one previous() read, if it did), undefined at the window's start. */
  next(): Word | undefined {
    const ahead = this.ahead;
    if (ahead === null) return this.read();
    this.ahead = null;
    return ahead;
  }

  /** The word before the one next() last returned, without moving past it. */
  previous(): string | undefined {
    if (this.ahead === null) this.ahead = this.read();
    return this.ahead?.word;
  }

  private read(): Word | undefined {
    const { text, from } = this;
    let k = this.k;
    while (k > from) {
      const code = text.charCodeAt(k - 1);
      // ASCII letters and spaces first: most of what is read.
      if (code < 128 && code !== 35) {
        if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) break;
        k--;
        continue;
      }
      const ch = text.charAt(k - 1);
      if (LABEL_SYMBOLS.includes(ch)) {
        this.k = k - 1;
        return { word: ch, start: k - 1, end: k };
      }
      if (code >= 0xdc00 && code <= 0xdfff && k - 2 >= from) {
        const pair = text.slice(k - 2, k);
        if (LABEL_EMOJI.includes(pair)) {
          this.k = k - 2;
          return { word: '☎', start: k - 2, end: k };
        }
      }
      if (letterAt(text, k - 1)) break;
      k--;
    }
    if (k <= from) {
      this.k = k;
      return undefined;
    }
    const end = k;
    while (k > from && letterAt(text, k - 1)) k--;
    this.k = k;
    return { word: text.slice(k, end).toLowerCase(), start: k, end };
  }
}

/**
 * The label nearest before text[at] decides: +1 phone-like, -1 id-like, 0 none. Phone labels
 * reach across a short list of numbers ("Tel: 030 123456, 030 654321"); id labels must stand
 * right before their value, since "your order? Call 0800 …" is about the phone. Words are read
 * backwards from the number, so the usual case (a label right before it) costs a word or two.
 */
export function contextBefore(text: string, at: number): Context {
  const words = new WordsBackwards(text, Math.max(0, at - CONTEXT_WINDOW), at);
  for (let current = words.next(); current; current = words.next()) {
    const { word, start, end } = current;
    const sign = wordSign(word, words, text.slice(end, end + 2), text.charAt(start - 1));
    if (sign !== 0) {
      // A label may end in a dot ("Tel.", "No.") without ending the sentence.
      const gap = text.slice(text.charAt(end) === '.' ? end + 1 : end, at);
      if (SENTENCE_BREAK.test(gap)) return 0;
      if (sign === -1) return gap.length <= 24 && SHORT_GAP.test(gap) && !headingIn(gap) ? -1 : 0;
      return 1;
    }
  }
  return 0;
}

const PHONE_AFTER =
  /^\s*(?:\(\s*(?:fax|tel|phone|mobile|cell|office|home|work|main|direct|toll[- ]?free|whatsapp|landline|mob|tél|handy)\b|(?:is|was)\s+(?:my|our|the)\s+(?:phone\s+|mobile\s+|cell\s+|fax\s+)?number)/i;

/** A label right after the number: "0301234567 (fax)", "… is my number". */
export function contextAfter(text: string, at: number): Context {
  return PHONE_AFTER.test(text.slice(at, at + 32)) ? 1 : 0;
}
