// What a row of a job says, in words: its status and the fields lifted from its answer. The
// results table and the CSV export both use these, so the file says what the table shows.
import { lineWords } from '../checks/summary-words';
import type { ResultSummary } from '../service/answer-reader';
import type { JobStatus, RowState } from './job';

export interface LiftedColumn {
  label: string;
  text(summary: ResultSummary): string;
}

/** The fields lifted from an answer, in the order the table and the file show them. */
export const LIFTED_COLUMNS: readonly LiftedColumn[] = [
  { label: 'Valid', text: (s) => (s.valid === undefined ? '' : s.valid ? 'Valid' : 'Not valid') },
  { label: 'International format', text: (s) => s.international ?? '' },
  { label: 'Country', text: (s) => s.countryName ?? s.countryCode ?? '' },
  { label: 'Carrier', text: (s) => s.carrier ?? '' },
  { label: 'Line type', text: (s) => lineWords(s) ?? '' },
  { label: 'Location', text: (s) => s.location ?? '' },
];

/** The row's status in words, for the table and the file. */
export function statusWords(state: RowState, jobStatus: JobStatus): string {
  const same = state.sameAs !== undefined ? ` (same number as row ${state.sameAs + 1})` : '';
  switch (state.status) {
    case 'no-number':
      return state.problem?.kind === 'unreadable' ? 'Could not be read back' : 'No phone number';
    case 'impossible':
      return 'Not a possible number (not sent)';
    case 'duplicate':
      return `Same number as row ${(state.sameAs ?? 0) + 1}`;
    case 'pending':
      return jobStatus === 'cancelled' ? 'Not checked (cancelled)' : 'Waiting';
    case 'sending':
      return 'Checking…';
    case 'checked':
      return `Checked${same}`;
    case 'known':
      return `Already known, free${same}`;
    case 'failed':
      return `Failed${same}: ${state.problem?.message ?? 'no answer'}`;
    case 'unknown':
      return `Outcome unknown${same}: ${state.problem?.message ?? 'no answer came'}`;
  }
}
