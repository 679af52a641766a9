// When the popup says what Check will do at 0 credits.
import { describe, expect, it } from 'vitest';
import { isOutOfCredits } from '@/entrypoints/popup/ZeroCreditsNote';
import type { CreditsReading } from '@/utils/credits/reading';
import { makeError } from '@/utils/service/errors';

const r = (fields: Partial<CreditsReading>): CreditsReading => ({ environment: 'production', ...fields });

describe('isOutOfCredits', () => {
  it.each<[string, CreditsReading | undefined, boolean]>([
    ['not read', undefined, false],
    ['read, some left', r({ value: 3 }), false],
    ['read, none left', r({ value: 0 }), true],
    ['a negative balance', r({ value: -2 }), true],
    ['no money left', r({ value: 0, unit: 'money', currency: 'USD' }), true],
    ['a check answered "no credits"', r({ error: makeError('no-credits', { environment: 'production', baseUrl: '' }) }), true],
    [
      'a failed read, last known 5',
      r({ value: 5, error: makeError('timeout', { environment: 'production', baseUrl: '' }) }),
      false,
    ],
  ])('%s → %s', (_name, reading, out) => {
    expect(isOutOfCredits(reading)).toBe(out);
  });
});
