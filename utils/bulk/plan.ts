// The preview of a job, before anything is spent: what each row holds, which rows repeat a number,
// which numbers the cache knows already, and so what the job will cost. Pure; the reader of a cell
// and the cache lookup are passed in.
import type { CheckRecord } from '../checks/check-record';
import type { JobPlan, RowState } from './job';

export type CellReader = (cell: string) => { kind: 'number'; e164: string } | { kind: 'impossible' } | { kind: 'no-number' };

export interface Planned {
  plan: JobPlan;
  /** One state per row, as the job starts: no-number, impossible, duplicate, known or pending. */
  states: RowState[];
  /** Raw answers of the rows answered from the cache, by row. */
  raws: Map<number, string>;
}

/**
 * Plans `rowCount` rows whose number cell is `cellOf(row)`. `known(e164)` is the cached answer of a
 * number, if the cache has one (free); every other distinct possible number is sent once.
 */
export function planRows(
  rowCount: number,
  cellOf: (row: number) => string,
  read: CellReader,
  known: (e164: string) => CheckRecord | undefined,
): Planned {
  const plan: JobPlan = { rows: rowCount, numbers: 0, noNumber: 0, impossible: 0, duplicates: 0, known: 0, toSend: 0 };
  const states: RowState[] = new Array(rowCount);
  const raws = new Map<number, string>();
  const firstRow = new Map<string, number>();
  for (let row = 0; row < rowCount; row++) {
    const reading = read(cellOf(row));
    if (reading.kind === 'no-number') {
      plan.noNumber++;
      states[row] = { status: 'no-number' };
      continue;
    }
    plan.numbers++;
    if (reading.kind === 'impossible') {
      plan.impossible++;
      states[row] = { status: 'impossible' };
      continue;
    }
    const e164 = reading.e164;
    const first = firstRow.get(e164);
    if (first !== undefined) {
      plan.duplicates++;
      const head = states[first] as RowState;
      if (head.repeats) head.repeats.push(row);
      else head.repeats = [row];
      // A repeat of a number known from the cache is known too; of one to send, it waits for it.
      states[row] =
        head.status === 'known'
          ? { ...copyAnswer(head), e164, status: 'known', sameAs: first }
          : { status: 'duplicate', e164, sameAs: first };
      continue;
    }
    firstRow.set(e164, row);
    const cached = known(e164);
    if (cached) {
      plan.known++;
      states[row] = { status: 'known', e164, checkedAt: cached.checkedAt, summary: cached.summary };
      raws.set(row, compactRaw(cached.raw));
    } else {
      plan.toSend++;
      states[row] = { status: 'pending', e164 };
    }
  }
  return { plan, states, raws };
}

function copyAnswer(from: RowState): Pick<RowState, 'checkedAt' | 'summary'> {
  const out: Pick<RowState, 'checkedAt' | 'summary'> = {};
  if (from.checkedAt !== undefined) out.checkedAt = from.checkedAt;
  if (from.summary) out.summary = from.summary;
  return out;
}

/** The raw answer as one line of JSON when it is JSON (a record keeps it pretty-printed), else as received. */
export function compactRaw(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw));
  } catch {
    return raw;
  }
}
