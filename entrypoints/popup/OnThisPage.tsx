// "On this page": the numbers highlighted in the active tab, every frame, each with how it was
// found, its country and the verdict the cache knows; Check and Copy each, Copy all, Export CSV, and
// "Check the N unchecked" only after the user confirms what it costs. Read after the first paint:
// the section never delays the popup's last result.
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { CopyButton } from '@/components/CopyButton';
import { countryName } from '@/components/countries';
import { downloadParts } from '@/components/download-file';
import { TimeAgo } from '@/components/TimeAgo';
import { useJobMeta } from '@/components/useJob';
import { useStoredItem } from '@/components/useStoredItem';
import { settledCount } from '@/utils/bulk/job';
import { jobMetaReader } from '@/utils/bulk/job-keys';
import { foundInWords, pageJobSpec, pageListCsv } from '@/utils/bulk/page-job';
import type { TabNumber } from '@/utils/bulk/page-numbers';
import { freshVerdicts, type KnownVerdict, verdictWords } from '@/utils/checks/verdict';
import type { CreditsReading } from '@/utils/credits/reading';
import { formatNumber } from '@/utils/i18n/format';
import { t, tn } from '@/utils/i18n/t';
import { FIRST_PART_ROWS } from '@/utils/messaging/numbers-port';
import { send } from '@/utils/messaging/send';
import { isStorageFull } from '@/utils/storage/full';
import { cacheItem, settingsItem } from '@/utils/storage/items';
import { afterFirstPaint } from './after-first-paint';
import { PauseSite } from './PauseSite';
import { type PageNumbers, readPageNumbers } from './page-tab';
import { loadNumberTools, numberToolsMayLoad } from './useNumberTools';

/** "Check the N unchecked — N of your M credits": the cost said with the action. */
function checkUncheckedLabel(n: number, left: number | undefined): string {
  return `${tn('otp_checkUnchecked', n)} — ${left !== undefined ? tn('otp_costOfLeft', n, { left }) : tn('credits_count', n)}`;
}

/**
 * Rows drawn in the list's first frame: as many as its box shows. The box is 320 px high
 * (`.nc-otp-list` in popup.css) and a row 52 px (a number's line and its meta line with the small
 * buttons), so 6 rows and part of a 7th show. 12 drew twice what can be seen: at CPU 4× slower the
 * popup's side of the first rows (their message read, rendered and painted) took 108 ms at the
 * median with 12, 75 with 7 (12 openings each, interleaved, `NC_BASELINE_EXT_DIR=…
 * NC_BENCH_CPU=4 npx tsx dev/bench/page-list.bench.ts`).
 */
const FIRST_SCREEN_ROWS = 7;
/**
 * Rows drawn the frame after: a 10,000-number page opens at once, the rest on request. As many as
 * a long list sends ahead, so the first rows fill both frames.
 */
const FIRST_ROWS = FIRST_PART_ROWS;

/** The job this page started, followed from storage (the job store itself loads with the number tools). */
const jobs = jobMetaReader({ get: (keys) => browser.storage.local.get(keys) });

function verdictOfRow(known: KnownVerdict | undefined, now: number) {
  if (!known) return <span class="nc-otp-verdict nc-otp-unchecked">{t('current_notChecked')}</span>;
  return (
    <span class={`nc-otp-verdict nc-otp-${known.verdict}`} data-verdict={known.verdict}>
      {verdictWords(known.verdict)} · <TimeAgo at={known.checkedAt} now={now} />
    </span>
  );
}

export function OnThisPage({ credits, now }: { credits: CreditsReading | undefined; now: number }) {
  const [state, setState] = useState<PageNumbers>({ kind: 'reading' });
  const [shown, setShown] = useState(FIRST_SCREEN_ROWS);
  const [countries, setCountries] = useState<Map<string, CountryCode | undefined>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [jobId, setJobId] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [checking, setChecking] = useState<string | undefined>(undefined);
  const cache = useStoredItem(cacheItem);
  const settings = useStoredItem(settingsItem);
  const job = useJobMeta(jobs, jobId ?? '');

  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(() => {
        // For dev/bench/page-list.bench.ts: from this mark to the list's paint (its elementtiming).
        performance.mark('nc:otp-asked');
        // A long list's first rows are painted as they come; the whole list replaces them.
        return readPageNumbers((first) => {
          if (live) setState((s) => (s.kind === 'reading' ? first : s));
        });
      })
      .catch((): PageNumbers => ({ kind: 'unreachable' }))
      .then((s) => {
        if (live) setState(s);
      });
    return () => {
      live = false;
    };
  }, []);

  // Effects run after the frame: the list (or why there is none) is on screen. The rows below the
  // first screen are drawn in the next frame (a long list's first rows hold that many), the typing
  // helpers loaded once the whole list is in.
  const partial = state.kind === 'ok' && state.partial === true;
  useEffect(() => {
    if (state.kind === 'reading') return;
    setShown((n) => Math.max(n, FIRST_ROWS));
  }, [state.kind]);
  useEffect(() => {
    if (state.kind !== 'reading' && !partial) numberToolsMayLoad();
  }, [state.kind, partial]);

  const numbers = state.kind === 'ok' ? state.numbers : [];
  // The verdicts the cache knows, by number (the cache keeps a few hundred at most): rows look theirs up.
  const known = useMemo(
    () =>
      cache && settings
        ? freshVerdicts(cache, settings.activeEnvironment, Date.now(), settings.cacheLifetimeMinutes)
        : new Map<string, KnownVerdict>(),
    [cache, settings],
  );
  const unchecked = useMemo(() => (known.size === 0 ? numbers : numbers.filter((n) => !known.has(n.number))), [known, numbers]);
  const visible = numbers.slice(0, shown);

  // Countries for the rows on screen only, with the popup's typing helpers (libphonenumber-js).
  useEffect(() => {
    if (visible.length === 0) return;
    void loadNumberTools()
      .then((tools) => {
        const next = new Map(countries);
        for (const n of visible) if (!next.has(n.number)) next.set(n.number, tools.countriesOf([n.number])[0]);
        setCountries(next);
      })
      .catch(() => undefined);
  }, [state, shown]);

  if (state.kind === 'reading')
    return (
      <section class="nc-otp" aria-labelledby="nc-otp-title" data-testid="on-this-page" aria-busy="true">
        <Head count={undefined} />
        <p class="nc-hint">{t('otp_reading')}</p>
      </section>
    );
  if (state.kind === 'unreachable')
    return (
      <section class="nc-otp" aria-labelledby="nc-otp-title" data-testid="on-this-page">
        <Head count={undefined} />
        <p class="nc-hint" data-testid="otp-unreachable">
          {t('otp_unreachable')}
        </p>
      </section>
    );

  const exportCsv = async () => {
    const tools = await loadNumberTools().catch(() => undefined);
    const countryOf = (e164: string) => {
      const c = tools?.countriesOf([e164])[0];
      return c ? countryName(c) : '';
    };
    downloadParts([pageListCsv(numbers, known, countryOf)], `number-check-page-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  const checkOne = async (n: TabNumber) => {
    setChecking(n.number);
    const reply = await send({ type: 'check:number', input: n.number, allowImpossible: true }).catch(() => undefined);
    setChecking(undefined);
    setProblem(reply && !reply.ok ? reply.error.message : undefined);
  };

  const checkUnchecked = async () => {
    setConfirming(false);
    if (!settings || unchecked.length === 0) return;
    try {
      const spec = pageJobSpec(unchecked, {
        title: state.title,
        environment: settings.activeEnvironment,
        pace: { concurrency: settings.bulkConcurrency, perMinute: settings.bulkPerMinute },
        now: Date.now(),
      });
      const tools = await loadNumberTools();
      const meta = await tools.createJob(spec);
      const reply = await send({ type: 'bulk:start', id: meta.id });
      if (reply.ok) setJobId(meta.id);
      else {
        // Not taken: its pieces go now rather than wait for the start-up sweep.
        await tools.discardJob(meta).catch(() => undefined);
        setProblem(reply.message);
      }
    } catch (e) {
      setProblem(isStorageFull(e) ? t('list_storageFull') : t('otp_queueFailed'));
    }
  };

  const left = credits?.unit === 'money' ? undefined : credits?.value;
  // While only the first rows are in, what acts on the whole list waits for it: Copy all and
  // Export are shown disabled where they will be; "Check the N unchecked" (its N needs every
  // number) comes with the whole list.
  return (
    <section class="nc-otp" aria-labelledby="nc-otp-title" data-testid="on-this-page" aria-busy={partial ? 'true' : undefined}>
      <Head count={partial ? undefined : numbers.length} />
      <PauseSite host={state.host} />
      {numbers.length === 0 && <p class="nc-hint">{t('otp_none')}</p>}
      {state.someOff && <p class="nc-hint">{t('otp_someOff')}</p>}
      {state.reading && <p class="nc-hint">{t('otp_stillReading')}</p>}
      {state.truncated && <p class="nc-hint">{t('otp_truncated')}</p>}
      {numbers.length > 0 && (
        <div class="nc-actions nc-otp-tools">
          <CopyButton
            class="nc-button-small"
            label={t('otp_copyAll')}
            text={() => numbers.map((n) => n.number).join('\n')}
            disabled={partial}
          />
          {settings?.allowExport !== false && (
            <button
              type="button"
              class="nc-button nc-button-small"
              data-testid="otp-export"
              disabled={partial}
              onClick={() => void exportCsv()}
            >
              {t('history_exportCsv')}
            </button>
          )}
        </div>
      )}
      {unchecked.length > 0 && !job && !partial && (
        <button
          type="button"
          class="nc-button nc-otp-check-all"
          data-testid="otp-check-unchecked"
          onClick={() => setConfirming(true)}
        >
          {checkUncheckedLabel(unchecked.length, left)}
        </button>
      )}
      {confirming && (
        <div class="nc-otp-confirm" role="alertdialog" aria-labelledby="nc-otp-confirm-text" data-testid="otp-confirm">
          <p id="nc-otp-confirm-text">{tn('otp_confirm', unchecked.length)}</p>
          <div class="nc-actions">
            <button
              type="button"
              class="nc-button nc-button-primary"
              data-testid="otp-confirm-yes"
              onClick={() => void checkUnchecked()}
            >
              {tn('list_start', unchecked.length)}
            </button>
            <button type="button" class="nc-button" onClick={() => setConfirming(false)}>
              {t('otp_notNow')}
            </button>
          </div>
        </div>
      )}
      {job && (
        <p class="nc-hint" role="status" data-testid="otp-job">
          {job.status === 'done'
            ? tn('otp_jobDone', job.rowCount, { checked: job.counts.checked + job.counts.known })
            : job.status === 'stopped'
              ? t('otp_jobStopped', { reason: job.stop?.message ?? '' })
              : t('otp_jobChecking', { settled: settledCount(job.counts), total: job.rowCount })}{' '}
          {job.counts.unknown > 0 && <span data-testid="otp-job-unknown">{tn('otp_jobUnknown', job.counts.unknown)} </span>}
          <a class="nc-link" href={browser.runtime.getURL(`/list.html#job=${job.id}`)} target="_blank" rel="noreferrer">
            {t('otp_details')}
          </a>
        </p>
      )}
      {problem && (
        <p class="nc-hint nc-hint-warn" role="alert">
          {problem}
        </p>
      )}
      {visible.length > 0 && (
        <ol class="nc-otp-list" data-testid="otp-list">
          {visible.map((n, i) => {
            const c = countries.get(n.number);
            return (
              <li key={n.number} class="nc-otp-item" data-testid="otp-item" data-number={n.number}>
                <div class="nc-otp-line">
                  <span class="nc-otp-number" title={n.number} elementtiming={i === 0 ? 'nc-otp-list' : undefined}>
                    {n.text}
                  </span>
                  {verdictOfRow(known.get(n.number), now)}
                </div>
                <div class="nc-otp-line nc-otp-meta">
                  <span data-testid="otp-how">{foundInWords(n)}</span>
                  {c ? <span data-testid="otp-country">{countryName(c)}</span> : null}
                  {n.count > 1 && <span>{`${formatNumber(n.count)}×`}</span>}
                  <span class="nc-otp-buttons">
                    <button
                      type="button"
                      class="nc-button nc-button-small"
                      data-testid="otp-check"
                      disabled={checking === n.number}
                      onClick={() => void checkOne(n)}
                    >
                      {checking === n.number ? t('row_checking') : t('lookup_check')}
                    </button>
                    <CopyButton class="nc-button-small" text={() => n.text} />
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!partial && numbers.length > shown && (
        <button type="button" class="nc-link" data-testid="otp-more" onClick={() => setShown(shown + 200)}>
          {tn('otp_showMore', Math.min(200, numbers.length - shown))}
        </button>
      )}
    </section>
  );
}

function Head({ count }: { count: number | undefined }) {
  return (
    <div class="nc-section-head">
      {/* elementtiming: dev/bench/popup-open.bench.ts checks this section is painted no earlier than the last result. */}
      <h2 id="nc-otp-title" class="nc-h2" elementtiming="nc-otp">
        {t('otp_title')}{' '}
        {count !== undefined && (
          <span class="nc-count" data-testid="otp-count">
            {formatNumber(count)}
          </span>
        )}
      </h2>
      <a class="nc-link" href={browser.runtime.getURL('/list.html')} target="_blank" rel="noreferrer" data-testid="open-list">
        {t('otp_openList')}
      </a>
    </div>
  );
}
