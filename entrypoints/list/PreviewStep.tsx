// What the list will cost, before anything is sent: rows, numbers read, impossible ones (not sent),
// duplicates (sent once), already known (free), the credits it takes against the credits left.
import type { CountryCode } from 'libphonenumber-js/core';
import { browser } from 'wxt/browser';
import { countryName } from '@/components/countries';
import type { BudgetCheck } from '@/utils/bulk/job-size';
import type { Preview } from '@/utils/bulk/preview';
import type { CreditsReading } from '@/utils/credits/reading';
import { formatBytes, formatMoney, formatNumber } from '@/utils/i18n/format';
import { t, tn } from '@/utils/i18n/t';

interface Props {
  preview: Extract<Preview, { ok: true }>;
  title: string;
  country: CountryCode | undefined;
  credits: CreditsReading | undefined;
  hasKey: boolean | undefined;
  header: boolean;
  busy: boolean;
  /** The storage the list needs, and whether it fits (utils/bulk/job-size.ts). */
  budget: BudgetCheck;
  onColumn(column: number): void;
  onHeader(header: boolean): void;
  onStart(): void;
  onBack(): void;
}

function creditsWords(toSend: number, credits: CreditsReading | undefined): { text: string; short: boolean } {
  const cost = tn('list_costAtMost', toSend);
  const left = credits?.value;
  if (left === undefined) return { text: t('list_costLeftUnknown', { cost }), short: false };
  if (credits?.unit === 'money')
    return { text: tn('list_costMoney', toSend, { balance: formatMoney(left, credits.currency) }), short: false };
  return {
    text: t('list_costOfLeft', { cost, left }),
    short: toSend > left,
  };
}

export function PreviewStep(p: Props) {
  const { table, column, planned } = p.preview;
  const { plan } = planned;
  const sample = table.rows.slice(0, 3).map((r) => r[column] ?? '');
  const money = creditsWords(plan.toSend, p.credits);
  const facts: [string, string, string][] = [
    ['rows', t('list_factRows'), formatNumber(plan.rows)],
    ['numbers', t('list_factNumbers'), formatNumber(plan.numbers)],
    ['no-number', t('list_factNoNumber'), formatNumber(plan.noNumber)],
    ['impossible', t('list_factImpossible'), formatNumber(plan.impossible)],
    ['duplicates', t('list_factDuplicates'), formatNumber(plan.duplicates)],
    ['known', t('list_factKnown'), formatNumber(plan.known)],
    ['to-send', t('list_factToSend'), formatNumber(plan.toSend)],
  ];
  return (
    <section class="nc-list-card" aria-labelledby="nc-preview-h">
      <h2 id="nc-preview-h" class="nc-list-h2">
        {p.title}
      </h2>
      <p class="nc-hint">{t('list_nothingSpent')}</p>
      <div class="nc-list-controls">
        <label>
          <span class="nc-label">{t('list_column')}</span>
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
          <span>{t('list_header')}</span>
        </label>
      </div>
      {sample.length > 0 && (
        <p class="nc-hint">
          {t('list_firstValues')} <span class="nc-list-sample">{sample.join(' · ')}</span>
        </p>
      )}
      <p class="nc-hint">{p.country ? t('list_countryAssumed', { country: countryName(p.country) }) : t('list_noCountry')}</p>
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
          <dt>{t('list_factCost')}</dt>
          <dd data-testid="preview-cost">{money.text}</dd>
        </div>
      </dl>
      {p.budget.ok ? (
        <p class="nc-muted" data-testid="preview-size">
          {t('list_needsBytes', { size: formatBytes(p.budget.bytes) })}
        </p>
      ) : (
        <p class="nc-hint nc-hint-warn" role="alert" data-testid="preview-too-big">
          {t('list_tooBig', {
            size: formatBytes(p.budget.bytes),
            budget: formatBytes(p.budget.budget),
            used: formatBytes(p.budget.used),
          })}
        </p>
      )}
      {money.short && (
        <p class="nc-hint nc-hint-warn" role="alert" data-testid="preview-short">
          {t('list_short')}
        </p>
      )}
      {p.hasKey === false && (
        <p class="nc-hint nc-hint-warn" role="alert">
          {t('list_noKey')}{' '}
          <button type="button" class="nc-link" onClick={() => void browser.runtime.openOptionsPage()}>
            {t('action_openOptions')}
          </button>
        </p>
      )}
      <div class="nc-actions">
        <button
          type="button"
          class="nc-button nc-button-primary"
          data-testid="list-start"
          disabled={p.busy || p.hasKey === false || plan.rows === 0 || !p.budget.ok}
          onClick={p.onStart}
        >
          {plan.toSend > 0 ? tn('list_start', plan.toSend) : t('list_showTable')}
        </button>
        <button type="button" class="nc-button" onClick={p.onBack}>
          {t('list_back')}
        </button>
      </div>
    </section>
  );
}
