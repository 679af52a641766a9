// The toolbar badge: the compact figure, its tone and colour, and the tooltip.
import { describe, expect, it } from 'vitest';
import {
  BADGE_COLORS,
  type BadgeTone,
  badgeView,
  type CreditsReading,
  formatCompact,
  readCreditsReading,
  STAGING_COLOR,
} from '@/utils/credits/reading';
import { formatDateTime } from '@/utils/i18n/format';
import type { Environment } from '@/utils/service/environments';
import { makeError } from '@/utils/service/errors';

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [42.9, '42'],
    [987, '987'],
    [999, '999'],
    [1_000, '1k'],
    [1_049, '1k'],
    [1_099, '1k'],
    [1_100, '1.1k'],
    [1_234, '1.2k'],
    [1_999, '1.9k'],
    [9_999, '9.9k'],
    [10_000, '10k'],
    [12_345, '12k'],
    [99_999, '99k'],
    [100_000, '100k'],
    [999_999, '999k'],
    [1_000_000, '1M'],
    [1_234_567, '1.2M'],
    [9_990_000, '9.9M'],
    [12_345_678, '12M'],
    [999_999_999, '999M'],
    [1_000_000_000, '1B'],
    [2_500_000_000, '2.5B'],
    [0.4, '0'],
    [-0.4, '0'],
    [-5, '-5'],
    [-999, '-999'],
    [-1_000, '-1k+'],
    [Number.NaN, '?'],
    [Number.POSITIVE_INFINITY, '?'],
  ])('%d → %s', (n, text) => {
    expect(formatCompact(n)).toBe(text);
  });

  it('truncates, never rounds up, and fits in four characters, for every figure from 0 to 1,000,000', () => {
    for (let n = 0; n < 1_000_000; n += n < 20_000 ? 1 : 37) {
      const text = formatCompact(n);
      expect(text.length, `${n} → ${text}`).toBeLessThanOrEqual(4);
      let expected: string;
      if (n < 1_000) expected = String(n);
      else if (n < 10_000) {
        const tenth = Math.floor(n / 100) % 10;
        expected = `${Math.floor(n / 1_000)}${tenth ? `.${tenth}` : ''}k`;
      } else expected = `${Math.floor(n / 1_000)}k`;
      if (text !== expected) expect(text, String(n)).toBe(expected);
    }
  });
});

const OPTS = { environment: 'production' as Environment, hasKey: true, lowThreshold: 50 };
const READ_AT = Date.UTC(2025, 0, 2, 3, 4, 5);

function reading(over: Partial<CreditsReading> = {}): CreditsReading {
  return { environment: 'production', value: 1_234, readAt: READ_AT, ...over };
}

describe('badgeView', () => {
  it.each<[string, CreditsReading | undefined, Partial<typeof OPTS>, BadgeTone, string]>([
    ['normal', reading(), {}, 'normal', '1.2k'],
    ['just above the low threshold', reading({ value: 51 }), {}, 'normal', '51'],
    ['at the low threshold', reading({ value: 50 }), {}, 'low', '50'],
    ['low', reading({ value: 7 }), {}, 'low', '7'],
    ['zero', reading({ value: 0 }), {}, 'zero', '0'],
    ['negative', reading({ value: -2 }), {}, 'zero', '-2'],
    ['threshold 0: 1 is normal', reading({ value: 1 }), { lowThreshold: 0 }, 'normal', '1'],
    ['no key, whatever was read', reading(), { hasKey: false }, 'no-key', 'key'],
    ['not read yet', undefined, {}, 'unknown', ''],
    ['a reading without a value', { environment: 'production' }, {}, 'unknown', ''],
    [
      'an error keeps the last value in the tooltip only',
      reading({ error: makeError('unreachable', { environment: 'production', baseUrl: 'https://h.test' }), errorAt: READ_AT }),
      {},
      'error',
      '!',
    ],
    [
      'no credits (402) shows 0 in red',
      reading({ error: makeError('no-credits', { environment: 'production', baseUrl: 'https://h.test' }), errorAt: READ_AT }),
      {},
      'zero',
      '0',
    ],
  ])('%s', (_name, r, opts, tone, text) => {
    const view = badgeView(r, { ...OPTS, ...opts });
    expect(view.tone).toBe(tone);
    expect(view.text).toBe(text);
    expect(view.color).toBe(BADGE_COLORS[tone]);
    expect(view.title).toMatch(/^Number Check — Production: /);
  });

  it('tones have distinct colours where it matters: normal, low, zero differ; error is quiet', () => {
    const colors = new Set([BADGE_COLORS.normal, BADGE_COLORS.low, BADGE_COLORS.zero, BADGE_COLORS.error]);
    expect(colors.size).toBe(4);
    expect(BADGE_COLORS.zero).toMatch(/^#[cd]/i); // red
  });

  it('the tooltip says the exact figure, the environment and when it was read', () => {
    const view = badgeView(reading({ value: 1_234_567 }), OPTS);
    expect(view.text).toBe('1.2M');
    expect(view.title).toBe(`Number Check — Production: 1,234,567 credits left, read ${formatDateTime(READ_AT)}.`);
  });

  it.each([
    [0, '0 credits left'],
    [1, '1 credit left'],
    [2, '2 credits left'],
    [1000, '1,000 credits left'],
  ])('the tooltip says %i as "%s"', (value, words) => {
    expect(badgeView(reading({ value }), OPTS).title).toContain(`: ${words}, read`);
  });

  it('the tooltip of an error quotes the error and the last known figure', () => {
    const error = makeError('timeout', { environment: 'production', baseUrl: 'https://h.test', timeoutMs: 15_000 });
    const view = badgeView(reading({ value: 990, error, errorAt: READ_AT }), OPTS);
    expect(view.title).toBe(
      `Number Check — Production: "!" means the last credits read failed. Production timed out after 15 s. Last known: 990 credits at ${formatDateTime(READ_AT)}. Click for what to do.`,
    );
  });

  it('the tooltip without a key points to the settings', () => {
    expect(badgeView(undefined, { ...OPTS, hasKey: false }).title).toMatch(
      /"key" means no API key is set yet\. Click to set it up/,
    );
  });

  it.each([
    ['a rejected key', makeError('key-rejected', { environment: 'staging', baseUrl: 'https://h.test' }), /rejected by Staging/],
    ['no access', makeError('no-permission', { environment: 'staging', baseUrl: 'https://h.test' }), /not allowed to reach/],
  ])('the tooltip of the staging "S·!" says in words what failed: %s', (_name, error, words) => {
    const view = badgeView(reading({ environment: 'staging', error, errorAt: READ_AT }), { ...OPTS, environment: 'staging' });
    expect(view.text).toBe('S·!');
    expect(view.title).toMatch(/^Number Check — Staging: "!" means the last credits read failed\. /);
    expect(view.title).toMatch(words);
    expect(view.title).toMatch(/Click for what to do\.$/);
  });

  describe('staging', () => {
    const staging = { ...OPTS, environment: 'staging' as Environment };

    it('is drawn in its own colour, distinct from every production colour', () => {
      const view = badgeView(reading({ environment: 'staging' }), staging);
      expect(view.color).toBe(STAGING_COLOR);
      expect(Object.values(BADGE_COLORS)).not.toContain(STAGING_COLOR);
      expect(view.color).not.toBe(badgeView(reading(), OPTS).color);
      expect(view.title).toMatch(/^Number Check — Staging: /);
    });

    it.each<[string, CreditsReading | undefined, boolean, BadgeTone, string, string]>([
      [
        'normal, short figure gets the S· mark',
        reading({ environment: 'staging', value: 99 }),
        true,
        'normal',
        'S·99',
        STAGING_COLOR,
      ],
      [
        'normal, long figure keeps the figure',
        reading({ environment: 'staging', value: 1_234 }),
        true,
        'normal',
        '1.2k',
        STAGING_COLOR,
      ],
      ['low keeps the warning colour', reading({ environment: 'staging', value: 7 }), true, 'low', 'S·7', BADGE_COLORS.low],
      ['zero keeps red', reading({ environment: 'staging', value: 0 }), true, 'zero', 'S·0', BADGE_COLORS.zero],
      ['not read yet', undefined, true, 'unknown', '', STAGING_COLOR],
      ['no key', undefined, false, 'no-key', 'key', BADGE_COLORS['no-key']],
    ])('%s', (_name, r, hasKey, tone, text, color) => {
      const view = badgeView(r, { ...staging, hasKey });
      expect(view).toMatchObject({ tone, text, color });
      expect(view.text.length).toBeLessThanOrEqual(4);
    });
  });
});

describe('badgeView: money', () => {
  const money = (value: number, currency?: string) => reading({ value, unit: 'money', ...(currency ? { currency } : {}) });

  it.each<[string, CreditsReading, Partial<typeof OPTS>, BadgeTone, string, string]>([
    ['five cents, low', money(0.05, 'USD'), {}, 'low', '$.05', '$0.05 left'],
    ['euros', money(24.43, 'EUR'), { lowThreshold: 10 }, 'normal', '€24', '€24.43 left'],
    ['the threshold applies in the currency', money(24.43, 'EUR'), { lowThreshold: 50 }, 'low', '€24', '€24.43 left'],
    ['thousands', money(1_234.5, 'USD'), {}, 'normal', '$1.2k', '$1,234.50 left'],
    ['a small amount under ten', money(2.57, 'GBP'), {}, 'low', '£2.5', '£2.57 left'],
    ['zero money is zero', money(0, 'USD'), {}, 'zero', '$.00', '$0.00 left'],
    ['money of unknown currency', money(10.28), {}, 'low', '10', 'Balance 10.28'],
  ])('%s', (_name, r, opts, tone, text, words) => {
    const view = badgeView(r, { ...OPTS, ...opts });
    expect(view).toMatchObject({ tone, text });
    expect(view.title).toBe(`Number Check — Production: ${words}, read ${formatDateTime(READ_AT)}.`);
  });

  it('the tooltip of an error gives the last money figure as money', () => {
    const error = makeError('timeout', { environment: 'production', baseUrl: 'https://h.test', timeoutMs: 15_000 });
    expect(badgeView({ ...money(0.05, 'USD'), error, errorAt: READ_AT }, OPTS).title).toContain('Last known: $0.05 at');
  });
});

describe('badgeView: a deployment without a credits endpoint', () => {
  const noEndpoint = makeError('no-credits-endpoint', { environment: 'production', baseUrl: 'https://h.test' });

  it('shows the figure the last answer carried, in its normal tone', () => {
    const view = badgeView(reading({ value: 980, error: noEndpoint, errorAt: READ_AT }), OPTS);
    expect(view).toMatchObject({ tone: 'normal', text: '980' });
    expect(view.title).toMatch(/980 credits left, as the last check answer said .*no credits endpoint/);
  });

  it('shows nothing alarming when no answer carried one', () => {
    const view = badgeView({ environment: 'production', error: noEndpoint, errorAt: READ_AT }, OPTS);
    expect(view).toMatchObject({ tone: 'unknown', text: '', color: BADGE_COLORS.unknown });
    expect(view.title).toMatch(/no credits endpoint/);
  });

  it('a 404 before any check worked is still a warning (the base URL may be wrong)', () => {
    const notFound = makeError('not-found', { environment: 'production', baseUrl: 'https://h.test' });
    expect(badgeView({ environment: 'production', error: notFound, errorAt: READ_AT }, OPTS)).toMatchObject({
      tone: 'error',
      text: '!',
    });
  });
});

describe('readCreditsReading', () => {
  const error = makeError('server-error', { environment: 'staging', baseUrl: 'https://h.test', status: 500 });
  it.each<[string, unknown, CreditsReading | undefined]>([
    ['null', null, undefined],
    ['a string', 'production', undefined],
    ['an array', [], undefined],
    ['unknown environment', { environment: 'dev', value: 3 }, undefined],
    ['environment only', { environment: 'staging' }, { environment: 'staging' }],
    ['value and time', { environment: 'production', value: 3, readAt: 10 }, { environment: 'production', value: 3, readAt: 10 }],
    ['a string value is dropped', { environment: 'production', value: '3', readAt: 'yesterday' }, { environment: 'production' }],
    ['NaN is dropped', { environment: 'production', value: Number.NaN }, { environment: 'production' }],
    [
      'an error is kept with its time',
      { environment: 'staging', error, errorAt: 5 },
      { environment: 'staging', error, errorAt: 5 },
    ],
    ['a malformed error is dropped', { environment: 'staging', error: { kind: 1 }, errorAt: 5 }, { environment: 'staging' }],
    [
      'a money balance with its currency',
      { environment: 'production', value: 0.05, unit: 'money', currency: 'USD' },
      { environment: 'production', value: 0.05, unit: 'money', currency: 'USD' },
    ],
    [
      'an unknown unit and a malformed currency are dropped',
      { environment: 'production', unit: 'gold', currency: 'usd' },
      { environment: 'production' },
    ],
    [
      'where checks work',
      { environment: 'staging', checksWorkOn: 'https://h.test' },
      { environment: 'staging', checksWorkOn: 'https://h.test' },
    ],
  ])('%s', (_name, raw, out) => {
    expect(readCreditsReading(raw)).toEqual(out);
  });
});
