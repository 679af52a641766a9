// Shows one check reply: a summary line, every field, the raw answer and a copy button — or the
// error in the user's words with the action that fixes it. Shared by the popup and the in-page card,
// so it renders from data only and styles only `nc-` classes (it must work in a closed shadow root).
import { useMemo, useState } from 'preact/hooks';
import type { CheckRecord } from '@/utils/checks/check-record';
import type { CheckReply } from '@/utils/checks/check-reply';
import {
  countryWords,
  displayNumber,
  extensionWords,
  factWords,
  flagWords,
  lineWords,
  numberWithExtension,
  validityWithReason,
} from '@/utils/checks/summary-words';
import { environmentLabel } from '@/utils/service/environments';
import type { ErrorAction, ServiceError } from '@/utils/service/errors';
import { CopyButton } from './CopyButton';
import { type FieldGroup, fieldValue, groupFields } from './field-groups';
import { TimeAgo } from './TimeAgo';
import { useSecondsLeft } from './useElapsed';
import './result-view.css';
import { type PlainKey, t, tn } from '@/utils/i18n/t';

export interface ResultViewProps {
  reply: CheckReply;
  /** The in-page card: tighter, and the fields always folded away. */
  compact?: boolean;
  /** Offered on a cached answer; the caller sends the check with `force: true`. */
  onCheckAgain?: () => void;
  /** Called with the error's action and the click; without it no action button is shown. */
  onAction?: (action: ErrorAction, event: Event) => void;
  /** The actions this place can carry out; others are not offered (default: all). */
  actions?: readonly ErrorAction[];
  /**
   * Tags the number with `elementtiming`, so the browser reports when it was first painted
   * (PerformanceElementTiming): how the popup's open-to-result time is measured. Extension pages only.
   */
  paintTimingId?: string;
  /**
   * Reads a kept record's raw answer (kept once, by record id, in answersItem) when the record
   * carries none; only extension pages can read storage (the card's reply carries it).
   */
  loadRaw?: (id: string) => Promise<string | undefined>;
}

const ACTION_LABELS: Record<Exclude<ErrorAction, 'none'>, PlainKey> = {
  'open-options': 'action_openOptions',
  'fix-key': 'action_fixKey',
  'top-up': 'action_topUp',
  'grant-permission': 'action_grantAccess',
  retry: 'action_retry',
  'edit-number': 'action_editNumber',
  'send-anyway': 'action_sendAnyway',
};

/** The words of the button that does an error's action; '' for none. */
export function actionLabel(action: ErrorAction): string {
  return action === 'none' ? '' : t(ACTION_LABELS[action]);
}

export { displayNumber };

/** Plain text of a record for the clipboard: the summary, then every field. */
export function recordText(record: CheckRecord): string {
  const s = record.summary;
  const lines = [`${numberWithExtension(record)} — ${validityWithReason(s, record.reason)}`];
  const ext = extensionWords(record);
  if (ext) lines.push(ext);
  const add = (label: string, value: string | undefined) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  add(t('summary_country'), countryWords(s));
  add(t('summary_carrier'), s.carrier);
  add(t('summary_lineType'), lineWords(s));
  add(t('summary_location'), s.location);
  const flags = flagWords(s);
  if (flags.length > 0) add(t('summary_flags'), flags.join(', '));
  add(t('summary_checked'), `${new Date(record.checkedAt).toISOString()} (${environmentLabel(record.environment)})`);
  if (record.fields.length > 0) {
    lines.push('');
    for (const f of record.fields) lines.push(`${f.path}: ${f.value}`);
  }
  return lines.join('\n');
}

function hasSummary(record: CheckRecord): boolean {
  return record.summary.valid !== undefined || factWords(record.summary).length > 0;
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
          {numberWithExtension(record)}
        </span>
      </div>
      {record.extension && (
        <p class={`nc-extension${record.extensionSent ? '' : ' nc-extension-kept'}`} data-testid="nc-extension">
          {extensionWords(record)}
        </p>
      )}
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

/** A URL may break after its slashes; any other value only at its own spaces. */
function Value({ text }: { text: string }) {
  const shown = fieldValue(text);
  if (!/^https?:\/\//i.test(shown)) return <>{shown}</>;
  const parts = shown.split(/(?<=[/?&])/);
  return (
    <>
      {parts.map((p, i) => (
        <span key={`${i}-${p}`}>
          {p}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </>
  );
}

function Group({ group, showEmpty }: { group: FieldGroup; showEmpty: boolean }) {
  const rows = showEmpty ? group.rows : group.rows.filter((r) => !r.empty);
  if (rows.length === 0) return null;
  return (
    <tbody class="nc-field-group">
      {group.heading && (
        <tr class="nc-field-heading">
          <th colSpan={2} scope="colgroup" title={group.key}>
            {group.heading}
          </th>
        </tr>
      )}
      {rows.map((r) => (
        <tr class={`nc-field${r.empty ? ' nc-field-empty' : ''}`} key={r.key}>
          <th scope="row" title={r.key} data-key={r.key}>
            {r.label}
          </th>
          <td>
            <Value text={r.value} />
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * Every field of the answer, grouped by the object it sits in, labels in words (the service's own
 * key on hover, and in the copied text), empty values behind a toggle.
 */
function Fields({ record }: { record: CheckRecord }) {
  const groups = useMemo(() => groupFields(record.fields), [record.fields]);
  const [showEmpty, setShowEmpty] = useState(false);
  if (record.fields.length === 0) return <p class="nc-muted">{t('result_noFields')}</p>;
  const empty = groups.reduce((n, g) => n + g.rows.filter((r) => r.empty).length, 0);
  const all = groups.reduce((n, g) => n + g.rows.length, 0);
  return (
    <div class="nc-fields-wrap" data-testid="nc-fields">
      {/* The values, and the names of fields we do not know, are the service's own words. */}
      <p class="nc-muted nc-fields-source">{t('result_fieldsFromService')}</p>
      {empty < all && (
        <table class="nc-fields">
          {groups.map((g) => (
            <Group key={g.key} group={g} showEmpty={showEmpty} />
          ))}
        </table>
      )}
      {empty > 0 && (
        <button
          type="button"
          class="nc-link-button"
          aria-expanded={showEmpty}
          onClick={() => setShowEmpty(!showEmpty)}
          data-testid="nc-empty-toggle"
        >
          {showEmpty ? tn('result_hideEmpty', empty) : tn('result_showEmpty', empty)}
        </button>
      )}
    </div>
  );
}

/**
 * Folded when the summary says something (always in the card), open when the answer gave nothing
 * to summarise. The table is built only once opened: a long answer costs the popup nothing until then.
 */
function AllFields({ record, compact }: { record: CheckRecord; compact: boolean }) {
  const [open, setOpen] = useState(!compact && !hasSummary(record));
  return (
    <details
      class="nc-disclosure nc-all-fields"
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
      data-testid="nc-all-fields"
    >
      <summary data-testid="nc-all-fields-toggle">{t('result_allFields', { count: record.fields.length })}</summary>
      {open && <Fields record={record} />}
    </details>
  );
}

function Raw({ record, loadRaw }: { record: CheckRecord; loadRaw?: ResultViewProps['loadRaw'] | undefined }) {
  const [loaded, setLoaded] = useState<{ id: string; raw: string } | undefined>(undefined);
  const raw = record.raw || (loaded?.id === record.id ? loaded.raw : '');
  const onToggle = (e: Event) => {
    if (!(e.currentTarget as HTMLDetailsElement).open || record.raw || !loadRaw || loaded?.id === record.id) return;
    void loadRaw(record.id).then((r) => setLoaded({ id: record.id, raw: r ?? '' }));
  };
  return (
    <details class="nc-disclosure nc-raw" onToggle={onToggle}>
      <summary>{t('result_raw')}</summary>
      <pre class="nc-pre" data-testid="nc-raw">
        {raw || t('result_rawEmpty')}
      </pre>
      <CopyButton text={() => raw} label={t('result_copyRaw')} class="nc-button-small" />
    </details>
  );
}

function Success({
  record,
  cached,
  note,
  notKept,
  compact,
  onCheckAgain,
  paintTimingId,
  loadRaw,
}: {
  record: CheckRecord;
  cached: boolean;
  note?: string;
  notKept?: boolean;
  compact: boolean;
  onCheckAgain?: () => void;
  paintTimingId?: string | undefined;
  loadRaw?: ResultViewProps['loadRaw'] | undefined;
}) {
  return (
    <>
      <Summary record={record} paintTimingId={paintTimingId} />
      <div class="nc-meta-row">
        <p class="nc-meta" data-testid="nc-meta">
          {record.environment === 'staging' && <span class="nc-env-tag">{environmentLabel('staging')}</span>}
          {cached ? (
            <span data-testid="nc-cached">
              {t('result_cachedChecked')} <TimeAgo at={record.checkedAt} />
            </span>
          ) : (
            <span>
              {t('result_checked')} <TimeAgo at={record.checkedAt} />
            </span>
          )}
        </p>
        <div class="nc-actions">
          {cached && onCheckAgain && (
            <button type="button" class="nc-button" onClick={onCheckAgain} data-testid="nc-check-again">
              {t('result_checkAgain')}
            </button>
          )}
          <CopyButton text={() => recordText(record)} />
        </div>
      </div>
      {note && <p class="nc-note">{note}</p>}
      {notKept && (
        <p class="nc-note nc-note-warn" role="status" data-testid="nc-not-kept">
          {t('result_notKept')}
        </p>
      )}
      <AllFields record={record} compact={compact} />
      <Raw record={record} loadRaw={loadRaw} />
    </>
  );
}

/** Actions the in-page card can carry out (the rest need the popup: the number field, a permission prompt). */
export const CARD_ACTIONS: readonly ErrorAction[] = ['retry', 'open-options', 'fix-key', 'top-up', 'grant-permission'];

function Failure({
  error,
  onAction,
  actions,
}: {
  error: ServiceError;
  onAction?: ((action: ErrorAction, event: Event) => void) | undefined;
  actions?: readonly ErrorAction[] | undefined;
}) {
  const offered = (action: ErrorAction) => (!actions || actions.includes(action) ? actionLabel(action) : '');
  const label = offered(error.action);
  // Further ways forward (a refusal that names no cause): plain buttons after the main one.
  const more = (error.more ?? []).filter((a) => a !== error.action && offered(a));
  // The service said when to come back: the button waits as long, and says so.
  const wait = useSecondsLeft(error.action === 'retry' ? error.retryAfterSeconds : undefined, error);
  // A check that may have been charged is sent again only after the user says so, in words.
  const [asking, setAsking] = useState<ServiceError | undefined>(undefined);
  const mustAsk = error.action === 'retry' && error.mayBeCharged === true;
  const act = (e: Event) => {
    if (mustAsk && asking !== error) setAsking(error);
    else onAction?.(error.action, e);
  };
  return (
    <div class="nc-error" role="alert" data-testid="nc-error" data-kind={error.kind}>
      <p class="nc-error-message">{error.message}</p>
      {error.detail && (
        <p class="nc-error-detail">
          <span class="nc-muted">{t('result_serviceSaid')} </span>
          {error.detail}
        </p>
      )}
      {onAction && (label || more.length > 0) && asking !== error && (
        <div class="nc-actions">
          {label && (
            <button type="button" class="nc-button nc-button-primary" disabled={wait > 0} onClick={act} data-testid="nc-action">
              {wait > 0 ? t('action_waiting', { action: label, seconds: wait }) : label}
            </button>
          )}
          {more.map((a) => (
            <button key={a} type="button" class="nc-button" onClick={(e) => onAction(a, e)} data-testid={`nc-action-${a}`}>
              {actionLabel(a)}
            </button>
          ))}
        </div>
      )}
      {onAction && asking === error && (
        <div class="nc-confirm" role="alertdialog" aria-labelledby="nc-retry-ask" data-testid="nc-retry-confirm">
          <p id="nc-retry-ask">{t('result_retryMayCharge')}</p>
          <div class="nc-actions">
            <button type="button" class="nc-button nc-button-primary" onClick={act} data-testid="nc-retry-yes">
              {t('result_retryYes')}
            </button>
            <button type="button" class="nc-button" onClick={() => setAsking(undefined)} data-testid="nc-retry-no">
              {t('result_retryNo')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export function ResultView({ reply, compact = false, onCheckAgain, onAction, actions, paintTimingId, loadRaw }: ResultViewProps) {
  return (
    <div class={`nc-result${compact ? ' nc-compact' : ''}`} data-testid="nc-result">
      {reply.ok ? (
        <Success
          record={reply.record}
          cached={reply.cached}
          note={reply.note}
          notKept={reply.notKept === true}
          compact={compact}
          onCheckAgain={onCheckAgain}
          paintTimingId={paintTimingId}
          loadRaw={loadRaw}
        />
      ) : (
        <Failure error={reply.error} onAction={onAction} actions={actions} />
      )}
    </div>
  );
}
