// Lookup by typing: a country, the number formatted as it is typed, Enter to check. A number that
// cannot exist in that country is flagged here already; the background refuses it without a credit.
import type { CountryCode } from 'libphonenumber-js/min';
import type { RefObject } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { CountryPicker } from '@/components/CountryPicker';
import { countryName } from '@/components/countries';
import { MAX_NUMBER_INPUT } from '@/utils/messaging/protocol';
import type { NumberHint } from './number-hint';
import { useNumberTools } from './useNumberTools';

interface Props {
  text: string;
  country: CountryCode | undefined;
  pending: boolean;
  /** Off when the number is sent "as typed": then what is typed is exactly what travels. */
  formatting: boolean;
  inputRef: RefObject<HTMLInputElement>;
  onText: (text: string) => void;
  onCountry: (country: CountryCode) => void;
  onSubmit: () => void;
}

function hintText(hint: NumberHint, country: CountryCode | undefined): { text: string; tone: 'muted' | 'warn' | 'ok' } {
  const where = country ? countryName(country) : undefined;
  switch (hint.kind) {
    case 'empty':
    case 'incomplete':
      return {
        text: where ? `Without a +code, read as ${where}. Enter to check.` : 'Start with +country code. Enter to check.',
        tone: 'muted',
      };
    case 'not-a-number':
      return { text: 'Only digits, spaces, + ( ) - . belong in a phone number.', tone: 'warn' };
    case 'impossible':
      return {
        text: `Cannot be a phone number${where ? ` in ${where}` : ''}: ${hint.reason}. Nothing will be spent.`,
        tone: 'warn',
      };
    case 'possible': {
      const place = hint.country ? ` · ${countryName(hint.country)}` : '';
      return { text: `${hint.international}${place}${hint.valid ? '' : ' · not a known range'}`, tone: 'ok' };
    }
  }
}

export function LookupForm({ text, country, pending, formatting, inputRef, onText, onCountry, onSubmit }: Props) {
  // The helpers load just after the first paint; until then nothing is flagged (the neutral hint).
  const tools = useNumberTools();
  const hint = useMemo<NumberHint>(() => (tools ? tools.assessNumber(text, country) : { kind: 'empty' }), [tools, text, country]);
  // Text typed before the formatter arrived is formatted once it does, as the next keystroke would.
  // Only on arrival (hence [tools]), and only with the caret at the end, like the input handler.
  useEffect(() => {
    const el = inputRef.current;
    if (!tools || !formatting || !el || el.value === '' || el.selectionStart !== el.value.length) return;
    const next = tools.formatAsYouType(el.value, country);
    if (next !== el.value) {
      el.value = next;
      onText(next);
    }
  }, [tools]);
  const { text: hintWords, tone } = hintText(hint, country);
  const flagged = hint.kind === 'impossible' || hint.kind === 'not-a-number';
  return (
    <form
      class="nc-lookup"
      aria-label="Check a number"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div class="nc-lookup-row">
        <div class="nc-lookup-country">
          <label class="nc-label" for="nc-country">
            Country
          </label>
          <CountryPicker id="nc-country" value={country} onChange={onCountry} />
        </div>
        <div class="nc-lookup-number">
          <label class="nc-label" for="nc-number">
            Phone number
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
              const atEnd = el.selectionStart === el.value.length;
              // Reformat only when typing at the end: mid-text edits keep the caret where the user put it.
              const next = tools && formatting && !deleting && atEnd ? tools.formatAsYouType(el.value, country) : el.value;
              if (next !== el.value) el.value = next;
              onText(next);
            }}
            data-testid="number-input"
          />
        </div>
        <button type="submit" class="nc-button nc-button-primary nc-lookup-submit" disabled={pending} data-testid="check-button">
          {pending ? <span class="nc-spinner" aria-hidden="true" /> : null}
          {pending ? <span class="nc-sr-only">Checking</span> : 'Check'}
        </button>
      </div>
      <p
        id="nc-number-hint"
        class={`nc-hint${tone === 'warn' ? ' nc-hint-warn' : tone === 'ok' ? ' nc-hint-ok' : ''}`}
        data-testid="number-hint"
      >
        {hintWords}
      </p>
    </form>
  );
}
