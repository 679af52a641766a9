// A numeric setting: typed freely, checked against its limits, saved on change (blur or Enter).
import { useEffect, useState } from 'preact/hooks';
import { readTypedFigure } from '@/utils/common/typed-figure';
import { t } from '@/utils/i18n/t';

interface Props {
  id: string;
  label: string;
  unit: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  hint?: string;
  onSave: (value: number) => Promise<void>;
}

export function NumberSetting({ id, label, unit, value, min, max, step = 1, hint, onSave }: Props) {
  const [draft, setDraft] = useState(String(value));
  const [problem, setProblem] = useState<string | null>(null);
  // Follows changes made elsewhere (another window) unless the user has an unsaved problem here.
  useEffect(() => {
    setDraft(String(value));
    setProblem(null);
  }, [value]);

  const commit = async () => {
    const n = readTypedFigure(draft);
    if (n === undefined) {
      setProblem(t('number_enterUnit', { unit }));
      return;
    }
    if (n < min || n > max) {
      setProblem(t('number_range', { min, max }));
      return;
    }
    setProblem(null);
    if (n !== value) await onSave(n);
  };

  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class="nc-opt-field">
      <label class="nc-label" for={id}>
        {label}
      </label>
      <div class="nc-opt-row">
        <input
          id={id}
          class="nc-input nc-number-setting"
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={draft}
          aria-invalid={problem !== null}
          aria-describedby={describedBy}
          onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)}
          onChange={() => void commit()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void commit();
          }}
          data-testid={id}
        />
        <span class="nc-muted">{unit}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} class="nc-hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} class="nc-hint nc-hint-warn" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
