import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { LeadFigure } from '../../components/media/CmsImage';
import { EventDetailBox } from '../../components/sidebar/EventDetailBox';
import { EventDatum, EventTage } from '../../components/dates/Datum';
import { CalendarLink, ortText, routeHref } from './EventParts';
import { eventsListPath } from './event-paths';
import type { EventDetailData } from './veranstaltungen.server';

export default function VeranstaltungDetailPage({ data }: PageProps<EventDetailData>) {
  const { item, section } = data;
  const back = { href: eventsListPath(section), label: 'Alle Veranstaltungen' };
  const external = item.link && /^https?:\/\//.test(item.link);
  return (
    <PageFrame
      title={item.titel}
      sidebar={
        <EventDetailBox
          event={{ datum_von: item.datum_von, datum_bis: item.datum_bis, ort: ortText(item.ort), veranstalter: item.veranstalter || null }}
          calendarHref={item.ics}
          back={back}
        />
      }
    >
      <dl className="st-event__facts">
        <dt>Datum</dt>
        <dd>
          <EventDatum von={item.datum_von} bis={item.datum_bis} />
          <EventTage von={item.datum_von} bis={item.datum_bis} />
        </dd>
        <dt>Ort</dt>
        <dd>
          {ortText(item.ort)}
          <br />
          <a href={routeHref(item.ort)} target="_blank" rel="noopener noreferrer">
            Route planen<span className="st-visually-hidden"> (OpenStreetMap, öffnet in einem neuen Fenster)</span>
          </a>
        </dd>
        {item.veranstalter ? (
          <>
            <dt>Veranstalter</dt>
            <dd>{item.veranstalter}</dd>
          </>
        ) : null}
        {item.eintritt ? (
          <>
            <dt>Eintritt</dt>
            <dd>{item.eintritt}</dd>
          </>
        ) : null}
        {item.barrierefrei !== null ? (
          <>
            <dt>Barrierefreiheit</dt>
            <dd>{item.barrierefrei ? 'Der Veranstaltungsort ist stufenlos erreichbar.' : 'Der Veranstaltungsort ist nicht stufenlos erreichbar.'}</dd>
          </>
        ) : null}
        {item.rubriken.length ? (
          <>
            <dt>Kategorie</dt>
            <dd>{item.rubriken.map((r) => r.titel).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {item.bild ? <LeadFigure bild={item.bild} /> : null}
      <Prose html={item.text} />
      {item.link ? (
        <p>
          {external ? (
            <a href={item.link} target="_blank" rel="noopener noreferrer">
              Weitere Informationen<span className="st-visually-hidden"> (öffnet in neuem Fenster)</span>
            </a>
          ) : (
            <Link to={item.link}>Weitere Informationen</Link>
          )}
        </p>
      ) : null}
      <p className="st-event__actions">
        <CalendarLink href={item.ics} titel={item.titel} />
      </p>
      <p>
        <Link className="st-back" to={back.href}>
          {back.label}
        </Link>
      </p>
    </PageFrame>
  );
}
