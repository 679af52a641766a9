// How many numbers' verdicts a tab's frames may ask for: a token bucket per tab, counted in numbers.
// A frame may be run by a compromised content script; each number asked about says whether this
// user checked it, and each message costs the worker a read of the cache. The bucket lets a tab's
// biggest frame ask for all its numbers at once (after a notice that the cache changed, every
// frame asks again for all of its own), then a steady rate; a flood gets refusals.
//
// Kept in the worker's memory, not in storage: a worker is stopped only after 30 s without events
// (in Chrome and in Firefox's event pages), and a flood is a stream of events that keeps it
// running. A bucket refills whole in CAPACITY / PER_SECOND = 10 s, well inside those 30 s, so the
// full bucket a new worker starts with is one that an idle tab would have had anyway.
import { MAX_FRAME_NUMBERS } from '../bulk/page-numbers';

export const VERDICT_BUDGET = {
  /** Numbers at once: as many as a frame lists at most (utils/bulk/page-numbers.ts). */
  capacity: MAX_FRAME_NUMBERS,
  /** Numbers a second, after that: a page's new numbers come a reading at a time. */
  perSecond: 2_000,
} as const;

export interface Bucket {
  tokens: number;
  /** When `tokens` was counted (ms). */
  at: number;
}

export type Budget = { capacity: number; perSecond: number };

/** The bucket refilled up to `now`. */
export function refill(bucket: Bucket | undefined, now: number, budget: Budget = VERDICT_BUDGET): Bucket {
  if (!bucket) return { tokens: budget.capacity, at: now };
  const elapsed = Math.max(0, now - bucket.at);
  return { tokens: Math.min(budget.capacity, bucket.tokens + (elapsed * budget.perSecond) / 1000), at: now };
}

/** Takes `count` tokens if the bucket has them all; a refusal takes none. */
export function take(
  bucket: Bucket | undefined,
  count: number,
  now: number,
  budget: Budget = VERDICT_BUDGET,
): { allowed: boolean; bucket: Bucket } {
  const full = refill(bucket, now, budget);
  if (full.tokens < count) return { allowed: false, bucket: full };
  return { allowed: true, bucket: { tokens: full.tokens - count, at: now } };
}

/** The buckets of every tab, in memory (see above for why that is enough). */
export class TabBudgets {
  private buckets = new Map<number, Bucket>();

  constructor(private readonly budget: Budget = VERDICT_BUDGET) {}

  take(tabId: number, count: number, now: number): boolean {
    const result = take(this.buckets.get(tabId), count, now, this.budget);
    this.buckets.set(tabId, result.bucket);
    if (this.buckets.size > 1_000) this.dropFull(now);
    return result.allowed;
  }

  forget(tabId: number): void {
    this.buckets.delete(tabId);
  }

  get size(): number {
    return this.buckets.size;
  }

  /** A full bucket is the same as none: dropped, so closed tabs do not pile up. */
  private dropFull(now: number): void {
    for (const [tabId, bucket] of this.buckets) {
      if (refill(bucket, now, this.budget).tokens >= this.budget.capacity) this.buckets.delete(tabId);
    }
  }
}
