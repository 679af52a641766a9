// How much storage a list will take, estimated before it is accepted, and the budget it must fit.
// Counted as JSON (what storage.local keeps) in job format 2 (row-codec.ts, answer-codec.ts): the
// cells as a line a row, a row's state, and one answer per number answered (its raw answer with the
// keys written once, taken as the whole raw answer). An estimate, rounded up: a list that fits the
// estimate fits the store.
import type { InputTable } from './input-table';
import type { Planned } from './plan';

/** All lists together may keep at most this much (the store is unlimited; the disk is not). */
export const LISTS_BYTES_BUDGET = 512 * 1024 * 1024;

/** A row's state once answered: status, number, times (its summary lives with the answer). */
const STATE_BYTES = 40;
/** One answer (the three dialects of the local service: 300–900 bytes as text; less once packed). */
const RAW_BYTES = 900;

export function estimateJobBytes(table: Pick<InputTable, 'rows' | 'columns'>, planned: Pick<Planned, 'plan'>): number {
  let cells = JSON.stringify(table.columns).length;
  for (const row of table.rows) {
    cells += 3;
    for (const cell of row) cells += cell.length + 2;
  }
  const { rows, toSend, known } = planned.plan;
  return Math.ceil((cells + rows * STATE_BYTES + (toSend + known) * RAW_BYTES) * 1.1);
}

export type BudgetCheck = { ok: true; bytes: number } | { ok: false; bytes: number; used: number; budget: number };

/** Whether a list of `bytes` fits next to what is kept now (`used`, when the browser can say). */
export function checkBudget(bytes: number, used: number, budget: number = LISTS_BYTES_BUDGET): BudgetCheck {
  return used + bytes <= budget ? { ok: true, bytes } : { ok: false, bytes, used, budget };
}
