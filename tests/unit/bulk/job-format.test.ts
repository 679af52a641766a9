// A job's store (format 2, issue 29): a row's input and state in a few bytes, each answer kept once,
// and a job kept by an older version (format 1) read, migrated and run on without a row sent twice.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { decodeAnswers, encodeAnswers } from '@/utils/bulk/answer-codec';
import { CHUNK_ROWS, emptyCounts, type JobMeta, type RowState } from '@/utils/bulk/job';
import { answersKey, inputKey, JOB_KEY_PREFIX, jobKey, rawKey, stateKey } from '@/utils/bulk/job-store';
import { compactRaw } from '@/utils/bulk/plan';
import { decodeCells, decodeInput, decodeStates, encodeCells, encodeInput, encodeStates } from '@/utils/bulk/row-codec';
import { readSummary } from '@/utils/service/answer-reader';
import { e164Of, Harness, ok, T0, usNumber } from './harness';

let h: Harness;

beforeEach(() => {
  fakeBrowser.reset();
  h = new Harness();
});

describe('the row codec', () => {
  it('keeps any cells, tabs and backslashes included', () => {
    for (const cells of [['a', 'b'], ['x\ty', 'back\\slash', '\\t'], [''], ['', ''], ['+1 650 253 0000'], ['é,"q"\n']]) {
      expect(decodeCells(encodeCells(cells))).toEqual(cells);
    }
    expect(
      decodeInput(
        encodeInput([
          ['1', 'Ann'],
          ['2', 'B\tob'],
        ]),
      ),
    ).toEqual([
      ['1', 'Ann'],
      ['2', 'B\tob'],
    ]);
    // Format 1's arrays of cells are read as they are.
    expect(decodeInput([['1', 'Ann'], 'two\tcells', 5])).toEqual([['1', 'Ann'], ['two', 'cells'], []]);
  });

  it('keeps every field of a state but the summary (it lives with the answers)', () => {
    const states: RowState[] = [
      { status: 'no-number' },
      { status: 'impossible', problem: { kind: 'impossible-number', message: 'Too short, or long, for its country.' } },
      { status: 'pending', e164: '+16502530000', repeats: [3, 250, 99_999] },
      { status: 'duplicate', e164: '+16502530000', sameAs: 2 },
      { status: 'sending', e164: '+442071838750', sentAt: T0 + 1234 },
      { status: 'checked', e164: '+16502530001', sentAt: T0, checkedAt: T0 + 900, summary: { valid: true } },
      { status: 'known', e164: '+16502530002', checkedAt: T0 - 86_400_000 },
      { status: 'failed', e164: '+16502530003', sentAt: T0, problem: { kind: 'bad-number', message: 'Refused, with, commas.' } },
      { status: 'unknown', e164: '+16502530004', sentAt: T0, problem: { kind: 'interrupted', message: 'Cut off.' } },
    ];
    const { summary: _, ...checked } = states[5] as RowState;
    expect(decodeStates(JSON.parse(JSON.stringify(encodeStates(states))), 100_000)).toEqual([
      ...states.slice(0, 5),
      checked,
      ...states.slice(6),
    ]);
  });

  it('keeps the repeats of a number that fills a list of 100,000 rows', () => {
    const repeats = Array.from({ length: 99_999 }, (_, i) => i + 1);
    const [row] = decodeStates(encodeStates([{ status: 'pending', e164: '+16502530000', repeats }]), 100_000);
    expect(row?.repeats).toEqual(repeats);
  });

  it('reads a damaged row as unreadable, and format 1 objects as they are', () => {
    const read = decodeStates([T0, 'zzz', 42, 'c12ab'], 10);
    expect(read.map((s) => s.problem?.kind)).toEqual(['unreadable', 'unreadable', 'unreadable']);
    expect(decodeStates([{ status: 'checked', e164: '+1', checkedAt: 5, summary: { valid: true } }], 10)).toEqual([
      { status: 'checked', e164: '+1', checkedAt: 5, summary: { valid: true } },
    ]);
  });
});

describe('the answer codec', () => {
  const body = (i: number) => ({
    valid: true,
    number: e164Of(i),
    country_code: 'US',
    carrier: 'Local Carrier',
    line_type: 'mobile',
  });

  it('gives back each raw answer as kept, and writes alike answers’ keys once', () => {
    const answers = new Map(
      Array.from({ length: 200 }, (_, i) => [i, { raw: compactRaw(JSON.stringify(body(i), null, 2)), e164: e164Of(i) }] as const),
    );
    const stored = JSON.stringify(encodeAnswers(answers));
    expect(stored.split('country_code').length - 1).toBe(1);
    const read = decodeAnswers(JSON.parse(stored));
    for (const [i, a] of answers) expect(read.get(i)?.raw()).toBe(a.raw);
    // Well under the raw answers as text (keys and the quotes escaped inside a string gone).
    expect(stored.length).toBeLessThan(JSON.stringify([...answers.values()].map((a) => a.raw)).length * 0.6);
  });

  it('reads a summary again from its raw answer, and keeps one that cannot be read again', () => {
    const raw = JSON.stringify(body(1));
    const derived = readSummary(body(1), { e164: e164Of(1) });
    const other = { valid: false, carrier: 'Not in the answer' };
    const stored = encodeAnswers(
      new Map([
        [0, { raw, summary: derived, e164: e164Of(1) }],
        [1, { raw, summary: other, e164: e164Of(1) }],
        [2, { raw: 'not json, {"a":1}', summary: other }],
        [3, { raw: '{"__proto__":{"x":1},"a":[1,{"b":null}]}' }],
      ]),
    );
    expect(stored.a[0]).toEqual([0, 0, expect.any(Array)]);
    const read = decodeAnswers(JSON.parse(JSON.stringify(stored)));
    expect(read.get(0)?.summary(e164Of(1))).toEqual(derived);
    expect(read.get(1)?.summary(e164Of(1))).toEqual(other);
    expect(read.get(2)?.raw()).toBe('not json, {"a":1}');
    expect(read.get(2)?.summary(undefined)).toEqual(other);
    expect(read.get(3)?.raw()).toBe('{"__proto__":{"x":1},"a":[1,{"b":null}]}');
    expect(read.get(3)?.summary(undefined)).toBeUndefined();
  });

  it('adds answers to a chunk’s without unpacking those kept', () => {
    const first = encodeAnswers(new Map([[0, { raw: JSON.stringify(body(0)) }]]));
    const both = encodeAnswers(new Map([[5, { raw: JSON.stringify({ other: 1 }) }]]), JSON.parse(JSON.stringify(first)));
    const read = decodeAnswers(both);
    expect(read.get(0)?.raw()).toBe(JSON.stringify(body(0)));
    expect(read.get(5)?.raw()).toBe('{"other":1}');
    expect(decodeAnswers('junk').size).toBe(0);
  });
});

describe('what a job keeps', () => {
  it('keeps a row’s input and state in under 120 bytes, and each answer once', async () => {
    h.autoAnswer = (input) => ok(input, h.now);
    // 1,000 rows of 4 cells, 800 distinct numbers: 200 repeats.
    const n = 1_000;
    const meta = await h.job(
      Array.from({ length: n }, (_, i) => usNumber(i % 800)),
      { concurrency: 8, perMinute: 600 },
    );
    await h.runOut(60 * 60_000);
    expect((await h.meta(meta.id)).status).toBe('done');
    const stored = await fakeBrowser.storage.local.get(null);
    let rowBytes = 0;
    let answers = 0;
    for (const [k, v] of Object.entries(stored)) {
      if (!k.startsWith(JOB_KEY_PREFIX)) continue;
      if (k.includes(':in:') || k.includes(':st:')) rowBytes += k.length + JSON.stringify(v).length;
      if (k.includes(':ans:')) answers += decodeAnswers(v).size;
      expect(k).not.toContain(':raw:');
    }
    expect(rowBytes / n).toBeLessThanOrEqual(120);
    expect(answers).toBe(800);
    // A repeat shows its first row's answer.
    const states = await h.allStates(meta.id);
    expect(states[900]?.sameAs).toBe(100);
    expect(states[900]?.summary).toEqual(states[100]?.summary);
    expect(states[900]?.summary?.e164).toBe(e164Of(100));
  });
});

// ---- a job as version 1 of the store kept it ----

/** A 3-chunk job of format 1: chunk 0 answered (row 1 repeats row 0), chunk 1 with a call in flight, chunk 2 pending. */
async function writeFormat1Job(): Promise<{ meta: JobMeta; rows: number }> {
  const id = `${T0.toString(36)}-oldjob`;
  const rows = 2 * CHUNK_ROWS + 3;
  const chunkCount = 3;
  const states: Record<string, unknown>[] = [];
  const cells: string[][] = [];
  const items: Record<string, unknown> = {};
  for (let r = 0; r < rows; r++) {
    cells.push([String(r), usNumber(r)]);
    const e164 = e164Of(r);
    if (r < CHUNK_ROWS) {
      states.push({
        status: 'checked',
        e164,
        sentAt: T0,
        checkedAt: T0 + r,
        summary: { valid: true, e164, carrier: `Old ${r}` },
      });
      items[rawKey(id, r)] = JSON.stringify({ valid: true, number: e164 });
    } else states.push({ status: 'pending', e164 });
  }
  // Row 1 repeats row 0 (its own raw answer was never kept).
  states[0] = { ...states[0], repeats: [1] };
  states[1] = {
    status: 'checked',
    e164: e164Of(0),
    sameAs: 0,
    checkedAt: T0,
    summary: { valid: true, e164: e164Of(0), carrier: 'Old 0' },
  };
  delete items[rawKey(id, 1)];
  cells[1] = ['1', usNumber(0)];
  // Row 210 was in flight when the old version stopped.
  states[210] = { status: 'sending', e164: e164Of(210), sentAt: T0 + 5_000 };
  const pending = [0, CHUNK_ROWS - 1, 3];
  for (let k = 0; k < chunkCount; k++) {
    items[inputKey(id, k)] = cells.slice(k * CHUNK_ROWS, (k + 1) * CHUNK_ROWS);
    items[stateKey(id, k)] = states.slice(k * CHUNK_ROWS, (k + 1) * CHUNK_ROWS);
  }
  const counts = { ...emptyCounts(), checked: CHUNK_ROWS, pending: CHUNK_ROWS + 2, sending: 1 };
  const meta = {
    format: 1,
    id,
    source: 'list',
    title: 'old list',
    createdAt: T0,
    updatedAt: T0,
    environment: 'staging',
    country: 'US',
    columns: ['id', 'phone'],
    numberColumn: 1,
    rowCount: rows,
    chunkCount,
    status: 'running',
    pace: { concurrency: 1, perMinute: 600 },
    plan: { rows, numbers: rows, noNumber: 0, impossible: 0, duplicates: 1, known: 0, toSend: rows - 1 },
    counts,
    pendingByChunk: pending,
    inFlight: [210],
    calls: CHUNK_ROWS,
  };
  items[jobKey(id)] = meta;
  items.bulkJobs = [id];
  await fakeBrowser.storage.local.set(items);
  return { meta: meta as unknown as JobMeta, rows };
}

describe('a job of format 1', () => {
  it('is read as it is: rows, summaries and raw answers', async () => {
    const { meta } = await writeFormat1Job();
    const read = await h.store.meta(meta.id);
    expect(read?.format).toBe(1);
    const { cells, states } = await h.store.chunk(meta, 0);
    expect(cells[2]).toEqual(['2', usNumber(2)]);
    expect(states[1]).toMatchObject({ status: 'checked', sameAs: 0, summary: { carrier: 'Old 0' } });
    expect((await h.store.raws(meta.id, [5])).get(5)).toBe(JSON.stringify({ valid: true, number: e164Of(5) }));
  });

  it('is rewritten in format 2 when the engine starts, and runs on without sending a row twice', async () => {
    const { meta, rows } = await writeFormat1Job();
    const before = [];
    for (let k = 0; k < 3; k++) before.push(await h.store.chunk(meta, k));
    const raw5 = (await h.store.raws(meta.id, [5])).get(5);
    h.autoAnswer = (input) => ok(input, h.now);
    h.newEngine();
    await h.engine.ready;
    const stored = await fakeBrowser.storage.local.get(null);
    expect((stored[jobKey(meta.id)] as JobMeta).format).toBe(2);
    expect(Object.keys(stored).filter((k) => k.includes(':raw:'))).toEqual([]);
    for (let k = 0; k < 3; k++) expect(typeof (stored[stateKey(meta.id, k)] as unknown[])[0]).toBe('number');
    expect(stored[answersKey(meta.id, 0)]).toBeDefined();
    // Everything reads back as it did.
    const after = await h.store.chunk(meta, 0);
    expect(after.cells).toEqual(before[0]?.cells);
    expect(after.states.slice(0, 200)).toEqual(before[0]?.states);
    expect((await h.store.raws(meta.id, [5])).get(5)).toBe(raw5);
    // The row in flight is of unknown outcome (not sent again); only pending rows are sent.
    await h.runOut(60 * 60_000);
    const done = await h.meta(meta.id);
    expect(done.status).toBe('done');
    expect(h.calls).toHaveLength(rows - CHUNK_ROWS - 1);
    expect(new Set(h.calls.map((c) => c.input)).size).toBe(h.calls.length);
    expect(h.calls.map((c) => c.input)).not.toContain(usNumber(210));
    const states = await h.allStates(meta.id);
    expect(states[210]?.status).toBe('unknown');
    expect(states[1]?.summary?.carrier).toBe('Old 0');
    expect(states[rows - 1]?.status).toBe('checked');
    expect(done.counts.checked).toBe(rows - 1);
  });

  it('reads a job half migrated (a stop between two chunks) and finishes the migration', async () => {
    const { meta } = await writeFormat1Job();
    const expected = await h.store.chunk(meta, 1);
    // Chunk 0 rewritten, the stop came before chunk 1.
    const area = h.store.area;
    const set = area.set.bind(area);
    let writes = 0;
    area.set = async (items) => {
      if (++writes === 2) throw new Error('stopped');
      return set(items);
    };
    await expect(h.store.migrate(meta)).rejects.toThrow('stopped');
    area.set = set;
    expect((await h.store.meta(meta.id))?.format).toBe(1);
    expect((await h.store.chunk(meta, 0)).states[1]?.summary?.carrier).toBe('Old 0');
    expect((await h.store.chunk(meta, 1)).states).toEqual(expected.states);
    const next = await h.store.migrate(meta);
    expect(next.format).toBe(2);
    expect((await h.store.chunk(meta, 1)).states).toEqual(expected.states);
    expect((await h.store.raws(meta.id, [0])).get(0)).toBe(JSON.stringify({ valid: true, number: e164Of(0) }));
  });
});
