import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../icons/Icon';
import { CALENDAR_FIRST_DAY_OF_WEEK } from '../../site/constants';
import { formatGermanDate, isIsoDate, longGermanDate, parseGermanDate, weekStartFromSpec } from './calendar-math';
import { Calendar } from './Calendar';

/** Spec §9 firstDayOfWeek 2 (one-based from Sunday): weeks start on Monday. */
const WEEK_START = weekStartFromSpec(CALENDAR_FIRST_DAY_OF_WEEK);

export interface DatePickerProps {
  /** Id of the field; the hint and the error take it as their prefix. */
  id: string;
  /** Name the form sends the date under, as 'YYYY-MM-DD' (like a native date field). */
  name: string;
  label: string;
  /** ISO date the field starts with. */
  defaultValue?: string | null;
  min?: string | null;
  max?: string | null;
  required?: boolean;
  className?: string;
}

/** The visitor's own today, as ISO. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * A date field with an accessible calendar (spec §9 date picker), for every form where a visitor picks
 * a date. Without JavaScript (and until the page is hydrated) it is the browser's native date field,
 * which sends the same 'YYYY-MM-DD'. With JavaScript it becomes a text field for 'TT.MM.JJJJ' with a
 * button that opens the calendar (Calendar.tsx); the date is sent from a hidden field under `name`.
 *
 * It is part of the chunk of the page that uses it, not a chunk of its own: a separate chunk that
 * imports React would split React off the chunk it shares with the first-load code, which costs every
 * page more than the calendar costs the few pages with a date field. A date that is no date, or outside min/max, is marked invalid with a
 * German message and keeps the form from being sent.
 */
export function DatePicker({ id, name, label, defaultValue, min, max, required, className }: DatePickerProps) {
  const start = isIsoDate(defaultValue) ? defaultValue : null;
  const [enhanced, setEnhanced] = useState(false);
  const [value, setValue] = useState<string | null>(start);
  const [text, setText] = useState(start ? formatGermanDate(start) : '');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hintId = `${id}-hinweis`;
  const errorId = `${id}-fehler`;

  useEffect(() => {
    // A date entered in the native field before the script ran is kept.
    const native = document.getElementById(id) as HTMLInputElement | null;
    if (native && isIsoDate(native.value) && native.value !== start) {
      setValue(native.value);
      setText(formatGermanDate(native.value));
    }
    setEnhanced(true);
  }, []);
  // The browser refuses to send the form while the field holds no valid date, with the same message.
  useEffect(() => input.current?.setCustomValidity(error ?? ''), [error, enhanced]);

  const check = (iso: string | null, typed: string): string | null => {
    if (!typed.trim()) return null;
    if (!iso) return 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.';
    if ((min && iso < min) || (max && iso > max)) {
      return `Bitte wählen Sie ein Datum${min ? ` ab dem ${formatGermanDate(min)}` : ''}${max ? ` bis zum ${formatGermanDate(max)}` : ''}.`;
    }
    return null;
  };

  const choose = useCallback((iso: string) => {
    setValue(iso);
    setText(formatGermanDate(iso));
    setError(null);
    setOpen(false);
    toggle.current?.focus();
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);

  const openCalendar = () => setOpen(!open);

  if (!enhanced) {
    return (
      <div className={`st-datepicker${className ? ` ${className}` : ''}`}>
        <label className="st-datepicker__label" htmlFor={id}>
          {label}
        </label>
        <input
          className="st-datepicker__input st-datepicker__input--native"
          id={id}
          name={name}
          type="date"
          defaultValue={start ?? ''}
          min={min ?? undefined}
          max={max ?? undefined}
          required={required}
          aria-describedby={hintId}
        />
        <p className="st-datepicker__hint" id={hintId}>
          Format: TT.MM.JJJJ
        </p>
      </div>
    );
  }

  return (
    <div className={`st-datepicker is-enhanced${className ? ` ${className}` : ''}`}>
      <label className="st-datepicker__label" htmlFor={id}>
        {label}
      </label>
      <div className="st-datepicker__row">
        <input
          ref={input}
          className="st-datepicker__input"
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="TT.MM.JJJJ"
          value={text}
          required={required}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const typed = e.target.value;
            setText(typed);
            const iso = parseGermanDate(typed);
            setValue(iso);
            // While typing only a fixed mistake clears the message; a new one shows on leaving the field.
            if (error && !check(iso, typed)) setError(null);
          }}
          onBlur={() => setError(check(value, text))}
        />
        <button ref={toggle} type="button" className="st-datepicker__toggle" aria-haspopup="dialog" aria-expanded={open} onClick={openCalendar}>
          <Icon name="calendar-days" size={20} />
          <span className="st-visually-hidden">Kalender öffnen{value ? `, gewählt: ${longGermanDate(value)}` : ''}</span>
        </button>
      </div>
      <input type="hidden" name={name} value={value && !check(value, text) ? value : ''} />
      <p className="st-datepicker__hint" id={hintId}>
        Format: TT.MM.JJJJ
      </p>
      {error ? (
        <p className="st-datepicker__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {open ? (
        <Calendar
          label={`Datum wählen: ${label}`}
          value={value}
          today={localToday()}
          min={min}
          max={max}
          weekStart={WEEK_START}
          onSelect={choose}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
