// Every value the extension stores, defined in this one file: its key, its version, and the reader
// that validates it. docs/architecture.md has the map (item, key, version, who writes it).
//
// To change a stored shape: raise the item's `version`, add `migrations[version]` turning the old
// shape into the new one, and add the case to tests/unit/storage/migrations.test.ts, which also
// reads a store written by the first release.
import { type CheckRecord, HISTORY_CAP, readCheckRecord, readCheckRecords } from '../checks/check-record';
import { capRecord, type KeptAnswers, RECORD_CAPS } from '../checks/kept-answers';
import { isRecord, readNumber, readString } from '../common/validate';
import { type CreditsReading, readCreditsReading } from '../credits/reading';
import { splitTyped } from '../phone/typed-number';
import { ENVIRONMENTS, type Environment, type PerEnvironment } from '../service/environments';
import { type DismissedNumbers, readDismissed } from './dismissed';
import { KEY_AREAS, type KeyArea } from './key-store-choice';
import { withPolicy } from './policy/effective-settings';
import { FIRST_PAINT_KEY, type FirstPaint, readFirstPaint } from './popup-first-paint';
import { DEFAULT_SETTINGS, type Settings, validateSettings } from './settings';
import { defineStoredItem } from './stored-item';

// ---- Settings (written by the options page, the popup's onboarding and the dev set-up hook) ----

export const userSettingsItem = defineStoredItem<Settings>({
  key: 'local:settings',
  // v2: the pace of jobs of many checks (bulkConcurrency, bulkPerMinute), at their defaults.
  // v3: extensions sent or not, the page's country, account pages (sendExtensions, usePageCountry,
  // accountUrls), at their defaults.
  // v4: history kept or not, export allowed or not, welcome page shown or not (keepHistory,
  // allowExport, showWelcome), at their defaults; an organisation's policy may set them (utils/storage/policy/).
  version: 4,
  migrations: {
    2: (old) =>
      isRecord(old)
        ? { ...old, bulkConcurrency: DEFAULT_SETTINGS.bulkConcurrency, bulkPerMinute: DEFAULT_SETTINGS.bulkPerMinute }
        : old,
    3: (old) =>
      isRecord(old)
        ? {
            ...old,
            sendExtensions: DEFAULT_SETTINGS.sendExtensions,
            usePageCountry: DEFAULT_SETTINGS.usePageCountry,
            accountUrls: { ...DEFAULT_SETTINGS.accountUrls },
          }
        : old,
    4: (old) =>
      isRecord(old)
        ? {
            ...old,
            keepHistory: DEFAULT_SETTINGS.keepHistory,
            allowExport: DEFAULT_SETTINGS.allowExport,
            showWelcome: DEFAULT_SETTINGS.showWelcome,
          }
        : old,
  },
  read: validateSettings,
});

/**
 * The settings in effect: the user's (above) with what the organisation's policy sets on top
 * (utils/storage/policy/). Every context reads and writes settings through this; a write never changes a
 * field the policy sets.
 */
export const settingsItem = withPolicy(userSettingsItem);

/**
 * Applies a change on top of the settings as stored now and returns the result. Pass a function
 * when the change depends on the current value (one base URL among two), so it is computed from
 * the stored value, never from a copy read earlier.
 */
export function updateSettings(change: Partial<Settings> | ((current: Settings) => Partial<Settings>)): Promise<Settings> {
  return settingsItem.update((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
}

// ---- API keys (background only; see key-store.ts for where they live per browser) ----

export type ApiKeys = PerEnvironment<string>;

export function readApiKeys(raw: unknown): ApiKeys {
  const out: ApiKeys = { staging: '', production: '' };
  if (!isRecord(raw)) return out;
  for (const env of ENVIRONMENTS) out[env] = readString(raw[env], 500)?.trim() ?? '';
  return out;
}

/** The keys in storage.local (Chromium, where it is closed to content scripts). */
export const apiKeysItem = defineStoredItem<ApiKeys>({
  key: 'local:apiKeys',
  version: 1,
  migrations: {},
  read: readApiKeys,
});

/** Which store keeps the keys, as decided once (key-store-choice.ts), and when. */
export interface KeyStoreRecord {
  area: KeyArea;
  decidedAt: number;
}

export const keyStoreItem = defineStoredItem<KeyStoreRecord | null>({
  key: 'local:keyStore',
  version: 1,
  migrations: {},
  read: (raw) => {
    if (!isRecord(raw)) return null;
    const area = KEY_AREAS.find((a) => a === raw.area);
    return area ? { area, decidedAt: readNumber(raw.decidedAt) ?? 0 } : null;
  },
});

/**
 * The keys in the extension origin's IndexedDB (Firefox): one record of the same shape as
 * `apiKeysItem`, under `recordKey`. `version` is IndexedDB's own database version.
 */
export const API_KEYS_DATABASE = { name: 'number-check-secrets', version: 1, store: 'keys', recordKey: 'apiKeys' } as const;

// ---- What checks leave behind (background) ----

/** A record of before v3 whose typed input ended in an extension gets it back, marked as not sent. */
function withExtensionFromInput(r: Record<string, unknown>): Record<string, unknown> {
  if (r.extension !== undefined || typeof r.input !== 'string') return r;
  const { extension } = splitTyped(r.input);
  return extension ? { ...r, extension } : r;
}

/**
 * Version 2: a record may carry `reason` (why a number is not valid) and `page` (the page it was
 * checked from). Records of version 1 have neither and stay as they were: the migration only
 * drops what is not a record, which the reader would drop anyway.
 */
/**
 * Version 4 (history), 2 (last result, cache): a record is capped (utils/checks/kept-answers.ts) and
 * its raw answer is kept once, in `answersItem` by record id; the record's own `raw` is ''. Records
 * kept before keep their raw answer where it is (a migration sees one item, and an answer is not
 * thrown away): they are capped, and go as newer checks push them out.
 */
function capStoredRecord(value: unknown): unknown {
  const record = readCheckRecord(value);
  return record ? capRecord(record) : undefined;
}

export const historyItem = defineStoredItem<CheckRecord[]>({
  key: 'local:history',
  // v3: a record may carry `extension` (as written) and `extensionSent`. Before v3 an extension was
  // never sent and only survived in `input`: the migration reads it back from there (not sent).
  // v4: records capped, raw answers in `answersItem` (see capStoredRecord).
  version: 4,
  migrations: {
    2: (old) => (Array.isArray(old) ? old.filter(isRecord) : []),
    3: (old) => (Array.isArray(old) ? old.filter(isRecord).map(withExtensionFromInput) : []),
    4: (old) => (Array.isArray(old) ? old.map(capStoredRecord).filter((r) => r !== undefined) : []),
  },
  // Trimmed by bytes where a check adds to it (check-flow.ts), not at every read.
  read: (raw) => readCheckRecords(raw, HISTORY_CAP),
});

/** The last answer shown, with whether it came from the cache. */
export interface LastResult {
  record: CheckRecord;
  cached: boolean;
}

export const lastResultItem = defineStoredItem<LastResult | null>({
  key: 'local:lastResult',
  // v2: the record capped, its raw answer in `answersItem` (see capStoredRecord).
  version: 2,
  migrations: {
    2: (old) => {
      if (!isRecord(old)) return null;
      const record = capStoredRecord(old.record);
      return record ? { ...old, record } : null;
    },
  },
  read: (raw) => {
    if (!isRecord(raw)) return null;
    const record = readCheckRecord(raw.record);
    return record ? { record, cached: raw.cached === true } : null;
  },
});

/**
 * The top of the popup as the popup last rendered it, with the stamp of what it was rendered from:
 * painted by the popup's first-paint script while the popup's own script loads, when the stamp still
 * matches (utils/storage/popup-first-paint.ts). Written by the popup; dropped with the history.
 * In session storage: markup the popup paints must come from a context of ours, and only the
 * extension's own pages and worker can write there (a content script can write storage.local in
 * Firefox). After the browser restarts, the first opening paints the usual way and keeps it again.
 * The popup also keeps a copy of it in its own `localStorage` (not extension storage: the first
 * paint reads it synchronously), `PAINT_COPY_KEY` (`nc.popupFirstPaint.v1`, its format version in
 * its name) in utils/storage/popup-first-paint.ts, painted only when the worker names it in the
 * popup's address (entrypoints/background/popup-address.ts); removed with the history.
 */
export const popupFirstPaintItem = defineStoredItem<FirstPaint | null>({
  key: `session:${FIRST_PAINT_KEY}`,
  version: 1,
  migrations: {},
  read: readFirstPaint,
});

/** Answers by `environment|e164` (utils/checks/check-record.ts's cacheKey). */
export const cacheItem = defineStoredItem<Record<string, CheckRecord>>({
  key: 'local:cache',
  // v2: records capped, raw answers in `answersItem` (see capStoredRecord).
  version: 2,
  migrations: {
    2: (old) => {
      if (!isRecord(old)) return {};
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(old)) {
        const r = capStoredRecord(v);
        if (r) out[k] = r;
      }
      return out;
    },
  },
  read: (raw) => {
    const out: Record<string, CheckRecord> = {};
    if (!isRecord(raw)) return out;
    for (const [k, v] of Object.entries(raw)) {
      const r = readCheckRecord(v);
      if (r) out[k] = r;
    }
    return out;
  },
});

/**
 * The raw answers of the records above, once each, by record id (the last result, history and the
 * cache point to them). Only answers a record points to are kept, newest first, within
 * KEPT_BYTES.answers (utils/checks/kept-answers.ts's keepAnswers).
 */
export const answersItem = defineStoredItem<KeptAnswers>({
  key: 'local:answers',
  version: 1,
  migrations: {},
  read: (raw) => {
    const out: KeptAnswers = {};
    if (!isRecord(raw)) return out;
    for (const [id, v] of Object.entries(raw)) {
      if (typeof v === 'string' && id.length <= 100) out[id] = v.slice(0, RECORD_CAPS.rawChars);
    }
    return out;
  },
});

// ---- Credits (background) ----

export const creditsItem = defineStoredItem<Partial<PerEnvironment<CreditsReading>>>({
  key: 'local:credits',
  version: 1,
  migrations: {},
  read: (raw) => {
    const out: Partial<PerEnvironment<CreditsReading>> = {};
    if (!isRecord(raw)) return out;
    for (const env of ENVIRONMENTS) {
      const r = readCreditsReading(raw[env]);
      if (r && r.environment === env) out[env] = r;
    }
    return out;
  },
});

/** When the next automatic credits read may run, per environment (errors and Retry-After push it back). */
export interface Backoff {
  until: number;
  failures: number;
}

export const backoffItem = defineStoredItem<Partial<Record<Environment, Backoff>>>({
  key: 'local:backoff',
  version: 1,
  migrations: {},
  read: (raw) => {
    const out: Partial<Record<Environment, Backoff>> = {};
    if (!isRecord(raw)) return out;
    for (const env of ENVIRONMENTS) {
      const b = raw[env];
      if (isRecord(b)) {
        const until = readNumber(b.until);
        const failures = readNumber(b.failures, 0, 1000);
        if (until !== undefined && failures !== undefined) out[env] = { until, failures };
      }
    }
    return out;
  },
});

// ---- Pages' checks (background) ----

/** Times of recent checks asked for by pages, for rate limiting; session-only on purpose. */
export const pageCheckTimesItem = defineStoredItem<number[]>({
  key: 'session:pageCheckTimes',
  version: 1,
  migrations: {},
  read: (raw) => (Array.isArray(raw) ? raw.filter((t): t is number => typeof t === 'number').slice(-100) : []),
});

// ---- Jobs of many checks (utils/bulk/) ----

/**
 * The ids of the jobs kept, oldest first (written by the background's engine only). Each job's own
 * pieces live under keys of their own, `bulkJob:<id>…`, too many and too dynamic for an item each:
 * utils/bulk/job-store.ts defines them, and a job's summary carries its format (`JOB_FORMAT`, 2
 * since a row's input and state became a short string each and answers are kept once: a job of
 * format 1 is read as it is and rewritten by the engine, `JobStore.migrate`, tested in
 * tests/unit/bulk/job-format.test.ts). This list's own shape did not change.
 */
export const bulkJobsItem = defineStoredItem<string[]>({
  key: 'local:bulkJobs',
  version: 1,
  migrations: {},
  read: (raw) => (Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string').slice(-100) : []),
});

// ---- "Not a phone number" (the hover chip) ----

/**
 * The texts dismissed from highlighting, by site (host name → normalised texts, oldest first;
 * utils/storage/dismissed.ts caps them). Written by the background only (`dismissed:add` from a
 * page, `dismissed:remove` and `dismissed:clear` from the settings); each frame is told only its
 * own site's list, in `settings:for-page`.
 */
export const dismissedNumbersItem = defineStoredItem<DismissedNumbers>({
  key: 'local:dismissedNumbers',
  version: 1,
  migrations: {},
  read: readDismissed,
});
