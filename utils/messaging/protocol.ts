// The one message protocol between the parts (the map is drawn in docs/architecture.md). A type
// names its subject (`check:`, `key:`, `credits:`, `history:`, `settings:`, `menu:`, `selection:`);
// who may send it is said by the allow-lists below. Every message is validated on receipt; one from
// a content script is untrusted input from a web page's process. The two ports have their own
// messages beside them: detect-messages.ts (`detect:`) and numbers-port.ts (`numbers:`).
import type { CountryCode } from 'libphonenumber-js/core';
import { JOB_ACTIONS, type JobAction, type JobActionReply } from '../bulk/job';
import type { CheckReply } from '../checks/check-reply';
import { cleanPageTitle } from '../checks/page-ref';
import { type KnownVerdict, VERDICTS, type Verdict } from '../checks/verdict';
import { isRecord, readBoolean, readString } from '../common/validate';
import type { CreditsReading } from '../credits/reading';
import { MAX_DISMISS_INPUT } from '../highlight/dismissed-text';
import { readCountry } from '../phone/country';
import { isE164 } from '../phone/e164';
import type { PageClues } from '../phone/page-clues';
import type { Balance } from '../service/credits-reader';
import { type Environment, isEnvironment } from '../service/environments';
import type { ServiceError } from '../service/errors';
import type { PageSettings } from '../storage/settings';

export const MAX_NUMBER_INPUT = 64;
/**
 * Numbers a frame may ask verdicts for in one message. A frame asks, after each reading of its
 * page, for the numbers that reading found new: a screenful holds far fewer (marks are drawn for
 * 400 at most, verdict-marks.ts), and a long directory page sends its thousands in slices of this
 * size (utils/messaging/verdict-asks.ts). One message then costs the worker one read of the cache
 * and ~20 KB to pass, not a page-sized stall; a bigger one is refused unanswered, since our own
 * content script never sends it. Per second, a tab is held to its budget (verdict-budget.ts).
 */
export const MAX_VERDICT_NUMBERS = 1_000;

/** A known verdict as sent to a content script: E.164, the verdict, when it was checked. */
export type VerdictEntry = [number: string, verdict: Verdict, checkedAt: number];

export interface KeyStatus {
  environment: Environment;
  set: boolean;
  masked: string;
  /** Set by the organisation's policy: never shown or revealed, and the user cannot replace it. */
  managed?: true;
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

/** A verdict entry as it travels with a check's answer, for the asking frame's marks. */
export function verdictEntryOf(k: KnownVerdict | undefined): { known?: VerdictEntry } {
  return k ? { known: [k.number, k.verdict, k.checkedAt] } : {};
}

function knownOf(value: unknown): { known?: VerdictEntry } {
  const [known] = readVerdictEntries(value === undefined ? [] : [value]);
  return known ? { known } : {};
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
  /** `noBalance`: saved knowing the deployment has no credits endpoint (the first check confirms the key). */
  'key:save': {
    request: { environment: Environment; key: string; noBalance?: boolean };
    reply: { ok: true; credits?: CreditsReading };
  };
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
  /** Undo of one "Not a phone number" (the settings' list): the site and the text as listed. */
  'dismissed:remove': { request: { host: string; text: string }; reply: { ok: boolean } };
  /** Undo of every "Not a phone number", on every site. */
  'dismissed:clear': { request: NoFields; reply: { ok: true } };

  // ---- Content scripts → background: a small, fixed set, since any page may be hostile ----
  /** The settings of the sender's own page; nothing secret, nothing about the service. */
  /** `dismissed`: the texts dismissed on the sender's own site only ("Not a phone number"). */
  'settings:for-page': { request: NoFields; reply: PageSettings & { dismissed: string[] } };
  /** A check from the hover chip; `trusted` is the click's `isTrusted`. */
  /** A check from the page's card; `known` is the verdict it left in the cache, for the frame's marks. */
  'check:from-page': {
    request: { number: string; trusted: boolean; title?: string };
    reply: CheckReply & { known?: VerdictEntry };
  };
  /**
   * The way forward from an error in the page's card: the settings at the key, at the deployment's
   * address, or the account page (set in the settings) to top up. Only on a trusted click; the page
   * cannot name the address opened, only which of the three.
   */
  'settings:open': { request: { where: OpenWhere; trusted: boolean }; reply: { ok: boolean } };
  /**
   * "Not a phone number" on the chip: the highlight's text, kept for the sender's own site (its host
   * comes from `sender`, never the payload). Only on a trusted click; bounded and rate-limited.
   */
  'dismissed:add': { request: { text: string; trusted: boolean }; reply: { ok: boolean } };
  /** At a right-click: whether a highlighted number is under the pointer, to show or hide the menu item. */
  'menu:number-under-pointer': { request: { hasNumber: boolean }; reply: { ok: true } };
  /**
   * The cache's verdicts for numbers the frame highlighted: verdict and time only, never the answer.
   * The content script paints them where the page's own script cannot read them (verdict-marks.ts).
   */
  'verdicts:for-page': {
    request: { numbers: string[] };
    /**
     * `anyKnown`: the cache holds some fresh verdict, for any number (utils/highlight/verdict-marks.ts
     * says why). `limited`: the tab asked for more than its budget allows (verdict-budget.ts); nothing
     * is answered, ask again later.
     */
    reply: { verdicts: VerdictEntry[]; anyKnown: boolean; limited?: true };
  };

  // ---- Background → a content script ----
  /** The highlighted number the last right-click was on, if any. */
  /** `country`: the country the page says it is from (the "page's country" setting on), to read a selection or link with. */
  'menu:number-here': {
    request: NoFields;
    /**
     * `number`: as the detector read it (E.164); `text`: as the page writes it, with any extension
     * after it, which the background adds (pickHere). `clues`: the page's words, for a page that
     * declares no country (page-clues.ts): untrusted, voted on by the background.
     */
    reply: { number?: string; text?: string; title?: string; country?: string; clues?: PageClues };
  };
  /** The selected text; only a frame that has a selection answers. */
  'selection:get': {
    request: NoFields;
    reply: { text?: string; title?: string; url?: string; country?: string; clues?: PageClues };
  };
  /** Shows a check's answer in the page's card, by the selection or by the right-click. */
  'check:show-result': {
    request: { reply: CheckReply; at: 'context' | 'selection'; known?: VerdictEntry };
    reply: { shown: boolean };
  };
  /** The settings changed: ask again for this page's settings. */
  'settings:changed': { request: NoFields; reply: { ok: true } };
  /**
   * The cache changed: ask again for the verdicts of this frame's own numbers. Which numbers changed
   * is not said: that would tell every frame of every tab which numbers the user just checked.
   */
  'verdicts:changed': { request: NoFields; reply: { ok: true } };
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
  'dismissed:remove',
  'dismissed:clear',
] as const satisfies readonly MessageType[];
/** Types a content script may send; the background answers them only from a content script. */
export const FROM_CONTENT_SCRIPT = [
  'settings:for-page',
  'check:from-page',
  'settings:open',
  'menu:number-under-pointer',
  'verdicts:for-page',
  'dismissed:add',
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
    if (!isEnvironment(msg.environment) || key === undefined) return undefined;
    return { type: 'key:save', environment: msg.environment, key, ...(msg.noBalance === true ? { noBalance: true } : {}) };
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
  'dismissed:remove': (msg) => {
    const host = readString(msg.host, 253);
    const text = readString(msg.text, MAX_DISMISS_INPUT);
    return host && text ? { type: 'dismissed:remove', host, text } : undefined;
  },
  'dismissed:clear': () => ({ type: 'dismissed:clear' }),
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
  'dismissed:add': (msg) => {
    // A phone number's text is short: anything longer (or not text) is not read at all.
    const text = readString(msg.text, MAX_DISMISS_INPUT);
    return text ? { type: 'dismissed:add', text, trusted: msg.trusted === true } : undefined;
  },
  'verdicts:for-page': (msg) => {
    // E.164 only, bounded: a page's process may send anything.
    if (!Array.isArray(msg.numbers) || msg.numbers.length > MAX_VERDICT_NUMBERS) return undefined;
    const numbers = (msg.numbers as unknown[]).filter(isE164);
    return { type: 'verdicts:for-page', numbers };
  },
};

const toPageReaders: Readers<ToContentScriptType> = {
  'menu:number-here': () => ({ type: 'menu:number-here' }),
  'selection:get': () => ({ type: 'selection:get' }),
  'settings:changed': () => ({ type: 'settings:changed' }),
  // Anything else the message carries is dropped: a frame asks for its own numbers.
  'verdicts:changed': () => ({ type: 'verdicts:changed' }),
  'check:show-result': (msg) =>
    isRecord(msg.reply) && (msg.at === 'context' || msg.at === 'selection')
      ? { type: 'check:show-result', reply: msg.reply as CheckReply, at: msg.at, ...knownOf(msg.known) }
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
