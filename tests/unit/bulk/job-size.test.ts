// The room a list needs, said before it is accepted, and the budget it must fit.
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkBudget, estimateJobBytes, LISTS_BYTES_BUDGET } from '@/utils/bulk/job-size';
import { JOB_KEY_PREFIX } from '@/utils/bulk/job-store';
import { Harness, ok, usNumber } from './harness';

describe('estimateJobBytes', () => {
  it('is at least what the job takes once every number is answered', async () => {
    fakeBrowser.reset();
    const h = new Harness();
    h.autoAnswer = (input) => ok(input, h.now);
    const cells = Array.from({ length: 1_000 }, (_, i) => usNumber(i % 800));
    const meta = await h.job(cells, { concurrency: 8, perMinute: 600 });
    await h.runOut(60 * 60_000);
    expect((await h.meta(meta.id)).status).toBe('done');
    const stored = await fakeBrowser.storage.local.get(null);
    const actual = Object.entries(stored)
      .filter(([k]) => k.startsWith(JOB_KEY_PREFIX))
      .reduce((n, [k, v]) => n + k.length + JSON.stringify(v).length, 0);
    const estimate = estimateJobBytes(
      { columns: ['Phone'], rows: cells.map((c) => [c]) },
      { plan: { rows: 1_000, numbers: 1_000, noNumber: 0, impossible: 0, duplicates: 200, known: 0, toSend: 800 } },
    );
    expect(estimate).toBeGreaterThanOrEqual(actual);
    // An estimate, not a scare: under 2 KB a row (a raw answer of the local service is 300–900
    // bytes; these test answers are smaller), so 100,000 rows fit the budget.
    expect(estimate / 1_000).toBeLessThan(2_000);
    expect(estimate * 100).toBeLessThan(LISTS_BYTES_BUDGET);
  });
});

describe('checkBudget', () => {
  it('accepts a list that fits beside what is kept, refuses one that does not, and says the figures', () => {
    expect(checkBudget(40e6, 100e6)).toEqual({ ok: true, bytes: 40e6 });
    expect(checkBudget(40e6, LISTS_BYTES_BUDGET - 10e6)).toEqual({
      ok: false,
      bytes: 40e6,
      used: LISTS_BYTES_BUDGET - 10e6,
      budget: LISTS_BYTES_BUDGET,
    });
  });
});
