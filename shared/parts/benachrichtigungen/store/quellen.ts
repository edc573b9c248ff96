import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { deskColumnsOf, isPublic } from '../../../../server/cms/visibility';
import { berlinToday } from '../../../format/date';
import { formatDate } from '../../../format/date';
import { newsDetailPath, NEWS_TITLES } from '../../../site/news-paths';
import { TOWN } from '../../../site/town';
import type { Thema } from '../values';

/**
 * What subscribers are told about, read from the content as the public sees it now (ADR 50, after
 * GOV.UK's "content change"): each source lists the public items of its topic that are recent enough
 * to be news. The composing job keeps each item once (`abo_ereignis`, by its key and topic reference),
 * so an item is reported once however often it is seen, and an item edited later is not news again.
 *
 * The public addresses are written here as the parts' routes have them (a part may not import
 * another part's routes, ADR 34); the integration test follows a link of each kind.
 */
export interface Fund {
  schluessel: string;
  thema: Thema;
  bezug: string;
  titel: string;
  text: string;
  link: string;
}

/** How far back an item may have appeared and still be news (a planned item counts from its start). */
const FRISCH_TAGE = 14;

const daysBefore = (now: Date, days: number) => berlinToday(new Date(now.getTime() - days * 86_400_000));

async function nachrichten(db: Kysely<Database>, now: Date): Promise<Fund[]> {
  const rows = await db
    .selectFrom('aktuelles')
    .innerJoin('rubrik', 'rubrik.id', 'aktuelles.rubrik_id')
    .select(['aktuelles.id', 'aktuelles.titel', 'aktuelles.slug', 'aktuelles.teaser', 'rubrik.url as rubrik'])
    .where(isPublic({ status: 'aktuelles.status', von: 'aktuelles.datum_von' }, now))
    .where('aktuelles.datum_von', '>=', daysBefore(now, FRISCH_TAGE))
    .execute();
  return rows.map((r) => ({
    schluessel: `nachricht:${r.id}`,
    thema: 'nachrichten',
    bezug: r.rubrik,
    titel: r.titel,
    text: r.teaser,
    link: newsDetailPath(r.rubrik, r.slug),
  }));
}

async function gremien(db: Kysely<Database>, now: Date): Promise<Fund[]> {
  const today = berlinToday(now);
  const visible = isPublic({ status: 'ratstermin.status', von: 'ratstermin.sichtbar_ab' }, now);
  const meetings = await db
    .selectFrom('ratstermin')
    .innerJoin('gremium', 'gremium.id', 'ratstermin.gremium_id')
    .select(['ratstermin.id', 'ratstermin.slug', 'ratstermin.datum', 'ratstermin.ort', 'gremium.id as gremium_id', 'gremium.name'])
    .where(visible)
    .where('ratstermin.datum', '>=', daysBefore(now, 60))
    .execute();
  const docs = meetings.length
    ? await db
        .selectFrom('ratstermin_dokument')
        .innerJoin('dokument', 'dokument.id', 'ratstermin_dokument.dokument_id')
        .select(['ratstermin_dokument.ratstermin_id', 'dokument.id', 'dokument.downloadtext'])
        .where(
          'ratstermin_dokument.ratstermin_id',
          'in',
          meetings.map((m) => m.id),
        )
        .execute()
    : [];
  const path = (slug: string) => `/${TOWN.slug}/ratstermine/${slug}`;
  const day = (m: { datum: string }) => formatDate(m.datum.slice(0, 10));
  const found: Fund[] = meetings
    .filter((m) => m.datum.slice(0, 10) >= today)
    .map((m) => ({
      schluessel: `sitzung:${m.id}`,
      thema: 'gremium',
      bezug: String(m.gremium_id),
      titel: `Tagesordnung: Sitzung ${m.name} am ${day(m)}`,
      text: `Die Tagesordnung der Sitzung am ${day(m)}${m.datum.length > 10 ? ` um ${m.datum.slice(11, 16)} Uhr` : ''}${m.ort ? ` (${m.ort})` : ''} ist veröffentlicht.`,
      link: path(m.slug),
    }));
  const byId = new Map(meetings.map((m) => [Number(m.id), m]));
  for (const d of docs) {
    const m = byId.get(Number(d.ratstermin_id));
    if (!m) continue;
    found.push({
      schluessel: `sitzungsdokument:${m.id}:${d.id}`,
      thema: 'gremium',
      bezug: String(m.gremium_id),
      titel: `${d.downloadtext}: Sitzung ${m.name} am ${day(m)}`,
      text: `Zur Sitzung am ${day(m)} ist ein Dokument veröffentlicht: ${d.downloadtext}.`,
      link: path(m.slug),
    });
  }
  return found;
}

async function baustellen(db: Kysely<Database>, now: Date): Promise<Fund[]> {
  const rows = await db
    .selectFrom('baustelle')
    .select(['id', 'titel', 'slug', 'strasse', 'ortsteil', 'beschreibung'])
    .where(isPublic(deskColumnsOf('baustelle'), now))
    .execute();
  return rows.map((r) => ({
    schluessel: `baustelle:${r.id}`,
    thema: 'baustellen',
    bezug: r.ortsteil,
    titel: `${r.titel} (${r.strasse})`,
    text: r.beschreibung
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300),
    link: `/wirtschaft/baustellen/${r.slug}`,
  }));
}

async function veranstaltungen(db: Kysely<Database>, now: Date): Promise<Fund[]> {
  const rows = await db
    .selectFrom('veranstaltung')
    .innerJoin('veranstaltung_zu_rubrik', 'veranstaltung_zu_rubrik.veranstaltung_id', 'veranstaltung.id')
    .select([
      'veranstaltung.id',
      'veranstaltung.titel',
      'veranstaltung.slug',
      'veranstaltung.datum_von',
      'veranstaltung.ort_location',
      'veranstaltung_zu_rubrik.rubrik_id',
    ])
    .where(isPublic({ status: 'veranstaltung.status', von: 'veranstaltung.sichtbar_ab' }, now))
    .where('veranstaltung.datum_von', '>=', berlinToday(now))
    .execute();
  return rows.map((r) => ({
    schluessel: `veranstaltung:${r.id}`,
    thema: 'veranstaltungen',
    bezug: String(r.rubrik_id),
    titel: `${r.titel} am ${formatDate(r.datum_von.slice(0, 10))}`,
    text: r.ort_location ? `Ort: ${r.ort_location}` : '',
    link: `/gaeste/veranstaltungen/${r.slug}`,
  }));
}

async function amtsblatt(db: Kysely<Database>, now: Date): Promise<Fund[]> {
  const rows = await db
    .selectFrom('amtsblatt')
    .select(['id', 'jahr', 'ausgabe', 'themen'])
    .where(isPublic({ status: 'amtsblatt.status', von: 'amtsblatt.sichtbar_ab' }, now))
    .where('datum', '>=', daysBefore(now, FRISCH_TAGE))
    .execute();
  return rows.map((r) => ({
    schluessel: `amtsblatt:${r.id}`,
    thema: 'amtsblatt',
    bezug: '',
    titel: `Amtsblatt Nr. ${r.ausgabe}/${r.jahr}`,
    text: r.themen,
    link: '/rathaus/amtsblatt/',
  }));
}

/** Every source's public items now. */
export async function funde(db: Kysely<Database>, now: Date): Promise<Fund[]> {
  const lists = await Promise.all([nachrichten(db, now), gremien(db, now), baustellen(db, now), veranstaltungen(db, now), amtsblatt(db, now)]);
  return lists.flat();
}

export { NEWS_TITLES };
