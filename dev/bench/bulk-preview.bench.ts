// The preview of "Check a list" (utils/bulk/preview.ts) over a 100,000-row file: reading the CSV
// (Papa Parse), reading each number cell, finding repeats and what the cache knows. The page runs
// the same function before anything is sent.
//
//   npx tsx dev/bench/bulk-preview.bench.ts
//
// Target (issue 19): a 100,000-row file previews in ≤ 2 s. Prints the median of 5 runs, and its parts.

import { readTable } from '../../utils/bulk/input-table';
import { planRows } from '../../utils/bulk/plan';
import { previewList } from '../../utils/bulk/preview';
import { readCell } from '../../utils/bulk/read-cell';
import type { CheckRecord } from '../../utils/checks/check-record';
import { median } from './median';

const ROWS = 100_000;
const RUNS = 5;
const TARGET_MS = 2_000;

/** A CRM export: quoted names with commas, numbers written every which way, some repeats, some junk. */
function makeCsv(rows: number): string {
  const lines = ['id,name,phone,city,notes'];
  const formats = [
    (n: string) => `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
    (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
    (n: string) => `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`,
    (n: string) => `+1${n}`,
    (n: string) => `1-${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)} ext. 12`,
  ];
  for (let i = 0; i < rows; i++) {
    // Every 20th row repeats an earlier number; every 50th holds none; every 97th is too short.
    const k = i % 20 === 19 ? i - 7 : i;
    const n = `650${String(2_000_000 + ((k * 7919) % 7_000_000)).padStart(7, '0')}`;
    const phone = i % 50 === 49 ? 'n/a' : i % 97 === 96 ? '+1 650 12' : (formats[i % formats.length] as (n: string) => string)(n);
    lines.push(`${i + 1},"Doe, Jane ${i}",${phone.includes(',') ? `"${phone}"` : phone},Springfield,"called ""twice"""`);
  }
  return lines.join('\n');
}

function cacheOf(size: number): Map<string, CheckRecord> {
  const m = new Map<string, CheckRecord>();
  for (let i = 0; i < size; i++) {
    const e164 = `+1650${String(2_000_000 + ((i * 7919) % 7_000_000)).padStart(7, '0')}`;
    m.set(e164, { e164, checkedAt: 1, summary: { valid: true }, raw: '{"valid":true}' } as unknown as CheckRecord);
  }
  return m;
}

const csv = makeCsv(ROWS);
const cache = cacheOf(500);
const known = (e164: string) => cache.get(e164);
const totals: number[] = [];
const reads: number[] = [];
const plans: number[] = [];
let last: ReturnType<typeof previewList> | undefined;
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  last = previewList(csv, { country: 'US', known });
  totals.push(performance.now() - t0);
  // The parts, measured apart.
  const t1 = performance.now();
  const read = readTable(csv);
  const t2 = performance.now();
  if (read.ok) {
    const col = read.table.numberColumn;
    planRows(
      read.table.rows.length,
      (r) => read.table.rows[r]?.[col] ?? '',
      (c) => readCell(c, 'US'),
      known,
    );
  }
  const t3 = performance.now();
  reads.push(t2 - t1);
  plans.push(t3 - t2);
}
if (!last?.ok) throw new Error('the preview failed');
const p = last.planned.plan;
console.log(
  `${ROWS.toLocaleString('en')}-row file (${(csv.length / 1e6).toFixed(1)} MB): preview median ${median(totals).toFixed(0)} ms (runs: ${totals.map((t) => t.toFixed(0)).join(', ')}); reading the CSV ${median(reads).toFixed(0)} ms, planning ${median(plans).toFixed(0)} ms`,
);
console.log(
  `  rows ${p.rows} · numbers ${p.numbers} · no number ${p.noNumber} · impossible ${p.impossible} · repeats ${p.duplicates} · known ${p.known} · to send ${p.toSend} · column "${last.table.columns[last.column]}"`,
);
console.log(median(totals) <= TARGET_MS ? `Target met (≤ ${TARGET_MS} ms)` : `Target NOT met (≤ ${TARGET_MS} ms)`);
