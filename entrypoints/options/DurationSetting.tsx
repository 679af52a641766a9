// A duration setting (stored in minutes) typed in the unit that reads best: "1 day", not "1440".
import { useEffect, useState } from 'preact/hooks';
import { bestUnit, DURATION_UNITS, type DurationUnit, durationWords, toMinutes } from '@/utils/common/duration';
import { readTypedFigure } from '@/utils/common/typed-figure';
import { type PlainKey, t } from '@/utils/i18n/t';

const UNIT_WORDS: Record<DurationUnit, PlainKey> = { minutes: 'unit_minutes', hours: 'unit_hours', days: 'unit_days' };

interface Props {
  id: string;
  label: string;
  /** Minutes, as stored. */
  value: number;
  min: number;
  max: number;
  /** What the setting does, in one line. */
  hint: string;
  /** Said for 0 in the range of accepted values, e.g. "0 turns it off". */
  zeroWords?: string;
  onSave: (minutes: number) => Promise<void>;
}

export function DurationSetting({ id, label, value, min, max, hint, zeroWords, onSave }: Props) {
  const initial = bestUnit(value);
  const [draft, setDraft] = useState(String(initial.value));
  const [unit, setUnit] = useState<DurationUnit>(initial.unit);
  const [problem, setProblem] = useState<string | null>(null);
  // Follows changes made elsewhere (another window).
  useEffect(() => {
    const b = bestUnit(value);
    setDraft(String(b.value));
    setUnit(b.unit);
    setProblem(null);
  }, [value]);

  const commit = async (nextUnit = unit) => {
    const n = readTypedFigure(draft);
    if (n === undefined || n < 0) {
      setProblem(t('duration_enterNumber', { unit: t(UNIT_WORDS[nextUnit]) }));
      return;
    }
    const minutes = toMinutes(n, nextUnit);
    if (minutes < min || minutes > max) {
      const low = min === 0 ? `0${zeroWords ? ` (${zeroWords})` : ''}` : durationWords(min);
      setProblem(t('duration_range', { low, high: durationWords(max) }));
      return;
    }
    setProblem(null);
    if (minutes !== value) await onSave(minutes);
  };

  const describedBy = `${id}-hint${problem ? ` ${id}-problem` : ''}`;
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
          min={0}
          step="any"
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
        <select
          class="nc-select nc-unit-select"
          aria-label={t('duration_unitLabel', { label })}
          value={unit}
          onChange={(e) => {
            const next = (e.currentTarget as HTMLSelectElement).value as DurationUnit;
            setUnit(next);
            void commit(next);
          }}
          data-testid={`${id}-unit`}
        >
          {DURATION_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(UNIT_WORDS[u])}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} class="nc-hint">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-problem`} class="nc-hint nc-hint-warn" role="alert" data-testid={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}
