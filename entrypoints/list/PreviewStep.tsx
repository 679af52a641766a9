// What the list will cost, before anything is sent: rows, numbers read, impossible ones (not sent),
// duplicates (sent once), already known (free), the credits it takes against the credits left.
import type { CountryCode } from 'libphonenumber-js/core';
import { browser } from 'wxt/browser';
import { countryName } from '@/components/countries';
import type { Preview } from '@/utils/bulk/preview';
import type { CreditsReading } from '@/utils/credits/reading';
import { tn } from '@/utils/i18n/t';
import { WORDS } from './list-words';

interface Props {
  preview: Extract<Preview, { ok: true }>;
  title: string;
  country: CountryCode | undefined;
  credits: CreditsReading | undefined;
  hasKey: boolean | undefined;
  header: boolean;
  busy: boolean;
  onColumn(column: number): void;
  onHeader(header: boolean): void;
  onStart(): void;
  onBack(): void;
}

function creditsWords(toSend: number, credits: CreditsReading | undefined): { text: string; short: boolean } {
  const cost = `${tn('credits_count', toSend)} at most`;
  const left = credits?.value;
  if (left === undefined) return { text: `${cost} (credits left not known yet)`, short: false };
  if (credits?.unit === 'money') return { text: `${tn('count_checks', toSend)} to pay for, balance ${left}`, short: false };
  return {
    text: `${cost}, of ${left.toLocaleString('en-US')} left`,
    short: toSend > left,
  };
}

export function PreviewStep(p: Props) {
  const { table, column, planned } = p.preview;
  const { plan } = planned;
  const sample = table.rows.slice(0, 3).map((r) => r[column] ?? '');
  const money = creditsWords(plan.toSend, p.credits);
  const facts: [string, string, string][] = [
    ['rows', 'Rows', plan.rows.toLocaleString('en-US')],
    ['numbers', 'Numbers read', plan.numbers.toLocaleString('en-US')],
    ['no-number', 'Rows without a number (not sent)', plan.noNumber.toLocaleString('en-US')],
    ['impossible', 'Impossible numbers (not sent)', plan.impossible.toLocaleString('en-US')],
    ['duplicates', 'Repeated numbers (sent once)', plan.duplicates.toLocaleString('en-US')],
    ['known', 'Already known (from the cache, free)', plan.known.toLocaleString('en-US')],
    ['to-send', 'To send', plan.toSend.toLocaleString('en-US')],
  ];
  return (
    <section class="nc-list-card" aria-labelledby="nc-preview-h">
      <h2 id="nc-preview-h" class="nc-list-h2">
        {p.title}
      </h2>
      <p class="nc-hint">{WORDS.nothingSpent}</p>
      <div class="nc-list-controls">
        <label>
          <span class="nc-label">{WORDS.column}</span>
          <select
            class="nc-select"
            data-testid="list-column"
            value={String(column)}
            onChange={(e) => p.onColumn(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            {table.columns.map((name, i) => (
              <option key={name + String(i)} value={String(i)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label class="nc-check">
          <input
            type="checkbox"
            checked={p.header}
            data-testid="list-header"
            onChange={(e) => p.onHeader((e.currentTarget as HTMLInputElement).checked)}
          />
          <span>{WORDS.header}</span>
        </label>
      </div>
      {sample.length > 0 && (
        <p class="nc-hint">
          First values: <span class="nc-list-sample">{sample.join(' · ')}</span>
        </p>
      )}
      <p class="nc-hint">
        {p.country
          ? `Numbers without a country code are read as ${countryName(p.country)} (the settings' country).`
          : 'Numbers without a country code cannot be read: write them with +country code, or choose a country in the settings.'}
      </p>
      {table.warnings.map((w) => (
        <p key={w} class="nc-hint nc-hint-warn" role="alert">
          {w}
        </p>
      ))}
      <dl class="nc-list-facts" data-testid="list-preview">
        {facts.map(([key, label, value]) => (
          <div key={key} class="nc-list-fact" data-fact={key}>
            <dt>{label}</dt>
            <dd data-testid={`preview-${key}`}>{value}</dd>
          </div>
        ))}
        <div class="nc-list-fact nc-list-fact-cost" data-fact="cost">
          <dt>Cost</dt>
          <dd data-testid="preview-cost">{money.text}</dd>
        </div>
      </dl>
      {money.short && (
        <p class="nc-hint nc-hint-warn" role="alert" data-testid="preview-short">
          Not enough credits for every number: the list stops when they run out, and the rest waits until you resume.
        </p>
      )}
      {p.hasKey === false && (
        <p class="nc-hint nc-hint-warn" role="alert">
          {WORDS.noKey}{' '}
          <button type="button" class="nc-link" onClick={() => void browser.runtime.openOptionsPage()}>
            {WORDS.openSettings}
          </button>
        </p>
      )}
      <div class="nc-actions">
        <button
          type="button"
          class="nc-button nc-button-primary"
          data-testid="list-start"
          disabled={p.busy || p.hasKey === false || plan.rows === 0}
          onClick={p.onStart}
        >
          {plan.toSend > 0 ? WORDS.start(plan.toSend) : WORDS.showTable}
        </button>
        <button type="button" class="nc-button" onClick={p.onBack}>
          {WORDS.back}
        </button>
      </div>
    </section>
  );
}
