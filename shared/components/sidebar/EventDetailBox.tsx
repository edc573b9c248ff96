import { Link } from '../Link';
import { Icon } from '../icons/Icon';
import { EventDatum } from '../dates/Datum';
import type { EventSidebar } from '../../site/sidebar';
import { InfoBox } from './InfoBox';

export interface EventDetailBoxProps {
  event: EventSidebar;
  /** Address of the event as a calendar file (iCalendar), if the page offers one. */
  calendarHref?: string | null;
  /** Back to the list the visitor came from, e.g. { href: '/gaeste/veranstaltungen/', label: 'Alle Veranstaltungen' }. */
  back: { href: string; label: string };
}

/** Event detail sidebar (spec §2.4): when (spec §9 date display), where, who; calendar and back links. */
export function EventDetailBox({ event, calendarHref, back }: EventDetailBoxProps) {
  return (
    <InfoBox title="Termin" className="st-eventinfo">
      <dl className="st-infobox__facts">
        <dt>Datum</dt>
        <dd>
          <EventDatum von={event.datum_von} bis={event.datum_bis} />
        </dd>
        {event.ort ? (
          <>
            <dt>Ort</dt>
            <dd>{event.ort}</dd>
          </>
        ) : null}
        {event.veranstalter ? (
          <>
            <dt>Veranstalter</dt>
            <dd>{event.veranstalter}</dd>
          </>
        ) : null}
      </dl>
      {calendarHref ? (
        <p>
          <a className="st-infobox__action" href={calendarHref}>
            <Icon name="calendar-days" />
            In den Kalender
            <span className="st-visually-hidden"> eintragen (iCalendar-Datei)</span>
          </a>
        </p>
      ) : null}
      <p>
        <Link className="st-back" to={back.href}>
          {back.label}
        </Link>
      </p>
    </InfoBox>
  );
}
