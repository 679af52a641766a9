// Recent checks, newest first: the last 20 at a glance, all on request; click to reopen; CSV out.
import { useState } from 'preact/hooks';
import { CopyButton } from '@/components/CopyButton';
import { TimeAgo } from '@/components/TimeAgo';
import { type CheckRecord, toCsv } from '@/utils/checks/check-record';
import { pageLabel } from '@/utils/checks/page-ref';
import { countryNameOf, lineWords, numberWithExtension } from '@/utils/checks/summary-words';
import { type Verdict, verdictOf, verdictWords } from '@/utils/checks/verdict';
import { t } from '@/utils/i18n/t';
import { environmentLabel } from '@/utils/service/environments';
import { downloadCsv } from './csv-export';

const AT_A_GLANCE = 20;

interface Props {
  records: CheckRecord[];
  currentId: string | undefined;
  now: number;
  onOpen: (record: CheckRecord) => void;
  /** Export and copy as CSV offered (an organisation may turn them off). */
  canExport?: boolean;
}

/** The second line of a row: the verdict in words, then what the answer said, or why not valid. */
function verdictLine(r: CheckRecord, tone: Verdict): string {
  const s = r.summary;
  if (tone === 'invalid') {
    const why = s.invalidReason ?? r.reason;
    return why ? t('history_invalidWhy', { verdict: verdictWords('invalid'), reason: why }) : verdictWords('invalid');
  }
  return [verdictWords(tone), countryNameOf(s), s.carrier, lineWords(s)].filter(Boolean).join(' · ');
}

export function HistoryList({ records, currentId, now, onOpen, canExport = true }: Props) {
  const [showAll, setShowAll] = useState(false);
  if (records.length === 0) return null;
  const shown = showAll ? records : records.slice(0, AT_A_GLANCE);
  return (
    <section class="nc-history" aria-labelledby="nc-history-title" data-testid="history">
      <div class="nc-section-head">
        {/* elementtiming: dev/bench/popup-open.bench.ts checks the history is painted no earlier than the last result. */}
        <h2 id="nc-history-title" class="nc-h2" elementtiming="nc-history">
          {t('history_title')} <span class="nc-count">{records.length}</span>
        </h2>
        {canExport && (
          <div class="nc-actions">
            <CopyButton text={() => toCsv(records)} label={t('history_copyCsv')} class="nc-button-small" />
            <button type="button" class="nc-button nc-button-small" onClick={() => downloadCsv(records)} data-testid="export-csv">
              {t('history_exportCsv')}
            </button>
          </div>
        )}
      </div>
      <ul class="nc-history-list">
        {shown.map((r) => {
          const tone = verdictOf(r.summary);
          return (
            <li key={r.id}>
              <button
                type="button"
                class="nc-history-item"
                aria-current={r.id === currentId ? 'true' : undefined}
                onClick={() => onOpen(r)}
                data-testid="history-item"
              >
                <span class="nc-history-line">
                  <span class={`nc-dot nc-dot-${tone}`} aria-hidden="true" />
                  <span class="nc-history-number" data-testid="history-number">
                    {numberWithExtension(r)}
                  </span>
                  <span class={`nc-env-tag nc-env-tag-${r.environment}`} data-testid="history-env">
                    {environmentLabel(r.environment)}
                  </span>
                  <span class="nc-history-time">
                    <TimeAgo at={r.checkedAt} now={now} />
                  </span>
                </span>
                <span class={`nc-history-facts nc-history-facts-${tone}`} data-testid="history-verdict">
                  {verdictLine(r, tone)}
                </span>
                {r.page && (
                  <span class="nc-history-page" title={r.page.url} data-testid="history-page">
                    {t('history_from', { page: pageLabel(r.page) })}
                    <span class="nc-sr-only"> ({r.page.url})</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {records.length > AT_A_GLANCE && (
        <button type="button" class="nc-link nc-show-all" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
          {showAll ? t('history_showRecent', { count: AT_A_GLANCE }) : t('history_showAll', { count: records.length })}
        </button>
      )}
    </section>
  );
}
