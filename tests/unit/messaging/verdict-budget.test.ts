// A tab's budget of numbers asked about, as a token bucket: a whole frame's worth at once, then a
// steady rate; a refusal takes nothing; closed tabs do not pile up.
import { describe, expect, it } from 'vitest';
import { refill, TabBudgets, take, VERDICT_BUDGET } from '@/utils/messaging/verdict-budget';

const { capacity, perSecond } = VERDICT_BUDGET;

describe('take', () => {
  it('a first ask of a whole frame passes; more at once does not', () => {
    expect(take(undefined, capacity, 0).allowed).toBe(true);
    expect(take(undefined, capacity + 1, 0).allowed).toBe(false);
  });

  it('refills at its rate, up to its capacity', () => {
    const empty = take(undefined, capacity, 0).bucket;
    expect(refill(empty, 500).tokens).toBe(perSecond / 2);
    expect(refill(empty, 1_000_000).tokens).toBe(capacity);
    // A clock that went back gives nothing.
    expect(refill({ tokens: 5, at: 1_000 }, 0).tokens).toBe(5);
  });

  it('a refusal takes none of what is left', () => {
    const some = take(undefined, capacity - 100, 0).bucket;
    const refused = take(some, 101, 0);
    expect(refused.allowed).toBe(false);
    expect(take(refused.bucket, 100, 0).allowed).toBe(true);
  });
});

describe('TabBudgets', () => {
  it('a flood from one tab is held to the rate; other tabs are not touched', () => {
    const budgets = new TabBudgets();
    let passed = 0;
    // Ten seconds of a frame asking for 1,000 numbers every 10 ms.
    for (let t = 0; t < 10_000; t += 10) if (budgets.take(1, 1_000, t)) passed += 1_000;
    expect(passed).toBeLessThanOrEqual(capacity + perSecond * 10);
    expect(passed).toBeGreaterThanOrEqual(capacity + perSecond * 9);
    expect(budgets.take(2, capacity, 10_000)).toBe(true);
  });

  it('forgets a closed tab, and drops full buckets once there are many', () => {
    const budgets = new TabBudgets();
    budgets.take(1, 10, 0);
    budgets.forget(1);
    expect(budgets.size).toBe(0);
    for (let tab = 0; tab <= 1_000; tab += 1) budgets.take(tab, 1, 0);
    expect(budgets.size).toBe(1_001);
    budgets.take(5_000, 1, 60_000);
    expect(budgets.size).toBe(1);
  });
});
