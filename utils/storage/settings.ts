// The settings: their shape, defaults and limits, and the reader that validates them. A value that
// is missing, corrupted or written by an older version falls back field by field. The stored item
// itself is in items.ts.
import type { CountryCode } from 'libphonenumber-js/core';
import { isRecord, readBoolean, readNumber, readOneOf, readString, readStringArray } from '../common/validate';
import { readCountry } from '../phone/country';
import { NUMBER_FORMATS, type NumberFormat } from '../phone/typed-number';
import { ENVIRONMENTS, type Environment, isEnvironment, type PerEnvironment } from '../service/environments';

export interface Settings {
  activeEnvironment: Environment;
  /** Base URL per deployment, without a trailing slash; may carry a path prefix. '' = not set. */
  baseUrls: PerEnvironment<string>;
  /** ISO country used to read numbers written without a country code; '' = from the browser's locale. */
  defaultCountry: CountryCode | '';
  /** How the number travels in the `number` query parameter. */
  numberFormat: NumberFormat;
  /** A number checked again within this many minutes is answered from the cache. 0 = no cache. */
  cacheLifetimeMinutes: number;
  /** At or below this many credits the badge turns to the "low" colour. */
  lowCreditThreshold: number;
  /** Period of the automatic credits read. Alarms cannot fire more often than every 30 s. */
  creditsRefreshMinutes: number;
  highlightEnabled: boolean;
  /** Host names where highlighting is off. */
  disabledSites: string[];
  /** Also look for numbers inside `code` and `pre` blocks. */
  highlightInCode: boolean;
  /** A job of many checks ("Check a list"): calls in flight at once. */
  bulkConcurrency: number;
  /** A job of many checks: calls started per minute, at most. */
  bulkPerMinute: number;
  /** Send a number's extension or dial pause ("ext. 204") to the service with it. Off: kept and shown, not sent. */
  sendExtensions: boolean;
  /** Read national-format numbers on a page with the country the page says it is from, before the default. */
  usePageCountry: boolean;
  /** Where the user manages their account per deployment (top up, key); '' = not set. Backs "top up" actions. */
  accountUrls: PerEnvironment<string>;
  /** Keep the list of checked numbers (history). Off: a check leaves no record in the history. */
  keepHistory: boolean;
  /** Export and copy of lists as CSV offered. An organisation may turn it off; users have no switch for it. */
  allowExport: boolean;
  /** The welcome page opens at the first install. An organisation that set everything up may turn it off. */
  showWelcome: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  activeEnvironment: 'production',
  baseUrls: { staging: '', production: '' },
  defaultCountry: '',
  numberFormat: 'e164',
  cacheLifetimeMinutes: 24 * 60,
  lowCreditThreshold: 50,
  creditsRefreshMinutes: 60,
  highlightEnabled: true,
  disabledSites: [],
  highlightInCode: false,
  // Gentle: one call a second, two at most in flight. A 429 slows a running job further.
  bulkConcurrency: 2,
  bulkPerMinute: 60,
  sendExtensions: false,
  usePageCountry: true,
  accountUrls: { staging: '', production: '' },
  keepHistory: true,
  allowExport: true,
  showWelcome: true,
};

export const LIMITS = {
  cacheLifetimeMinutes: { min: 0, max: 60 * 24 * 365 },
  lowCreditThreshold: { min: 0, max: 1_000_000_000 },
  creditsRefreshMinutes: { min: 0.5, max: 60 * 24 * 7 },
  disabledSites: 1_000,
  bulkConcurrency: { min: 1, max: 8 },
  bulkPerMinute: { min: 1, max: 600 },
} as const;

export { readCountry };

function readPerEnvironmentString(value: unknown, fallback: PerEnvironment<string>): PerEnvironment<string> {
  const out = { ...fallback };
  if (!isRecord(value)) return out;
  for (const env of ENVIRONMENTS) {
    const v = readString(value[env], 2_000);
    if (v !== undefined) out[env] = v;
  }
  return out;
}

function wholeOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) ? value : fallback;
}

/** Reads a stored (or received) settings object, keeping each valid field and defaulting the rest. */
export function validateSettings(raw: unknown): Settings {
  const d = DEFAULT_SETTINGS;
  if (!isRecord(raw)) return structuredClone(d);
  const country = raw.defaultCountry === '' ? '' : readCountry(raw.defaultCountry);
  return {
    activeEnvironment: isEnvironment(raw.activeEnvironment) ? raw.activeEnvironment : d.activeEnvironment,
    baseUrls: readPerEnvironmentString(raw.baseUrls, d.baseUrls),
    defaultCountry: country ?? d.defaultCountry,
    numberFormat: readOneOf(raw.numberFormat, NUMBER_FORMATS) ?? d.numberFormat,
    cacheLifetimeMinutes:
      readNumber(raw.cacheLifetimeMinutes, LIMITS.cacheLifetimeMinutes.min, LIMITS.cacheLifetimeMinutes.max) ??
      d.cacheLifetimeMinutes,
    lowCreditThreshold:
      readNumber(raw.lowCreditThreshold, LIMITS.lowCreditThreshold.min, LIMITS.lowCreditThreshold.max) ?? d.lowCreditThreshold,
    creditsRefreshMinutes:
      readNumber(raw.creditsRefreshMinutes, LIMITS.creditsRefreshMinutes.min, LIMITS.creditsRefreshMinutes.max) ??
      d.creditsRefreshMinutes,
    highlightEnabled: readBoolean(raw.highlightEnabled) ?? d.highlightEnabled,
    disabledSites: readStringArray(raw.disabledSites, LIMITS.disabledSites, 253) ?? [...d.disabledSites],
    highlightInCode: readBoolean(raw.highlightInCode) ?? d.highlightInCode,
    bulkConcurrency: wholeOr(
      readNumber(raw.bulkConcurrency, LIMITS.bulkConcurrency.min, LIMITS.bulkConcurrency.max),
      d.bulkConcurrency,
    ),
    bulkPerMinute: wholeOr(readNumber(raw.bulkPerMinute, LIMITS.bulkPerMinute.min, LIMITS.bulkPerMinute.max), d.bulkPerMinute),
    sendExtensions: readBoolean(raw.sendExtensions) ?? d.sendExtensions,
    usePageCountry: readBoolean(raw.usePageCountry) ?? d.usePageCountry,
    accountUrls: readPerEnvironmentString(raw.accountUrls, d.accountUrls),
    keepHistory: readBoolean(raw.keepHistory) ?? d.keepHistory,
    allowExport: readBoolean(raw.allowExport) ?? d.allowExport,
    showWelcome: readBoolean(raw.showWelcome) ?? d.showWelcome,
  };
}

/** The settings the content script of a page needs: nothing secret, nothing about the service. */
export interface PageSettings {
  highlight: boolean;
  defaultCountry: CountryCode | '';
  highlightInCode: boolean;
  /** Read national numbers with the country the page says it is from (the content script reads what it says). */
  usePageCountry: boolean;
}

export function hostOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

export function pageSettingsFor(settings: Settings, pageUrl: string | undefined): PageSettings {
  const host = hostOf(pageUrl);
  return {
    highlight: settings.highlightEnabled && !(host !== '' && settings.disabledSites.includes(host)),
    defaultCountry: settings.defaultCountry,
    highlightInCode: settings.highlightInCode,
    usePageCountry: settings.usePageCountry,
  };
}
