import type { PageProps } from '../../routing/types';
import type { Archiv } from '../archiv/contract';
import { formatDate, isoDate } from '../../format/date';
import { IntranetFrame, LoadFailed } from './IntranetFrame';
import { DocumentList } from './DocumentDownload';
import { ARCHIV_SORT_FIELDS, ARCHIV_SORT_LABELS, type IntranetArchivData } from './types';

function Entry({ entry }: { entry: Archiv }) {
  return (
    <li className="st-archiv__entry" id={`archiv-${entry.id}`}>
      <h2 className="st-archiv__title">{entry.titel}</h2>
      <p className="st-meta st-archiv__validity">
        {entry.gueltig_bis ? (
          <>
            gültig vom <time dateTime={isoDate(entry.gueltig_von)}>{formatDate(entry.gueltig_von)}</time> bis{' '}
            <time dateTime={isoDate(entry.gueltig_bis)}>{formatDate(entry.gueltig_bis)}</time>
          </>
        ) : (
          <>
            gültig ab <time dateTime={isoDate(entry.gueltig_von)}>{formatDate(entry.gueltig_von)}</time>, unbefristet
          </>
        )}
      </p>
      {entry.beschreibung ? <p className="st-archiv__desc">{entry.beschreibung}</p> : null}
      {entry.dokumente.length ? <DocumentList items={entry.dokumente} /> : null}
    </li>
  );
}

/**
 * An intranet archive topic (spec §3, §7 intranet/archiv_themen) with the validity filters and the
 * sort fields as a GET form: works without JavaScript, and the address can be bookmarked.
 */
export default function IntranetArchivPage({ data }: PageProps<IntranetArchivData>) {
  const { filter } = data;
  return (
    <IntranetFrame nav={data.nav} title={data.titel}>
      <form method="get" action={`/intranet/archiv/${data.id}`} className="st-intranet__filter" aria-label="Einträge filtern und sortieren">
        <input type="hidden" name="filter" value="1" />
        <fieldset>
          <legend>Gültigkeit</legend>
          <label>
            <input type="checkbox" name="gueltig_von" value="1" defaultChecked={filter.gueltig_von} /> nur bereits gültige Einträge
          </label>
          <label>
            <input type="checkbox" name="gueltig_bis" value="1" defaultChecked={filter.gueltig_bis} /> nur noch nicht abgelaufene Einträge
          </label>
        </fieldset>
        <div className="st-intranet__sort">
          <label htmlFor="archiv-sortierung">Sortieren nach</label>
          <select id="archiv-sortierung" name="sortierung" defaultValue={filter.sortierung}>
            {ARCHIV_SORT_FIELDS.map((f) => (
              <option key={f} value={f}>
                {ARCHIV_SORT_LABELS[f]}
              </option>
            ))}
          </select>
          <label htmlFor="archiv-richtung">Reihenfolge</label>
          <select id="archiv-richtung" name="richtung" defaultValue={filter.richtung}>
            <option value="asc">aufsteigend</option>
            <option value="desc">absteigend</option>
          </select>
        </div>
        <button type="submit" className="st-button">
          Anzeigen
        </button>
      </form>
      {data.entries === null ? (
        <LoadFailed what="Das Archiv" />
      ) : (
        <>
          <p className="st-list__count" role="status">
            {data.entries.length} {data.entries.length === 1 ? 'Eintrag' : 'Einträge'}
          </p>
          {data.entries.length ? (
            <ul className="st-archiv">
              {data.entries.map((e) => (
                <Entry key={e.id} entry={e} />
              ))}
            </ul>
          ) : (
            <p className="st-empty st-empty--box">Keine Einträge für diese Auswahl.</p>
          )}
        </>
      )}
    </IntranetFrame>
  );
}
