// Two switches about how numbers are read and sent: whether an extension goes to the service with
// its number, and whether a page's own country reads the national numbers on it. Self-contained
// (one checkbox each) so the settings page places them where it likes.
import { type PlainKey, t } from '@/utils/i18n/t';

const WORDS: Record<'sendExtensions' | 'usePageCountry', { label: PlainKey; hint: PlainKey }> = {
  sendExtensions: { label: 'options_sendExtensions', hint: 'options_sendExtensionsHint' },
  usePageCountry: { label: 'options_usePageCountry', hint: 'options_usePageCountryHint' },
};

type Which = keyof typeof WORDS;

function Switch({
  which,
  checked,
  disabled,
  onSave,
}: {
  which: Which;
  checked: boolean;
  disabled?: boolean;
  onSave: (on: boolean) => void;
}) {
  const words = WORDS[which];
  return (
    <label class="nc-check nc-opt-field">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onSave((e.currentTarget as HTMLInputElement).checked)}
        data-testid={which === 'sendExtensions' ? 'send-extensions' : 'use-page-country'}
      />
      <span>
        {t(words.label)}
        <span class="nc-hint nc-block">{t(words.hint)}</span>
      </span>
    </label>
  );
}

export function SendExtensionsSetting(props: { checked: boolean; onSave: (on: boolean) => void }) {
  return <Switch which="sendExtensions" {...props} />;
}

export function PageCountrySetting(props: { checked: boolean; disabled?: boolean; onSave: (on: boolean) => void }) {
  return <Switch which="usePageCountry" {...props} />;
}
