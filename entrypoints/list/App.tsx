// "Check a list": give a list (paste or file), see what it will cost before anything is sent, then
// run it as a job of the background's engine and follow it here. The job's id is in the address
// (#job=…), so the page can be closed, reopened or reloaded, even after the browser restarted.
import type { CountryCode } from 'libphonenumber-js/core';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useJobMeta } from '@/components/useJob';
import { useStoredItem } from '@/components/useStoredItem';
import { createJob } from '@/utils/bulk/create-job';
import { extensionJobStore } from '@/utils/bulk/extension-store';
import type { JobMeta, JobStatus } from '@/utils/bulk/job';
import { checkBudget, estimateJobBytes } from '@/utils/bulk/job-size';
import { type Preview, previewList } from '@/utils/bulk/preview';
import { type CheckRecord, findCached } from '@/utils/checks/check-record';
import { withRaw } from '@/utils/checks/kept-answers';
import { formatDateTime } from '@/utils/i18n/format';
import { t, tn } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';
import { effectiveCountry } from '@/utils/phone/locale-country';
import { environmentLabel } from '@/utils/service/environments';
import { isStorageFull } from '@/utils/storage/full';
import { answersItem, bulkJobsItem, cacheItem, creditsItem, settingsItem } from '@/utils/storage/items';
import { type GivenList, InputStep } from './InputStep';
import { JobView } from './JobView';
import { PreviewStep } from './PreviewStep';

const store = extensionJobStore();

function jobInHash(): string | undefined {
  const m = /^#job=([\w-]{1,100})$/.exec(location.hash);
  return m?.[1];
}

function useHashJob(): [string | undefined, (id: string | undefined) => void] {
  const [id, setId] = useState(jobInHash());
  useEffect(() => {
    const on = () => setId(jobInHash());
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return [
    id,
    (next) => {
      location.hash = next ? `job=${next}` : '';
      setId(next);
    },
  ];
}

function JobPage({ id, onNew, canExport }: { id: string; onNew(): void; canExport: boolean }) {
  const meta = useJobMeta(store, id);
  if (meta === undefined) return <p class="nc-hint">{t('list_reading')}</p>;
  if (meta === null)
    return (
      <section class="nc-list-card">
        <p class="nc-hint nc-hint-warn" role="alert">
          {t('list_jobGone')}
        </p>
        <button type="button" class="nc-button" onClick={onNew}>
          {t('list_newList')}
        </button>
      </section>
    );
  return <JobView store={store} meta={meta} onNew={onNew} canExport={canExport} />;
}

/** A job's status in words: the catalogue key is built from the status. */
function jobStatusWords(status: JobStatus): string {
  return t(`list_status_${status}`);
}

function RecentJobs({ onOpen }: { onOpen(id: string): void }) {
  const ids = useStoredItem(bulkJobsItem);
  const [metas, setMetas] = useState<JobMeta[]>([]);
  useEffect(() => {
    if (ids) void store.metas(ids).then((m) => setMetas(m.reverse()));
  }, [ids]);
  if (metas.length === 0) return null;
  return (
    <section class="nc-list-card" aria-labelledby="nc-recent-h">
      <h2 id="nc-recent-h" class="nc-list-h2">
        {t('list_recent')}
      </h2>
      <ul class="nc-list-recent">
        {metas.map((m) => (
          <li key={m.id}>
            <button type="button" class="nc-link" onClick={() => onOpen(m.id)}>
              {m.title}
            </button>
            <span class="nc-hint">{` · ${[tn('list_rowCount', m.rowCount), jobStatusWords(m.status), formatDateTime(m.createdAt)].join(' · ')}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function App() {
  const settings = useStoredItem(settingsItem);
  const credits = useStoredItem(creditsItem);
  const [jobId, setJobId] = useHashJob();
  const [given, setGiven] = useState<GivenList | undefined>(undefined);
  const [pasted, setPasted] = useState('');
  const [column, setColumn] = useState<number | undefined>(undefined);
  const [header, setHeader] = useState<boolean | undefined>(undefined);
  const [cache, setCache] = useState<Record<string, CheckRecord> | undefined>(undefined);
  const [hasKey, setHasKey] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  /** Bytes storage.local holds now, where the browser can say (Chrome); 0 where it cannot. */
  const [bytesInUse, setBytesInUse] = useState(0);
  const [error, setError] = useState<string | undefined>(undefined);
  const env = settings?.activeEnvironment;
  const country: CountryCode | undefined = settings ? effectiveCountry(settings) : undefined;

  useEffect(() => {
    // The cache's records point to their raw answers (kept once, in answersItem): a job keeps them.
    void Promise.all([cacheItem.get(), answersItem.get()]).then(([c, a]) =>
      setCache(Object.fromEntries(Object.entries(c).map(([k, r]) => [k, withRaw(r, a)]))),
    );
    const local = browser.storage.local as { getBytesInUse?: (keys: null) => Promise<number> };
    void (local.getBytesInUse?.(null) ?? Promise.resolve(0)).then(setBytesInUse).catch(() => setBytesInUse(0));
    void send({ type: 'key:status' })
      .then((keys) => setHasKey(keys.some((k) => k.environment === env && k.set)))
      .catch(() => setHasKey(undefined));
  }, [env, given]);

  const preview: Preview | undefined = useMemo(() => {
    if (!given || !settings || !cache || !env) return undefined;
    const now = Date.now();
    return previewList(given.text, {
      delimiter: given.delimiter,
      header,
      column,
      country,
      known: (e164) => findCached(cache, env, e164, now, settings.cacheLifetimeMinutes),
    });
  }, [given, header, column, cache, settings, env, country]);

  // Counted once per preview (it walks every cell), not at every render.
  const budget = useMemo(
    () => (preview?.ok ? checkBudget(estimateJobBytes(preview.table, preview.planned), bytesInUse) : undefined),
    [preview, bytesInUse],
  );

  useEffect(() => {
    if (preview && !preview.ok) {
      setError(preview.message);
      setGiven(undefined);
    }
  }, [preview]);

  const reset = () => {
    setGiven(undefined);
    setColumn(undefined);
    setHeader(undefined);
    setError(undefined);
    setJobId(undefined);
  };

  const start = async () => {
    if (!preview?.ok || !given || !settings || !env) return;
    setBusy(true);
    try {
      const { table, column: numberColumn, planned } = preview;
      const meta = await createJob(store, {
        source: 'list',
        title: given.title,
        environment: env,
        country,
        columns: table.columns,
        numberColumn,
        rows: table.rows,
        planned,
        pace: { concurrency: settings.bulkConcurrency, perMinute: settings.bulkPerMinute },
        now: Date.now(),
      });
      const reply = await send({ type: 'bulk:start', id: meta.id });
      if (!reply.ok) {
        // Not taken: its pieces go now rather than wait for the start-up sweep.
        await store.discard(meta).catch(() => undefined);
        setError(reply.message);
        return;
      }
      setGiven(undefined);
      setJobId(meta.id);
    } catch (e) {
      // createJob removed what it wrote; nothing was sent.
      setError(isStorageFull(e) ? t('list_storageFull') : t('list_saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="nc-list">
      <header class="nc-list-header">
        <h1 class="nc-list-title">{`${t('ext_name')} · ${t('list_title')}`}</h1>
        {env && <span class={`nc-env-tag nc-env-${env}`}>{environmentLabel(env)}</span>}
      </header>
      {jobId ? (
        <JobPage id={jobId} onNew={reset} canExport={settings?.allowExport !== false} />
      ) : preview?.ok && given ? (
        <PreviewStep
          preview={preview}
          title={given.title}
          country={country}
          credits={env ? credits?.[env] : undefined}
          hasKey={hasKey}
          header={preview.table.hasHeader}
          busy={busy}
          budget={budget ?? checkBudget(0, 0)}
          onColumn={setColumn}
          onHeader={(h) => {
            setHeader(h);
            setColumn(undefined);
          }}
          onStart={() => void start()}
          onBack={reset}
        />
      ) : (
        <>
          <InputStep
            text={pasted}
            onText={setPasted}
            error={error}
            onList={(list) => {
              setError(undefined);
              setColumn(undefined);
              setHeader(undefined);
              setGiven(list);
            }}
          />
          <RecentJobs onOpen={setJobId} />
        </>
      )}
    </main>
  );
}
