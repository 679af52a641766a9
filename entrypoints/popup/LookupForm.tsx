// Lookup by typing: a country, the number (spaced as it is typed), Enter to check. The hint under
// the field always says what will be checked and for which country, or why nothing will; a number
// that cannot be one of the chosen country's is offered as one of the countries it fits, one click
// each. The background refuses an impossible number without spending a credit.
import type { CountryCode } from 'libphonenumber-js/min';
import type { RefObject } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { CountryPicker } from '@/components/CountryPicker';
import { countryName } from '@/components/countries';
import { t } from '@/utils/i18n/t';
import { MAX_NUMBER_INPUT } from '@/utils/messaging/protocol';
import { isDialPause } from '@/utils/phone/typed-number';
import type { CountryChoice, LikelyContext, NumberHint } from './number-hint';
import { useNumberTools } from './useNumberTools';

interface Props {
  text: string;
  country: CountryCode | undefined;
  /** Said when the picker went back to the default for a new number. */
  countryNote?: string | undefined;
  pending: boolean;
  /** Off when the number is sent "as typed": then what is typed is exactly what travels. */
  formatting: boolean;
  /** The "send extensions" setting: the hint says whether a typed extension goes with the number. */
  sendExtensions: boolean;
  /** What ranks the countries offered for a number that is not the chosen country's. */
  likely: LikelyContext;
  inputRef: RefObject<HTMLInputElement>;
  onText: (text: string) => void;
  onCountry: (country: CountryCode) => void;
  onSubmit: () => void;
  /** "Check as …": picks that country for this number and checks it. */
  onCheckAs: (country: CountryCode) => void;
}

type Tone = 'muted' | 'warn' | 'ok';

/** What the hint says of a typed extension or dial pause: whether it goes with the number. */
function extensionHint(extension: string, sent: boolean): string {
  if (isDialPause(extension)) return t(sent ? 'hint_pauseSent' : 'hint_pauseKept', { ext: extension });
  return t(sent ? 'hint_extensionSent' : 'hint_extension', { ext: extension });
}

function hintText(hint: NumberHint, country: CountryCode | undefined, sendExtensions: boolean): { text: string; tone: Tone } {
  const where = country ? countryName(country) : undefined;
  switch (hint.kind) {
    case 'empty':
    case 'incomplete':
      return {
        text: where ? t('hint_readAs', { country: where }) : t('hint_startWithCode'),
        tone: 'muted',
      };
    case 'not-a-number':
      return { text: t('hint_onlyDigits'), tone: 'warn' };
    case 'impossible': {
      const why = where
        ? t('hint_impossibleIn', { country: where, reason: hint.reason })
        : t('hint_impossible', { reason: hint.reason });
      return { text: hint.others.length > 0 ? why : `${why} ${t('hint_nothingSpent')}`, tone: 'warn' };
    }
    case 'possible': {
      const place = hint.country ? ` · ${countryName(hint.country)}` : '';
      const ext = hint.extension ? ` ${extensionHint(hint.extension, sendExtensions)}` : '';
      const checks = t('hint_checks', { number: `${hint.international}${place}${ext}` });
      if (hint.valid) return { text: checks, tone: 'ok' };
      return {
        text: hint.country
          ? t('hint_notInUse', { checks, country: countryName(hint.country) })
          : t('hint_notInUseAnywhere', { checks }),
        tone: 'warn',
      };
    }
  }
}

function choiceLabel(c: CountryChoice): string {
  return t('hint_checkAs', { number: c.international, country: countryName(c.country) });
}

export function LookupForm(props: Props) {
  const {
    text,
    country,
    countryNote,
    pending,
    formatting,
    sendExtensions,
    likely,
    inputRef,
    onText,
    onCountry,
    onSubmit,
    onCheckAs,
  } = props;
  // The helpers load just after the first paint; until then nothing is flagged (the neutral hint).
  const tools = useNumberTools();
  const hint = useMemo<NumberHint>(
    () => (tools ? tools.assessNumber(text, country, likely) : { kind: 'empty' }),
    [tools, text, country, likely],
  );
  // Text typed before the formatter arrived is spaced once it does, as the next keystroke would.
  useEffect(() => {
    const el = inputRef.current;
    if (!tools || !formatting || !el || el.value === '') return;
    const next = tools.formatAsYouType({ text: el.value, caret: el.selectionStart ?? el.value.length }, country);
    if (next.text !== el.value) {
      el.value = next.text;
      el.setSelectionRange(next.caret, next.caret);
      onText(next.text);
    }
  }, [tools]);
  const { text: hintWords, tone } = hintText(hint, country, sendExtensions);
  const others = hint.kind === 'impossible' || hint.kind === 'possible' ? hint.others : [];
  const flagged = hint.kind === 'impossible' || hint.kind === 'not-a-number';
  return (
    <form
      class="nc-lookup"
      aria-label={t('lookup_label')}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div class="nc-lookup-row">
        <div class="nc-lookup-country">
          <label class="nc-label" for="nc-country">
            {t('lookup_country')}
          </label>
          <CountryPicker id="nc-country" value={country} onChange={onCountry} />
        </div>
        <div class="nc-lookup-number">
          <label class="nc-label" for="nc-number">
            {t('lookup_number')}
          </label>
          <input
            ref={inputRef}
            id="nc-number"
            class="nc-input nc-number-input"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={MAX_NUMBER_INPUT}
            placeholder="+1 650 253 0000"
            value={text}
            aria-invalid={flagged}
            aria-describedby="nc-number-hint"
            onInput={(e) => {
              const el = e.currentTarget as HTMLInputElement;
              const deleting = (e as InputEvent).inputType?.startsWith('delete');
              // Spacing only, and never on a deletion (the space just removed would come back).
              if (tools && formatting && !deleting) {
                const next = tools.formatAsYouType({ text: el.value, caret: el.selectionStart ?? el.value.length }, country);
                if (next.text !== el.value) {
                  el.value = next.text;
                  el.setSelectionRange(next.caret, next.caret);
                }
              }
              onText(el.value);
            }}
            data-testid="number-input"
          />
        </div>
        <button type="submit" class="nc-button nc-button-primary nc-lookup-submit" disabled={pending} data-testid="check-button">
          {pending ? <span class="nc-spinner" aria-hidden="true" /> : null}
          {pending ? <span class="nc-sr-only">{t('current_checking')}</span> : t('lookup_check')}
        </button>
      </div>
      <div id="nc-number-hint" class="nc-hint-box" aria-live="polite">
        {countryNote && (
          <p class="nc-hint" data-testid="country-note">
            {countryNote}
          </p>
        )}
        <p class={`nc-hint${tone === 'warn' ? ' nc-hint-warn' : tone === 'ok' ? ' nc-hint-ok' : ''}`} data-testid="number-hint">
          {tone === 'warn' && (
            <span class="nc-hint-icon" aria-hidden="true">
              ⚠{' '}
            </span>
          )}
          {hintWords}
        </p>
        {others.length > 0 && (
          <ul class="nc-choices" aria-label={t('hint_countriesItFits')} data-testid="country-choices">
            {others.map((c) => (
              <li key={c.country}>
                <button
                  type="button"
                  class="nc-button nc-button-small nc-choice"
                  disabled={pending}
                  onClick={() => onCheckAs(c.country)}
                >
                  {choiceLabel(c)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
