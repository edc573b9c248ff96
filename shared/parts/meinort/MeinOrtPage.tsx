import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { ContentLink } from '../../components/ContentLink';
import { ActionForm } from '../../components/forms/ActionForm';
import { useGetForm } from '../../components/sidebar/get-form';
import { useSite } from '../../app/site-context';
import { hasAddressContent } from '../../site/menu-state';
import { webcalUrl } from '../../site/webcal';
import { berlinToday, formatDate, formatDateLong, formatEventDate } from '../../format/date';
import { TOWN } from '../../site/town';
import { actionPath } from '../abfall/paths';
import { BAUSTELLEN_PATH, BAUSTELLEN_STATUS_TEXT, baustellePath } from '../baustellen/paths';
import { eventPath, eventsListPath } from '../veranstaltungen/event-paths';
import { RATSTERMINE_PATH, ratsterminPath } from '../ratstermine/paths';
import { MELDUNG_STATUS_TITEL, MELDUNGEN_PATH, meldungPath } from '../meldungen/values';
import type { MeinOrtData } from './meinort.server';
import type { MeinOrtView } from './view.server';
import { ALERTS_PATH, MEIN_ORT_PATH, alertsPath, meinOrtIcsPath, meinOrtRssPath } from './paths';

/** Events shown on the page; the calendar file and the feed carry all of the three months. */
const EVENTS_SHOWN = 6;

/**
 * /rathaus/mein-ort/ (ADR 51): the street chooser (a plain GET form; with JavaScript it navigates
 * without reloading), and for the chosen street the next collections, the construction sites, events,
 * meetings and open citizens' reports of its Ortsteil, its calendar file and feed, and "Auswahl merken".
 */
export default function MeinOrtPage({ data }: PageProps<MeinOrtData>) {
  const { ort } = data;
  return (
    <PageFrame
      title={ort ? `Mein Ort: ${ort.strasse.name}` : 'Mein Ort'}
      lead={
        ort ? (
          <p>
            {ort.strasse.name} im Ortsteil {ort.strasse.ortsteil}: die nächsten Abfuhrtermine, Baustellen, Veranstaltungen und Sitzungen auf einen Blick.
            Speichern Sie diese Seite als Lesezeichen, oder lassen Sie sich Ihre Straße von dieser Website merken.
          </p>
        ) : (
          <p>
            Wählen Sie einmal Ihre Straße. Dann sehen Sie auf einer Seite, wann bei Ihnen der Müll abgeholt wird, welche Baustellen es in Ihrem Ortsteil gibt,
            was dort los ist und wann Gemeinderat und Ortschaftsrat tagen.
          </p>
        )
      }
    >
      {data.gruppen.length === 0 ? <EmptyTown /> : <Chooser data={data} />}
      {ort ? <Place ort={ort} data={data} /> : null}
    </PageFrame>
  );
}

/** A town that has not entered its streets yet: what the page will do, and where the same is found now. */
function EmptyTown() {
  return (
    <section className="st-meinort__empty" aria-labelledby="meinort-leer">
      <h2 id="meinort-leer">Noch keine Straßen eingetragen</h2>
      <p>
        {TOWN.officialName} hat die Straßen und Abfuhrtermine noch nicht eingetragen. Sobald das geschehen ist, können Sie hier Ihre Straße wählen und sehen
        alles Wichtige für Ihren Ort auf einer Seite.
      </p>
      <p>Bis dahin finden Sie die Angaben auf diesen Seiten:</p>
      <ul>
        <li>
          <ContentLink to={BAUSTELLEN_PATH}>Baustellen</ContentLink>
        </li>
        <li>
          <ContentLink to={eventsListPath('gaeste')}>Veranstaltungen</ContentLink>
        </li>
        <li>
          <ContentLink to={RATSTERMINE_PATH}>Sitzungstermine</ContentLink>
        </li>
      </ul>
    </section>
  );
}

function Chooser({ data }: { data: MeinOrtData }) {
  const { onSubmit } = useGetForm(MEIN_ORT_PATH);
  const error = data.unbekannt ? 'Diese Straße ist uns nicht bekannt. Bitte wählen Sie Ihre Straße aus der Liste.' : data.fehler;
  return (
    <form key={data.ort?.strasse.uuid ?? ''} className="st-meinort__chooser" method="get" action={MEIN_ORT_PATH} onSubmit={onSubmit}>
      {error ? (
        <p className="st-meinort__error" role="alert" id="meinort-fehler">
          {error}
        </p>
      ) : null}
      <label className="st-meinort__label" htmlFor="meinort-strasse">
        {data.ort ? 'Andere Straße wählen' : 'Ihre Straße'}
      </label>
      <select
        className="st-select st-meinort__select"
        id="meinort-strasse"
        name="strasse"
        required
        defaultValue={data.ort?.strasse.uuid ?? ''}
        aria-describedby={error ? 'meinort-fehler meinort-hinweis' : 'meinort-hinweis'}
        aria-invalid={error ? true : undefined}
      >
        <option value="" disabled>
          Bitte wählen
        </option>
        {data.gruppen.map((g) => (
          <optgroup key={g.ortsteil} label={g.ortsteil}>
            {g.strassen.map((s) => (
              <option key={s.uuid} value={s.uuid}>
                {s.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="st-meinort__hint" id="meinort-hinweis">
        Die Straßen sind nach Ortsteilen geordnet. Wird in Ihrer Straße je nach Hausnummer an verschiedenen Tagen abgeholt, steht sie mit den Hausnummern
        mehrmals in der Liste.
      </p>
      <button className="st-button" type="submit">
        Anzeigen
      </button>
    </form>
  );
}

function Place({ ort, data }: { ort: MeinOrtView; data: MeinOrtData }) {
  const { site } = useSite();
  const uuid = ort.strasse.uuid;
  const alerts = hasAddressContent(site.content, ALERTS_PATH);
  const events = ort.veranstaltungen ?? [];
  return (
    <>
      <section className="st-meinort__section" aria-labelledby="meinort-abfall">
        <h2 id="meinort-abfall">Nächste Abfuhrtermine</h2>
        {ort.abfall === null ? (
          <Unavailable />
        ) : (
          <ul className="st-meinort__list">
            {ort.abfall.naechste.map((n) => (
              <li key={n.art.key} className="st-meinort__item">
                <strong>{n.art.titel}:</strong>{' '}
                {n.datum ? (
                  <>
                    <time dateTime={n.datum}>{formatDateLong(n.datum)}</time> ({n.relativ})
                  </>
                ) : (
                  'zurzeit kein Termin bekannt'
                )}
                {n.hinweis ? <span className="st-meinort__note">{n.hinweis}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <p>
          Abfuhrbezirk {ort.strasse.abfuhrbezirk.titel}. <Link to={actionPath('termine', uuid)}>Alle Abfuhrtermine für {ort.strasse.name}</Link>
          {alerts ? (
            <>
              {' · '}
              <Link to={alertsPath(uuid)}>Erinnerung per E-Mail am Vorabend</Link>
            </>
          ) : null}
        </p>
      </section>

      <section className="st-meinort__section" aria-labelledby="meinort-baustellen">
        <h2 id="meinort-baustellen">Baustellen in {ort.strasse.ortsteil}</h2>
        {ort.baustellen === null ? (
          <Unavailable />
        ) : ort.baustellen.length === 0 ? (
          <p>Zurzeit sind in {ort.strasse.ortsteil} keine Baustellen und Straßensperrungen eingetragen.</p>
        ) : (
          <ul className="st-meinort__list">
            {ort.baustellen.map((b) => (
              <li key={b.id} className="st-meinort__item">
                <Link to={baustellePath(b.slug)}>{b.titel}</Link>
                <span className="st-meinort__meta">
                  {b.strasse} · {BAUSTELLEN_STATUS_TEXT[b.status]}, {formatDate(b.beginn)} bis {formatDate(b.ende)}
                </span>
                {b.aktuelle_phase ? <span className="st-meinort__note">{b.aktuelle_phase.titel}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <p>
          <ContentLink to={BAUSTELLEN_PATH}>Alle Baustellen der Stadt</ContentLink>
        </p>
      </section>

      <section className="st-meinort__section" aria-labelledby="meinort-veranstaltungen">
        <h2 id="meinort-veranstaltungen">Veranstaltungen in {ort.strasse.ortsteil}</h2>
        {ort.veranstaltungen === null ? (
          <Unavailable />
        ) : events.length === 0 ? (
          <p>In den nächsten drei Monaten sind in {ort.strasse.ortsteil} keine Veranstaltungen eingetragen.</p>
        ) : (
          <ul className="st-meinort__list">
            {events.slice(0, EVENTS_SHOWN).map((e) => (
              <li key={e.id} className="st-meinort__item">
                <Link to={eventPath('gaeste', e.slug)}>{e.titel}</Link>
                <span className="st-meinort__meta">
                  {formatEventDate(e.datum_von, e.datum_bis)} · {e.ort.location}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          {events.length > EVENTS_SHOWN ? `${events.length - EVENTS_SHOWN} weitere stehen im Kalender von „Mein Ort“. ` : null}
          <ContentLink to={eventsListPath('gaeste')}>Alle Veranstaltungen</ContentLink>
        </p>
      </section>

      <section className="st-meinort__section" aria-labelledby="meinort-sitzungen">
        <h2 id="meinort-sitzungen">Sitzungen von {ort.gremien.length ? ort.gremien.map((g) => g.name).join(' und ') : 'Gemeinderat und Ortschaftsrat'}</h2>
        {ort.sitzungen === null ? (
          <Unavailable />
        ) : ort.sitzungen.length === 0 ? (
          <p>Zurzeit sind keine Sitzungen angekündigt.</p>
        ) : (
          <ul className="st-meinort__list">
            {ort.sitzungen.map((s) => (
              <li key={s.id} className="st-meinort__item">
                <Link to={ratsterminPath(s.slug)}>{s.titel}</Link>
                <span className="st-meinort__meta">
                  {formatEventDate(s.datum)} · {s.ort}
                  {s.oeffentlich ? ' · öffentlich' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          {ort.ortsteil ? (
            <>
              <ContentLink to={ort.ortsteil.paths.verwaltung}>{ort.ortsteil.ortsverwaltung.name}</ContentLink>
              {' · '}
            </>
          ) : null}
          <ContentLink to={RATSTERMINE_PATH}>Alle Sitzungstermine</ContentLink>
        </p>
      </section>

      <section className="st-meinort__section" aria-labelledby="meinort-meldungen">
        <h2 id="meinort-meldungen">Offene Meldungen in {ort.strasse.ortsteil}</h2>
        {ort.meldungen === null ? (
          <Unavailable />
        ) : ort.meldungen.length === 0 ? (
          <p>Zurzeit sind in {ort.strasse.ortsteil} keine gemeldeten Schäden offen.</p>
        ) : (
          <ul className="st-meinort__list">
            {ort.meldungen.map((m) => (
              <li key={m.id} className="st-meinort__item">
                <Link to={meldungPath(m.id)}>
                  {m.kategorie_name}
                  {m.adresse ? `: ${m.adresse}` : ''}
                </Link>
                <span className="st-meinort__meta">
                  {MELDUNG_STATUS_TITEL[m.status]} · gemeldet am {formatDate(berlinToday(new Date(m.erstellt)))}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <ContentLink to={`${MELDUNGEN_PATH}?ortsteil=${encodeURIComponent(ort.strasse.ortsteil)}`}>Alle Meldungen aus {ort.strasse.ortsteil}</ContentLink>
        </p>
      </section>

      <section className="st-meinort__section" aria-labelledby="meinort-abo">
        <h2 id="meinort-abo">Kalender und Feed</h2>
        <p>Alles auf dieser Seite als ein Kalender mit Erinnerung am Vorabend jeder Abfuhr, oder als Feed für Ihren Feedreader:</p>
        <ul className="st-meinort__list">
          <li>
            <a href={meinOrtIcsPath(uuid)} download>
              Kalenderdatei herunterladen (iCalendar)
            </a>
          </li>
          <li>
            <a href={webcalUrl(TOWN.origin, meinOrtIcsPath(uuid))}>Kalender abonnieren</a>
            <span className="st-meinort__note">Ihr Kalender holt neue Termine dann selbst ab.</span>
          </li>
          <li>
            <a href={meinOrtRssPath(uuid)} type="application/rss+xml">
              RSS-Feed
            </a>
          </li>
        </ul>
      </section>

      <section className="st-meinort__section" aria-labelledby="meinort-merken">
        <h2 id="meinort-merken">Auswahl merken</h2>
        {data.gemerkt === uuid ? (
          <ActionForm action={MEIN_ORT_PATH} csrf={data.csrf} className="st-meinort__remember">
            <input type="hidden" name="_aktion" value="vergessen" />
            <p>
              Diese Website merkt sich {ort.strasse.name} in einem Cookie auf Ihrem Gerät: <Link to={MEIN_ORT_PATH}>Mein Ort</Link> öffnet gleich diese Seite.
            </p>
            <button type="submit" className="st-button st-button--secondary">
              Auswahl vergessen
            </button>
          </ActionForm>
        ) : (
          <ActionForm action={MEIN_ORT_PATH} csrf={data.csrf} className="st-meinort__remember">
            <input type="hidden" name="_aktion" value="merken" />
            <input type="hidden" name="strasse" value={uuid} />
            <p>
              Auf Wunsch merkt sich diese Website Ihre Straße in einem Cookie auf Ihrem Gerät, damit „Mein Ort“ gleich Ihre Seite zeigt. Das Cookie enthält nur
              die gewählte Straße und wird nach einem Jahr gelöscht. Mehr dazu in der <ContentLink to="/rathaus/datenschutz/">Datenschutzerklärung</ContentLink>
              .
            </p>
            <button type="submit" className="st-button st-button--secondary">
              Auswahl merken
            </button>
          </ActionForm>
        )}
        <p className="st-meinort__note">Es geht auch ohne Cookie: Die Adresse dieser Seite enthält Ihre Straße. Speichern Sie die Seite als Lesezeichen.</p>
      </section>
    </>
  );
}

function Unavailable() {
  return <p>Diese Angaben sind gerade nicht abrufbar. Bitte versuchen Sie es später noch einmal.</p>;
}
