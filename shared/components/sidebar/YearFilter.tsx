import { useEffect, useState } from 'react';
import { useGetForm } from './get-form';

/**
 * Year filter of the Bürgernachrichten sidebar (spec §2.4). A GET form with datum={year} and a
 * submit button, so it works without JavaScript. With JavaScript, choosing a year navigates at once
 * (client-side); a visible hint says so beforehand (WCAG 3.2.2, On Input). The hint appears only
 * once the script runs, because without it choosing alone does nothing.
 */
export function YearFilter({ years, selected, action }: { years: number[]; selected: number | null; action: string }) {
  const { go, onSubmit } = useGetForm(action);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <form className="st-infobox st-yearfilter" method="get" action={action} onSubmit={onSubmit}>
      <label className="st-infobox__title st-yearfilter__label" htmlFor="datum">
        Ältere Artikel recherchieren
      </label>
      {live ? (
        <p className="st-yearfilter__hint" id="datum-hinweis">
          Die Liste wechselt sofort, wenn Sie einen Eintrag auswählen.
        </p>
      ) : null}
      <select
        // Keyed by the selected year: after back/forward navigation the list and the field agree again.
        key={selected ?? ''}
        className="st-select"
        id="datum"
        name="datum"
        defaultValue={selected ? String(selected) : ''}
        aria-describedby={live ? 'datum-hinweis' : undefined}
        onChange={(e) => go(e.target.value ? `datum=${e.target.value}` : '')}
      >
        <option value="">Alle Artikel anzeigen</option>
        {years.map((y) => (
          <option key={y} value={String(y)}>
            {`Meldungen aus dem Jahr ${y}`}
          </option>
        ))}
      </select>
      <button className="st-button st-button--secondary" type="submit">
        Anzeigen
      </button>
    </form>
  );
}
