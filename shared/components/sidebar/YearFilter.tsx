/**
 * Year filter of the Bürgernachrichten sidebar (spec §2.4): a GET form, so it works without
 * JavaScript; choosing a year and sending the form navigates with datum={year}.
 */
export function YearFilter({ years, selected, action }: { years: number[]; selected: number | null; action: string }) {
  return (
    <form className="st-infobox st-yearfilter" method="get" action={action}>
      <label className="st-infobox__title st-yearfilter__label" htmlFor="datum">
        Ältere Artikel recherchieren
      </label>
      <select className="st-select" id="datum" name="datum" defaultValue={selected ? String(selected) : ''}>
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
