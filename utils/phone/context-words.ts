// The words around a run of digits: whether it is glued to letters (a code, not a number), and
// whether the text before or after it labels it a phone number ("Tel", "Call", "☎") or an id
// ("Order", "IBAN", "No."). detect.ts weighs what these say; traps.ts rules out the digits' shapes.
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
// A word this reads by name, or a new kind of word it reads, must not be a plain word: add it to
// isPlainWord's checks too (contextBefore skips plain words before asking here).
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
 * Words that say nothing whatever stands around them: no rule of wordSign reads them (not one
 * letter, in no list, no compound or CJK label), so their sign is 0 and they look at no other word.
 * Most words read back from a number are such words ("Or try +1 …" reads the sentence before); they
 * are remembered, so each is told once, not once per number. Pure: a word's answer never changes.
 */
const plainWords = new Map<string, boolean>();
const PLAIN_WORDS_LIMIT = 4000;
const SPECIAL_WORDS = new Set(['line', 'id', 'us', 'me', 'free', 'security']);

function isPlainWord(word: string): boolean {
  let plain = plainWords.get(word);
  if (plain === undefined) {
    plain =
      word.length > 1 &&
      !PHONE_WORDS.has(word) &&
      !NUMBER_WORDS.has(word) &&
      !SPECIAL_WORDS.has(word) &&
      !(word.length > 7 && hasPhoneSuffix(word)) &&
      !ID_WORDS.has(word) &&
      !isStem(word) &&
      !ID_QUALIFIERS.has(word) &&
      !/[\u0250-\uFFFF]/.test(word);
    if (plainWords.size >= PLAIN_WORDS_LIMIT) plainWords.clear();
    plainWords.set(word, plain);
  }
  return plain;
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
    if (isPlainWord(word)) continue;
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

// (What it may start with, after spaces, is told first by contextAfter's shortcut: keep the two in step.)
const PHONE_AFTER =
  /^\s*(?:\(\s*(?:fax|tel|phone|mobile|cell|office|home|work|main|direct|toll[- ]?free|whatsapp|landline|mob|tél|handy)\b|(?:is|was)\s+(?:my|our|the)\s+(?:phone\s+|mobile\s+|cell\s+|fax\s+)?number)/i;

/** A label right after the number: "0301234567 (fax)", "… is my number". */
export function contextAfter(text: string, at: number): Context {
  // Most numbers are followed by a space and a word that is none of these: told by one character,
  // without the slice and the pattern (anything that might be a space or a letter in another case goes on to it).
  let k = at;
  while (k < at + 32 && text.charCodeAt(k) === 32) k++;
  const c = text.charCodeAt(k);
  if (k >= at + 32 || !(c <= 32 || c >= 128 || c === 40 || c === 73 || c === 105 || c === 87 || c === 119)) return 0;
  return PHONE_AFTER.test(text.slice(at, at + 32)) ? 1 : 0;
}
