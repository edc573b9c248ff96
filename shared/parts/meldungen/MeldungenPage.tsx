import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { useGetForm } from '../../components/sidebar/get-form';
import { useSite } from '../../app/site-context';
import { tag } from './datum';
import { Ampel } from './Ampel';
import { Karte } from './Karte';
import { MELDUNG_STATUS, MELDUNG_STATUS_TITEL, MELDUNGEN_PATH, meldungPath } from './values';
import type { MeldungenData } from './meldungen.server';

/**
 * The public reports: a GET form filters by category, status and district and switches between list
 * and map (works without JavaScript, the address can be bookmarked); the feed of the selection's
 * district is named beside it.
 */
export default function MeldungenPage({ data }: PageProps<MeldungenData>) {
  const { pathname, search } = useLocation();
  const { title } = useSite().page;
  const { onSubmit } = useGetForm(MELDUNGEN_PATH);
  const { filter, items, meta } = data;
  const andere = new URLSearchParams(search);
  andere.delete('seite');
  andere.set('ansicht', filter.ansicht === 'karte' ? 'liste' : 'karte');
  return (
    <PageFrame title={title}>
      <p>
        Hier sehen Sie, was Bürgerinnen und Bürger gemeldet haben und wie weit die Stadt damit ist. Wir veröffentlichen eine Meldung erst, nachdem wir sie
        geprüft haben, und nie mit Namen oder Kontaktdaten. Etwas Neues melden Sie über die <Link to="/rathaus/schadensmeldung/">Schadensmeldung</Link>.
      </p>
      <form key={search} className="st-bfilter st-meldungen__filter" method="get" action={MELDUNGEN_PATH} onSubmit={onSubmit} aria-label="Meldungen filtern">
        <div className="st-bfilter__field">
          <label htmlFor="meldungen-kategorie">Kategorie</label>
          <select className="st-select" id="meldungen-kategorie" name="kategorie" defaultValue={filter.kategorie}>
            <option value="">Alle Kategorien</option>
            {data.kategorien.map((k) => (
              <option key={k.schluessel} value={k.schluessel}>
                {k.name}
              </option>
            ))}
          </select>
        </div>
        <div className="st-bfilter__field">
          <label htmlFor="meldungen-status">Status</label>
          <select className="st-select" id="meldungen-status" name="status" defaultValue={filter.status}>
            <option value="">Alle</option>
            {MELDUNG_STATUS.map((s) => (
              <option key={s} value={s}>
                {MELDUNG_STATUS_TITEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="st-bfilter__field">
          <label htmlFor="meldungen-ortsteil">Ortsteil</label>
          <select className="st-select" id="meldungen-ortsteil" name="ortsteil" defaultValue={filter.ortsteil}>
            <option value="">Alle Ortsteile</option>
            {data.ortsteile.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        {filter.ansicht === 'karte' ? <input type="hidden" name="ansicht" value="karte" /> : null}
        <button className="st-button st-button--secondary" type="submit">
          Anzeigen
        </button>
      </form>
      <p className="st-meldungen__ansicht">
        {filter.ansicht === 'karte' ? (
          <Link to={`${MELDUNGEN_PATH}?${andere.toString()}`}>Als Liste anzeigen</Link>
        ) : (
          <Link to={`${MELDUNGEN_PATH}?${andere.toString()}`}>Auf der Karte anzeigen</Link>
        )}
        {' · '}
        <a href={data.feed} type="application/rss+xml">
          RSS-Feed {filter.ortsteil && data.feed !== '/feeds/meldungen.xml' ? `für ${filter.ortsteil}` : 'aller Meldungen'}
        </a>
      </p>
      <p className="st-list__count" role="status">
        {meta.gesamt} {meta.gesamt === 1 ? 'Meldung' : 'Meldungen'}
        {filter.ansicht === 'liste' && meta.seiten > 1 ? `, Seite ${meta.seite} von ${meta.seiten}` : ''}
      </p>
      {items.length === 0 ? (
        <p>Für diese Auswahl gibt es keine veröffentlichten Meldungen.</p>
      ) : (
        <>
          {filter.ansicht === 'karte' ? <Karte items={items} /> : null}
          <ul className="st-meldungen__liste">
            {items.map((m) => (
              <li key={m.id} className="st-meldungen__eintrag">
                <h2 className="st-meldungen__titel">
                  <Link to={meldungPath(m.id)}>
                    Nr. {m.id}: {m.kategorie_name}
                  </Link>
                </h2>
                <Ampel status={m.status} />
                <p className="st-meldungen__ort">
                  {m.adresse ?? 'Ohne Ortsangabe'}
                  {m.ortsteil ? ` (${m.ortsteil})` : ''}, gemeldet am <time dateTime={m.erstellt}>{tag(m.erstellt)}</time>
                </p>
                {m.antwort ? <p className="st-meldungen__antwort">Antwort der Stadt: {m.antwort}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {filter.ansicht === 'liste' ? <Pagination current={meta.seite} total={meta.seiten} pathname={pathname} search={search} /> : null}
    </PageFrame>
  );
}
