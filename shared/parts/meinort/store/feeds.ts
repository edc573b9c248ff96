import { Feed } from 'feed';
import type { CmsClient, SiteFeed } from '../../../routing/types';
import { buildCalendar, type IcsEvent } from '../../../../server/ics/ics';
import { calendarProdId, calendarUid, siteOrigin } from '../../../../server/ics/site-origin';
import { berlinInstant, berlinToday, formatDateLong, formatEventDate } from '../../../format/date';
import { TOWN } from '../../../site/town';
import { baustellePath } from '../../baustellen/paths';
import { eventPath } from '../../veranstaltungen/event-paths';
import { ratsterminPath } from '../../ratstermine/paths';
import { actionPath } from '../../abfall/paths';
import { MELDUNG_STATUS_TITEL, meldungPath } from '../../meldungen/values';
import { meinOrtView, streetOf, type MeinOrtView } from '../view.server';
import { MEIN_ORT_ICS, MEIN_ORT_RSS, meinOrtPath, meinOrtRssPath } from '../paths';

/** Reminder of a collection at 18:00 the evening before, as the waste calendar's own feed has it. */
const ERINNERUNG = '-PT6H';

/** 'Hauptstraße' → 'hauptstrasse', for the file name. */
const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function viewOf(cms: CmsClient, query: URLSearchParams): Promise<MeinOrtView | null> {
  const strasse = await streetOf(cms, query.get('strasse'));
  return strasse ? meinOrtView(cms, strasse, berlinToday()) : null;
}

const placeName = (v: MeinOrtView) => `${v.strasse.name} (${v.strasse.ortsteil})`;

/**
 * The whole view as one calendar: every collection of the coming year (with the evening reminder),
 * the construction sites as whole days from their first to their last day, the events and the
 * meetings. The entries keep the UIDs of the parts' own calendars, so a visitor who also subscribed
 * one of those sees each entry once.
 */
export function meinOrtCalendar(v: MeinOrtView, now: Date): string {
  // The town's address, as in the parts' own calendars (ADR 30): entries keep it when the site moves host.
  const abs = (path: string) => `${siteOrigin()}${path}`;
  const events: IcsEvent[] = [];
  if (v.abfall) {
    const byKey = new Map(v.abfall.arten.map((a) => [a.key, a]));
    for (const t of v.abfall.termine) {
      const art = byKey.get(t.art);
      if (!art) continue;
      events.push({
        uid: calendarUid(`abfuhr-${v.strasse.abfuhrbezirk.nr}-${t.art}-${t.datum}`),
        summary: art.titel,
        start: t.datum,
        location: `${v.strasse.name}, ${v.strasse.ortsteil}`,
        description: [t.hinweis, art.hinweis].filter(Boolean).join('\n\n'),
        categories: ['Abfuhr', art.titel],
        url: abs(actionPath('termine', v.strasse.uuid)),
        transparent: true,
        alarm: { trigger: ERINNERUNG, description: `Morgen: ${art.titel}` },
      });
    }
  }
  for (const b of v.baustellen ?? []) {
    events.push({
      uid: calendarUid(`baustelle-${b.id}`),
      summary: `Baustelle: ${b.titel}`,
      start: b.beginn,
      end: b.ende,
      location: `${b.strasse}, ${b.ortsteil}`,
      description: b.aktuelle_phase ? `${b.aktuelle_phase.titel} (${b.aktuelle_phase.von} bis ${b.aktuelle_phase.bis})` : null,
      categories: ['Baustelle'],
      url: abs(baustellePath(b.slug)),
      transparent: true,
    });
  }
  for (const e of v.veranstaltungen ?? []) {
    events.push({
      uid: calendarUid(`veranstaltung-${e.id}`),
      summary: e.titel,
      start: e.datum_von,
      end: e.datum_bis,
      location: [e.ort.location, e.ort.street, `${e.ort.zip} ${e.ort.city}`.trim()].filter(Boolean).join(', '),
      categories: ['Veranstaltung', ...e.rubriken.map((r) => r.titel)],
      url: abs(eventPath('gaeste', e.slug)),
    });
  }
  for (const s of v.sitzungen ?? []) {
    events.push({
      uid: calendarUid(`ratstermin-${s.id}`),
      summary: s.titel,
      start: s.datum,
      end: s.ende_geplant,
      location: s.ort,
      description: s.oeffentlich ? 'Öffentliche Sitzung: Besucherinnen und Besucher sind willkommen.' : 'Nichtöffentliche Sitzung.',
      categories: ['Sitzung', s.gremium.name],
      url: abs(ratsterminPath(s.slug)),
    });
  }
  return buildCalendar({ name: `Mein Ort: ${placeName(v)}`, events, stamp: now, prodId: calendarProdId('Mein Ort') });
}

/** The view as RSS 2.0: the next collection, the construction sites, events, meetings and open reports, each linked to its page. */
export function meinOrtRss(v: MeinOrtView, origin: string, now: Date): string {
  const abs = (path: string) => `${origin}${path}`;
  const instant = (wallClock: string) => berlinInstant(wallClock) ?? now;
  const site = TOWN.officialName;
  const feed = new Feed({
    title: `Mein Ort: ${placeName(v)} – ${site}`,
    description: `Baustellen, Veranstaltungen und Sitzungen für ${v.strasse.name} in ${v.strasse.ortsteil}`,
    id: abs(meinOrtPath(v.strasse.uuid)),
    link: abs(meinOrtPath(v.strasse.uuid)),
    language: 'de',
    copyright: `© ${site}`,
    generator: site,
    updated: now,
    feedLinks: { rss: abs(meinOrtRssPath(v.strasse.uuid)) },
    ttl: 60,
  });
  const next = v.abfall?.naechste.filter((n) => n.datum).sort((a, b) => a.datum!.localeCompare(b.datum!))[0];
  if (next?.datum) {
    feed.addItem({
      title: `Nächste Abfuhr: ${next.art.titel} am ${formatDateLong(next.datum)}`,
      id: abs(`${actionPath('termine', v.strasse.uuid)}#${next.art.key}-${next.datum}`),
      link: abs(actionPath('termine', v.strasse.uuid)),
      description: next.hinweis ?? `${next.art.titel}: ${next.relativ}.`,
      date: instant(v.heute),
    });
  }
  for (const b of v.baustellen ?? []) {
    feed.addItem({
      title: `Baustelle: ${b.titel}`,
      id: abs(baustellePath(b.slug)),
      link: abs(baustellePath(b.slug)),
      description: `${b.strasse}, ${b.ortsteil}: ${b.status === 'aktuell' ? 'aktuell' : 'geplant'} vom ${formatDateLong(b.beginn)} bis ${formatDateLong(b.ende)}.`,
      date: instant(b.beginn),
    });
  }
  for (const e of v.veranstaltungen ?? []) {
    feed.addItem({
      title: e.titel,
      id: abs(eventPath('gaeste', e.slug)),
      link: abs(eventPath('gaeste', e.slug)),
      description: `${formatEventDate(e.datum_von, e.datum_bis)}, ${e.ort.location}, ${e.ort.street}, ${e.ort.zip} ${e.ort.city}`,
      date: instant(e.datum_von),
    });
  }
  for (const s of v.sitzungen ?? []) {
    feed.addItem({
      title: `${s.titel}, ${formatEventDate(s.datum)}`,
      id: abs(ratsterminPath(s.slug)),
      link: abs(ratsterminPath(s.slug)),
      description: `${s.gremium.name}, ${s.ort}${s.oeffentlich ? '; öffentlich' : ''}.`,
      date: new Date(s.erstellt),
    });
  }
  for (const m of v.meldungen ?? []) {
    feed.addItem({
      title: `Meldung: ${m.kategorie_name}${m.adresse ? `, ${m.adresse}` : ''} (${MELDUNG_STATUS_TITEL[m.status]})`,
      id: abs(meldungPath(m.id)),
      link: abs(meldungPath(m.id)),
      description: [m.text, m.antwort ? `Antwort der Stadt: ${m.antwort}` : null].filter(Boolean).join(' ') || undefined,
      date: new Date(m.geaendert),
    });
  }
  return feed.rss2();
}

/** The part's feeds: `?strasse={uuid}` of a known street, else 404. */
export const meinOrtFeeds: readonly SiteFeed[] = [
  {
    path: MEIN_ORT_ICS,
    async render({ query, cms }) {
      const v = await viewOf(cms, query);
      if (!v) return null;
      return { contentType: 'text/calendar; charset=utf-8', body: meinOrtCalendar(v, new Date()), filename: `mein-ort-${fileSlug(v.strasse.name)}.ics` };
    },
  },
  {
    path: MEIN_ORT_RSS,
    async render({ query, cms, origin }) {
      const v = await viewOf(cms, query);
      if (!v) return null;
      return { contentType: 'application/rss+xml; charset=utf-8', body: meinOrtRss(v, origin, new Date()) };
    },
  },
];
