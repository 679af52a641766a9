// The one message protocol between the parts (the map is drawn in docs/architecture.md). A type
// names its subject (`check:`, `key:`, `credits:`, `history:`, `settings:`, `menu:`, `selection:`,
// `detect:`); who may send it is said by the allow-lists below. Every message is validated on
// receipt; one from a content script is untrusted input from a web page's process.
import type { CountryCode } from 'libphonenumber-js/core';
import { JOB_ACTIONS, type JobAction, type JobActionReply } from '../bulk/job';
import type { CheckRecord } from '../checks/check-record';
import { cleanPageTitle } from '../checks/page-ref';
import { VERDICTS, type Verdict } from '../checks/verdict';
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
} from '../highlight/detect-batch';
import { readCountry } from '../phone/country';
import type { PhoneMatch } from '../phone/detect';
import type { Balance } from '../service/credits-reader';
import { type Environment, isEnvironment } from '../service/environments';
import type { ServiceError } from '../service/errors';
import type { PageSettings } from '../storage/settings';

export const MAX_NUMBER_INPUT = 64;
/** Numbers a frame may ask verdicts for in one message (as many as it may list, page-numbers.ts). */
export const MAX_VERDICT_NUMBERS = 20_000;

/** A known verdict as sent to a content script: E.164, the verdict, when it was checked. */
export type VerdictEntry = [number: string, verdict: Verdict, checkedAt: number];

/** Reply of every check, whatever started it. */
export type CheckReply =
  /**
   * `notKept`: the answer came (and was paid for) but storage refused to keep it (full): it is
   * shown, with words saying it is not in history.
   */
  | { ok: true; record: CheckRecord; cached: boolean; note?: string; notKept?: true }
  | { ok: false; error: ServiceError; e164?: string };

export interface KeyStatus {
  environment: Environment;
  set: boolean;
  masked: string;
}

export type TestKeyReply = { ok: true; balance: Balance } | { ok: false; error: ServiceError };

/** A request that carries nothing but its type. */
type NoFields = Record<never, never>;

/** A content script's reader of the background's verdicts: well-formed entries only. */
export function readVerdictEntries(value: unknown): VerdictEntry[] {
  if (!Array.isArray(value)) return [];
  const out: VerdictEntry[] = [];
  for (const v of value as unknown[]) {
    if (!Array.isArray(v) || v.length !== 3) continue;
    const [number, verdict, at] = v as unknown[];
    const known = VERDICTS.find((x) => x === verdict);
    if (typeof number === 'string' && known && typeof at === 'number' && Number.isFinite(at)) out.push([number, known, at]);
  }
  return out;
}

export type ClearWhat = 'history' | 'cache' | 'all';

/** What the card's action buttons may open: see 'settings:open'. */
export const OPEN_WHERE = ['key', 'address', 'account', 'settings'] as const;
export type OpenWhere = (typeof OPEN_WHERE)[number];

/**
 * Every message, by type: what it carries (besides `type`) and what it gets back. The sender's
 * promise and the receiver's handler are both typed from this one map, so they cannot drift apart.
 * Who may send which type is said by the three lists below it, not by the name.
 */
export interface ProtocolMap {
  // ---- Extension pages (popup, options) → background ----
  'check:number': {
    request: { input: string; country?: CountryCode; force?: boolean; allowImpossible?: boolean };
    reply: CheckReply;
  };
  'credits:refresh': { request: NoFields; reply: CreditsReading };
  'key:status': { request: NoFields; reply: KeyStatus[] };
  'key:reveal': { request: { environment: Environment }; reply: { key: string } };
  /** Tests a key (the stored one, or one typed but not saved yet) with the free credits call. */
  'key:test': { request: { environment: Environment; key?: string; baseUrl?: string }; reply: TestKeyReply };
  'key:save': { request: { environment: Environment; key: string }; reply: { ok: true; credits?: CreditsReading } };
  'key:remove': { request: { environment: Environment }; reply: { ok: true } };
  'history:clear': { request: { what: ClearWhat }; reply: { ok: true } };
  /**
   * Saves one deployment's base URL. The popup's onboarding asks the background rather than write
   * itself: Firefox closes the popup at the permission prompt that follows, and a message already
   * sent is not lost with it.
   */
  'settings:save-base-url': {
    request: { environment: Environment; baseUrl: string };
    reply: { ok: true } | { ok: false; reason: string };
  };
  /** Runs a job of many checks that the page wrote to storage (utils/bulk/create-job.ts). */
  'bulk:start': { request: { id: string }; reply: JobActionReply };
  /** Pause, resume, cancel, retry failed rows, send unknown rows again, remove. */
  'bulk:act': { request: { id: string; action: JobAction }; reply: JobActionReply };

  // ---- Content scripts → background: a small, fixed set, since any page may be hostile ----
  /** The settings of the sender's own page; nothing secret, nothing about the service. */
  'settings:for-page': { request: NoFields; reply: PageSettings };
  /** A check from the hover chip; `trusted` is the click's `isTrusted`. */
  'check:from-page': { request: { number: string; trusted: boolean; title?: string }; reply: CheckReply };
  /**
   * The way forward from an error in the page's card: the settings at the key, at the deployment's
   * address, or the account page (set in the settings) to top up. Only on a trusted click; the page
   * cannot name the address opened, only which of the three.
   */
  'settings:open': { request: { where: OpenWhere; trusted: boolean }; reply: { ok: boolean } };
  /** At a right-click: whether a highlighted number is under the pointer, to show or hide the menu item. */
  'menu:number-under-pointer': { request: { hasNumber: boolean }; reply: { ok: true } };
  /**
   * The cache's verdicts for numbers the frame highlighted: verdict and time only, never the answer.
   * The content script paints them where the page's own script cannot read them (verdict-marks.ts).
   */
  'verdicts:for-page': {
    request: { numbers: string[] };
    /** `anyKnown`: the cache holds some fresh verdict, for any number (utils/highlight/verdict-marks.ts says why). */
    reply: { verdicts: VerdictEntry[]; anyKnown: boolean };
  };

  // ---- Background → a content script ----
  /** The highlighted number the last right-click was on, if any. */
  /** `country`: the country the page says it is from (the "page's country" setting on), to read a selection or link with. */
  'menu:number-here': { request: NoFields; reply: { number?: string; text?: string; title?: string; country?: string } };
  /** The selected text; only a frame that has a selection answers. */
  'selection:get': { request: NoFields; reply: { text?: string; title?: string; url?: string; country?: string } };
  /** Shows a check's answer in the page's card, by the selection or by the right-click. */
  'check:show-result': { request: { reply: CheckReply; at: 'context' | 'selection' }; reply: { shown: boolean } };
  /** The settings changed: ask again for this page's settings. */
  'settings:changed': { request: NoFields; reply: { ok: true } };
  /** The cache changed: ask again for the verdicts of these numbers (of all when none are named). */
  'verdicts:changed': { request: { numbers?: string[] }; reply: { ok: true } };
}

export type MessageType = keyof ProtocolMap;
export type Request<T extends MessageType> = { type: T } & ProtocolMap[T]['request'];
export type Reply<T extends MessageType> = ProtocolMap[T]['reply'];
/** The union of the requests of the types `T`. */
export type RequestOf<T extends MessageType> = { [K in T]: Request<K> }[T];
/** The reply to a request, whatever its type. */
export type ReplyTo<R extends { type: MessageType }> = Reply<R['type']>;

/** Types an extension page may send; the background answers them only from an extension page. */
export const FROM_EXTENSION_PAGE = [
  'check:number',
  'credits:refresh',
  'key:status',
  'key:reveal',
  'key:test',
  'key:save',
  'key:remove',
  'history:clear',
  'settings:save-base-url',
  'bulk:start',
  'bulk:act',
] as const satisfies readonly MessageType[];
/** Types a content script may send; the background answers them only from a content script. */
export const FROM_CONTENT_SCRIPT = [
  'settings:for-page',
  'check:from-page',
  'settings:open',
  'menu:number-under-pointer',
  'verdicts:for-page',
] as const satisfies readonly MessageType[];
/** Types the background sends to content scripts; a content script answers them only from its own extension. */
export const TO_CONTENT_SCRIPT = [
  'menu:number-here',
  'selection:get',
  'check:show-result',
  'settings:changed',
  'verdicts:changed',
] as const satisfies readonly MessageType[];

export type ExtensionPageType = (typeof FROM_EXTENSION_PAGE)[number];
export type ContentScriptType = (typeof FROM_CONTENT_SCRIPT)[number];
export type ToContentScriptType = (typeof TO_CONTENT_SCRIPT)[number];
export type ExtensionRequest = RequestOf<ExtensionPageType>;
export type PageRequest = RequestOf<ContentScriptType>;
export type BackgroundToPage = RequestOf<ToContentScriptType>;

// ---- Validation on receipt: per type, a reader that rebuilds the request from what it accepts ----
// Only the fields read here reach a handler; anything else the sender put in is dropped.

type Readers<T extends MessageType> = { [K in T]: (msg: Record<string, unknown>) => Request<K> | undefined };

function parseWith<T extends MessageType>(readers: Readers<T>, msg: unknown): RequestOf<T> | undefined {
  if (!isRecord(msg) || typeof msg.type !== 'string' || !Object.hasOwn(readers, msg.type)) return undefined;
  const read = readers[msg.type as T] as (m: Record<string, unknown>) => RequestOf<T> | undefined;
  return read(msg);
}

const CLEAR_WHAT = ['history', 'cache', 'all'] as const;
const E164 = /^\+[1-9]\d{1,18}$/;

const withEnvironment =
  <T extends 'key:reveal' | 'key:remove'>(type: T) =>
  (msg: Record<string, unknown>): Request<T> | undefined =>
    isEnvironment(msg.environment) ? ({ type, environment: msg.environment } as Request<T>) : undefined;

const extensionReaders: Readers<ExtensionPageType> = {
  'check:number': (msg) => {
    const input = readString(msg.input, MAX_NUMBER_INPUT);
    if (input === undefined) return undefined;
    const req: Request<'check:number'> = { type: 'check:number', input };
    const country = readCountry(msg.country);
    if (country) req.country = country;
    if (readBoolean(msg.force)) req.force = true;
    if (readBoolean(msg.allowImpossible)) req.allowImpossible = true;
    return req;
  },
  'credits:refresh': () => ({ type: 'credits:refresh' }),
  'key:status': () => ({ type: 'key:status' }),
  'key:reveal': withEnvironment('key:reveal'),
  'key:remove': withEnvironment('key:remove'),
  'key:test': (msg) => {
    if (!isEnvironment(msg.environment)) return undefined;
    const req: Request<'key:test'> = { type: 'key:test', environment: msg.environment };
    const key = readString(msg.key, 500);
    const baseUrl = readString(msg.baseUrl, 2_000);
    if (key !== undefined) req.key = key;
    if (baseUrl !== undefined) req.baseUrl = baseUrl;
    return req;
  },
  'key:save': (msg) => {
    const key = readString(msg.key, 500);
    return isEnvironment(msg.environment) && key !== undefined
      ? { type: 'key:save', environment: msg.environment, key }
      : undefined;
  },
  'history:clear': (msg) => {
    const what = CLEAR_WHAT.find((w) => w === msg.what);
    return what ? { type: 'history:clear', what } : undefined;
  },
  'settings:save-base-url': (msg) => {
    const baseUrl = readString(msg.baseUrl, 2_000);
    return isEnvironment(msg.environment) && baseUrl !== undefined
      ? { type: 'settings:save-base-url', environment: msg.environment, baseUrl }
      : undefined;
  },
  'bulk:start': (msg) => {
    const id = readString(msg.id, 100);
    return id ? { type: 'bulk:start', id } : undefined;
  },
  'bulk:act': (msg) => {
    const id = readString(msg.id, 100);
    const action = JOB_ACTIONS.find((a) => a === msg.action);
    return id && action ? { type: 'bulk:act', id, action } : undefined;
  },
};

const pageReaders: Readers<ContentScriptType> = {
  'settings:for-page': () => ({ type: 'settings:for-page' }),
  'check:from-page': (msg) => {
    const number = readString(msg.number, MAX_NUMBER_INPUT);
    if (number === undefined) return undefined;
    const req: Request<'check:from-page'> = { type: 'check:from-page', number, trusted: msg.trusted === true };
    // The page's title, for the history: any text, cut to one line of a few hundred characters.
    const title = readString(msg.title, 2_000);
    if (title !== undefined) req.title = cleanPageTitle(title);
    return req;
  },
  'menu:number-under-pointer': (msg) => ({ type: 'menu:number-under-pointer', hasNumber: msg.hasNumber === true }),
  'settings:open': (msg) => {
    const where = OPEN_WHERE.find((w) => w === msg.where);
    return where ? { type: 'settings:open', where, trusted: msg.trusted === true } : undefined;
  },
  'verdicts:for-page': (msg) => {
    // E.164 only, bounded: a page's process may send anything.
    if (!Array.isArray(msg.numbers) || msg.numbers.length > MAX_VERDICT_NUMBERS) return undefined;
    const numbers = (msg.numbers as unknown[]).filter((n): n is string => typeof n === 'string' && E164.test(n));
    return { type: 'verdicts:for-page', numbers };
  },
};

const toPageReaders: Readers<ToContentScriptType> = {
  'menu:number-here': () => ({ type: 'menu:number-here' }),
  'selection:get': () => ({ type: 'selection:get' }),
  'settings:changed': () => ({ type: 'settings:changed' }),
  'verdicts:changed': (msg) => {
    if (msg.numbers === undefined) return { type: 'verdicts:changed' };
    if (!Array.isArray(msg.numbers) || msg.numbers.length > MAX_VERDICT_NUMBERS) return undefined;
    return {
      type: 'verdicts:changed',
      numbers: (msg.numbers as unknown[]).filter((n): n is string => typeof n === 'string' && E164.test(n)),
    };
  },
  'check:show-result': (msg) =>
    isRecord(msg.reply) && (msg.at === 'context' || msg.at === 'selection')
      ? { type: 'check:show-result', reply: msg.reply as CheckReply, at: msg.at }
      : undefined,
};

/** Validates a request from an extension page; undefined for anything not allow-listed. */
export function parseExtensionRequest(msg: unknown): ExtensionRequest | undefined {
  return parseWith(extensionReaders, msg);
}

/** Validates a request from a content script. It may ask for its page's settings and for a check. */
export function parsePageRequest(msg: unknown): PageRequest | undefined {
  return parseWith(pageReaders, msg);
}

/** Validates a request from the background, as seen by a content script. */
export function parseBackgroundToPage(msg: unknown): BackgroundToPage | undefined {
  return parseWith(toPageReaders, msg);
}

// ---- The detect port: content scripts have the background find the numbers in their text ------
// A port, not one-off messages: a large page sends dozens of batches, and a port keeps their order.

export const DETECT_PORT = 'detect';

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
  page?: { country?: CountryCode };
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
    const matches: PhoneMatch[] = [];
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
