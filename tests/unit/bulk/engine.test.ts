// The bulk engine: every row sent at most once, marked sent before its call, nothing retried by
// itself, 429/401/402 honoured, a restart mid-run loses no row and charges none twice, and memory
// stays bounded whatever the job's size.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CHUNK_ROWS } from '@/utils/bulk/job';
import { answersKey, inputKey, JOBS_KEPT, jobKey, stateKey } from '@/utils/bulk/job-store';
import { DEFAULT_WAIT_SECONDS } from '@/utils/bulk/outcome';
import type { CheckReply } from '@/utils/checks/check-reply';
import { makeError } from '@/utils/service/errors';
import { e164Of, failure, Harness, ok, record, T0, usNumber } from './harness';

let h: Harness;

beforeEach(() => {
  fakeBrowser.reset();
  h = new Harness();
});

function numbers(n: number, from = 0): string[] {
  return Array.from({ length: n }, (_, i) => usNumber(from + i));
}

describe('running a job', () => {
  it('sends every distinct possible number once and settles every row', async () => {
    h.autoAnswer = (input) => ok(input, h.now);
    const meta = await h.job(numbers(5));
    await h.runOut();
    expect(h.calls.map((c) => c.input)).toEqual(numbers(5));
    const done = await h.meta(meta.id);
    expect(done.status).toBe('done');
    expect(done.counts.checked).toBe(5);
    expect(done.calls).toBe(5);
    expect(done.inFlight).toEqual([]);
    const states = await h.allStates(meta.id);
    expect(states.map((s) => s.status)).toEqual(Array(5).fill('checked'));
    expect(states[2]?.summary?.e164).toBe(e164Of(2));
    expect(await h.store.raws(meta.id, [0])).toEqual(new Map([[0, JSON.stringify({ valid: true, number: e164Of(0) })]]));
  });

  it('marks a row sent, in storage, before its call goes out', async () => {
    await h.job(numbers(3));
    expect(h.calls).toHaveLength(1);
    const stored = await h.calls[0]?.stored;
    expect(stored?.status).toBe('sending');
    expect(stored?.sentAt).toBe(T0);
  });

  it('never sends impossible rows, rows without a number, or repeats; repeats take the first row’s answer', async () => {
    h.autoAnswer = (input) => ok(input, h.now);
    const cells = [
      usNumber(1),
      'n/a',
      '+1 650 253',
      usNumber(1).replace(/ /g, '-'),
      '',
      usNumber(2),
      `(650) ${usNumber(1).slice(7)}`,
    ];
    const meta = await h.job(cells);
    await h.runOut();
    expect(h.calls.map((c) => c.input)).toEqual([usNumber(1), usNumber(2)]);
    const states = await h.allStates(meta.id);
    expect(states.map((s) => s.status)).toEqual([
      'checked',
      'no-number',
      'impossible',
      'checked',
      'no-number',
      'checked',
      'checked',
    ]);
    expect(states[3]?.sameAs).toBe(0);
    expect(states[6]?.sameAs).toBe(0);
    expect(states[6]?.summary?.e164).toBe(e164Of(1));
    const m = await h.meta(meta.id);
    expect(m.plan).toEqual({ rows: 7, numbers: 5, noNumber: 2, impossible: 1, duplicates: 2, known: 0, toSend: 2 });
  });

  it('answers numbers the cache knows without a call (free), repeats of them too', async () => {
    h.autoAnswer = (input) => ok(input, h.now);
    const known = record(e164Of(7), T0 - 60_000, false);
    const meta = await h.job([usNumber(7), usNumber(8), usNumber(7)], undefined, [known]);
    await h.runOut();
    expect(h.calls.map((c) => c.input)).toEqual([usNumber(8)]);
    const states = await h.allStates(meta.id);
    expect(states.map((s) => s.status)).toEqual(['known', 'checked', 'known']);
    expect(states[0]?.checkedAt).toBe(T0 - 60_000);
    expect(states[2]?.summary?.valid).toBe(false);
    expect((await h.meta(meta.id)).plan.known).toBe(1);
    expect((await h.store.raws(meta.id, [0])).get(0)).toBe(JSON.stringify({ valid: false, number: e164Of(7) }));
  });

  it('a job with nothing to send is done as soon as it is made', async () => {
    const meta = await h.job(['nothing here', usNumber(1)], undefined, [record(e164Of(1), T0)]);
    expect(h.calls).toHaveLength(0);
    expect((await h.meta(meta.id)).status).toBe('done');
  });

  it.each([
    [1, 60],
    [1, 600],
    [2, 120],
    [4, 600],
  ])('keeps to %i call(s) at once and %i a minute', async (concurrency, perMinute) => {
    await h.job(numbers(12), { concurrency, perMinute });
    expect(h.calls).toHaveLength(1);
    // Unanswered calls hold their places: never more than `concurrency` at once.
    await h.advance(60_000);
    expect(h.calls).toHaveLength(concurrency);
    h.autoAnswer = (input) => ok(input, h.now);
    await h.answerAll();
    await h.runOut();
    expect(h.calls).toHaveLength(12);
    const gaps = h.calls.slice(1).map((c, i) => c.at - (h.calls[i]?.at ?? 0));
    expect(Math.min(...gaps.slice(1))).toBeGreaterThanOrEqual(60_000 / perMinute);
  });

  it('holds at most a few chunks in memory, however long the job', async () => {
    h.autoAnswer = (input) => ok(input, h.now);
    const rows = 5 * CHUNK_ROWS + 7;
    // Every tenth number repeats the first, so repeats reach back across chunks.
    const cells = Array.from({ length: rows }, (_, i) => (i % 10 === 9 ? usNumber(0) : usNumber(i)));
    const meta = await h.job(cells, { concurrency: 4, perMinute: 600 });
    await h.runOut(24 * 60 * 60_000);
    const m = await h.meta(meta.id);
    expect(m.status).toBe('done');
    expect(m.counts.checked).toBe(rows);
    expect(h.calls).toHaveLength(rows - Math.floor(rows / 10));
    expect(h.maxChunksInMemory).toBeLessThanOrEqual(6);
    expect(h.engine.chunksInMemory).toBeLessThanOrEqual(3);
  }, 60_000);
});

describe('answers that stop, slow or fail', () => {
  it('honours a 429: the row is not charged, nothing goes out before Retry-After, then slower', async () => {
    const meta = await h.job(numbers(4), { concurrency: 2, perMinute: 120 });
    h.calls[0]?.answer(failure('rate-limited', 20));
    await h.idle();
    const waiting = await h.meta(meta.id);
    expect(waiting.status).toBe('running');
    expect(waiting.waitUntil).toBe(T0 + 20_000);
    expect(waiting.pace).toEqual({ concurrency: 1, perMinute: 60 });
    expect(waiting.slowedAt).toBe(T0);
    expect((await h.stateOf(meta, 0))?.status).toBe('pending');
    await h.advance(19_000);
    expect(h.calls).toHaveLength(1);
    await h.advance(1_000);
    expect(h.calls).toHaveLength(2);
    expect(h.calls[1]?.input).toBe(usNumber(0));
  });

  it('waits the default time for a 429 without Retry-After', async () => {
    const meta = await h.job(numbers(2));
    h.calls[0]?.answer(failure('rate-limited'));
    await h.idle();
    expect((await h.meta(meta.id)).waitUntil).toBe(T0 + DEFAULT_WAIT_SECONDS * 1000);
  });

  it.each([
    ['key-rejected', /API key was rejected/],
    ['no-credits', /No credits left/],
    ['no-key', /No API key/],
    ['no-permission', /not allowed to reach/],
  ] as const)('stops on %s, says why, and goes on only when resumed', async (kind, words) => {
    const meta = await h.job(numbers(3));
    h.calls[0]?.answer(failure(kind));
    await h.runOut();
    const stopped = await h.meta(meta.id);
    expect(stopped.status).toBe('stopped');
    expect(stopped.stop?.kind).toBe(kind);
    expect(stopped.stop?.message).toMatch(words);
    expect(h.calls).toHaveLength(1);
    expect((await h.stateOf(meta, 0))?.status).toBe('pending');
    h.autoAnswer = (input) => ok(input, h.now);
    expect(await h.engine.act(meta.id, 'resume')).toEqual({ ok: true });
    await h.runOut();
    expect(h.calls.map((c) => c.input)).toEqual([usNumber(0), ...numbers(3)]);
    expect((await h.meta(meta.id)).status).toBe('done');
  });

  it.each<[string, CheckReply, string]>([
    ['a server error (5xx): it may have been charged', failure('server-error'), 'unknown'],
    ['a connection lost after the headers', failure('connection-lost'), 'unknown'],
    ['a failure inside Number Check after the call', failure('internal'), 'unknown'],
    ['an unreachable service (nothing received)', failure('unreachable'), 'failed'],
    ['a refused number', failure('bad-number'), 'failed'],
    ['no answer in time', failure('timeout'), 'unknown'],
    ['an unreadable answer', failure('bad-response'), 'unknown'],
    ['an answer too large', failure('too-large'), 'unknown'],
    ['an impossible number', failure('impossible-number'), 'impossible'],
  ])('marks the row after %s, and goes on without retrying it', async (_name, reply, status) => {
    h.autoAnswer = (input, n) => (n === 0 ? reply : ok(input, h.now));
    const meta = await h.job(numbers(3));
    await h.runOut();
    expect(h.calls).toHaveLength(3);
    const first = await h.stateOf(meta, 0);
    expect(first?.status).toBe(status);
    expect(first?.problem?.message).toBeTruthy();
    expect((await h.meta(meta.id)).status).toBe('done');
  });

  it('a 5xx row is "outcome unknown": "retry failed rows" leaves it, only "send again" (asked first) sends it', async () => {
    const charged: CheckReply = {
      ok: false,
      error: makeError('server-error', { environment: 'staging', baseUrl: 'http://svc', status: 502, mayBeCharged: true }),
    };
    h.autoAnswer = (input, n) => (n === 0 ? charged : ok(input, h.now));
    const meta = await h.job(numbers(2));
    await h.runOut();
    const first = await h.stateOf(meta, 0);
    expect(first?.status).toBe('unknown');
    expect(first?.problem?.message).toBe('Staging had a service error (502). Try again later. This check may have been charged.');
    expect(await h.engine.act(meta.id, 'retry-failed')).toEqual({ ok: false, message: 'No row is failed.' });
    await h.runOut();
    expect(h.calls).toHaveLength(2);
    expect(await h.engine.act(meta.id, 'resend-unknown')).toEqual({ ok: true });
    await h.runOut();
    expect(h.calls.map((c) => c.input)).toEqual([...numbers(2), usNumber(0)]);
  });

  it('"retry failed rows" sends the failed rows once more, and only them', async () => {
    h.autoAnswer = (input, n) => (n < 2 ? failure('unreachable') : ok(input, h.now));
    const meta = await h.job([usNumber(0), usNumber(1), usNumber(2), usNumber(0)]);
    await h.runOut();
    let states = await h.allStates(meta.id);
    expect(states.map((s) => s.status)).toEqual(['failed', 'failed', 'checked', 'failed']);
    expect(await h.engine.act(meta.id, 'retry-failed')).toEqual({ ok: true });
    await h.runOut();
    expect(h.calls.map((c) => c.input)).toEqual([usNumber(0), usNumber(1), usNumber(2), usNumber(0), usNumber(1)]);
    states = await h.allStates(meta.id);
    expect(states.map((s) => s.status)).toEqual(['checked', 'checked', 'checked', 'checked']);
    expect(await h.engine.act(meta.id, 'retry-failed')).toEqual({ ok: false, message: 'No row is failed.' });
  });
});

describe('a stop of the worker or the browser mid-run', () => {
  it('shows the rows that were in flight as "outcome unknown", sends them again only when asked, and finishes the rest', async () => {
    const meta = await h.job(numbers(6), { concurrency: 2, perMinute: 600 });
    await h.advance(100);
    await h.answerAll();
    await h.advance(200);
    // Two calls out, neither answered, when the worker stops.
    const before = h.calls.length;
    const inFlight = (await h.meta(meta.id)).inFlight;
    expect(inFlight).toHaveLength(2);
    h.newEngine();
    h.autoAnswer = (input) => ok(input, h.now);
    await h.runOut();
    const after = await h.allStates(meta.id);
    for (const row of inFlight) {
      expect(after[row]?.status).toBe('unknown');
      expect(after[row]?.problem?.kind).toBe('interrupted');
    }
    // Every row sent exactly once, the two unknown ones included.
    const sent = h.calls.map((c) => c.input);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toHaveLength(6);
    expect(h.calls.length - before).toBe(6 - before);
    const m = await h.meta(meta.id);
    expect(m.status).toBe('done');
    expect(m.counts.unknown).toBe(2);
    expect(m.inFlight).toEqual([]);
    // Only the user's say-so sends them again.
    expect(await h.engine.act(meta.id, 'resend-unknown')).toEqual({ ok: true });
    await h.runOut();
    expect(h.calls.map((c) => c.input).slice(6)).toEqual(inFlight.map((r) => usNumber(r)));
    expect((await h.meta(meta.id)).counts.checked).toBe(6);
  });

  it('settles a row in flight from the cache when its answer arrived before the stop', async () => {
    const meta = await h.job(numbers(2));
    expect(h.calls).toHaveLength(1);
    // The check wrote the cache (as the background's check does), then the worker stopped.
    h.cache.set(e164Of(0), record(e164Of(0), T0 + 5));
    h.newEngine();
    h.autoAnswer = (input) => ok(input, h.now);
    await h.runOut();
    const states = await h.allStates(meta.id);
    expect(states[0]?.status).toBe('checked');
    expect(states[0]?.checkedAt).toBe(T0 + 5);
    expect(h.calls.map((c) => c.input)).toEqual(numbers(2));
    expect((await h.store.raws(meta.id, [0])).has(0)).toBe(true);
  });

  it('does not take an older cached answer for one that arrived', async () => {
    const meta = await h.job(numbers(1));
    h.cache.set(e164Of(0), record(e164Of(0), T0 - 1));
    h.newEngine();
    await h.runOut();
    expect((await h.stateOf(meta, 0))?.status).toBe('unknown');
  });

  it('resumes a running job by itself when the engine starts again, and keeps a paused one paused', async () => {
    const a = await h.job(numbers(3));
    await h.engine.act(a.id, 'pause');
    await h.answerAll();
    const b = await h.job(numbers(3, 10));
    await h.advance(100);
    expect(h.calls.map((c) => c.input)).toEqual([usNumber(0), usNumber(10)]);
    h.newEngine();
    h.autoAnswer = (input) => ok(input, h.now);
    await h.runOut();
    expect((await h.meta(b.id)).status).toBe('done');
    expect((await h.meta(a.id)).status).toBe('paused');
    expect(h.calls).toHaveLength(4);
  });
});

describe('the user’s actions', () => {
  it('pause stops new calls, records the one in flight, and resume goes on', async () => {
    const meta = await h.job(numbers(3));
    expect(await h.engine.act(meta.id, 'pause')).toEqual({ ok: true });
    await h.answerAll();
    await h.runOut();
    expect(h.calls).toHaveLength(1);
    expect((await h.stateOf(meta, 0))?.status).toBe('checked');
    expect((await h.meta(meta.id)).status).toBe('paused');
    h.autoAnswer = (input) => ok(input, h.now);
    await h.engine.act(meta.id, 'resume');
    await h.runOut();
    expect(h.calls).toHaveLength(3);
  });

  it('cancel ends the job for good and leaves the rest unsent', async () => {
    const meta = await h.job(numbers(3));
    expect(await h.engine.act(meta.id, 'cancel')).toEqual({ ok: true });
    await h.answerAll();
    await h.runOut();
    const m = await h.meta(meta.id);
    expect(m.status).toBe('cancelled');
    expect(m.counts).toMatchObject({ checked: 1, pending: 2 });
    expect(await h.engine.act(meta.id, 'resume')).toMatchObject({ ok: false });
  });

  it('runs jobs one after another, oldest first', async () => {
    h.autoAnswer = (input) => ok(input, h.now);
    const a = await h.job(numbers(2));
    const b = await h.job(numbers(2, 20));
    await h.runOut();
    expect(h.calls.map((c) => c.input)).toEqual([...numbers(2), ...numbers(2, 20)]);
    expect((await h.meta(a.id)).status).toBe('done');
    expect((await h.meta(b.id)).status).toBe('done');
    expect(h.awake.at(-1)).toBe(false);
  });

  it('remove deletes every piece of a job, and refuses while it runs', async () => {
    h.autoAnswer = (input) => ok(input, h.now);
    const meta = await h.job(numbers(CHUNK_ROWS + 3));
    expect(await h.engine.act(meta.id, 'remove')).toMatchObject({ ok: false });
    await h.runOut(24 * 60 * 60_000);
    expect(await h.engine.act(meta.id, 'remove')).toEqual({ ok: true });
    const left = Object.keys(await fakeBrowser.storage.local.get(null));
    expect(left.filter((k) => k.includes(meta.id))).toEqual([]);
    expect(await h.store.ids()).toEqual([]);
  });

  it(`keeps the last ${JOBS_KEPT} jobs, removing the oldest ended ones`, async () => {
    h.autoAnswer = (input) => ok(input, h.now);
    const ids: string[] = [];
    for (let i = 0; i < JOBS_KEPT + 2; i++) {
      h.now += 1000;
      ids.push((await h.job([usNumber(i)])).id);
      await h.runOut();
    }
    expect(await h.store.ids()).toEqual(ids.slice(2));
    const stored = await fakeBrowser.storage.local.get([
      jobKey(ids[0] as string),
      stateKey(ids[0] as string, 0),
      inputKey(ids[0] as string, 0),
      answersKey(ids[0] as string, 0),
    ]);
    expect(stored).toEqual({});
  });
});

describe('stored jobs that cannot be read', () => {
  it('leaves a job with an unreadable summary alone', async () => {
    await fakeBrowser.storage.local.set({ bulkJobs: ['broken'], 'bulkJob:broken': { id: 'broken', status: 'running' } });
    h.newEngine();
    await h.runOut();
    expect(h.calls).toHaveLength(0);
    expect(await h.engine.act('broken', 'resume')).toMatchObject({ ok: false });
  });

  it('reads a damaged chunk as unreadable rows instead of crashing', async () => {
    const meta = await h.job(numbers(3));
    await h.engine.act(meta.id, 'pause');
    await h.answerAll();
    await fakeBrowser.storage.local.set({ [stateKey(meta.id, 0)]: [{ status: 'weird' }, 'junk'] });
    h.newEngine();
    await h.engine.act(meta.id, 'resume');
    await h.runOut();
    const states = await h.allStates(meta.id);
    expect(states).toHaveLength(3);
    expect(h.calls).toHaveLength(1);
    expect((await h.meta(meta.id)).status).toBe('done');
  });
});
