// The one message protocol between the parts. Names say the direction: `popup:`/`options:` for an
// extension page asking the background, `page:` for a content script asking the background, `bg:`
// for the background asking a content script. Every message is validated on receipt; a `page:`
// message is untrusted input from a web page's process.
import type { CountryCode } from 'libphonenumber-js/core';
import type { CheckRecord } from '../checks/check-record';
import { isRecord, readBoolean, readString, readStringArray } from '../common/validate';
import type { CreditsReading } from '../credits/reading';
import {
  type DetectItem,
  type DetectResult,
  MAX_BATCH_CHARS,
  MAX_BATCH_ITEMS,
  MAX_HREF_CHARS,
  MAX_HREFS,
  MAX_ITEM_CHARS,
  type Match,
} from '../highlight/detect-batch';
import { readCountry } from '../phone/country';
import { type Environment, isEnvironment } from '../service/environments';
import type { ServiceError } from '../service/errors';
import type { PageSettings } from '../storage/settings';

export const MAX_NUMBER_INPUT = 64;

/** Reply of every check, whatever started it. */
export type CheckReply =
  | { ok: true; record: CheckRecord; cached: boolean; note?: string }
  | { ok: false; error: ServiceError; e164?: string };

export interface KeyStatus {
  environment: Environment;
  set: boolean;
  masked: string;
}

export type TestKeyReply = { ok: true; credits: number } | { ok: false; error: ServiceError };

/** Requests from extension pages (popup, options). */
export type ExtensionRequest =
  | { type: 'popup:check-number'; input: string; country?: CountryCode; force?: boolean; allowImpossible?: boolean }
  | { type: 'popup:refresh-credits' }
  | { type: 'options:key-status' }
  | { type: 'options:reveal-key'; environment: Environment }
  | { type: 'options:test-key'; environment: Environment; key?: string; baseUrl?: string }
  | { type: 'options:save-key'; environment: Environment; key: string }
  | { type: 'options:remove-key'; environment: Environment }
  | { type: 'options:clear-data'; what: 'history' | 'cache' | 'all' };

/** Requests from content scripts: a small, fixed set, since any page may be hostile. */
export type PageRequest =
  | { type: 'page:get-settings' }
  | { type: 'page:check-number'; number: string; trusted: boolean }
  /** At a right-click: whether a highlighted number is under the pointer, to show or hide the menu item. */
  | { type: 'page:context-target'; hasNumber: boolean };

/** Requests from the background to a content script. */
export type BackgroundToPage =
  | { type: 'bg:get-context-number' }
  | { type: 'bg:get-selection' }
  | { type: 'bg:show-result'; reply: CheckReply; at: 'context' | 'selection' }
  | { type: 'bg:settings-changed' };

export interface ReplyMap {
  'popup:check-number': CheckReply;
  'popup:refresh-credits': CreditsReading;
  'options:key-status': KeyStatus[];
  'options:reveal-key': { key: string };
  'options:test-key': TestKeyReply;
  'options:save-key': { ok: true; credits?: CreditsReading };
  'options:remove-key': { ok: true };
  'options:clear-data': { ok: true };
  'page:get-settings': PageSettings;
  'page:check-number': CheckReply;
  'page:context-target': { ok: true };
  'bg:get-context-number': { number?: string; text?: string };
  'bg:get-selection': { text?: string };
  'bg:show-result': { shown: boolean };
  'bg:settings-changed': { ok: true };
}

export type AnyRequest = ExtensionRequest | PageRequest | BackgroundToPage;
export type ReplyTo<R extends AnyRequest> = ReplyMap[R['type']];

const CLEAR_WHAT = ['history', 'cache', 'all'] as const;

/** Validates a request from an extension page; undefined for anything not allow-listed. */
export function parseExtensionRequest(msg: unknown): ExtensionRequest | undefined {
  if (!isRecord(msg) || typeof msg.type !== 'string') return undefined;
  switch (msg.type) {
    case 'popup:check-number': {
      const input = readString(msg.input, MAX_NUMBER_INPUT);
      if (input === undefined) return undefined;
      const req: ExtensionRequest = { type: msg.type, input };
      const country = readCountry(msg.country);
      if (country) req.country = country;
      if (readBoolean(msg.force)) req.force = true;
      if (readBoolean(msg.allowImpossible)) req.allowImpossible = true;
      return req;
    }
    case 'popup:refresh-credits':
    case 'options:key-status':
      return { type: msg.type };
    case 'options:reveal-key':
    case 'options:remove-key':
      return isEnvironment(msg.environment) ? { type: msg.type, environment: msg.environment } : undefined;
    case 'options:test-key': {
      if (!isEnvironment(msg.environment)) return undefined;
      const req: ExtensionRequest = { type: msg.type, environment: msg.environment };
      const key = readString(msg.key, 500);
      const baseUrl = readString(msg.baseUrl, 2_000);
      if (key !== undefined) req.key = key;
      if (baseUrl !== undefined) req.baseUrl = baseUrl;
      return req;
    }
    case 'options:save-key': {
      const key = readString(msg.key, 500);
      return isEnvironment(msg.environment) && key !== undefined
        ? { type: msg.type, environment: msg.environment, key }
        : undefined;
    }
    case 'options:clear-data': {
      const what = CLEAR_WHAT.find((w) => w === msg.what);
      return what ? { type: msg.type, what } : undefined;
    }
    default:
      return undefined;
  }
}

/** Validates a request from a content script. It may ask for its page's settings and for a check. */
export function parsePageRequest(msg: unknown): PageRequest | undefined {
  if (!isRecord(msg)) return undefined;
  if (msg.type === 'page:get-settings') return { type: 'page:get-settings' };
  if (msg.type === 'page:check-number') {
    const number = readString(msg.number, MAX_NUMBER_INPUT);
    return number !== undefined ? { type: 'page:check-number', number, trusted: msg.trusted === true } : undefined;
  }
  if (msg.type === 'page:context-target') return { type: 'page:context-target', hasNumber: msg.hasNumber === true };
  return undefined;
}

/** Validates a request from the background, as seen by a content script. */
export function parseBackgroundToPage(msg: unknown): BackgroundToPage | undefined {
  if (!isRecord(msg) || typeof msg.type !== 'string') return undefined;
  switch (msg.type) {
    case 'bg:get-context-number':
    case 'bg:get-selection':
    case 'bg:settings-changed':
      return { type: msg.type };
    case 'bg:show-result':
      return isRecord(msg.reply) && (msg.at === 'context' || msg.at === 'selection')
        ? { type: msg.type, reply: msg.reply as CheckReply, at: msg.at }
        : undefined;
    default:
      return undefined;
  }
}

// ---- The detect port: content scripts have the background find the numbers in their text ------
// A port, not one-off messages: a large page sends dozens of batches, and a port keeps their order.

export const DETECT_PORT = 'page:detect';

/** Content script → background, on the detect port. */
export interface PageDetectRequest {
  type: 'page:detect';
  /** The content script's own count, echoed in the reply. */
  id: number;
  country?: CountryCode;
  items: readonly DetectItem[];
}

/**
 * Background → content script, on the detect port: per item, its matches as flat
 * `[start, end, e164, start, end, e164, …]` (a page's worth of objects costs more to pass), and the
 * numbers of its `tel:` links ('' for a link without one).
 */
export type BgDetectReply =
  | { type: 'bg:detected'; id: number; results: { m: (number | string)[]; t?: string[] }[] }
  /** A batch the background would not read (malformed or over a limit). */
  | { type: 'bg:detect-refused'; id: number };

/** Validates a batch from a content script (a page's process: bounded in every dimension). */
export function parseDetectRequest(msg: unknown): PageDetectRequest | undefined {
  if (!isRecord(msg) || msg.type !== 'page:detect' || !Number.isSafeInteger(msg.id)) return undefined;
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
    if (raw.hrefs !== undefined) {
      const hrefs = readStringArray(raw.hrefs, MAX_HREFS, MAX_HREF_CHARS);
      if (!hrefs) return undefined;
      item.hrefs = hrefs;
    }
    items.push(item);
  }
  const req: PageDetectRequest = { type: 'page:detect', id: msg.id as number, items };
  const country = readCountry(msg.country);
  if (country) req.country = country;
  return req;
}

export function detectRefusal(id: number): BgDetectReply {
  return { type: 'bg:detect-refused', id };
}

/** The reply to a batch, in its wire form. */
export function detectReply(id: number, results: readonly DetectResult[]): BgDetectReply {
  return {
    type: 'bg:detected',
    id,
    results: results.map((r) => {
      const m: (number | string)[] = [];
      for (const x of r.matches) m.push(x.start, x.end, x.number);
      return r.tels ? { m, t: r.tels.map((t) => t ?? '') } : { m };
    }),
  };
}

const E164 = /^\+[1-9]\d{1,18}$/;

/**
 * Reads the background's reply to `items`, as seen by a content script: undefined unless it has
 * one result per item, every match inside its text, every number in E.164.
 */
export function parseDetectReply(msg: unknown, items: readonly DetectItem[]): DetectResult[] | undefined {
  if (!isRecord(msg) || msg.type !== 'bg:detected' || !Array.isArray(msg.results)) return undefined;
  if (msg.results.length !== items.length) return undefined;
  const out: DetectResult[] = [];
  for (let i = 0; i < items.length; i++) {
    const raw: unknown = msg.results[i];
    const item = items[i] as DetectItem;
    if (!isRecord(raw) || !Array.isArray(raw.m) || raw.m.length % 3 !== 0) return undefined;
    const matches: Match[] = [];
    for (let k = 0; k < raw.m.length; k += 3) {
      const start: unknown = raw.m[k];
      const end: unknown = raw.m[k + 1];
      const number: unknown = raw.m[k + 2];
      if (!Number.isInteger(start) || !Number.isInteger(end) || typeof number !== 'string' || !E164.test(number))
        return undefined;
      if ((start as number) < 0 || (end as number) <= (start as number) || (end as number) > item.text.length) return undefined;
      matches.push({ start: start as number, end: end as number, number });
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
