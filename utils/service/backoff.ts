// How long an automatic credits read waits after failures: doubling from a minute, capped at an
// hour, and never sooner than the service's Retry-After.
export const MAX_BACKOFF_MS = 60 * 60_000;

export function nextBackoffMs(failures: number, retryAfterSeconds?: number): number {
  const exp = Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, failures - 1));
  return Math.max(exp, (retryAfterSeconds ?? 0) * 1000);
}
