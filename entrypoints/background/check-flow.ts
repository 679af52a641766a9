// One check, whatever started it: normalise → cache → share an identical call in flight → call →
// last result and history → credits → badge.

import type { CountryCode } from 'libphonenumber-js/core';
import { addToHistory, type CheckRecord, findCached, putInCache } from '@/utils/checks/check-record';
import type { CheckReply } from '@/utils/checks/check-reply';
import type { PageRef } from '@/utils/checks/page-ref';
import { sentNumber } from '@/utils/checks/sent-number';
import { effectiveCountry } from '@/utils/phone/locale-country';
import { numberingData } from '@/utils/phone/numbering-data';
import { readTypedNumber } from '@/utils/phone/typed-number';
import { notValidReason } from '@/utils/phone/verdict-reason';
import { checkNumberCall } from '@/utils/service/client';
import { makeError } from '@/utils/service/errors';
import { refusalOfNumber } from '@/utils/service/number-refusal';
import { cacheItem, historyItem, lastResultItem, settingsItem } from '@/utils/storage/items';
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

async function remember(record: CheckRecord, cached: boolean, settings: Settings): Promise<void> {
  const lifetimeMinutes = settings.cacheLifetimeMinutes;
  await lastResultItem.update(() => ({ record, cached }));
  if (cached) return;
  // History off (the user's choice or the organisation's): the check leaves no record in it.
  if (settings.keepHistory) await historyItem.update((history) => addToHistory(history, record));
  if (lifetimeMinutes > 0) await cacheItem.update((cache) => putInCache(cache, record, Date.now(), lifetimeMinutes));
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
        const hit: CheckRecord = { ...answer, ...asked };
        await remember(hit, true, settings);
        return { ok: true, record: hit, cached: true };
      }
    }
    const dep = await deploymentFor(env, settings);
    const call = await callService(dep, (http, d, opts) => checkNumberCall(http, d, sent, { ...opts, e164: n.e164 }));
    if (!call.ok) {
      // These say something about the account, so the badge shows them too.
      if (call.error.kind === 'no-credits' || call.error.kind === 'key-rejected') await storeCreditsError(env, call.error);
      return { ok: false, error: refusalOfNumber(call.error, n.possible, dep.baseUrl), e164: n.e164 };
    }
    const record: CheckRecord = {
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
    };
    if (call.answer.summary.valid === false) record.reason = notValidReason(n.e164, numberingData);
    if (req.page) record.page = req.page;
    await remember(record, false, settings);
    const reread404 = await noteChecksWork(env, dep.baseUrl);
    // An answer that carries the remaining credits saves a call, unless the credits endpoint last
    // answered 404: now that a check worked, that read tells whether the deployment has none.
    const { balance } = call.answer.summary;
    if (balance !== undefined) await storeCredits(env, balance, { fromCheck: true });
    if (balance === undefined || reread404) await refreshCredits(env, 'after-check');
    return { ok: true, record, cached: false };
  })();
  inFlight.set(flightKey, job);
  try {
    return await job;
  } finally {
    inFlight.delete(flightKey);
  }
}
