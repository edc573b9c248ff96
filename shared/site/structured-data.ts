import type { BreadcrumbList, Event, GovernmentOrganization, NewsArticle, OpeningHoursSpecification, Place, WithContext } from 'schema-dts';
import { berlinInstant } from '../format/date';
import { BUERGERBUERO_HOURS, RATHAUS_HOURS, TOWN, type OpeningDay } from './town';

/**
 * The site's structured data (schema.org as JSON-LD) for search engines: the town as a
 * GovernmentOrganization (home and contact pages), news as NewsArticle, events as Event, the trail
 * of the breadcrumb as BreadcrumbList. Types from `schema-dts`, so a property schema.org does not have
 * is a compile error. Every address is absolute on the site's public origin. The town's facts are
 * read here, and only here, for this purpose.
 */
export type JsonLd = WithContext<GovernmentOrganization> | WithContext<NewsArticle> | WithContext<Event> | WithContext<BreadcrumbList>;

const CONTEXT = 'https://schema.org' as const;

const abs = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);

/**
 * A Berlin wall-clock value as schema.org wants it: a date stays a date ('2026-12-13'), a time gets
 * its offset ('2026-12-13T17:00:00+01:00'), so a search engine shows the right hour in every zone.
 */
export function berlinDateTime(wallClock: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(wallClock);
  if (!m) return wallClock;
  if (!m[2]) return m[1]!;
  const instant = berlinInstant(`${m[1]}T${m[2]}`);
  if (!instant) return `${m[1]}T${m[2]}:00`;
  const offset = Math.round((Date.parse(`${m[1]}T${m[2]}:00Z`) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${m[1]}T${m[2]}:00${sign}${hh}:${mm}`;
}

const DAYS: Record<string, string[]> = {
  Montag: ['Monday'],
  Dienstag: ['Tuesday'],
  Mittwoch: ['Wednesday'],
  Donnerstag: ['Thursday'],
  Freitag: ['Friday'],
  Samstag: ['Saturday'],
  Sonntag: ['Sunday'],
};

/**
 * Opening hours as schema.org specifications. A day with a note ("am 1. und 3. Samstag im Monat")
 * holds on some of its weekdays only, which schema.org cannot say: it is given for the next such
 * dates instead, each valid on its own day.
 */
export function openingHours(days: readonly OpeningDay[], today: Date = new Date()): OpeningHoursSpecification[] {
  const out: OpeningHoursSpecification[] = [];
  for (const d of days) {
    const weekdays = DAYS[d.day];
    if (!weekdays) continue;
    const nth = d.note ? [...d.note.matchAll(/(\d)\./g)].map((x) => Number(x[1])) : [];
    for (const slot of d.slots) {
      if (nth.length === 0) {
        out.push({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: weekdays.map((w) => `https://schema.org/${w}`) as never,
          opens: slot.from,
          closes: slot.to,
        });
        continue;
      }
      for (const date of nthWeekdays(weekdays[0]!, nth, today, 3)) {
        out.push({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${weekdays[0]}` as never,
          opens: slot.from,
          closes: slot.to,
          validFrom: date,
          validThrough: date,
        });
      }
    }
  }
  return out;
}

const WEEKDAY_INDEX: Record<string, number> = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 };

/** The dates ('YYYY-MM-DD') of the n-th weekdays of this and the following months, from today on. */
function nthWeekdays(weekday: string, nth: number[], today: Date, months: number): string[] {
  const out: string[] = [];
  const day = WEEKDAY_INDEX[weekday]!;
  const todayIso = today.toISOString().slice(0, 10);
  for (let i = 0; i < months; i++) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + i, 1));
    const firstMatch = 1 + ((day - first.getUTCDay() + 7) % 7);
    for (const n of nth) {
      const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), firstMatch + 7 * (n - 1))).toISOString().slice(0, 10);
      if (date >= todayIso) out.push(date);
    }
  }
  return out;
}

/** The last answer of townOrganization: it depends on the town, the origin and the (UTC) date only. */
let lastOrganization: { town: object; origin: string; date: string; value: WithContext<GovernmentOrganization> } | null = null;

/**
 * The town as a government organisation: address, phone, its town hall and Bürgerbüro with their
 * hours. The same all day for a town and origin (the home page names it on every render), so the
 * last answer is kept until one of them changes.
 */
export function townOrganization(origin: string, today: Date = new Date()): WithContext<GovernmentOrganization> {
  const date = today.toISOString().slice(0, 10);
  const last = lastOrganization;
  if (last && last.town === TOWN && last.origin === origin && last.date === date) return last.value;
  const value = organizationOf(origin, today);
  lastOrganization = { town: TOWN, origin, date, value };
  return value;
}

function organizationOf(origin: string, today: Date): WithContext<GovernmentOrganization> {
  const address = {
    '@type': 'PostalAddress' as const,
    streetAddress: TOWN.address.street,
    postalCode: TOWN.address.zip,
    addressLocality: TOWN.address.city,
    addressCountry: 'DE',
  };
  return {
    '@context': CONTEXT,
    '@type': 'GovernmentOrganization',
    '@id': `${origin}/#organisation`,
    name: TOWN.administration,
    alternateName: `Stadt ${TOWN.name}`,
    url: `${origin}/`,
    logo: abs(origin, TOWN.crest.src),
    email: TOWN.email,
    telephone: TOWN.phone,
    faxNumber: TOWN.fax,
    address,
    sameAs: TOWN.quickLinks.filter((l) => l.kind === 'external').map((l) => l.href),
    location: {
      '@type': 'CityHall',
      name: TOWN.address.location,
      address,
      geo: { '@type': 'GeoCoordinates', latitude: TOWN.geo.lat, longitude: TOWN.geo.lon },
      openingHoursSpecification: openingHours(RATHAUS_HOURS, today),
    },
    department: {
      '@type': 'GovernmentOffice',
      name: 'Bürgerbüro',
      url: `${origin}/rathaus/fachaemter/buergerbuero_49`,
      telephone: TOWN.phone,
      address,
      openingHoursSpecification: openingHours(BUERGERBUERO_HOURS, today),
    },
  };
}

/** The publisher of news and the organizer of the town's own events: the town, by its id. */
const publisher = (origin: string) => ({
  '@type': 'GovernmentOrganization' as const,
  '@id': `${origin}/#organisation`,
  name: TOWN.administration,
  url: `${origin}/`,
  logo: abs(origin, TOWN.crest.src),
});

export function newsArticle(
  origin: string,
  n: { titel: string; teaser: string; datum_von: string; geaendert?: string; bild: { url: string; alt: string } | null; url: string },
  image: string | null,
): WithContext<NewsArticle> {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: n.titel.slice(0, 110),
    description: n.teaser || undefined,
    datePublished: berlinDateTime(n.datum_von),
    ...(n.geaendert ? { dateModified: n.geaendert } : {}),
    ...(image ? { image: [abs(origin, image)] } : { image: [abs(origin, TOWN.crest.src)] }),
    mainEntityOfPage: abs(origin, n.url),
    url: abs(origin, n.url),
    inLanguage: 'de-DE',
    author: publisher(origin),
    publisher: publisher(origin),
  };
}

export function eventData(
  origin: string,
  e: {
    titel: string;
    text?: string;
    datum_von: string;
    datum_bis: string | null;
    ort: { location: string; street: string; zip: string; city: string };
    veranstalter: string;
    url: string;
  },
  image: string | null,
  description?: string,
): WithContext<Event> {
  const place: Place = {
    '@type': 'Place',
    name: e.ort.location,
    address: { '@type': 'PostalAddress', streetAddress: e.ort.street, postalCode: e.ort.zip, addressLocality: e.ort.city, addressCountry: 'DE' },
  };
  const organizer = e.veranstalter && e.veranstalter !== TOWN.administration ? { '@type': 'Organization' as const, name: e.veranstalter } : publisher(origin);
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: e.titel,
    ...(description ? { description } : {}),
    startDate: berlinDateTime(e.datum_von),
    endDate: berlinDateTime(e.datum_bis ?? e.datum_von),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place,
    organizer,
    image: [abs(origin, image ?? TOWN.crest.src)],
    url: abs(origin, e.url),
    inLanguage: 'de-DE',
  };
}

/** The breadcrumb's trail, home first, as it is shown; the current page is its last item. */
export function breadcrumbList(origin: string, trail: ReadonlyArray<{ label: string; href: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: abs(origin, c.href) })),
  };
}
