// How a job's rows are kept in storage (job format 2): one short string a row for its input and
// one for its state, instead of an array of cells and an object with long keys. A row's answer
// (summary and raw answer) is not in its state: it is kept once, with the answers of its chunk
// (answer-codec.ts), and a repeat points to its first row. Pure.
//
//   input:  the cells joined by a tab; a tab or a backslash in a cell is written \t or \\.
//   states: [base, row, row…]: `base` a time in ms; each row
//           <status letter><e164 digits>,<sameAs>,<sentAt>,<checkedAt>,<repeats>,<problem kind>,<problem message>
//           numbers in base 36, times as offsets from `base`, repeats joined by '.', empty fields
//           at the end left out. The message comes last: it may hold commas.
// Chunks written by format 1 (arrays of cells, state objects) are read as they are.
import { t } from '../i18n/t';
import { ROW_STATUSES, type RowProblem, type RowState, type RowStatus, readRowStates } from './job';

const LETTERS: Record<RowStatus, string> = {
  'no-number': 'n',
  impossible: 'i',
  duplicate: 'd',
  pending: 'p',
  sending: 's',
  checked: 'c',
  known: 'k',
  failed: 'f',
  unknown: 'u',
};
const STATUS_OF = new Map<string, RowStatus>(ROW_STATUSES.map((s) => [LETTERS[s], s]));

// ---- input ----

export function encodeCells(cells: readonly string[]): string {
  return cells.map((c) => c.replace(/\\/g, '\\\\').replace(/\t/g, '\\t')).join('\t');
}

export function decodeCells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '\\' && i + 1 < line.length) {
      const next = line[++i];
      cell += next === 't' ? '\t' : next;
    } else if (ch === '\t') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

/** A chunk's input as stored. */
export function encodeInput(rows: readonly (readonly string[])[]): string[] {
  return rows.map(encodeCells);
}

/** A chunk's input as read: format 2 (a string a row) or format 1 (an array of cells a row). */
export function decodeInput(value: unknown): string[][] {
  if (!Array.isArray(value)) return [];
  return value.map((row) => {
    if (typeof row === 'string') return row.length > 100_000 ? [] : decodeCells(row);
    if (!Array.isArray(row)) return [];
    return row.length <= 10_000 && row.every((c) => typeof c === 'string' && c.length <= 100_000) ? (row as string[]) : [];
  });
}

// ---- states ----

const b36 = (n: number) => Math.round(n).toString(36);

function unreadable(): RowState {
  return { status: 'no-number', problem: { kind: 'unreadable', message: t('job_rowUnreadable') } };
}

/** "+" then 1 to 19 digits. */
function isE164(text: string): boolean {
  if (text.length < 2 || text.length > 20 || text.charCodeAt(0) !== 43) return false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

// Written by hand, not with arrays, joins or a closure: a chunk's 200 rows are encoded at each write.
function encodeRow(s: RowState, base: number): string {
  let out = LETTERS[s.status];
  if (s.e164 && isE164(s.e164)) out += s.e164.slice(1);
  const fields = [
    s.sameAs === undefined ? '' : b36(s.sameAs),
    s.sentAt === undefined ? '' : b36(s.sentAt - base),
    s.checkedAt === undefined ? '' : b36(s.checkedAt - base),
    s.repeats ? s.repeats.map(b36).join('.') : '',
  ];
  let last = fields.length - 1;
  if (s.problem) {
    fields.push(s.problem.kind.replace(/,/g, ''), s.problem.message);
    last = fields.length - 1;
  } else while (last >= 0 && fields[last] === '') last--;
  for (let i = 0; i <= last; i++) out += `,${fields[i]}`;
  return out;
}

/** A chunk's row states as stored; their summaries are not in them (they live with the answers). */
export function encodeStates(states: readonly RowState[]): unknown[] {
  let base = Number.POSITIVE_INFINITY;
  for (const s of states) {
    if (s.sentAt !== undefined && s.sentAt < base) base = s.sentAt;
    if (s.checkedAt !== undefined && s.checkedAt < base) base = s.checkedAt;
  }
  if (!Number.isFinite(base)) base = 0;
  base = Math.round(base);
  return [base, ...states.map((s) => encodeRow(s, base))];
}

function num(field: string | undefined, base = 0): number | undefined {
  if (!field) return undefined;
  const n = Number.parseInt(field, 36);
  return Number.isFinite(n) ? base + n : undefined;
}

function decodeRow(line: unknown, base: number, rowCount: number): RowState {
  if (typeof line !== 'string' || line.length === 0 || line.length > 1_000_000) return unreadable();
  const status = STATUS_OF.get(line[0] as string);
  if (!status) return unreadable();
  const parts = line.split(',');
  const head = (parts[0] as string).slice(1);
  const row: RowState = { status };
  if (head) {
    if (!/^\d{1,19}$/.test(head)) return unreadable();
    row.e164 = `+${head}`;
  }
  const sameAs = num(parts[1]);
  if (sameAs !== undefined && sameAs >= 0 && sameAs < rowCount) row.sameAs = sameAs;
  const sentAt = num(parts[2], base);
  if (sentAt !== undefined && sentAt >= 0) row.sentAt = sentAt;
  const checkedAt = num(parts[3], base);
  if (checkedAt !== undefined && checkedAt >= 0) row.checkedAt = checkedAt;
  if (parts[4]) {
    const repeats = parts[4]
      .split('.')
      .map((r) => Number.parseInt(r, 36))
      .filter((r) => Number.isInteger(r) && r >= 0 && r < rowCount);
    if (repeats.length > 0) row.repeats = repeats;
  }
  const kind = parts[5]?.slice(0, 40);
  const message = parts.slice(6).join(',').slice(0, 1_000);
  if (kind && message) row.problem = { kind, message } satisfies RowProblem;
  return row;
}

/** Whether a stored chunk of states is of format 2. */
export function isEncodedStates(value: unknown): value is unknown[] {
  return Array.isArray(value) && typeof value[0] === 'number';
}

/**
 * A chunk's row states as read (format 2, or format 1 whose states carry their summaries); a row
 * that cannot be read is an unreadable row, never a crash.
 */
export function decodeStates(value: unknown, rowCount: number): RowState[] {
  if (!isEncodedStates(value)) return readRowStates(value, rowCount);
  const base = value[0] as number;
  return value.slice(1).map((line) => decodeRow(line, base, rowCount));
}
