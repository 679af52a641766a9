// A list as the user gives it — pasted text, or a CSV or TSV file — read into rows and columns with
// Papa Parse (quoted fields, embedded newlines and delimiters, the delimiter guessed among , ; tab |),
// then which row is a header and which column holds the numbers, guessed and left for the user to change.
import Papa from 'papaparse';
import { t, tn } from '../i18n/t';

export interface InputTable {
  /** Column names: the header row's cells, or "Column 1", "Column 2"… */
  columns: string[];
  rows: string[][];
  hasHeader: boolean;
  /** The column most likely to hold the numbers. */
  numberColumn: number;
  /** Problems worth telling (quoting errors, rows cut off); the rows read are kept. */
  warnings: string[];
}

/** Rows read at most: past this the file is refused with a way forward (split it). */
export const MAX_ROWS = 200_000;
/** Characters read at most (about 50 MB of text). */
export const MAX_CHARS = 50_000_000;

export type ReadResult = { ok: true; table: InputTable } | { ok: false; message: string };

const NUMBER_HEADER = /phone|tel|mobile|cell|number|msisdn|fax|nummer|numéro|numero|telefon|téléphone|handy|whatsapp/i;
/** A cell that may be a phone number: 7 or more digits, and few letters. */
const NUMBER_LIKE = /^[^a-z]*(?:\d[^a-z\d]*){7,}[^a-z]*$/i;

/** Dates and times have as many digits as a number: 2024-01-31, 31.01.2024, 1/31/2024 12:30. */
const DATE_LIKE = /^\s*(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?\s*$/;

function looksLikeNumber(cell: string | undefined): boolean {
  return cell !== undefined && !DATE_LIKE.test(cell) && NUMBER_LIKE.test(cell.replace(/\s*(?:ext\.?|extension|x)\s*\d+$/i, ''));
}

export interface ReadOptions {
  /** '' guesses it (pasted text, .csv); '\t' for a .tsv file. */
  delimiter?: '' | '\t';
  /** Whether the first row names the columns; guessed when not given. */
  header?: boolean | undefined;
}

export function readTable(text: string, opts: ReadOptions = {}): ReadResult {
  const delimiter = opts.delimiter ?? '';
  if (text.length > MAX_CHARS) {
    return { ok: false, message: t('bulk_tooLarge') };
  }
  // One kind of line end: a file edited on two systems mixes them, and a stray \r would end up in a cell.
  const source = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  if (source.trim() === '') return { ok: false, message: t('bulk_nothing') };
  const parsed = Papa.parse<string[]>(source, {
    delimiter,
    skipEmptyLines: 'greedy',
    // One row past the limit tells that there were more.
    preview: MAX_ROWS + 2,
  });
  const raw = parsed.data;
  if (raw.length === 0) return { ok: false, message: t('bulk_noRows') };
  const warnings: string[] = [];
  const quoting = parsed.errors.filter((e) => e.type === 'Quotes');
  if (quoting.length > 0) {
    const first = quoting[0];
    warnings.push(
      first?.row !== undefined
        ? tn('bulk_openQuoteAt', quoting.length, { row: first.row + 1 })
        : tn('bulk_openQuote', quoting.length),
    );
  }
  const hasHeader = opts.header ?? guessHeader(raw);
  const body = hasHeader ? raw.slice(1) : raw;
  if (body.length > MAX_ROWS) {
    return {
      ok: false,
      message: t('bulk_tooManyRows', { max: MAX_ROWS }),
    };
  }
  const width = raw.reduce((w, r) => Math.max(w, r.length), 0);
  const header = hasHeader ? (raw[0] ?? []) : [];
  const columns = Array.from({ length: width }, (_, i) => {
    const name = header[i]?.trim();
    return name ? name : t('bulk_column', { n: i + 1 });
  });
  // Ragged rows get empty cells, so every row has every column.
  const rows = body.map((r) => (r.length === width ? r : [...r, ...new Array<string>(width - r.length).fill('')]));
  return { ok: true, table: { columns, rows, hasHeader, numberColumn: guessNumberColumn(columns, rows, hasHeader), warnings } };
}

/** A first row is a header when none of its cells looks like a number but the rows under it do. */
function guessHeader(raw: string[][]): boolean {
  if (raw.length < 2) return false;
  const first = raw[0] ?? [];
  if (first.some(looksLikeNumber)) return false;
  const sample = raw.slice(1, 51);
  return sample.some((r) => r.some(looksLikeNumber));
}

/** The column whose cells look most like numbers; a header naming a phone column wins ties. */
function guessNumberColumn(columns: string[], rows: string[][], hasHeader: boolean): number {
  const sample = rows.slice(0, 200);
  let best = 0;
  let bestScore = -1;
  for (let c = 0; c < columns.length; c++) {
    let score = 0;
    for (const r of sample) if (looksLikeNumber(r[c])) score += 2;
    if (hasHeader && NUMBER_HEADER.test(columns[c] ?? '')) score += 1;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
