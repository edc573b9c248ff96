import type { ReactNode } from 'react';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { ContentLink } from '../../components/ContentLink';
import { ActionForm } from '../../components/forms/ActionForm';
import { DatePicker } from '../../components/date-picker/DatePickerIsland';
import { useGetForm } from '../../components/sidebar/get-form';
import { CALENDAR_FIRST_DAY_OF_WEEK } from '../../site/constants';
import { MONTHS, WEEKDAYS, WEEKDAYS_SHORT, longGermanDate, monthWeeks, weekStartFromSpec, weekdayOrder } from '../../components/date-picker/calendar-math';
import { PERSONEN_HOECHSTENS, TERMINE_PFAD, zeitText } from './values';
import type { Gewaehlt, TermineData } from './types';

/** Spec §9 firstDayOfWeek, as the date picker counts it. */
const WEEK_START = weekStartFromSpec(CALENDAR_FIRST_DAY_OF_WEEK);
const SCHRITTE = ['Anliegen', 'Tag', 'Uhrzeit', 'Ihre Angaben'] as const;
const TITEL = 'Termin im Bürgerbüro vereinbaren';

function Schritte({ aktiv }: { aktiv: number }) {
  return (
    <ol className="st-termine__schritte" aria-label="Schritte der Buchung">
      {SCHRITTE.map((s, i) => (
        <li key={s} aria-current={i === aktiv ? 'step' : undefined} className={i === aktiv ? 'st-termine__schritt--aktiv' : undefined}>
          <span className="st-visually-hidden">{i < aktiv ? 'Erledigt: ' : i === aktiv ? 'Aktuell: ' : ''}</span>
          {i + 1}. {s}
        </li>
      ))}
    </ol>
  );
}

const dienstText = (g: Gewaehlt) => (g.personen > 1 ? `${g.name} (für ${g.personen} Personen)` : g.name);

function Zusammenfassung({
  gewaehlt,
  tag,
  zeit,
  dauer,
  auswahl,
  aendern,
}: {
  gewaehlt: Gewaehlt[];
  tag?: string;
  zeit?: string;
  dauer?: number;
  auswahl: string;
  aendern: string | null;
}) {
  const t = aendern ? `&t=${aendern}` : '';
  return (
    <dl className="st-termine__auswahl">
      <dt>Anliegen</dt>
      <dd>
        {gewaehlt.map(dienstText).join(', ')}
        {dauer ? ` – etwa ${dauer} Minuten` : ''} <Link to={`${TERMINE_PFAD}?dienste=${auswahl}${t}`}>ändern</Link>
      </dd>
      {tag ? (
        <>
          <dt>Tag</dt>
          <dd>
            {longGermanDate(tag)} <Link to={`${TERMINE_PFAD}tag?dienste=${auswahl}&monat=${tag.slice(0, 7)}${t}`}>anderen Tag wählen</Link>
          </dd>
        </>
      ) : null}
      {zeit && tag ? (
        <>
          <dt>Uhrzeit</dt>
          <dd>
            {zeitText(zeit)} <Link to={`${TERMINE_PFAD}zeit?dienste=${auswahl}&tag=${tag}${t}`}>andere Uhrzeit wählen</Link>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Start({ data }: { data: Extract<TermineData, { schritt: 'start' }> }) {
  if (!data.dienste.length) {
    return (
      <PageFrame title={TITEL}>
        <p>Online können Sie zurzeit noch keine Termine buchen. Bitte rufen Sie das Bürgerbüro an oder kommen Sie zu den Öffnungszeiten vorbei.</p>
      </PageFrame>
    );
  }
  const chosen = new Map(data.auswahl.map((a) => [a.id, a.personen]));
  return (
    <PageFrame title={TITEL}>
      <Schritte aktiv={0} />
      {data.aendern ? <p>Sie verlegen einen gebuchten Termin. Wählen Sie das Anliegen, dann einen neuen Tag und eine neue Uhrzeit.</p> : null}
      <p>Wählen Sie, was Sie im Bürgerbüro erledigen möchten. Mehrere Anliegen gehen in einem Termin; die Dauer ergibt sich daraus.</p>
      {data.fehler ? (
        <div className="st-form__summary" role="alert">
          <p>{data.fehler}</p>
        </div>
      ) : null}
      <form method="get" action={`${TERMINE_PFAD}tag`} className="st-form st-termine__dienste">
        {data.aendern ? <input type="hidden" name="t" value={data.aendern} /> : null}
        <fieldset className="st-form__field">
          <legend className="st-form__legend">Ihre Anliegen</legend>
          {data.dienste.map((d) => (
            <div key={d.id} className="st-termine__dienst">
              <input type="checkbox" id={`dienst-${d.id}`} name="d" value={d.id} defaultChecked={chosen.has(d.id)} aria-describedby={`dienst-${d.id}-info`} />
              <label htmlFor={`dienst-${d.id}`}>{d.name}</label>
              <p className="st-form__hint" id={`dienst-${d.id}-info`}>
                etwa {d.dauer} Minuten{d.personen_max > 1 && d.dauer_weitere ? `, je weitere Person ${d.dauer_weitere} Minuten` : ''}
                {d.hinweis ? `. ${d.hinweis}` : ''}
              </p>
              {d.personen_max > 1 ? (
                <p className="st-termine__personen">
                  <label htmlFor={`personen-${d.id}`}>Für wie viele Personen?</label>{' '}
                  <select id={`personen-${d.id}`} name={`p${d.id}`} defaultValue={String(chosen.get(d.id) ?? 1)}>
                    {Array.from({ length: Math.min(d.personen_max, PERSONEN_HOECHSTENS) }, (_, i) => (
                      <option key={i} value={i + 1}>
                        {i === 0 ? '1 Person' : `${i + 1} Personen`}
                      </option>
                    ))}
                  </select>
                </p>
              ) : null}
              {d.verfahren ? (
                <p className="st-form__hint">
                  Mehr dazu: <Link to={d.verfahren.url}>{d.verfahren.titel}</Link>
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
        <button type="submit" className="st-button">
          Weiter zur Wahl des Tages
        </button>
      </form>
    </PageFrame>
  );
}

/**
 * The day by date (spec §9 date picker): without JavaScript the browser's date field, with it the
 * keyboard calendar; a GET form to the time step, so a closed or booked-out day says so there.
 */
function TagPerDatum({ data }: { data: Extract<TermineData, { schritt: 'tag' }> }) {
  const action = `${TERMINE_PFAD}zeit`;
  const { onSubmit } = useGetForm(action);
  const erster = data.tage.find((t) => t.zeiten.length)?.tag ?? null;
  return (
    <form method="get" action={action} onSubmit={onSubmit} className="st-form st-termine__datum" aria-labelledby="datum-titel">
      <h2 id="datum-titel">Oder Datum eingeben</h2>
      <input type="hidden" name="dienste" value={data.auswahl} />
      {data.aendern ? <input type="hidden" name="t" value={data.aendern} /> : null}
      <DatePicker id="termin-datum" name="tag" label="Tag" defaultValue={erster} min={data.fenster.von} max={data.fenster.bis} required />
      <button type="submit" className="st-button st-button--secondary">
        Freie Uhrzeiten anzeigen
      </button>
    </form>
  );
}

function Kalender({ data }: { data: Extract<TermineData, { schritt: 'tag' }> }) {
  const byDay = new Map(data.tage.map((t) => [t.tag, t]));
  const t = data.aendern ? `&t=${data.aendern}` : '';
  const order = weekdayOrder(WEEK_START);
  const [y, m] = data.monat.split('-').map(Number);
  const titel = `${MONTHS[m! - 1]} ${y}`;
  return (
    <PageFrame title={TITEL}>
      <Schritte aktiv={1} />
      <Zusammenfassung gewaehlt={data.gewaehlt} dauer={data.dauer} auswahl={data.auswahl} aendern={data.aendern} />
      <h2 id="kalender-titel">Tag wählen: {titel}</h2>
      <p>Tage mit freien Zeiten sind Links. Gebucht werden kann ab morgen.</p>
      <nav className="st-termine__monate" aria-label="Monat wechseln">
        {data.vorher ? <Link to={`${TERMINE_PFAD}tag?dienste=${data.auswahl}&monat=${data.vorher}${t}`}>Vorheriger Monat</Link> : null}
        {data.nachher ? <Link to={`${TERMINE_PFAD}tag?dienste=${data.auswahl}&monat=${data.nachher}${t}`}>Nächster Monat</Link> : null}
      </nav>
      <table className="st-termine__kalender" aria-labelledby="kalender-titel">
        <thead>
          <tr>
            {order.map((d) => (
              <th key={d} scope="col">
                <abbr title={WEEKDAYS[d]}>{WEEKDAYS_SHORT[d]}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(`${data.monat}-01`, WEEK_START).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, i) => {
                if (!day) return <td key={`leer-${i}`} />;
                const info = byDay.get(day);
                const n = info?.zeiten.length ?? 0;
                const label = `${longGermanDate(day)}: ${n ? `${n} freie ${n === 1 ? 'Zeit' : 'Zeiten'}` : (info?.geschlossen ?? (info ? 'ausgebucht' : 'nicht buchbar'))}`;
                return (
                  <td key={day} className={n ? 'st-termine__frei' : 'st-termine__voll'}>
                    {n ? (
                      <Link to={`${TERMINE_PFAD}zeit?dienste=${data.auswahl}&tag=${day}${t}`} aria-label={label}>
                        {Number(day.slice(8))}
                      </Link>
                    ) : (
                      <span>
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        <span className="st-visually-hidden">{label}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {data.tage.every((d) => !d.zeiten.length) ? (
        <p role="status">In diesem Monat ist kein Termin mehr frei.{data.nachher ? ' Bitte sehen Sie im nächsten Monat nach.' : ''}</p>
      ) : null}
      {/* Keyed by the month: another month's page starts the field on its first free day. */}
      <TagPerDatum key={`${data.monat}-${data.aendern ?? ''}`} data={data} />
    </PageFrame>
  );
}

function Zeiten({ data }: { data: Extract<TermineData, { schritt: 'zeit' }> }) {
  const t = data.aendern ? `&t=${data.aendern}` : '';
  const vormittag = data.zeiten.filter((z) => z < '12:00');
  const nachmittag = data.zeiten.filter((z) => z >= '12:00');
  const liste = (zeiten: string[], titel: string): ReactNode =>
    zeiten.length ? (
      <section aria-labelledby={`zeiten-${titel}`}>
        <h3 id={`zeiten-${titel}`}>{titel}</h3>
        <ul className="st-termine__zeiten">
          {zeiten.map((z) => (
            <li key={z}>
              <Link to={`${TERMINE_PFAD}angaben?dienste=${data.auswahl}&tag=${data.tag}&zeit=${z}${t}`} aria-label={`${zeitText(z)} wählen`}>
                {zeitText(z)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <PageFrame title={TITEL}>
      <Schritte aktiv={2} />
      <Zusammenfassung gewaehlt={data.gewaehlt} tag={data.tag} dauer={data.dauer} auswahl={data.auswahl} aendern={data.aendern} />
      <h2>Uhrzeit wählen</h2>
      {data.zeiten.length ? (
        <>
          {liste(vormittag, 'Vormittag')}
          {liste(nachmittag, 'Nachmittag')}
        </>
      ) : (
        <p role="status">
          {data.geschlossen && data.geschlossen !== 'gesperrt'
            ? `An diesem Tag ist das Bürgerbüro geschlossen (${data.geschlossen}).`
            : 'An diesem Tag ist kein Termin mehr frei.'}{' '}
          <Link to={`${TERMINE_PFAD}tag?dienste=${data.auswahl}&monat=${data.tag.slice(0, 7)}${t}`}>Anderen Tag wählen</Link>
        </p>
      )}
    </PageFrame>
  );
}

function Angaben({ data }: { data: Extract<TermineData, { schritt: 'angaben' }> }) {
  const t = data.aendern ? `&t=${data.aendern}` : '';
  const fehler = Object.entries(data.errors);
  const feld = (name: 'name' | 'email' | 'telefon', label: string, type: string, autoComplete: string, pflicht: boolean, hinweis?: string) => {
    const error = data.errors[name];
    const described = [hinweis ? `termin-${name}-hinweis` : '', error ? `termin-${name}-fehler` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`st-form__field${error ? ' st-form__field--invalid' : ''}`}>
        <label htmlFor={`termin-${name}`} className="st-form__label">
          {label}
          {pflicht ? null : <span className="st-form__optional"> (freiwillig)</span>}
        </label>
        {hinweis ? (
          <p className="st-form__hint" id={`termin-${name}-hinweis`}>
            {hinweis}
          </p>
        ) : null}
        {error ? (
          <p className="st-form__error" id={`termin-${name}-fehler`}>
            <span className="st-visually-hidden">Fehler: </span>
            {error}
          </p>
        ) : null}
        <input
          id={`termin-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={data.werte[name] ?? ''}
          required={pflicht || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </div>
    );
  };
  return (
    <PageFrame title={TITEL}>
      <Schritte aktiv={3} />
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
          {data.naechste.length ? (
            <>
              <p>Die nächsten freien Zeiten:</p>
              <ul>
                {data.naechste.map((n) => (
                  <li key={`${n.tag}T${n.zeit}`}>
                    <Link to={`${TERMINE_PFAD}angaben?dienste=${data.auswahl}&tag=${n.tag}&zeit=${n.zeit}${t}`}>
                      {longGermanDate(n.tag)}, {zeitText(n.zeit)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {fehler.length ? (
        <div className="st-form__summary" role="alert" aria-labelledby="termin-fehler-titel">
          <h2 id="termin-fehler-titel" className="st-form__summarytitle">
            Bitte korrigieren Sie {fehler.length === 1 ? 'die folgende Angabe' : `die folgenden ${fehler.length} Angaben`}:
          </h2>
          <ul>
            {fehler.map(([name, text]) => (
              <li key={name}>
                <a href={`#termin-${name}`}>{text}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Zusammenfassung gewaehlt={data.gewaehlt} tag={data.tag} zeit={data.zeit} auswahl={data.auswahl} aendern={data.aendern} />
      <ActionForm action={`${TERMINE_PFAD}angaben`} csrf={data.csrf} noValidate className="st-form">
        <input type="hidden" name="dienste" value={data.auswahl} />
        <input type="hidden" name="tag" value={data.tag} />
        <input type="hidden" name="zeit" value={data.zeit} />
        {data.aendern ? (
          <>
            <input type="hidden" name="t" value={data.aendern} />
            <p>Ihr bisheriger Termin wird frei, sobald Sie bestätigen. Sie bekommen eine neue Bestätigung per E-Mail.</p>
            <button type="submit" className="st-button">
              Termin verlegen
            </button>
          </>
        ) : (
          <>
            <h2>Ihre Angaben</h2>
            {feld('name', 'Vor- und Nachname', 'text', 'name', true)}
            {feld('email', 'E-Mail-Adresse', 'email', 'email', true, 'Dorthin schicken wir die Bestätigung mit dem Link zum Ändern oder Absagen.')}
            {feld('telefon', 'Telefon', 'tel', 'tel', false, 'Nur für Rückfragen, etwa wenn wir einen Termin absagen müssen.')}
            <p className="st-form__privacy">
              Was mit Ihren Angaben geschieht und wann wir sie löschen, steht in der <ContentLink to="/rathaus/datenschutz/">Datenschutzerklärung</ContentLink>.
            </p>
            <button type="submit" className="st-button">
              Termin verbindlich buchen
            </button>
          </>
        )}
      </ActionForm>
    </PageFrame>
  );
}

/** /rathaus/termine/…: the booking's steps (ADR 55), each a page of its own that works without JavaScript. */
export default function TerminePage({ data }: PageProps<TermineData>) {
  switch (data.schritt) {
    case 'start':
      return <Start data={data} />;
    case 'tag':
      return <Kalender data={data} />;
    case 'zeit':
      return <Zeiten data={data} />;
    case 'angaben':
      return <Angaben data={data} />;
  }
}
