// A full store (storage.local's quota error) at each write of a job, of a check and of a settings
// save: nothing paid for is lost without a word, nothing is sent twice by itself, no job is left
// "running" with its slot taken, no piece is left behind, and no answer becomes "internal error".
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runCheck } from '@/entrypoints/background/check-flow';
import { JOB_KEY_PREFIX } from '@/utils/bulk/job-store';
import { isStorageFull } from '@/utils/storage/full';
import { historyItem, lastResultItem, settingsItem, updateSettings } from '@/utils/storage/items';
import { forgetKeyStoreChoice, keyStore } from '@/utils/storage/key-store';
import { saveSettings } from '@/utils/storage/save-settings';
import { DEMO_KEYS, type LocalService, startLocalService } from '../../../dev/service/index';
import { Harness, ok, usNumber } from '../bulk/harness';

/** What Chrome's storage.local throws when its quota is used up. */
const QUOTA = () => new Error('QUOTA_BYTES quota exceeded');

/**
 * Makes storage.local.set throw the quota error at its `failAt`-th call (1-based) from now, and
 * only then; returns the keys of every write seen (to count the writes of an operation).
 */
function failNthWrite(failAt: number): { keys: string[][] } {
  const local = fakeBrowser.storage.local;
  const original = local.set.bind(local);
  const seen: string[][] = [];
  vi.spyOn(local, 'set').mockImplementation(async (items: Record<string, unknown>) => {
    seen.push(Object.keys(items));
    if (seen.length === failAt) throw QUOTA();
    return original(items);
  });
  return { keys: seen };
}

async function jobKeys(): Promise<string[]> {
  return Object.keys(await fakeBrowser.storage.local.get(null)).filter((k) => k.startsWith(JOB_KEY_PREFIX));
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

it('the quota errors of Chrome and Firefox read as "storage full"', () => {
  expect(isStorageFull(QUOTA())).toBe(true);
  expect(isStorageFull(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(true);
  expect(isStorageFull(new Error('storage is full'))).toBe(true);
  expect(isStorageFull(new TypeError('Failed to fetch'))).toBe(false);
});

describe('a settings save', () => {
  // The settings item's value, and its version mark at the first write.
  it.each([1, 2])('write %i refused: the change is not applied, the words say why, and a later save works', async (failAt) => {
    await updateSettings({ lowCreditThreshold: 5 });
    await fakeBrowser.storage.local.remove('settings$');
    const before = await settingsItem.get();
    failNthWrite(failAt);
    const outcome = await saveSettings({ lowCreditThreshold: 9 });
    vi.restoreAllMocks();
    if (failAt === 1) {
      expect(outcome).toEqual({ ok: false, message: expect.stringMatching(/storage for Number Check is full/) });
      expect(await settingsItem.get()).toEqual(before);
    } else {
      // The version mark failed after the value was written: the value is kept and said saved.
      expect(outcome.ok || (await settingsItem.get()).lowCreditThreshold === 5).toBe(true);
    }
    expect(await saveSettings({ lowCreditThreshold: 11 })).toMatchObject({ ok: true });
    expect((await settingsItem.get()).lowCreditThreshold).toBe(11);
  });
});

describe('a check', () => {
  let service: LocalService;
  beforeAll(async () => {
    service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  });
  afterAll(async () => {
    await service.close();
  });

  beforeEach(async () => {
    service.staging.reset();
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true as never);
    await updateSettings({
      activeEnvironment: 'staging',
      baseUrls: { staging: service.staging.baseUrl, production: service.production.baseUrl },
    });
    // The key where this browser keeps keys (decided once per worker: decided again here, as a new worker would).
    // The file's beforeEach restored every mock, the set-up's Chromium setAccessLevel too.
    vi.spyOn(fakeBrowser.storage.local, 'setAccessLevel').mockImplementation(async () => {});
    forgetKeyStoreChoice();
    await (await keyStore()).set('staging', DEMO_KEYS.plenty);
  });

  /** The storage keys of what a check keeps: a refusal of one of these means "could not be kept". */
  const KEPT = new Set(['lastResult', 'history', 'cache', 'answers', 'lastResult$', 'history$', 'cache$', 'answers$']);

  it('writes what it keeps, then the credits (the table below fails at each of these writes)', async () => {
    const { keys } = failNthWrite(0);
    const reply = await runCheck({ input: '+1 650 253 0000' });
    expect(reply).toMatchObject({ ok: true });
    expect(keys.flat()).toEqual(expect.arrayContaining(['lastResult', 'history', 'cache', 'answers', 'credits']));
    expect(keys.length).toBeLessThanOrEqual(CHECK_WRITES);
  });

  const CHECK_WRITES = 12;
  it.each(Array.from({ length: CHECK_WRITES }, (_, i) => i + 1))(
    'write %i refused: the answer paid for is shown, said not kept when it was not, and charged once',
    async (failAt) => {
      const { keys } = failNthWrite(failAt);
      const reply = await runCheck({ input: '+1 650 253 0000' });
      const failed = keys[failAt - 1];
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
      if (!reply.ok) return;
      expect(reply.record.e164).toBe('+16502530000');
      expect(reply.record.raw).toContain('16502530000');
      const keptFailed = failed?.some((k) => KEPT.has(k)) === true;
      expect(reply.notKept === true, `write ${failAt}: ${failed?.join(',') ?? 'none'}`).toBe(keptFailed);
      expect(service.staging.count('/api/check-number')).toBe(1);
      vi.restoreAllMocks();
      vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true as never);
      // The store has room again: the next check is kept as usual.
      const next = await runCheck({ input: '+1 650 253 0001' });
      expect(next).toMatchObject({ ok: true, cached: false });
      expect(next.ok && next.notKept).toBeFalsy();
      expect((await lastResultItem.get())?.record.e164).toBe('+16502530001');
      expect((await historyItem.get())[0]?.e164).toBe('+16502530001');
    },
  );
});

describe('a job', () => {
  const ROWS = [usNumber(0), usNumber(1), usNumber(2), usNumber(0)];

  it.each([1, 2])('write %i of making a job refused: it throws, and leaves no piece behind', async (failAt) => {
    const h = new Harness();
    failNthWrite(failAt);
    await expect(h.job(ROWS, undefined, [], false)).rejects.toThrow(/quota/i);
    vi.restoreAllMocks();
    expect(await jobKeys()).toEqual([]);
  });

  // The writes while a four-row job runs (two calls at a time): its start, each row marked sent,
  // each answer, its end. Each is refused in turn; then either the user resumes once the store has
  // room, or the worker restarts first.
  const RUN_WRITES = 9;
  const cases = Array.from({ length: RUN_WRITES }, (_, i) => i + 1).flatMap((n) => [
    [n, 'resume'] as const,
    [n, 'restart'] as const,
  ]);
  it.each(cases)(
    'write %i of a running job refused, then %s: it stops with words, frees its slot, loses no answer, sends no number twice',
    async (failAt, then) => {
      const h = new Harness();
      h.autoAnswer = (input) => ok(input, h.now);
      const meta = await h.job(ROWS, { concurrency: 2, perMinute: 600 }, [], false);
      const { keys } = failNthWrite(failAt);
      const started = await h.engine.start(meta.id);
      await h.runOut();
      vi.restoreAllMocks();
      expect(keys.length, 'the job made at least this many writes').toBeGreaterThanOrEqual(failAt);
      const stopped = (await h.store.meta(meta.id)) ?? meta;
      const failedWrite = keys[failAt - 1] ?? [];
      if (failAt <= 2) {
        // Its summary or the list of jobs refused: bulk:start says so, the job is not taken, and
        // nothing was sent (the page removes its pieces).
        expect(started).toEqual({ ok: false, message: expect.stringMatching(/storage for Number Check is full/) });
        expect(await h.store.ids()).toEqual([]);
        expect(h.calls).toEqual([]);
        return;
      }
      if (stopped.status !== 'done') {
        expect(stopped.status, `write ${failAt} (${failedWrite.join(',')})`).toBe('stopped');
        expect(stopped.stop?.kind).toBe('storage-full');
        expect(stopped.stop?.message).toMatch(/storage for Number Check is full/);
      } else {
        // The refused write was the job's last (its end): its summary, written alone, says done.
        expect(failAt).toBe(RUN_WRITES);
      }
      if (then === 'restart') h.newEngine();
      await h.idle();
      // The slot is free: resuming goes on to the end.
      if (stopped.status !== 'done') expect(await h.engine.act(meta.id, 'resume')).toEqual({ ok: true });
      await h.runOut();
      const done = (await h.store.meta(meta.id)) as NonNullable<Awaited<ReturnType<typeof h.store.meta>>>;
      expect(done.status).toBe('done');
      expect(done.inFlight).toEqual([]);
      const states = (await h.allStates(meta.id)).map((s) => s.status);
      // Nothing was sent twice by itself: each distinct number once.
      const inputs = h.calls.map((c) => c.input);
      expect(new Set(inputs).size, inputs.join(' ')).toBe(inputs.length);
      if (then === 'resume') {
        // The answers not written stayed in memory and were written with the next write.
        expect(states).toEqual(['checked', 'checked', 'checked', 'checked']);
      } else {
        // After a restart an answer that was never written is "outcome unknown" (it may have been
        // charged), never silently sent again; everything else is checked.
        for (const s of states) expect(['checked', 'unknown']).toContain(s);
        expect(states[3]).toBe(states[0]);
      }
      expect(h.calls.length).toBeLessThanOrEqual(3);
    },
  );
});
