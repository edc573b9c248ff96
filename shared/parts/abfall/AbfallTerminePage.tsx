import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { formatDate, formatDateLong } from '../../format/date';
import { ArtenFilter, StrasseBox, Swatch, TerminLine, artOf } from './AbfallParts';
import { MUELLABFUHR_PATH, actionPath } from './paths';
import type { TermineData } from './abfall.server';
import { ContentLink } from '../../components/ContentLink';

/** termine/{uuid}: the next collection of each type and the coming weeks grouped by day. */
export default function AbfallTerminePage({ data }: PageProps<TermineData>) {
  const { strasse, arten } = data;
  return (
    <PageFrame title={`Abfuhrtermine ${strasse.name} (${strasse.ortsteil})`} sidebar={<StrasseBox base={data} />}>
      <p className="st-abfall__meta">
        Abfuhrbezirk {strasse.abfuhrbezirk.titel} · Stand: heute, {formatDateLong(data.heute)}
      </p>

      <section aria-labelledby="naechste-abholung">
        <h2 id="naechste-abholung">Nächste Abholung</h2>
        <ul className="st-abfall__next">
          {data.naechste.map((n) => {
            const art = artOf(arten, n.art);
            return (
              <li key={n.art} className="st-abfall__nextitem">
                <span className="st-abfall__art">
                  <Swatch farbe={art.farbe} />
                  {art.titel}
                </span>
                {n.datum ? (
                  <span className="st-abfall__nextdate">
                    <time dateTime={n.datum}>{formatDateLong(n.datum)}</time> <span className="st-abfall__relativ">({n.relativ})</span>
                  </span>
                ) : (
                  <span className="st-abfall__nextdate">Zurzeit kein Termin bekannt</span>
                )}
                {n.hinweis ? <span className="st-abfall__hinweis">{n.hinweis}</span> : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="termine-wochen">
        <h2 id="termine-wochen">Termine bis {formatDate(data.bis)}</h2>
        <ArtenFilter base={data} action="termine" legend="Abfallarten anzeigen" />
        {data.tage.length === 0 ? (
          <p>In diesem Zeitraum sind keine Abfuhrtermine eingetragen.</p>
        ) : (
          <ol className="st-abfall__days">
            {data.tage.map((tag) => (
              <li key={tag.datum} className="st-abfall__day">
                <h3 className="st-abfall__daytitle">
                  <time dateTime={tag.datum}>{formatDateLong(tag.datum)}</time>
                </h3>
                <ul className="st-abfall__dayitems">
                  {tag.termine.map((t) => (
                    <li key={t.art}>
                      <TerminLine termin={t} arten={arten} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="abfall-hinweise" className="st-abfall__notes">
        <h2 id="abfall-hinweise">Hinweise</h2>
        <ul>
          <li>Bitte stellen Sie Tonnen und Gelbe Säcke am Abfuhrtag bis 6 Uhr gut sichtbar an den Straßenrand.</li>
          <li>Fällt ein Abfuhrtag auf einen Feiertag, wird am nächsten Werktag abgeholt; verschobene Termine sind oben vermerkt.</li>
          <li>Das Schadstoffmobil hält an mehreren Stellen in der Stadt; die Haltestellen und Zeiten stehen beim Termin.</li>
          <li>
            Sperrmüll nur nach Anmeldung mit der Sperrmüllkarte. Mehr dazu unter <ContentLink to={MUELLABFUHR_PATH}>Müllabfuhr</ContentLink>.
          </li>
        </ul>
        <p>
          <Link to={actionPath('jahresuebersicht', strasse.uuid)}>Alle Termine des Jahres als Übersicht zum Drucken</Link>
          {' · '}
          <Link to={actionPath('export', strasse.uuid, data.gewaehlt)}>Termine in Ihren Kalender übernehmen</Link>
        </p>
      </section>
    </PageFrame>
  );
}
