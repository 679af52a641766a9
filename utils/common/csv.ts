// The one CSV writer of the extension: history, a page's list of numbers and a list's results are
// all written with it, so every cell is quoted and defused the same way.

/**
 * One CSV cell: always quoted, inner quotes doubled, and defused against spreadsheet formula
 * injection. A cell a spreadsheet would run as a formula (one starting with = + - @, a tab or a
 * carriage return: a page title, an answer's carrier name) gets a leading apostrophe, which
 * spreadsheets read as "text" and do not show. A number in E.164 (`+` and digits) is left as is.
 */
export function csvCell(v: unknown): string {
  const s = v === undefined || v === null ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) && !/^\+\d+$/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A line of a file, without its line break. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

/** Lines as one piece of a file: each ends with CRLF, as spreadsheet programs expect. */
export function csvLines(rows: Iterable<readonly unknown[]>): string {
  let out = '';
  for (const row of rows) out += `${csvLine(row)}\r\n`;
  return out;
}
