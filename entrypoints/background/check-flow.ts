// One check, whatever started it: normalise → cache → share an identical call in flight → call →
// last result and history → credits → badge. A paid answer is always shown: when it cannot be kept
// (storage full), the reply carries it with `notKept`, never an error (docs/architecture.md#storage).

import type { CountryCode } from 'libphonenumber-js/core';
import { addToHistory, type CheckRecord, findCached, putInCache } from '@/utils/checks/check-record';
import type { CheckReply } from '@/utils/checks/check-reply';
import { capRecord, KEPT_BYTES, keepAnswers, trimByBytes, withoutRaw, withRaw } from '@/utils/checks/kept-answers';
import type { PageRef } from '@/utils/checks/page-ref';
import { sentNumber } from '@/utils/checks/sent-number';
import { effectiveCountry } from '@/utils/phone/locale-country';
import { numberingData } from '@/utils/phone/numbering-data';
import { readTypedNumber } from '@/utils/phone/typed-number';
import { notValidReason } from '@/utils/phone/verdict-reason';
import { checkNumberCall } from '@/utils/service/client';
import type { Balance } from '@/utils/service/credits-reader';
import type { Environment } from '@/utils/service/environments';
import { makeError } from '@/utils/service/errors';
import { refusalOfNumber } from '@/utils/service/number-refusal';
import { answersItem, cacheItem, historyItem, lastResultItem, settingsItem } from '@/utils/storage/items';
import type { Settings } from '@/utils/storage/settings';
import { noteChecksWork, refreshCredits, storeCredits, storeCreditsError } from './credits';
import { callService, deploymentFor } from './service';

export interface CheckRequest {
  input: string;
  country?: CountryCode;
  /** Skip the cache: "check again (spends a credit)". */
  force?: boolean;
  /** Send even when the number cannot be a phone number of its country. */
  allowImpossible?: boolean;
  /** The page the number was picked on, kept in history. */
  page?: PageRef;
}

const inFlight = new Map<string, Promise<CheckReply>>();

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Keeps a check: the record (without its raw answer) as the last result, in history (when it is
 * kept) and in the cache, and the raw answer once, in `answersItem`, with only the answers a record still points to.
 * False when a write failed (storage full): what was written stays, and the caller says the answer
 * could not be kept.
 */
async function remember(record: CheckRecord, cached: boolean, settings: Settings): Promise<boolean> {
  const lifetimeMinutes = settings.cacheLifetimeMinutes;
  const stored = withoutRaw(record);
  try {
    // The raw answer first: a stop between two writes (the browser closed mid-list) must never leave
    // a record that points to an answer not kept. Answers no record points to go after the records.
    if (!cached) await answersItem.update((answers) => ({ ...answers, [record.id]: record.raw }));
    const last = await lastResultItem.update(() => ({ record: stored, cached }));
    if (cached) return true;
    // History off (the user's choice or the organisation's): the check leaves no record in it.
    const history = settings.keepHistory
      ? await historyItem.update((h) => trimByBytes(addToHistory(h, stored), KEPT_BYTES.history))
      : await historyItem.get();
    const cache =
      lifetimeMinutes > 0
        ? await cacheItem.update((c) => putInCache(c, stored, Date.now(), lifetimeMinutes))
        : await cacheItem.get();
    const ids = [last?.record.id ?? record.id, ...history.map((r) => r.id), ...Object.values(cache).map((r) => r.id)];
    await answersItem.update((answers) => keepAnswers(answers, ids));
    return true;
  } catch {
    // storage.local refused a write (its quota, or the disk): the answer is shown all the same.
    return false;
  }
}

/** The reply for an answer kept or not: one that could not be kept says so, never an error. */
function answered(record: CheckRecord, cached: boolean, kept: boolean): CheckReply {
  return kept ? { ok: true, record, cached } : { ok: true, record, cached, notKept: true };
}

/** Credits and badge after a paid check; a failure here (storage full) must not lose the answer. */
async function afterPaidCheck(env: Environment, baseUrl: string, balance: Balance | undefined): Promise<void> {
  try {
    const reread404 = await noteChecksWork(env, baseUrl);
    // An answer that carries the remaining credits saves a call, unless the credits endpoint last
    // answered 404: now that a check worked, that read tells whether the deployment has none.
    if (balance !== undefined) await storeCredits(env, balance, { fromCheck: true });
    if (balance === undefined || reread404) await refreshCredits(env, 'after-check');
  } catch {
    // The credits reading is kept in storage too; the next read (alarm, popup) tries again.
  }
}

/** Runs one check; `given` saves reading the settings again when the caller has just read them. */
export async function runCheck(req: CheckRequest, given?: Settings): Promise<CheckReply> {
  const settings = given ?? (await settingsItem.get());
  const env = settings.activeEnvironment;
  const country = req.country ?? effectiveCountry(settings);
  const ctx = { environment: env, baseUrl: settings.baseUrls[env] };
  const n = readTypedNumber(req.input, country, numberingData);
  if (!n) return { ok: false, error: makeError('not-a-number', ctx) };
  if (!n.possible && !req.allowImpossible) return { ok: false, error: makeError('impossible-number', ctx), e164: n.e164 };

  // Keyed and registered before any await, so a second identical request arriving while the
  // first is still reading the cache joins it instead of making its own call.
  const { sent, extensionSent } = sentNumber(n, settings.numberFormat, settings.sendExtensions);
  const sentExtension = extensionSent ? n.extension : undefined;
  // What this request says about its extension, whether the answer is new or from the cache.
  const asked: Pick<CheckRecord, 'extension' | 'extensionSent'> = n.extension
    ? { extension: n.extension, ...(extensionSent ? { extensionSent: true } : {}) }
    : {};
  const flightKey = `${env}|${settings.baseUrls[env]}|${sent}|${req.force ? 'force' : ''}`;
  const existing = inFlight.get(flightKey);
  if (existing) return existing;

  const job = (async (): Promise<CheckReply> => {
    if (!req.force) {
      const cached = findCached(await cacheItem.get(), env, n.e164, Date.now(), settings.cacheLifetimeMinutes, sentExtension);
      if (cached) {
        // The answer is the number's (and the extension's, when it was sent); the extension shown is this request's.
        const { extension: _e, extensionSent: _s, ...answer } = cached;
        const hit: CheckRecord = withRaw({ ...answer, ...asked }, await answersItem.get());
        const kept = await remember(hit, true, settings);
        return answered(hit, true, kept);
      }
    }
    const dep = await deploymentFor(env, settings);
    const call = await callService(dep, (http, d, opts) => checkNumberCall(http, d, sent, { ...opts, e164: n.e164 }));
    if (!call.ok) {
      // These say something about the account, so the badge shows them too.
      // (A full store must not turn the service's refusal into another error.)
      if (call.error.kind === 'no-credits' || call.error.kind === 'key-rejected')
        await storeCreditsError(env, call.error).catch(() => undefined);
      return { ok: false, error: refusalOfNumber(call.error, n.possible, dep.baseUrl), e164: n.e164 };
    }
    // Capped before it is shown or kept: what the user sees is what history will show.
    const record: CheckRecord = capRecord({
      id: newId(),
      environment: env,
      e164: n.e164,
      input: n.input,
      sent,
      ...asked,
      checkedAt: Date.now(),
      status: call.answer.status,
      summary: call.answer.summary,
      fields: call.answer.fields,
      raw: call.answer.raw,
    });
    if (call.answer.summary.valid === false) record.reason = notValidReason(n.e164, numberingData);
    if (req.page) record.page = req.page;
    const kept = await remember(record, false, settings);
    await afterPaidCheck(env, dep.baseUrl, call.answer.summary.balance);
    return answered(record, false, kept);
  })();
  inFlight.set(flightKey, job);
  try {
    return await job;
  } finally {
    inFlight.delete(flightKey);
  }
}
