// The detect port's messages: content scripts have the background find the numbers in their text.
// A port, not one-off messages: a large page sends dozens of batches, and a port keeps their order.
// Both ends read what they get as untrusted: a batch comes from a web page's process.
import type { CountryCode } from 'libphonenumber-js/core';
import { isRecord, readString, readStringArray } from '../common/validate';
import {
  type DetectItem,
  type DetectResult,
  MAX_BATCH_CHARS,
  MAX_BATCH_ITEMS,
  MAX_HREF_CHARS,
  MAX_HREFS,
  MAX_ITEM_CHARS,
} from '../highlight/detect-batch';
import { readCountry } from '../phone/country';
import type { PhoneMatch } from '../phone/detect';
import { isE164 } from '../phone/e164';
import { type PageClues, readClues } from '../phone/page-clues';

export const DETECT_PORT = 'detect';

/**
 * What a page says of its country: what it declares (page-signals.ts), else the clues of its own
 * words (page-clues.ts), which the background votes on.
 */
export interface PageSaid {
  country?: CountryCode;
  clues?: PageClues;
}

/**
 * Content script → background, on the detect port: a batch of texts. Plain lists, not an object
 * per item: passing thousands of small objects cost the page more than the texts in them. `hrefs`
 * and `countries` are there only when some item has links or a section country of its own, one
 * entry per text (null: none).
 */
export interface PageDetectBatch {
  type: 'detect:batch';
  /** The content script's own count, echoed in the reply. */
  id: number;
  country?: CountryCode;
  /**
   * Present when the "page's country" setting is on: the country the page says it is from, if any
   * (utils/phone/page-signals.ts); the background then also reads each block with its own country.
   */
  page?: PageSaid;
  texts: string[];
  hrefs?: (string[] | null)[];
  countries?: (CountryCode | null)[];
}

/** A batch as the background reads it (parseDetectRequest): the same header, one item per text. */
export type PageDetectRequest = Omit<PageDetectBatch, 'texts' | 'hrefs' | 'countries'> & { items: readonly DetectItem[] };

/** A batch in its wire form (the country and page are the sender's to add). */
export function detectBatch(id: number, items: readonly DetectItem[]): PageDetectBatch {
  const msg: PageDetectBatch = { type: 'detect:batch', id, texts: items.map((i) => i.text) };
  if (items.some((i) => i.hrefs)) msg.hrefs = items.map((i) => i.hrefs ?? null);
  if (items.some((i) => i.country)) msg.countries = items.map((i) => i.country ?? null);
  return msg;
}

/**
 * Background → content script, on the detect port: the batch's matches as one flat
 * `[item, start, end, e164, item, start, end, e164, …]`, items in order (an object and an array
 * per item cost both ends more to pass than the numbers in them), and the numbers of the items'
 * `tel:` links, one after the other in item order ('' for a link without one).
 */
export type BgDetectReply =
  | { type: 'detect:found'; id: number; m: (number | string)[]; t?: string[] }
  /** A batch the background would not read (malformed or over a limit). */
  | { type: 'detect:refused'; id: number };

/**
 * Validates a batch from a content script (a page's process: bounded in every dimension). A list
 * of links or countries not one a text is refused; a country not known is dropped.
 */
export function parseDetectRequest(msg: unknown): PageDetectRequest | undefined {
  if (!isRecord(msg) || msg.type !== 'detect:batch' || !Number.isSafeInteger(msg.id)) return undefined;
  const texts: unknown = msg.texts;
  if (!Array.isArray(texts) || texts.length > MAX_BATCH_ITEMS) return undefined;
  const hrefs: unknown = msg.hrefs;
  const countries: unknown = msg.countries;
  if (hrefs !== undefined && !(Array.isArray(hrefs) && hrefs.length === texts.length)) return undefined;
  if (countries !== undefined && !(Array.isArray(countries) && countries.length === texts.length)) return undefined;
  const items: DetectItem[] = new Array(texts.length);
  let chars = 0;
  for (let i = 0; i < texts.length; i++) {
    const text = readString(texts[i], MAX_ITEM_CHARS);
    if (text === undefined) return undefined;
    chars += text.length;
    if (chars > MAX_BATCH_CHARS) return undefined;
    const item: DetectItem = { text };
    const links: unknown = hrefs ? hrefs[i] : null;
    if (links !== null) {
      const read = readStringArray(links, MAX_HREFS, MAX_HREF_CHARS);
      if (!read) return undefined;
      item.hrefs = read;
    }
    const country = countries ? readCountry(countries[i]) : undefined;
    if (country) item.country = country;
    items[i] = item;
  }
  const req: PageDetectRequest = { type: 'detect:batch', id: msg.id as number, items };
  const country = readCountry(msg.country);
  if (country) req.country = country;
  if (isRecord(msg.page)) {
    const pageCountry = readCountry(msg.page.country);
    req.page = pageCountry ? { country: pageCountry } : {};
    const clues = pageCountry || msg.page.clues === undefined ? undefined : readClues(msg.page.clues);
    if (clues) req.page.clues = clues;
  }
  return req;
}

export function detectRefusal(id: number): BgDetectReply {
  return { type: 'detect:refused', id };
}

/** The reply to a batch, in its wire form. */
export function detectReply(id: number, results: readonly DetectResult[]): BgDetectReply {
  const m: (number | string)[] = [];
  const t: string[] = [];
  for (let i = 0; i < results.length; i++) {
    const r = results[i] as DetectResult;
    for (const x of r.matches) m.push(i, x.start, x.end, x.number);
    if (r.tels) for (const n of r.tels) t.push(n ?? '');
  }
  return t.length > 0 ? { type: 'detect:found', id, m, t } : { type: 'detect:found', id, m };
}

/**
 * Reads the background's reply to `items`, as seen by a content script: undefined unless every
 * match is of an item of the batch, in order, inside its text, with its number in E.164, and every
 * item with links has a number (or '') for each.
 */
export function parseDetectReply(msg: unknown, items: readonly DetectItem[]): DetectResult[] | undefined {
  if (!isRecord(msg) || msg.type !== 'detect:found' || !Array.isArray(msg.m) || msg.m.length % 4 !== 0) return undefined;
  const m: unknown[] = msg.m;
  const t: unknown = msg.t ?? [];
  if (!Array.isArray(t)) return undefined;
  const out: DetectResult[] = [];
  let k = 0;
  let tel = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as DetectItem;
    let end = k;
    while (m[end] === i) end += 4;
    // (Made at its size: a push into an empty array makes room for 17, for each of thousands of items.)
    const matches: PhoneMatch[] = new Array((end - k) / 4);
    for (let j = 0; k < end; k += 4) {
      const start: unknown = m[k + 1];
      const stop: unknown = m[k + 2];
      const number: unknown = m[k + 3];
      if (!Number.isInteger(start) || !Number.isInteger(stop) || !isE164(number)) return undefined;
      if ((start as number) < 0 || (stop as number) <= (start as number) || (stop as number) > item.text.length) return undefined;
      matches[j++] = { start: start as number, end: stop as number, number };
    }
    const result: DetectResult = { matches };
    const links = item.hrefs?.length ?? 0;
    // (Too few numbers for the links: `tel` passes the end, and the check below refuses it.)
    if (links > 0) {
      result.tels = t.slice(tel, tel + links).map((n) => (isE164(n) ? n : undefined));
      tel += links;
    }
    out.push(result);
  }
  // (A match of no item of the batch, or out of order, or numbers for links it does not have.)
  return k === m.length && tel === t.length ? out : undefined;
}
