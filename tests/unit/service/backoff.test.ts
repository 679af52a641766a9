import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, nextBackoffMs } from '@/utils/service/backoff';

describe('nextBackoffMs', () => {
  it.each([
    [1, undefined, 60_000],
    [2, undefined, 120_000],
    [3, undefined, 240_000],
    [7, undefined, MAX_BACKOFF_MS],
    [50, undefined, MAX_BACKOFF_MS],
    [1, 30, 60_000],
    [1, 600, 600_000],
    [2, 7200, 7_200_000],
    [0, undefined, 60_000],
  ])('after %i failure(s) with Retry-After %s waits %i ms', (failures, retryAfter, expected) => {
    expect(nextBackoffMs(failures, retryAfter)).toBe(expected);
  });
});
