// Two switches about how numbers are read and sent: whether an extension goes to the service with
// its number, and whether a page's own country reads the national numbers on it. Self-contained
// (words at the top, one checkbox each) so the settings page places them where it likes.

const WORDS = {
  sendExtensions: {
    label: 'Send extensions to the service',
    hint: 'A number written with an extension (“ext. 204”, “x12”, “,,123#”) is always kept and shown with its result. Off: only the main number is sent. On: the extension goes with it (“;ext=204”), which some services refuse.',
  },
  usePageCountry: {
    label: 'Read numbers with the page’s country',
    hint: 'A number without a +country code on a page that says where it is from (its language region, its country domain such as .fr, or an international number beside it) is read as that country’s number first.',
  },
} as const;

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
        {words.label}
        <span class="nc-hint nc-block">{words.hint}</span>
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
