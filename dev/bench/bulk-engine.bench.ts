// The jobs' engine (utils/bulk/engine.ts) running whole jobs in Node, against instant answers and a
// storage that keeps what it is given as serialised bytes outside the JS heap (as storage.local keeps
// it outside the worker's): how long a job takes through the engine, and whether the engine's memory
// stays bounded as the job grows (heap after a forced GC at points of a 10,000- and a 100,000-row job,
// chunks held in memory), and what the job keeps in storage: bytes a row for its input and states,
// for its answers, and in all (keys and values as JSON, as storage.local counts them).
//
//   npx tsx dev/bench/bulk-engine.bench.ts
//
// Targets: memory bounded (the heap does not grow with the rows; issue 19); input and states
// ≤ 120 bytes a row, and a 100,000-row list stored in well under 20 MB (issue 29).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createJob } from '../../utils/bulk/create-job';
import { BulkEngine } from '../../utils/bulk/engine';
import { JobStore, type KeyValueArea } from '../../utils/bulk/job-store';
import { planRows } from '../../utils/bulk/plan';
import { readCell } from '../../utils/bulk/read-cell';
import type { CheckReply } from '../../utils/checks/check-reply';
import { readSummary } from '../../utils/service/answer-reader';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * storage.local's stand-in: values kept as JSON in Buffers (external memory, not the JS heap). The
 * raw answers (one item per row, never read back by the engine) are counted and dropped: a map of
 * 100,000 keys here would grow this process's heap, not the engine's.
 */
type Part = 'input' | 'states' | 'answers' | 'summary';

function partOf(key: string): Part {
  if (key.includes(':in:')) return 'input';
  if (key.includes(':st:')) return 'states';
  if (key.includes(':raw:') || key.includes(':ans:')) return 'answers';
  return 'summary';
}

class ByteArea implements KeyValueArea {
  private readonly items = new Map<string, Buffer>();
  bytes = 0;
  readonly parts: Record<Part, number> = { input: 0, states: 0, answers: 0, summary: 0 };
  async get(keys: string[]): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const b = this.items.get(k);
      if (b) out[k] = JSON.parse(b.toString('utf8'));
    }
    return out;
  }
  async set(items: Record<string, unknown>): Promise<void> {
    for (const [k, v] of Object.entries(items)) {
      const b = Buffer.from(JSON.stringify(v), 'utf8');
      const was = this.items.has(k) ? (this.items.get(k)?.length ?? 0) + k.length : 0;
      const delta = b.length + k.length - was;
      this.bytes += delta;
      this.parts[partOf(k)] += delta;
      // Format 1's raw answers (an item a row, never read back by the engine) are counted, not kept.
      if (k.includes(':raw:')) continue;
      this.items.set(k, b);
    }
  }
  async remove(keys: string[]): Promise<void> {
    for (const k of keys) {
      const size = this.items.has(k) ? (this.items.get(k)?.length ?? 0) + k.length : 0;
      this.bytes -= size;
      this.parts[partOf(k)] -= size;
      this.items.delete(k);
    }
  }
}

function us(i: number): string {
  const n = String(2_000_000 + (i % 7_000_000));
  return `+1 650 ${n.slice(0, 3)} ${n.slice(3)}`;
}

function answer(input: string, at: number): CheckReply {
  const e164 = `+1${input.replace(/\D/g, '').slice(-10)}`;
  const body = { valid: true, number: e164, country_code: 'US', carrier: 'Local Carrier', line_type: 'mobile' };
  return {
    ok: true,
    cached: false,
    record: {
      id: `${at}`,
      environment: 'staging',
      e164,
      input,
      sent: e164,
      checkedAt: at,
      status: 200,
      // As the service client reads it (utils/service/client.ts).
      summary: readSummary(body, { e164 }),
      fields: [],
      raw: JSON.stringify(body, null, 2),
    },
  };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
/** Issue 29 item 5: a row's input and states, and a 100,000-row list "well under 20 MB" (three quarters of it). */
const ROW_TARGET_B = 120;
const LIST_TARGET_BYTES = 15 * 1024 * 1024;

async function runJob(rows: number): Promise<void> {
  const area = new ByteArea();
  const store = new JobStore(area);
  // A virtual clock: the pace's waits take no real time.
  let now = Date.UTC(2025, 0, 1);
  let done = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const samples: { at: number; heap: number; chunks: number }[] = [];
  let engine: BulkEngine | undefined;
  const sample = () => {
    gc();
    samples.push({ at: done, heap: process.memoryUsage().heapUsed, chunks: engine?.chunksInMemory ?? 0 });
  };
  const cells = Array.from({ length: rows }, (_, i) => [String(i + 1), `Name ${i}`, us(i), 'Springfield']);
  const planned = planRows(
    rows,
    (r) => cells[r]?.[2] ?? '',
    (c) => readCell(c, 'US'),
    () => undefined,
  );
  const meta = await createJob(store, {
    source: 'list',
    title: 'bench',
    environment: 'staging',
    country: 'US',
    columns: ['id', 'name', 'phone', 'city'],
    numberColumn: 2,
    rows: cells,
    planned,
    pace: { concurrency: 4, perMinute: 600 },
    now,
  });
  // The input, as the page held it, is gone once the job is written.
  cells.length = 0;
  engine = new BulkEngine({
    store,
    check: async (input) => {
      done++;
      if (done % Math.floor(rows / 10) === 0) sample();
      if (done === rows) setImmediate(finish);
      return answer(input, now);
    },
    cached: async () => undefined,
    now: () => now,
    setTimeout: (run, ms) => {
      now += ms;
      return setImmediate(run);
    },
    clearTimeout: (h) => clearImmediate(h as NodeJS.Immediate),
    keepAwake: () => undefined,
  });
  sample();
  const t0 = performance.now();
  await engine.start(meta.id);
  await finished;
  // Let the last answers be written.
  for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
  const ms = performance.now() - t0;
  const m = await store.meta(meta.id);
  console.log(
    `${rows.toLocaleString('en')} rows: ${m?.counts.checked.toLocaleString('en')} checked, status ${m?.status}, ${(ms / 1000).toFixed(1)} s through the engine (${((ms / rows) * 1000).toFixed(0)} µs a row), stored ${mb(area.bytes)}`,
  );
  console.log(
    `  heap after GC at rows done: ${samples.map((s) => `${s.at.toLocaleString('en')}: ${mb(s.heap)} (${s.chunks} chunks)`).join(' · ')}`,
  );
  const perRow = (n: number) => `${(n / rows).toFixed(0)} B`;
  const { input, states, answers, summary } = area.parts;
  console.log(
    `  stored a row: input ${perRow(input)}, states ${perRow(states)} — input and states ${perRow(input + states)} (target ≤ 120 B); answers ${perRow(answers)}; summary ${summary} B; in all ${perRow(area.bytes)}, ${mb((area.bytes / rows) * 100_000)} for 100,000 rows (target well under 20 MB)`,
  );
  const rowBytes = (input + states) / rows;
  const fullBytes = (area.bytes / rows) * 100_000;
  console.log(
    `  target input and states ≤ ${ROW_TARGET_B} B a row (${rows.toLocaleString('en')}-row job): ${rowBytes <= ROW_TARGET_B ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  target 100,000 rows in ≤ ${mb(LIST_TARGET_BYTES)} (well under 20 MB; from the ${rows.toLocaleString('en')}-row job): ${fullBytes <= LIST_TARGET_BYTES ? 'met' : 'NOT met'}`,
  );
  const heaps = samples.slice(1).map((s) => s.heap);
  console.log(`  heap spread during the run: ${mb(Math.max(...heaps) - Math.min(...heaps))}`);
}

async function main(): Promise<void> {
  for (const rows of [10_000, 100_000]) await runJob(rows);
}

void main();
