// A job running or done: progress, pause/resume/cancel, the results table a chunk at a time, export,
// "retry failed rows", and rows of unknown outcome sent again only on the user's word.
import { useState } from 'preact/hooks';
import { downloadParts } from '@/components/download-file';
import { useJobRows } from '@/components/useJob';
import { exportJobCsv, rowCells } from '@/utils/bulk/export-csv';
import { CHUNK_ROWS, type JobAction, type JobMeta, settledCount } from '@/utils/bulk/job';
import type { JobStore } from '@/utils/bulk/job-store';
import { LIFTED_COLUMNS } from '@/utils/bulk/row-words';
import { formatTime } from '@/utils/i18n/format';
import { t, tn } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';

interface Props {
  store: JobStore;
  meta: JobMeta;
  onNew(): void;
  /** Export as CSV offered (an organisation may turn it off). */
  canExport?: boolean;
}

function statusLine(meta: JobMeta, now: number): string {
  switch (meta.status) {
    case 'running':
      if (meta.waitUntil && meta.waitUntil > now)
        return t('list_waitingService', { time: formatTime(meta.waitUntil), perMinute: meta.pace.perMinute });
      return meta.slowedAt ? t('list_slowed', { perMinute: meta.pace.perMinute }) : t('list_checking');
    case 'paused':
      return t('list_pausedLine');
    case 'stopped':
      return t('list_stoppedLine', { reason: meta.stop?.message ?? t('list_refused') });
    case 'done':
      return t('list_doneLine');
    case 'cancelled':
      return t('list_cancelledLine');
  }
}

export function fileNameFor(meta: JobMeta): string {
  const base =
    meta.title
      .replace(/\.[a-z0-9]{2,4}$/i, '')
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .slice(0, 60) || 'list';
  return `number-check-${base}-${new Date(meta.createdAt).toISOString().slice(0, 10)}.csv`;
}

export function JobView({ store, meta, onNew, canExport = true }: Props) {
  const [page, setPage] = useState(0);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [confirm, setConfirm] = useState<'resend' | 'cancel' | undefined>(undefined);
  const rows = useJobRows(store, meta, page);
  const settled = settledCount(meta.counts);
  const c = meta.counts;
  const pages = Math.max(1, meta.chunkCount);

  const act = async (action: JobAction) => {
    setConfirm(undefined);
    const reply = await send({ type: 'bulk:act', id: meta.id, action }).catch(() => ({
      ok: false as const,
      message: t('list_noAnswer'),
    }));
    setMessage(reply.ok ? undefined : reply.message);
  };
  const exportCsv = async () => downloadParts(await exportJobCsv(store, meta), fileNameFor(meta));

  const live = meta.status === 'running' || meta.status === 'paused' || meta.status === 'stopped';
  const inputColumn = meta.columns[meta.numberColumn] ?? t('pageJob_number');
  const counts = [
    ['list_countChecked', c.checked],
    ['list_countKnown', c.known],
    ['list_countDuplicate', c.duplicate],
    ['list_countFailed', c.failed],
    ['list_countUnknown', c.unknown],
    ['list_countPending', c.pending + c.sending],
    ['list_countSkipped', c['no-number'] + c.impossible],
  ] as const;
  const settledWords = tn('list_settled', meta.rowCount, { settled });
  return (
    <section class="nc-list-card" aria-labelledby="nc-job-h" data-testid="job" data-status={meta.status}>
      <h2 id="nc-job-h" class="nc-list-h2">
        {meta.title}
      </h2>
      <p class={`nc-list-status nc-list-status-${meta.status}`} role="status" data-testid="job-status">
        {statusLine(meta, Date.now())}
      </p>
      <progress
        class="nc-list-progress"
        max={meta.rowCount}
        value={settled}
        aria-label={settledWords}
        data-testid="job-progress"
      />
      <p class="nc-hint" data-testid="job-counts">
        {t('list_countsLine', {
          settled: settledWords,
          counts: [...counts.filter(([, n]) => n > 0).map(([key, n]) => tn(key, n)), tn('list_countSent', meta.calls)].join(
            ' · ',
          ),
        })}
      </p>
      {message && (
        <p class="nc-hint nc-hint-warn" role="alert">
          {message}
        </p>
      )}
      <div class="nc-actions">
        {meta.status === 'running' && (
          <button type="button" class="nc-button" data-testid="job-pause" onClick={() => void act('pause')}>
            {t('list_pause')}
          </button>
        )}
        {(meta.status === 'paused' || meta.status === 'stopped') && (
          <button type="button" class="nc-button nc-button-primary" data-testid="job-resume" onClick={() => void act('resume')}>
            {t('list_resume')}
          </button>
        )}
        {live && (
          <button type="button" class="nc-button" data-testid="job-cancel" onClick={() => setConfirm('cancel')}>
            {t('common_cancel')}
          </button>
        )}
        {c.failed > 0 && meta.status !== 'cancelled' && (
          <button type="button" class="nc-button" data-testid="job-retry-failed" onClick={() => void act('retry-failed')}>
            {tn('list_retryFailed', c.failed)}
          </button>
        )}
        {c.unknown > 0 && meta.status !== 'cancelled' && (
          <button type="button" class="nc-button" data-testid="job-resend-unknown" onClick={() => setConfirm('resend')}>
            {tn('list_resendUnknown', c.unknown)}
          </button>
        )}
        {canExport && (
          <button type="button" class="nc-button" data-testid="job-export" onClick={() => void exportCsv()}>
            {t('history_exportCsv')}
          </button>
        )}
        <button type="button" class="nc-button" onClick={onNew}>
          {t('list_newList')}
        </button>
      </div>
      {confirm && (
        <div class="nc-list-confirm" role="alertdialog" aria-labelledby="nc-confirm-text" data-testid="job-confirm">
          <p id="nc-confirm-text">{confirm === 'resend' ? tn('list_resendWarning', c.unknown) : t('list_cancelConfirm')}</p>
          <div class="nc-actions">
            <button
              type="button"
              class="nc-button nc-button-primary"
              data-testid="job-confirm-yes"
              onClick={() => void act(confirm === 'resend' ? 'resend-unknown' : 'cancel')}
            >
              {confirm === 'resend' ? t('list_resendYes') : t('common_cancel')}
            </button>
            <button type="button" class="nc-button" onClick={() => setConfirm(undefined)}>
              {t('list_keep')}
            </button>
          </div>
        </div>
      )}
      <div class="nc-list-table-wrap">
        <table class="nc-list-table" data-testid="job-table">
          <thead>
            <tr>
              <th scope="col">{t('list_colRow')}</th>
              <th scope="col">{inputColumn}</th>
              <th scope="col">{t('csv_numberRead')}</th>
              <th scope="col">{t('csv_status')}</th>
              {LIFTED_COLUMNS.map((col) => (
                <th key={col.label} scope="col">
                  {t(col.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows?.states.map((state, i) => {
              const row = page * CHUNK_ROWS + i;
              const cells = rowCells(meta, rows.cells[i] ?? [], state);
              const input = cells[meta.numberColumn] ?? '';
              const rest = cells.slice(meta.columns.length);
              const status = rest[rest.length - 1] ?? '';
              const lifted = rest.slice(1, 1 + LIFTED_COLUMNS.length);
              return (
                <tr key={row} data-row={row} data-status={state.status} data-testid="job-row">
                  <td class="nc-list-rownum">{row + 1}</td>
                  <td>{input}</td>
                  <td class="nc-list-e164">{rest[0]}</td>
                  <td class={`nc-list-rowstatus nc-row-${state.status}`}>{status}</td>
                  {lifted.map((v, k) => (
                    <td key={LIFTED_COLUMNS[k]?.label}>{v}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav class="nc-list-pager" aria-label={t('list_pages')}>
          <button type="button" class="nc-button nc-button-small" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('list_prev')}
          </button>
          <span data-testid="job-page">
            {t('list_pageRange', {
              from: page * CHUNK_ROWS + 1,
              to: Math.min(meta.rowCount, (page + 1) * CHUNK_ROWS),
              total: meta.rowCount,
            })}
          </span>
          <button
            type="button"
            class="nc-button nc-button-small"
            disabled={page >= pages - 1}
            data-testid="job-next"
            onClick={() => setPage(page + 1)}
          >
            {t('list_next')}
          </button>
        </nav>
      )}
    </section>
  );
}
