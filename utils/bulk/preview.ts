// From what the user gave (text, options) to what the list page shows before anything is spent:
// the table as read and the job as planned. One function, so the page and its benchmark measure the
// same work.
import type { CountryCode } from 'libphonenumber-js/core';
import type { CheckRecord } from '../checks/check-record';
import { type InputTable, type ReadOptions, readTable } from './input-table';
import { type Planned, planRows } from './plan';
import { readCell } from './read-cell';

export type Preview = { ok: true; table: InputTable; column: number; planned: Planned } | { ok: false; message: string };

export interface PreviewOptions extends ReadOptions {
  /** The column holding the numbers; guessed when not given (or out of range). */
  column?: number | undefined;
  country: CountryCode | undefined;
  known: (e164: string) => CheckRecord | undefined;
}

export function previewList(text: string, opts: PreviewOptions): Preview {
  const read = readTable(text, opts);
  if (!read.ok) return read;
  const { table } = read;
  const column = opts.column !== undefined && opts.column < table.columns.length ? opts.column : table.numberColumn;
  const planned = planRows(
    table.rows.length,
    (r) => table.rows[r]?.[column] ?? '',
    (cell) => readCell(cell, opts.country),
    opts.known,
  );
  return { ok: true, table, column, planned };
}
