// Shows one check reply: a summary line, every field, the raw answer and a copy button — or the
// error in the user's words with the action that fixes it. Shared by the popup and the in-page card,
// so it renders from data only and styles only `nc-` classes (it must work in a closed shadow root).
import type { CheckRecord } from '@/utils/checks/check-record';
import { countryWords, displayNumber, factWords, flagWords, lineWords, validityWithReason } from '@/utils/checks/summary-words';
import type { CheckReply } from '@/utils/messaging/protocol';
import { environmentLabel } from '@/utils/service/environments';
import type { ErrorAction, ServiceError } from '@/utils/service/errors';
import { CopyButton } from './CopyButton';
import { TimeAgo } from './TimeAgo';
import './result-view.css';

export interface ResultViewProps {
  reply: CheckReply;
  /** The in-page card: fields and raw answer folded away. */
  compact?: boolean;
  /** Offered on a cached answer; the caller sends the check with `force: true`. */
  onCheckAgain?: () => void;
  /** Called with the error's action; without it no action button is shown. */
  onAction?: (action: ErrorAction) => void;
  /**
   * Tags the number with `elementtiming`, so the browser reports when it was first painted
   * (PerformanceElementTiming): how the popup's open-to-result time is measured. Extension pages only.
   */
  paintTimingId?: string;
}

export const ACTION_LABELS: Record<ErrorAction, string> = {
  'open-options': 'Open settings',
  'grant-permission': 'Grant access',
  retry: 'Try again',
  'edit-number': 'Edit the number',
  'send-anyway': 'Check anyway (spends a credit)',
  none: '',
};

export { displayNumber };

/** Plain text of a record for the clipboard: the summary, then every field. */
export function recordText(record: CheckRecord): string {
  const s = record.summary;
  const lines = [`${displayNumber(record)} — ${validityWithReason(s, record.reason)}`];
  const add = (label: string, value: string | undefined) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  add('Country', countryWords(s));
  add('Carrier', s.carrier);
  add('Line type', lineWords(s));
  add('Location', s.location);
  const flags = flagWords(s);
  if (flags.length > 0) add('Flags', flags.join(', '));
  add('Checked', `${new Date(record.checkedAt).toISOString()} (${environmentLabel(record.environment)})`);
  if (record.fields.length > 0) {
    lines.push('');
    for (const f of record.fields) lines.push(`${f.path}: ${f.value}`);
  }
  return lines.join('\n');
}

function Summary({ record, paintTimingId }: { record: CheckRecord; paintTimingId?: string | undefined }) {
  const s = record.summary;
  const tone = s.valid === undefined ? 'unknown' : s.valid ? 'valid' : 'invalid';
  const facts = factWords(s);
  return (
    <div class="nc-summary" data-testid="nc-summary">
      <div class="nc-summary-head">
        <span class={`nc-validity nc-validity-${tone}`} data-testid="nc-validity">
          <span aria-hidden="true">{s.valid === undefined ? '?' : s.valid ? '✓' : '✕'}</span>{' '}
          {validityWithReason(s, record.reason)}
        </span>
        <span class="nc-number" data-testid="nc-number" elementtiming={paintTimingId}>
          {displayNumber(record)}
        </span>
      </div>
      {facts.length > 0 && (
        <p class="nc-facts">
          {facts.map((f, i) => (
            <span key={`${i}-${f}`} class="nc-fact">
              {f}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

function Fields({ record }: { record: CheckRecord }) {
  if (record.fields.length === 0) return <p class="nc-muted">The answer had no fields.</p>;
  return (
    <dl class="nc-fields" data-testid="nc-fields">
      {record.fields.map((f, i) => (
        <div class="nc-field" key={`${i}-${f.path}`}>
          <dt>{f.path}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Raw({ record }: { record: CheckRecord }) {
  return (
    <details class="nc-disclosure nc-raw">
      <summary>Raw answer</summary>
      <pre class="nc-pre" data-testid="nc-raw">
        {record.raw || '(empty)'}
      </pre>
      <CopyButton text={() => record.raw} label="Copy raw" class="nc-button-small" />
    </details>
  );
}

function Success({
  record,
  cached,
  note,
  compact,
  onCheckAgain,
  paintTimingId,
}: {
  record: CheckRecord;
  cached: boolean;
  note?: string;
  compact: boolean;
  onCheckAgain?: () => void;
  paintTimingId?: string | undefined;
}) {
  return (
    <>
      <Summary record={record} paintTimingId={paintTimingId} />
      <div class="nc-meta-row">
        <p class="nc-meta" data-testid="nc-meta">
          {record.environment === 'staging' && <span class="nc-env-tag">Staging</span>}
          {cached ? (
            <span data-testid="nc-cached">
              cached · checked <TimeAgo at={record.checkedAt} />
            </span>
          ) : (
            <span>
              checked <TimeAgo at={record.checkedAt} />
            </span>
          )}
        </p>
        <div class="nc-actions">
          {cached && onCheckAgain && (
            <button type="button" class="nc-button" onClick={onCheckAgain} data-testid="nc-check-again">
              Check again (spends a credit)
            </button>
          )}
          <CopyButton text={() => recordText(record)} />
        </div>
      </div>
      {note && <p class="nc-note">{note}</p>}
      {compact ? (
        <details class="nc-disclosure">
          <summary>All fields ({record.fields.length})</summary>
          <Fields record={record} />
        </details>
      ) : (
        <section class="nc-section" aria-label="All fields">
          <h3 class="nc-section-title">All fields</h3>
          <Fields record={record} />
        </section>
      )}
      <Raw record={record} />
    </>
  );
}

function Failure({ error, onAction }: { error: ServiceError; onAction?: (action: ErrorAction) => void }) {
  const label = ACTION_LABELS[error.action];
  return (
    <div class="nc-error" role="alert" data-testid="nc-error" data-kind={error.kind}>
      <p class="nc-error-message">{error.message}</p>
      {error.detail && (
        <p class="nc-error-detail">
          <span class="nc-muted">The service said: </span>
          {error.detail}
        </p>
      )}
      {onAction && label && (
        <div class="nc-actions">
          <button
            type="button"
            class="nc-button nc-button-primary"
            onClick={() => onAction(error.action)}
            data-testid="nc-action"
          >
            {label}
          </button>
        </div>
      )}
    </div>
  );
}

export function ResultView({ reply, compact = false, onCheckAgain, onAction, paintTimingId }: ResultViewProps) {
  return (
    <div class={`nc-result${compact ? ' nc-compact' : ''}`} data-testid="nc-result">
      {reply.ok ? (
        <Success
          record={reply.record}
          cached={reply.cached}
          note={reply.note}
          compact={compact}
          onCheckAgain={onCheckAgain}
          paintTimingId={paintTimingId}
        />
      ) : (
        <Failure error={reply.error} onAction={onAction} />
      )}
    </div>
  );
}
