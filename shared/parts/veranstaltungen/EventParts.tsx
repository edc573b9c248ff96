import type { VeranstaltungOrt } from './contract';
import { Icon } from '../../components/icons/Icon';

const letter = /[\p{L}\p{N}]/u;

/** Whether `part` occurs in `text` as whole words ('Marktplatz' in 'Abfahrt am Marktplatz', not in 'Marktplatzweg'). */
function containsWords(text: string, part: string): boolean {
  const t = text.toLocaleLowerCase('de');
  const p = part.trim().toLocaleLowerCase('de');
  if (!p) return false;
  for (let i = t.indexOf(p); i >= 0; i = t.indexOf(p, i + 1)) {
    const before = t[i - 1];
    const after = t[i + p.length];
    if ((!before || !letter.test(before)) && (!after || !letter.test(after))) return true;
  }
  return false;
}

/**
 * One line for an address (spec §3): location, street, postcode and city. A street that the place's
 * name already says is left out ('Marktplatz, 79999 Musterstadt', not 'Marktplatz, Marktplatz, …').
 */
export function ortText(ort: VeranstaltungOrt): string {
  const street = ort.location && containsWords(ort.location, ort.street) ? '' : ort.street;
  return [ort.location, street, [ort.zip, ort.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * The maps route link (spec §7, address parts joined): OpenStreetMap's route planner with the
 * destination filled in, the site's one map provider (consent/providers.ts), as everywhere on the
 * site a plain link, so the page itself makes no request to the map service. Built here rather than
 * imported from the providers' list, which would be a chunk of 1.4 KB on the event's first load for
 * one line (ADR 70, amended).
 */
export function routeHref(ort: VeranstaltungOrt): string {
  const destination = [ort.street, [ort.zip, ort.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(destination)}`;
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
