import { dailyHours, formatDate, formatEventDate, formatEventDays, isoDate, MAX_EVENT_DAYS } from '../../format/date';

/** A date as `<time>`: 'DD.MM.YYYY', its machine-readable day in `dateTime` (spec §9's date format). */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={isoDate(value)}>{formatDate(value)}</time>;
}

/** An event's days as `<time>`: 'DD.MM.YYYY' to 'DD.MM.YYYY' or one day with its hours (spec §9). */
export function EventDaysTime({ von, bis }: { von: string; bis: string | null }) {
  return <time dateTime={isoDate(von)}>{formatEventDays(von, bis)}</time>;
}

/**
 * The days of an event with daily hours, each with its hours in the spec's format (§9), behind a
 * disclosure that works without JavaScript.
 */
export function EventDayList({ von, bis }: { von: string; bis: string | null }) {
  const daily = dailyHours(von, bis);
  if (!daily || daily.days.length > MAX_EVENT_DAYS) return null;
  return (
    <details className="st-event__days">
      <summary>{`Alle ${daily.days.length} Tage mit Uhrzeiten`}</summary>
      <ul>
        {daily.days.map((d) => (
          <li key={d.von}>
            <time dateTime={d.von}>{formatEventDate(d.von, d.bis)}</time>
          </li>
        ))}
      </ul>
    </details>
  );
}
