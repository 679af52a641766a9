// The last credits reading per environment, and how the badge shows it: a count of credits, or
// money in its currency.

import { isRecord, readNumber, readString } from '../common/validate';
import { formatDateTime } from '../i18n/format';
import { t, tn } from '../i18n/t';
import { type Environment, environmentLabel, isEnvironment } from '../service/environments';
import type { ServiceError } from '../service/errors';
import { type BalanceUnit, balanceLeft, formatCompactMoney, formatMoney } from './money';

export interface CreditsReading {
  environment: Environment;
  /** The last figure read successfully (kept when a later read fails, marked by `error`). */
  value?: number;
  /** What `value` counts: credits (the default) or money. */
  unit?: BalanceUnit;
  /** ISO 4217 code of a money balance, when the service said which. */
  currency?: string;
  /** When `value` was read. */
  readAt?: number;
  /** The error of the latest attempt, when it failed. */
  error?: ServiceError;
  errorAt?: number;
  /**
   * The base URL a check last worked on: with it, a credits endpoint answering 404 means the
   * deployment has none, not that the base URL is wrong.
   */
  checksWorkOn?: string;
  /**
   * The base URL whose credits endpoint was missing when the user saved the key anyway (set-up of
   * a deployment that reports no balance): there too, a 404 means "no balance reported".
   */
  noBalanceAt?: string;
}

export function readCreditsReading(value: unknown): CreditsReading | undefined {
  if (!isRecord(value) || !isEnvironment(value.environment)) return undefined;
  const out: CreditsReading = { environment: value.environment };
  const v = readNumber(value.value);
  const readAt = readNumber(value.readAt);
  if (v !== undefined) out.value = v;
  if (value.unit === 'money' || value.unit === 'credits') out.unit = value.unit;
  const currency = readString(value.currency, 3);
  if (currency && /^[A-Z]{3}$/.test(currency)) out.currency = currency;
  if (readAt !== undefined) out.readAt = readAt;
  const checksWorkOn = readString(value.checksWorkOn, 2_000);
  if (checksWorkOn) out.checksWorkOn = checksWorkOn;
  const noBalanceAt = readString(value.noBalanceAt, 2_000);
  if (noBalanceAt) out.noBalanceAt = noBalanceAt;
  if (isRecord(value.error) && typeof value.error.kind === 'string' && typeof value.error.message === 'string') {
    out.error = value.error as unknown as ServiceError;
    const errorAt = readNumber(value.errorAt);
    if (errorAt !== undefined) out.errorAt = errorAt;
  }
  return out;
}

/** `987`, `1.2k`, `12k`, `1.2M`: at most four characters, which is what a badge can show. */
export function formatCompact(n: number): string {
  if (!Number.isFinite(n)) return '?';
  if (n < 0) return n > -1000 ? String(Math.round(n)) : '-1k+';
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  if (n < 1000) return String(Math.floor(n));
  for (const [size, suffix] of units) {
    if (n >= size) {
      const v = n / size;
      // Truncate rather than round: 999,999 credits must not show as "1000k" or "1.0M".
      if (v < 10) return `${Math.floor(v * 10) / 10}${suffix}`.replace('.0', '');
      if (v < 1000) return `${Math.floor(v)}${suffix}`;
    }
  }
  return `${Math.floor(n / 1e9)}B`;
}

export type BadgeTone = 'normal' | 'low' | 'zero' | 'error' | 'no-key' | 'unknown';

export interface BadgeView {
  text: string;
  tone: BadgeTone;
  color: string;
  title: string;
}

export const BADGE_COLORS: Record<BadgeTone, string> = {
  normal: '#1b7f3b',
  low: '#b35c00',
  zero: '#c62828',
  error: '#6b6b6b',
  'no-key': '#6b6b6b',
  unknown: '#6b6b6b',
};
/** Staging is drawn in purple whatever the figure, so a tester never mistakes it for production. */
export const STAGING_COLOR = '#6a1b9a';

/** The low threshold applies in the balance's own unit: 50 means 50 credits, or 50 of the currency. */
export function toneOf(value: number, lowThreshold: number): 'zero' | 'low' | 'normal' {
  return value <= 0 ? 'zero' : value <= lowThreshold ? 'low' : 'normal';
}

export function badgeView(
  reading: CreditsReading | undefined,
  opts: { environment: Environment; hasKey: boolean; lowThreshold: number },
): BadgeView {
  const env = environmentLabel(opts.environment);
  const prefix = opts.environment === 'staging' ? 'S·' : '';
  const money = reading?.unit === 'money';
  const left = (r: CreditsReading & { value: number }) =>
    balanceLeft({ value: r.value, ...(r.unit ? { unit: r.unit } : {}), ...(r.currency ? { currency: r.currency } : {}) });
  const lastKnown = (r: CreditsReading & { value: number }) =>
    money ? formatMoney(r.value, r.currency) : tn('credits_count', r.value);
  const when = (at: number | undefined) => (at ? formatDateTime(at) : t('time_never'));
  // "Number Check — Production: …": every tooltip names the extension and the environment.
  const about = (words: string) => t('badge_title', { env, words });
  // A figure on the badge: its tone against the low threshold, compact, in money when it is money.
  const figure = (value: number, currency: string | undefined) => ({
    tone: toneOf(value, opts.lowThreshold),
    text: money ? formatCompactMoney(value, currency) : formatCompact(value),
  });
  let tone: BadgeTone;
  let text: string;
  let title: string;
  if (!opts.hasKey) {
    tone = 'no-key';
    text = t('badge_noKeyText');
    title = about(t('badge_noKey', { text }));
  } else if (reading?.error && reading.error.kind === 'no-credits') {
    tone = 'zero';
    text = '0';
    title = about(t('badge_errorAt', { error: reading.error.message, when: when(reading.errorAt) }));
  } else if (reading?.error && reading.error.kind === 'no-credits-endpoint') {
    // Nothing is wrong: the deployment reports no balance. Show what an answer last carried, if any.
    if (reading.value !== undefined) {
      ({ tone, text } = figure(reading.value, reading.currency));
      title = about(t('badge_fromAnswer', { left: left({ ...reading, value: reading.value }), when: when(reading.readAt) }));
    } else {
      tone = 'unknown';
      text = '';
      title = about(t('badge_noEndpoint'));
    }
  } else if (reading?.error) {
    tone = 'error';
    text = '!';
    // The "!" alone says nothing: the tooltip says what failed, what is still known and where to act.
    title = about(
      reading.value !== undefined
        ? t('badge_errorLastKnown', {
            error: reading.error.message,
            last: lastKnown({ ...reading, value: reading.value }),
            when: when(reading.readAt),
          })
        : t('badge_error', { error: reading.error.message }),
    );
  } else if (reading?.value !== undefined) {
    ({ tone, text } = figure(reading.value, reading.currency));
    title = about(t('badge_read', { left: left({ ...reading, value: reading.value }), when: when(reading.readAt) }));
  } else {
    tone = 'unknown';
    text = '';
    title = about(t('badge_notRead'));
  }
  const color = opts.environment === 'staging' && (tone === 'normal' || tone === 'unknown') ? STAGING_COLOR : BADGE_COLORS[tone];
  // The badge has room for about four characters; the staging mark takes precedence over the figure's tail.
  const badgeText = prefix && text && text.length <= 2 ? `${prefix}${text}` : text;
  // Every title names the environment, so staging is always said in the tooltip.
  return { text: badgeText, tone, color, title };
}
