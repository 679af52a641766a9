// A job as a CSV file: the input's columns as read, the number read, the lifted fields, when it
// was checked, the status in words, and the raw answer as one line of JSON. Written a chunk at a
// time (one string per chunk: the page makes a Blob of them), so a 100,000-row job is never one string.
import { csvLines } from '../common/csv';
import { t } from '../i18n/t';
import type { JobMeta, RowState } from './job';
import type { JobStore } from './job-store';
import { LIFTED_COLUMNS, statusWords } from './row-words';

/** Named in the UI's language, as the results table names them: the file is for people to read. */
export function exportHeader(meta: Pick<JobMeta, 'columns'>): string[] {
  return [
    ...meta.columns,
    t('csv_numberRead'),
    ...LIFTED_COLUMNS.map((c) => t(c.label)),
    t('csv_checkedAt'),
    t('csv_status'),
    t('result_raw'),
  ];
}

/** The cells the table shows for a row (all but the raw answer), in the file's order. */
export function rowCells(meta: Pick<JobMeta, 'columns' | 'status'>, cells: readonly string[], state: RowState): string[] {
  const input = meta.columns.map((_, i) => cells[i] ?? '');
  const lifted = LIFTED_COLUMNS.map((c) => (state.summary ? c.text(state.summary) : ''));
  const checkedAt = state.checkedAt !== undefined ? new Date(state.checkedAt).toISOString() : '';
  return [...input, state.e164 ?? '', ...lifted, checkedAt, statusWords(state, meta.status)];
}

export async function exportJobCsv(store: JobStore, meta: JobMeta): Promise<string[]> {
  const parts: string[] = [csvLines([exportHeader(meta)])];
  let rows: unknown[][] = [];
  for await (const { cells, state, raw } of store.rows(meta)) {
    rows.push([...rowCells(meta, cells, state), raw ?? '']);
    if (rows.length >= 1000) {
      parts.push(csvLines(rows));
      rows = [];
    }
  }
  if (rows.length > 0) parts.push(csvLines(rows));
  return parts;
}
