const DAYS: Record<string, string> = {
  Mo: 'Montag',
  Di: 'Dienstag',
  Mi: 'Mittwoch',
  Do: 'Donnerstag',
  Fr: 'Freitag',
  Sa: 'Samstag',
  So: 'Sonntag',
};

export interface HoursRow {
  /** 'Montag', 'Montag bis Freitag', '1. und 3. Samstag im Monat'; null for a note. */
  tage: string | null;
  zeit: string;
}

/**
 * Reads the CMS's opening-hour lines ('Mo 9–12 und 14–16 Uhr', 'Mo–Fr 8–12 Uhr', '1. und 3. Samstag
 * im Monat 9–12 Uhr', 'Termine nach Vereinbarung') into day and time, with the day names spelled out
 * so that they read well aloud. Lines it does not understand stay notes, word for word.
 */
export function parseHours(line: string): HoursRow {
  const text = line.trim();
  const abbr = /^(Mo|Di|Mi|Do|Fr|Sa|So)\.?(?:\s*[–-]\s*(Mo|Di|Mi|Do|Fr|Sa|So)\.?)?:?\s+(.+)$/.exec(text);
  if (abbr) {
    const [, from = '', to, rest = ''] = abbr;
    return { tage: to ? `${DAYS[from]} bis ${DAYS[to]}` : (DAYS[from] ?? from), zeit: rest };
  }
  const named = /^(.*?(?:tag|woch)[^\d]*?)\s+(\d{1,2}(?:[:.]\d{2})?\s*[–-].*)$/.exec(text);
  if (named?.[1] && named[2]) return { tage: named[1].replace(/:$/, ''), zeit: named[2] };
  return { tage: null, zeit: text };
}

/** Opening hours as a description list (day, time) with any notes below it. */
export function OpeningHoursList({ lines }: { lines: string[] }) {
  const rows = lines.map(parseHours);
  const days = rows.filter((r) => r.tage !== null);
  const notes = rows.filter((r) => r.tage === null);
  return (
    <>
      {days.length ? (
        <dl className="st-openhours">
          {days.map((r, i) => (
            <div className="st-openhours__row" key={`${r.tage}-${i}`}>
              <dt>{r.tage}</dt>
              <dd>{r.zeit}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {notes.map((r, i) => (
        <p className="st-openhours__note" key={i}>
          {r.zeit}
        </p>
      ))}
    </>
  );
}
