import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  clampDate,
  endOfWeek,
  longGermanDate,
  monthTitle,
  monthWeeks,
  startOfWeek,
  WEEKDAYS,
  WEEKDAYS_SHORT,
  weekdayOrder,
} from './calendar-math';

export interface CalendarProps {
  /** Accessible name of the dialog, e.g. 'Datum wählen: Von'. */
  label: string;
  /** The chosen date (ISO) or null. */
  value: string | null;
  /** Today (ISO, the visitor's own day): marked, and where the calendar opens without a date. */
  today: string;
  min?: string | null;
  max?: string | null;
  /** First day of the week as Date#getUTCDay numbers it (1 = Monday). */
  weekStart: number;
  onSelect(iso: string): void;
  /** Closed without a choice (Escape, 'Abbrechen', a click outside). */
  onClose(): void;
}

/**
 * The calendar of the date picker (WAI-ARIA APG date picker dialog): a modal dialog with the month's
 * days as a grid. Keyboard: arrows move by a day or a week, Home and End to the week's first and last
 * day, Page Up and Page Down by a month (with Shift by a year), Enter or Space choose, Escape closes;
 * Tab stays within the dialog. German labels; weeks start on `weekStart`.
 */
export function Calendar({ label, value, today, min, max, weekStart, onSelect, onClose }: CalendarProps) {
  const [focused, setFocused] = useState(() => clampDate(value ?? today, min, max));
  const moveFocusToGrid = useRef(true);
  const dialog = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const outOfRange = (iso: string) => (!!min && iso < min) || (!!max && iso > max);

  // The focused day takes the focus when it was moved by keyboard in the grid (and at opening).
  useEffect(() => {
    if (!moveFocusToGrid.current) return;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  // A click outside closes the calendar without a choice.
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!dialog.current?.contains(e.target as Node) && !(e.target as Element | null)?.closest?.('.st-datepicker__toggle')) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);

  const go = (iso: string, toGrid: boolean) => {
    moveFocusToGrid.current = toGrid;
    setFocused(clampDate(iso, min, max));
  };

  const onGridKey = (e: KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => startOfWeek(focused, weekStart),
      End: () => endOfWeek(focused, weekStart),
      PageUp: () => addMonths(focused, e.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, e.shiftKey ? 12 : 1),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      go(move(), true);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!outOfRange(focused)) onSelect(focused);
    }
  };

  // Modal: Tab and Shift+Tab go round within the dialog; Escape closes it.
  const onDialogKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const stops = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]')];
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const order = weekdayOrder(weekStart);
  const nav = (text: string, months: number, icon: string) => (
    <button type="button" className="st-calendar__nav" onClick={() => go(addMonths(focused, months), false)}>
      <span aria-hidden="true">{icon}</span>
      <span className="st-visually-hidden">{text}</span>
    </button>
  );

  return (
    <div ref={dialog} className="st-calendar" role="dialog" aria-modal="true" aria-label={label} onKeyDown={onDialogKey}>
      <div className="st-calendar__head">
        {nav('Vorheriges Jahr', -12, '«')}
        {nav('Vorheriger Monat', -1, '‹')}
        <h2 className="st-calendar__title" id={headingId} aria-live="polite">
          {monthTitle(focused)}
        </h2>
        {nav('Nächster Monat', 1, '›')}
        {nav('Nächstes Jahr', 12, '»')}
      </div>
      <table ref={grid} className="st-calendar__grid" role="grid" aria-labelledby={headingId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {order.map((d) => (
              <th key={d} scope="col" abbr={WEEKDAYS[d]}>
                {WEEKDAYS_SHORT[d]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused, weekStart).map((week, w) => (
            <tr key={w}>
              {week.map((iso, i) =>
                iso ? (
                  <td
                    key={iso}
                    data-date={iso}
                    tabIndex={iso === focused ? 0 : -1}
                    aria-label={longGermanDate(iso)}
                    aria-selected={iso === value}
                    aria-disabled={outOfRange(iso) || undefined}
                    aria-current={iso === today ? 'date' : undefined}
                    className={`st-calendar__day${iso === value ? ' is-selected' : ''}${iso === today ? ' is-today' : ''}`}
                    onClick={() => {
                      if (!outOfRange(iso)) onSelect(iso);
                    }}
                    onFocus={() => {
                      if (iso !== focused) go(iso, true);
                    }}
                  >
                    {Number(iso.slice(8))}
                  </td>
                ) : (
                  <td key={`leer-${i}`} className="st-calendar__empty" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="st-calendar__help">Pfeiltasten: Tag und Woche, Bild auf/ab: Monat, Eingabe: übernehmen, Esc: schließen.</p>
      <div className="st-calendar__foot">
        <button type="button" className="st-button st-button--secondary st-calendar__cancel" onClick={onClose}>
          Abbrechen
        </button>
      </div>
    </div>
  );
}
