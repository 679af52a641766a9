// Durations shown in the largest whole unit, and back to minutes.
import { describe, expect, it } from 'vitest';
import { bestUnit, durationWords, toMinutes } from '@/utils/common/duration';

describe('bestUnit', () => {
  it.each([
    [1440, 1, 'days'],
    [2880, 2, 'days'],
    [720, 12, 'hours'],
    [60, 1, 'hours'],
    [90, 1.5, 'hours'],
    [2160, 1.5, 'days'],
    [45, 45, 'minutes'],
    [0.5, 0.5, 'minutes'],
    [0, 0, 'minutes'],
    [61, 61, 'minutes'],
  ] as const)('%s minutes → %s %s', (minutes, value, unit) => {
    expect(bestUnit(minutes)).toEqual({ value, unit });
    expect(toMinutes(value, unit)).toBe(minutes);
  });
});

describe('durationWords', () => {
  it.each([
    [1440, '1 day'],
    [60 * 24 * 365, '365 days'],
    [60, '1 hour'],
    [120, '2 hours'],
    [1, '1 minute'],
    [30, '30 minutes'],
    [0.5, '0.5 minutes'],
  ])('%s → %s', (minutes, words) => {
    expect(durationWords(minutes)).toBe(words);
  });
});
