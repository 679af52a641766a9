// The popup: environment, credits, lookup, the current or last result, recent history. Everything
// renders from storage first and follows it live; the service is only reached through the background.
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { countryName } from '@/components/countries';
import { PrivacyLink } from '@/components/PrivacyLink';
import { ResultView } from '@/components/ResultView';
import { AccessNote } from '@/components/setup/AccessNote';
import { useOriginAccess } from '@/components/setup/useOriginAccess';
import { useStoredItem } from '@/components/useStoredItem';
import type { CheckRecord } from '@/utils/checks/check-record';
import type { CheckReply } from '@/utils/checks/check-reply';
import { t } from '@/utils/i18n/t';
import { send } from '@/utils/messaging/send';
import { effectiveCountry } from '@/utils/phone/locale-country';
import type { ErrorAction } from '@/utils/service/errors';
import { answersItem, creditsItem, historyItem, lastResultItem, settingsItem } from '@/utils/storage/items';
import { CreditsLine } from './CreditsLine';
import { runErrorAction } from './error-actions';
import { Header } from './Header';
import { HistoryList } from './HistoryList';
import type { InitialData } from './initial-data';
import { keepFirstPaintSoon } from './keep-first-paint';
import { LookupForm } from './LookupForm';
import type { LikelyContext } from './number-hint';
import { Onboarding } from './Onboarding';
import { OnThisPage } from './OnThisPage';
import { cancelledWords, PendingCheck } from './PendingCheck';
import { keepPicked, type PickedCountry, pickFor } from './picked-country';
import { useKeyStatus } from './useKeyStatus';
import { useLookup } from './useLookup';
import { useNow } from './useNow';
import { numberToolsMayLoad, useNumberTools } from './useNumberTools';
import { isOutOfCredits, ZeroCreditsNote } from './ZeroCreditsNote';

/** A reading younger than this is not re-read when the popup opens. */
const FRESH_CREDITS_MS = 60_000;

/** `typed`: what is already in the number field when the popup's script takes over a first paint. */
export function App({ initial, typed = '' }: { initial?: InitialData | undefined; typed?: string }) {
  const settings = useStoredItem(settingsItem, initial?.settings);
  const last = useStoredItem(lastResultItem, initial?.last);
  const credits = useStoredItem(creditsItem, initial?.credits);
  // Read after the first paint (see initial-data.ts): it shows below the last result.
  const history = useStoredItem(historyItem);
  const { keys, reload: reloadKeys } = useKeyStatus(credits);
  const env = settings?.activeEnvironment;
  const lookup = useLookup(env);
  const now = useNow();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(typed);
  // The picker follows the settings until the user picks a country here, and a picked country holds
  // for the number it was picked for only (see picked-country.ts).
  const [picked, setPicked] = useState<PickedCountry<CountryCode> | undefined>(undefined);
  const [countryNote, setCountryNote] = useState<string | undefined>(undefined);
  const defaultCountry = settings ? effectiveCountry(settings) : undefined;
  const country = picked?.country ?? defaultCountry;
  const tools = useNumberTools();
  const recent = useMemo(() => (history ?? []).slice(0, 20).map((r) => r.e164), [history]);
  const likely = useMemo<LikelyContext>(
    () => ({ languages: navigator.languages ?? [navigator.language], recent: tools ? tools.countriesOf(recent) : [] }),
    [tools, recent],
  );
  const onText = (next: string) => {
    numberToolsMayLoad();
    setText(next);
    if (!picked) return;
    const kept = keepPicked(picked, next);
    if (kept) {
      setPicked(kept);
      return;
    }
    setPicked(undefined);
    setCountryNote(
      defaultCountry
        ? t('lookup_countryReset', { country: countryName(defaultCountry), previous: countryName(picked.country) })
        : undefined,
    );
  };
  const pickCountry = (c: CountryCode) => {
    setPicked(pickFor(c, text));
    setCountryNote(undefined);
  };
  const [fromHistory, setFromHistory] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const hasKey = keys && env ? keys.find((k) => k.environment === env)?.set === true : undefined;
  const baseUrl = env && settings ? settings.baseUrls[env] : undefined;
  // "Grant access" from an error: the prompt's state is said while it is open and after a refusal.
  const access = useOriginAccess(baseUrl || undefined);
  // A first install: nothing set up for any deployment, so set-up asks which one this is. Decided
  // once per opening: the set-up itself saves the address before the key.
  const firstRunAtOpen = useRef<boolean | undefined>(undefined);
  if (firstRunAtOpen.current === undefined && settings && keys) {
    firstRunAtOpen.current = keys.every((k) => !k.set) && Object.values(settings.baseUrls).every((u) => u === '');
  }
  const firstRun = firstRunAtOpen.current === true && hasKey === false;
  const reading = env ? credits?.[env] : undefined;

  // Open the popup, type, Enter: the number field has the focus as soon as a lookup is possible,
  // unless the person has already gone into another field (the country picker, say) in the moment
  // before: the focus is never taken from under them.
  const focused = useRef(false);
  useEffect(() => {
    if (hasKey && !focused.current) {
      focused.current = true;
      const current = document.activeElement;
      if (!current || current === document.body) inputRef.current?.focus();
    }
  }, [hasKey]);

  const refreshCredits = async () => {
    setRefreshing(true);
    try {
      await send({ type: 'credits:refresh' });
    } catch {
      // The reading (or its error) arrives through storage; a dead worker leaves the old one shown.
    } finally {
      setRefreshing(false);
    }
  };

  // Refresh behind the first render, once per opening, unless the reading is fresh.
  const refreshedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!env || hasKey !== true || credits === undefined || refreshedFor.current === env) return;
    refreshedFor.current = env;
    const r = credits[env];
    const fresh = r?.readAt !== undefined && !r.error && Date.now() - r.readAt < FRESH_CREDITS_MS;
    if (!fresh) void refreshCredits();
  }, [env, hasKey, credits]);

  // A new last result written elsewhere (a right-click check) replaces what is shown. The popup's own
  // check writes it before replying, while still pending, so it is not mistaken for one.
  const lastId = last?.record.id;
  useEffect(() => {
    if (!lastId || lookup.pending || !lookup.reply) return;
    if (!lookup.reply.ok || lookup.reply.record.id !== lastId) {
      setFromHistory(false);
      lookup.show(null);
    }
  }, [lastId]);

  const submit = () => {
    if (text.trim() === '') {
      inputRef.current?.focus();
      return;
    }
    setFromHistory(false);
    void lookup.check({ input: text, ...(country ? { country } : {}) });
  };

  const checkAs = (c: CountryCode) => {
    pickCountry(c);
    setFromHistory(false);
    void lookup.check({ input: text, country: c });
  };

  const shown: CheckReply | null = lookup.reply ?? (last ? { ok: true, record: last.record, cached: last.cached } : null);
  const shownRecord = shown?.ok ? shown.record : undefined;

  const checkAgain = () => {
    if (!shownRecord) return;
    setFromHistory(false);
    // The request that produced this answer, forced; an answer from storage or history is re-checked by its E.164.
    const base = lookup.reply && lookup.request && !fromHistory ? lookup.request : { input: shownRecord.e164 };
    void lookup.check({ ...base, force: true, allowImpossible: true });
  };

  const onAction = (action: ErrorAction) =>
    runErrorAction(action, {
      request: lookup.request,
      baseUrl,
      requestAccess: access.request,
      environment: env,
      accountUrls: settings?.accountUrls,
      check: lookup.check,
      focusNumber: () => {
        inputRef.current?.focus();
        inputRef.current?.select();
      },
    });

  const openFromHistory = (record: CheckRecord) => {
    setFromHistory(true);
    onText(record.summary.international ?? record.e164);
    lookup.show({ ok: true, record, cached: false });
  };

  // At rest, the popup shows what storage holds and nothing of the user's: its top is kept for the
  // next opening's first paint (keep-first-paint.ts).
  const atRest =
    hasKey === true &&
    !!settings &&
    !lookup.pending &&
    !lookup.reply &&
    lookup.cancelled === null &&
    !fromHistory &&
    text === '' &&
    !countryNote &&
    !refreshing &&
    access.state !== 'pending' &&
    access.state !== 'refused';
  const atRestNow = useRef(atRest);
  atRestNow.current = atRest;
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current?.parentElement;
    if (atRest && root) keepFirstPaintSoon(root, () => atRestNow.current);
  }, [atRest, last, credits, settings, tools]);

  const resultTitle = lookup.pending
    ? t('current_checking')
    : fromHistory
      ? t('current_fromHistory')
      : lookup.reply
        ? lookup.reply.ok
          ? t('current_result')
          : t('current_notChecked')
        : t('current_last');

  return (
    <div ref={rootRef} class={`nc-popup${env === 'staging' ? ' nc-is-staging' : ''}`}>
      <Header environment={firstRun ? undefined : env} />
      <main class="nc-main">
        {settings && hasKey === false && env ? (
          <Onboarding environment={env} settings={settings} firstRun={firstRun} onDone={() => void reloadKeys()} />
        ) : (
          <>
            {settings && env && (
              <CreditsLine
                reading={reading}
                lowThreshold={settings.lowCreditThreshold}
                refreshing={refreshing}
                onRefresh={() => void refreshCredits()}
                now={now}
                hideError={lookup.reply?.ok === false && lookup.reply.error.kind === reading?.error?.kind}
                onAction={(a) => void (a === 'retry' ? refreshCredits() : onAction(a))}
              />
            )}
            {env && isOutOfCredits(reading) && <ZeroCreditsNote environment={env} onTopUp={() => void onAction('top-up')} />}
            <LookupForm
              text={text}
              country={country}
              pending={lookup.pending}
              formatting={settings?.numberFormat !== 'as-typed'}
              sendExtensions={settings?.sendExtensions === true}
              inputRef={inputRef}
              countryNote={countryNote}
              likely={likely}
              onText={onText}
              onCountry={pickCountry}
              onSubmit={submit}
              onCheckAs={checkAs}
            />
          </>
        )}
        {(hasKey !== false || shown) && (
          <section class="nc-current" aria-labelledby="nc-current-title" aria-busy={lookup.pending} data-testid="current">
            {(shown || lookup.pending) && (
              <h2 id="nc-current-title" class="nc-h2">
                {resultTitle}
              </h2>
            )}
            {baseUrl && (access.state === 'pending' || access.state === 'refused') && (
              <AccessNote
                state={access.state}
                baseUrl={baseUrl}
                onRequest={() => void access.request(baseUrl)}
                testId="popup-access"
              />
            )}
            {lookup.pending ? (
              <PendingCheck input={lookup.request?.input ?? ''} onCancel={lookup.cancel} />
            ) : lookup.cancelled !== null && !lookup.reply ? (
              <p class="nc-hint" role="status" data-testid="cancelled">
                {cancelledWords(lookup.cancelled)}
              </p>
            ) : shown ? (
              <div data-testid={lookup.reply ? 'lookup-result' : 'last-result'}>
                {/* The browser reports when the number was first painted: what the open-to-result bench reads. */}
                <ResultView
                  reply={shown}
                  onCheckAgain={checkAgain}
                  onAction={(a) => void onAction(a)}
                  paintTimingId="nc-result"
                  loadRaw={(id) => answersItem.get().then((answers) => answers[id])}
                />
              </div>
            ) : (
              <p class="nc-empty" id="nc-current-title">
                {t('current_none')}
              </p>
            )}
          </section>
        )}
        {hasKey && <OnThisPage credits={reading} now={now} />}
        {history && (
          <HistoryList
            records={history}
            currentId={shownRecord?.id}
            now={now}
            onOpen={openFromHistory}
            canExport={settings?.allowExport !== false}
          />
        )}
        <footer class="nc-popup-footer">
          <PrivacyLink />
        </footer>
      </main>
    </div>
  );
}
