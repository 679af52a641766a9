// A job's export: the input's columns, the number read, the lifted fields, the status in words and
// the raw answer, with the history export's guard against spreadsheet formulas.
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { exportJobCsv, rowCells } from '@/utils/bulk/export-csv';
import { LIFTED_COLUMNS, statusWords } from '@/utils/bulk/row-words';
import { csvCell } from '@/utils/common/csv';
import type { ResultSummary } from '@/utils/service/answer-reader';
import { Harness, ok, T0, usNumber } from './harness';

beforeEach(() => fakeBrowser.reset());

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['@cmd', `"'@cmd"`],
    ['-1+2', `"'-1+2"`],
    ['+16502530000', '"+16502530000"'],
    ['+1 650 253 0000', `"'+1 650 253 0000"`],
    ['\tTAB', `"'\tTAB"`],
    [undefined, '""'],
    [42, '"42"'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('words', () => {
  it.each<[ResultSummary, string]>([
    [{ lineType: 'mobile' }, 'Mobile'],
    [{ lineType: 'landline-or-mobile' }, 'Landline or mobile'],
    [{ lineType: 'toll-free' }, 'Toll-free'],
    [{}, ''],
  ])('line type of %j → %j (the words of every answer, utils/service/line-type.ts)', (summary, words) => {
    expect(LIFTED_COLUMNS.find((c) => c.label === 'summary_lineType')?.text(summary)).toBe(words);
  });

  it.each([
    [{ status: 'checked' as const }, 'running' as const, 'Checked'],
    [{ status: 'checked' as const, sameAs: 4 }, 'done' as const, 'Checked (same number as row 5)'],
    [{ status: 'pending' as const }, 'running' as const, 'Waiting'],
    [{ status: 'pending' as const }, 'cancelled' as const, 'Not checked (cancelled)'],
    [{ status: 'duplicate' as const, sameAs: 0 }, 'running' as const, 'Same number as row 1'],
    [
      { status: 'failed' as const, problem: { kind: 'server-error', message: 'Staging had a service error.' } },
      'done' as const,
      'Failed: Staging had a service error.',
    ],
    [
      { status: 'unknown' as const, problem: { kind: 'interrupted', message: 'It may have been charged.' } },
      'done' as const,
      'Outcome unknown: It may have been charged.',
    ],
  ])('status %j in a %s job → %j', (state, job, words) => {
    expect(statusWords(state, job)).toBe(words);
  });
});

describe('exportJobCsv', () => {
  it('writes one line per row, in order, and the raw answer of repeats from their first row', async () => {
    const h = new Harness();
    h.autoAnswer = (input) => ok(input, h.now);
    const meta = await h.job([usNumber(1), '=cmd|calc', usNumber(1), usNumber(2)]);
    await h.runOut();
    const done = await h.meta(meta.id);
    const text = (await exportJobCsv(h.store, done)).join('');
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Phone',
      'Number read',
      'Valid',
      'International format',
      'Country',
      'Carrier',
      'Line type',
      'Location',
      'Checked at',
      'Status',
      'Raw answer',
    ]);
    // "+1 650…" would be read as a formula by a spreadsheet too: defused like the history export's input.
    expect(rows.map((r) => r[0])).toEqual(['Phone', `'${usNumber(1)}`, "'=cmd|calc", `'${usNumber(1)}`, `'${usNumber(2)}`]);
    expect(rows[1]?.[1]).toBe('+16502530001');
    expect(rows[3]?.at(-1)).toBe(rows[1]?.at(-1));
    expect(rows[3]?.[9]).toBe('Checked (same number as row 1)');
    expect(rows[2]?.at(-1)).toBe('');
    expect(rows[1]?.[8]).toBe(new Date(T0).toISOString());
    // The same cells as the table shows.
    const states = await h.allStates(meta.id);
    expect(rows[4]?.slice(1, -1)).toEqual(rowCells(done, [usNumber(2)], states[3] ?? { status: 'pending' }).slice(1));
  });
});
