// What a row of a job says, in words: its status and the fields lifted from its answer. The
// results table and the CSV export both use these, so the file says what the table shows.
import { countryNameOf, lineWords } from '../checks/summary-words';
import { verdictOf, verdictWords } from '../checks/verdict';
import { type PlainKey, t } from '../i18n/t';
import type { ResultSummary } from '../service/answer-reader';
import type { JobStatus, RowState } from './job';

export interface LiftedColumn {
  /** The column's name, a catalogue key. */
  label: PlainKey;
  text(summary: ResultSummary): string;
}

/** The fields lifted from an answer, in the order the table and the file show them. */
export const LIFTED_COLUMNS: readonly LiftedColumn[] = [
  { label: 'field_valid', text: (s) => (s.valid === undefined ? '' : verdictWords(verdictOf(s))) },
  { label: 'field_internationalFormat', text: (s) => s.international ?? '' },
  { label: 'summary_country', text: (s) => countryNameOf(s) ?? '' },
  { label: 'summary_carrier', text: (s) => s.carrier ?? '' },
  { label: 'summary_lineType', text: (s) => lineWords(s) ?? '' },
  { label: 'summary_location', text: (s) => s.location ?? '' },
];

/** The row's status in words, for the table and the file. */
export function statusWords(state: RowState, jobStatus: JobStatus): string {
  // "Checked (same number as row 3)": the first row of a number is checked, the others point to it.
  const same = (words: string) =>
    state.sameAs !== undefined ? t('row_sameAsRow', { status: words, row: state.sameAs + 1 }) : words;
  switch (state.status) {
    case 'no-number':
      return state.problem?.kind === 'unreadable' ? t('row_unreadable') : t('row_noNumber');
    case 'impossible':
      return t('row_impossible');
    case 'duplicate':
      return t('row_duplicate', { row: (state.sameAs ?? 0) + 1 });
    case 'pending':
      return jobStatus === 'cancelled' ? t('row_cancelled') : t('row_waiting');
    case 'sending':
      return t('row_checking');
    case 'checked':
      return same(t('row_checked'));
    case 'known':
      return same(t('row_known'));
    case 'failed':
      return t('row_problem', { status: same(t('row_failed')), problem: state.problem?.message ?? t('row_noAnswer') });
    case 'unknown':
      return t('row_problem', { status: same(t('row_unknown')), problem: state.problem?.message ?? t('row_noAnswerCame') });
  }
}
