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
import { E164, isE164 } from '../phone/e164';
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

/** Content script → background, on the detect port. */
export interface PageDetectRequest {
  type: 'detect:batch';
  /** The content script's own count, echoed in the reply. */
  id: number;
  country?: CountryCode;
  /**
   * Present when the "page's country" setting is on: the country the page says it is from, if any
   * (utils/phone/page-signals.ts); the background then also reads each block with its own country.
   */
  page?: PageSaid;
  items: readonly DetectItem[];
}

/**
 * Background → content script, on the detect port: per item, its matches as flat
 * `[start, end, e164, start, end, e164, …]` (a page's worth of objects costs more to pass), and the
 * numbers of its `tel:` links ('' for a link without one).
 */
export type BgDetectReply =
  | { type: 'detect:found'; id: number; results: { m: (number | string)[]; t?: string[] }[] }
  /** A batch the background would not read (malformed or over a limit). */
  | { type: 'detect:refused'; id: number };

/** Validates a batch from a content script (a page's process: bounded in every dimension). */
export function parseDetectRequest(msg: unknown): PageDetectRequest | undefined {
  if (!isRecord(msg) || msg.type !== 'detect:batch' || !Number.isSafeInteger(msg.id)) return undefined;
  if (!Array.isArray(msg.items) || msg.items.length > MAX_BATCH_ITEMS) return undefined;
  const items: DetectItem[] = [];
  let chars = 0;
  for (const raw of msg.items as unknown[]) {
    if (!isRecord(raw)) return undefined;
    const text = readString(raw.text, MAX_ITEM_CHARS);
    if (text === undefined) return undefined;
    chars += text.length;
    if (chars > MAX_BATCH_CHARS) return undefined;
    const item: DetectItem = { text };
    const country = readCountry(raw.country);
    if (country) item.country = country;
    if (raw.hrefs !== undefined) {
      const hrefs = readStringArray(raw.hrefs, MAX_HREFS, MAX_HREF_CHARS);
      if (!hrefs) return undefined;
      item.hrefs = hrefs;
    }
    items.push(item);
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
  return {
    type: 'detect:found',
    id,
    results: results.map((r) => {
      const m: (number | string)[] = [];
      for (const x of r.matches) m.push(x.start, x.end, x.number);
      return r.tels ? { m, t: r.tels.map((t) => t ?? '') } : { m };
    }),
  };
}

/**
 * Reads the background's reply to `items`, as seen by a content script: undefined unless it has
 * one result per item, every match inside its text, every number in E.164.
 */
export function parseDetectReply(msg: unknown, items: readonly DetectItem[]): DetectResult[] | undefined {
  if (!isRecord(msg) || msg.type !== 'detect:found' || !Array.isArray(msg.results)) return undefined;
  if (msg.results.length !== items.length) return undefined;
  const out: DetectResult[] = [];
  for (let i = 0; i < items.length; i++) {
    const raw: unknown = msg.results[i];
    const item = items[i] as DetectItem;
    if (!isRecord(raw) || !Array.isArray(raw.m) || raw.m.length % 3 !== 0) return undefined;
    // (Made at its size: a push into an empty array makes room for 17, for each of thousands of items.)
    const matches: PhoneMatch[] = new Array(raw.m.length / 3);
    for (let k = 0; k < raw.m.length; k += 3) {
      const start: unknown = raw.m[k];
      const end: unknown = raw.m[k + 1];
      const number: unknown = raw.m[k + 2];
      if (!Number.isInteger(start) || !Number.isInteger(end) || !isE164(number)) return undefined;
      if ((start as number) < 0 || (end as number) <= (start as number) || (end as number) > item.text.length) return undefined;
      matches[k / 3] = { start: start as number, end: end as number, number };
    }
    const result: DetectResult = { matches };
    if (item.hrefs && item.hrefs.length > 0) {
      const tels = readStringArray(raw.t, item.hrefs.length, 20);
      if (!tels || tels.length !== item.hrefs.length) return undefined;
      result.tels = tels.map((t) => (E164.test(t) ? t : undefined));
    }
    out.push(result);
  }
  return out;
}
