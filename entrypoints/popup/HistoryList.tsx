// Recent checks, newest first: the last 20 at a glance, all on request; click to reopen; CSV out.
import { useState } from 'preact/hooks';
import { CopyButton } from '@/components/CopyButton';
import { displayNumber } from '@/components/ResultView';
import { TimeAgo } from '@/components/TimeAgo';
import { type CheckRecord, toCsv } from '@/utils/checks/check-record';
import { downloadCsv } from './csv-export';

const AT_A_GLANCE = 20;

interface Props {
  records: CheckRecord[];
  currentId: string | undefined;
  now: number;
  onOpen: (record: CheckRecord) => void;
}

function facts(r: CheckRecord): string {
  const s = r.summary;
  return [s.countryCode ?? s.countryName, s.carrier, s.lineType].filter(Boolean).join(' · ');
}

export function HistoryList({ records, currentId, now, onOpen }: Props) {
  const [showAll, setShowAll] = useState(false);
  if (records.length === 0) return null;
  const shown = showAll ? records : records.slice(0, AT_A_GLANCE);
  return (
    <section class="nc-history" aria-labelledby="nc-history-title" data-testid="history">
      <div class="nc-section-head">
        <h2 id="nc-history-title" class="nc-h2">
          Recent <span class="nc-count">{records.length}</span>
        </h2>
        <div class="nc-actions">
          <CopyButton text={() => toCsv(records)} label="Copy CSV" class="nc-button-small" />
          <button type="button" class="nc-button nc-button-small" onClick={() => downloadCsv(records)} data-testid="export-csv">
            Export CSV
          </button>
        </div>
      </div>
      <ul class="nc-history-list">
        {shown.map((r) => {
          const tone = r.summary.valid === undefined ? 'unknown' : r.summary.valid ? 'valid' : 'invalid';
          return (
            <li key={r.id}>
              <button
                type="button"
                class="nc-history-item"
                aria-current={r.id === currentId ? 'true' : undefined}
                onClick={() => onOpen(r)}
                data-testid="history-item"
              >
                <span
                  class={`nc-dot nc-dot-${tone}`}
                  title={tone === 'valid' ? 'Valid' : tone === 'invalid' ? 'Not valid' : 'Unknown'}
                >
                  <span class="nc-sr-only">
                    {tone === 'valid' ? 'Valid' : tone === 'invalid' ? 'Not valid' : 'Validity unknown'}:{' '}
                  </span>
                </span>
                <span class="nc-history-number">{displayNumber(r)}</span>
                <span class="nc-history-facts">{facts(r)}</span>
                {r.environment === 'staging' && (
                  <span class="nc-env-tag" title="Checked on staging">
                    <span aria-hidden="true">S</span>
                    <span class="nc-sr-only">Staging</span>
                  </span>
                )}
                <span class="nc-history-time">
                  <TimeAgo at={r.checkedAt} now={now} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {records.length > AT_A_GLANCE && (
        <button type="button" class="nc-link nc-show-all" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
          {showAll ? 'Show the last 20' : `Show all ${records.length}`}
        </button>
      )}
    </section>
  );
}
