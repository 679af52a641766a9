// A searchable country picker (ARIA 1.2 combobox with a list box): type a name, an ISO code or a
// calling code, arrows to move, Enter to choose, Escape to leave it as it was.
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo, useRef, useState } from 'preact/hooks';
import { type CountryOption, countryOptions, filterCountries } from './countries';
import './country-picker.css';
import { t } from '@/utils/i18n/t';
import { callingCodeOf } from '@/utils/phone/country';

export interface CountryPickerProps {
  id: string;
  value: CountryCode | undefined;
  onChange: (code: CountryCode) => void;
  /** Shown when no country is chosen: numbers must then carry their +code. */
  emptyLabel?: string;
  describedBy?: string;
}

/**
 * What the closed picker shows ("US +1"): from the calling codes' table, without naming and sorting
 * every country (`countryOptions`), which the popup's picker paid at every opening, about 15 ms of its start
 * at CPU 4× slower (a CPU profile of 8 openings); the list is built when it is first opened.
 */
function closedText(value: CountryCode | undefined, emptyLabel: string): string {
  if (!value) return emptyLabel;
  const callingCode = callingCodeOf(value);
  return callingCode ? `${value} +${callingCode}` : value;
}

export function CountryPicker({ id, value, onChange, emptyLabel = t('picker_international'), describedBy }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = `${id}-list`;
  const matches = useMemo<CountryOption[]>(() => (open ? filterCountries(countryOptions(), query ?? '') : []), [open, query]);

  const openList = (from: CountryCode | undefined) => {
    const list = countryOptions();
    const index = from
      ? Math.max(
          0,
          list.findIndex((c) => c.code === from),
        )
      : 0;
    setQuery(null);
    setActive(index);
    setOpen(true);
    scrollTo(index);
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
  };

  const choose = (option: CountryOption | undefined) => {
    if (option) onChange(option.code);
    close();
  };

  const scrollTo = (index: number) => {
    // After render: the option exists only once the list is open.
    requestAnimationFrame(() => {
      const el = listRef.current?.children[index] as HTMLElement | undefined;
      el?.scrollIntoView({ block: 'nearest' });
    });
  };

  const move = (delta: number) => {
    if (!open) {
      openList(value);
      return;
    }
    const next = Math.min(Math.max(0, active + delta), Math.max(0, matches.length - 1));
    setActive(next);
    scrollTo(next);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(e.altKey ? 0 : 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'PageDown':
        if (open) {
          e.preventDefault();
          move(8);
        }
        break;
      case 'PageUp':
        if (open) {
          e.preventDefault();
          move(-8);
        }
        break;
      case 'Enter':
        if (open) {
          e.preventDefault();
          choose(matches[active]);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  };

  const activeOption = open ? matches[active] : undefined;
  return (
    <div class="nc-combo">
      <input
        id={id}
        class="nc-input nc-combo-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellcheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${id}-opt-${activeOption.code}` : undefined}
        aria-describedby={describedBy}
        value={query ?? closedText(value, emptyLabel)}
        onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        onClick={() => (open ? undefined : openList(value))}
        onInput={(e) => {
          setQuery((e.currentTarget as HTMLInputElement).value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        data-testid="country-picker"
      />
      {open && (
        <div
          id={listId}
          ref={listRef}
          class="nc-combo-list"
          role="listbox"
          aria-label={t('picker_countries')}
          // Dragging the list's scrollbar must not take the focus from the input (its blur closes the list).
          onMouseDown={(e) => e.preventDefault()}
        >
          {matches.length === 0 && (
            <div class="nc-combo-empty" role="option" tabIndex={-1} aria-selected={false} aria-disabled="true">
              {t('picker_noMatch')}
            </div>
          )}
          {matches.map((c, i) => (
            <div
              key={c.code}
              tabIndex={-1}
              id={`${id}-opt-${c.code}`}
              role="option"
              aria-selected={c.code === value}
              class={`nc-combo-option${i === active ? ' nc-active' : ''}`}
              // mousedown, not click: the input must keep focus, or its blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
              }}
              onMouseMove={() => setActive(i)}
            >
              <span class="nc-combo-name">{c.name}</span>
              <span class="nc-combo-code">
                {c.code} +{c.callingCode}
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
