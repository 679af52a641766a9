// "Check the N unchecked" of the popup's "On this page": the page's numbers without a known verdict
// as a job of the one engine (one row per number, already in E.164: the detector read them).
import { type KnownVerdict, verdictWords } from '../checks/verdict';
import { csvLines } from '../common/csv';
import { t } from '../i18n/t';
import type { Environment } from '../service/environments';
import type { NewJob } from './create-job';
import type { Pace } from './job';
import type { TabNumber } from './page-numbers';
import { planRows } from './plan';

/** The columns of a page's job, in the UI's language (the list page and its CSV show them). */
function pageJobColumns(): string[] {
  return [t('pageJob_number'), t('pageJob_asWritten'), t('pageJob_foundIn')];
}

export function foundInWords(n: Pick<TabNumber, 'inText' | 'inTel' | 'inField' | 'frames'>): string {
  const page = n.inText && n.inTel ? t('pageJob_textAndTel') : n.inTel ? t('pageJob_tel') : n.inText ? t('pageJob_text') : '';
  const how = !n.inField ? page : page ? t('pageJob_andField', { how: page }) : t('pageJob_field');
  return n.frames.length > 0 ? t('pageJob_inFrame', { how, frames: n.frames.join(', ') }) : how;
}

export function pageJobSpec(
  unchecked: readonly TabNumber[],
  opts: { title: string; environment: Environment; pace: Pace; now: number },
): NewJob {
  const rows = unchecked.map((n) => [n.number, n.text, foundInWords(n)]);
  // Every number is possible and distinct already; none is known (only unchecked ones are sent).
  const planned = planRows(
    rows.length,
    (r) => rows[r]?.[0] ?? '',
    (cell) => ({ kind: 'number', e164: cell }),
    () => undefined,
  );
  return {
    source: 'page',
    title: opts.title,
    environment: opts.environment,
    columns: pageJobColumns(),
    numberColumn: 0,
    rows,
    planned,
    pace: opts.pace,
    now: opts.now,
  };
}

/**
 * "On this page" as a CSV file: each number with how it was found, its country (in words, from
 * `countryOf`), and the verdict the cache knows, if any.
 */
export function pageListCsv(
  numbers: readonly TabNumber[],
  known: ReadonlyMap<string, KnownVerdict>,
  countryOf: (e164: string) => string,
): string {
  const header = [...pageJobColumns(), t('otp_csvCountry'), t('otp_csvVerdict'), t('csv_checkedAt')];
  return csvLines([
    header,
    ...numbers.map((n) => {
      const k = known.get(n.number);
      return [
        n.number,
        n.text,
        foundInWords(n),
        countryOf(n.number),
        k ? verdictWords(k.verdict) : t('current_notChecked'),
        k ? new Date(k.checkedAt).toISOString() : '',
      ];
    }),
  ]);
}
