import type { VeranstaltungOrt } from '../../contract/veranstaltungen';
import { Icon } from '../../components/icons/Icon';

/** One line for an address (spec §3): location, street, postcode and city. */
export function ortText(ort: VeranstaltungOrt): string {
  return [ort.location, ort.street, [ort.zip, ort.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * The maps route link (spec §7, address parts joined): a plain link, so the page itself makes no
 * request to the map service.
 */
export function routeHref(ort: VeranstaltungOrt): string {
  const destination = [ort.street, [ort.zip, ort.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export function CalendarLink({ href, titel }: { href: string; titel: string }) {
  return (
    <a className="st-event__ics" href={href} download>
      <Icon name="calendar-days" />
      In den Kalender
      <span className="st-visually-hidden"> eintragen: {titel} (iCalendar-Datei)</span>
    </a>
  );
}
