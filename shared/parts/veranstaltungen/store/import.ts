import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { ImportKind } from '../../../../server/cms/import/apply';
import { ImportError } from '../../../../server/cms/import/errors';
import { readEventsIcs, type ImportedEvent } from '../../../../server/cms/import/events';
import type { EmptyState } from '../../../../server/cms/part';
import { berlinToday } from '../../../format/date';
import { makeSlug } from '../../../format/slug-id';

const db = (d: Kysely<Database>) => d;

const fold = (s: string) => s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').trim();

/**
 * Words of regional calendars → the title of one of the town's categories. A feed category maps to the
 * category with the same title, else by this list (a word found in it); the rest is listed.
 */
export const CATEGORY_WORDS: ReadonlyArray<{ word: string; rubrik: string }> = [
  { word: 'musik', rubrik: 'Kultur' },
  { word: 'konzert', rubrik: 'Kultur' },
  { word: 'theater', rubrik: 'Kultur' },
  { word: 'ausstellung', rubrik: 'Kultur' },
  { word: 'lesung', rubrik: 'Kultur' },
  { word: 'kino', rubrik: 'Kultur' },
  { word: 'sport', rubrik: 'Sport' },
  { word: 'lauf', rubrik: 'Sport' },
  { word: 'markt', rubrik: 'Märkte' },
  { word: 'maerkte', rubrik: 'Märkte' },
  { word: 'natur', rubrik: 'Führungen und Natur' },
  { word: 'fuehrung', rubrik: 'Führungen und Natur' },
  { word: 'wander', rubrik: 'Führungen und Natur' },
  { word: 'kinder', rubrik: 'Kinder und Jugend' },
  { word: 'jugend', rubrik: 'Kinder und Jugend' },
  { word: 'familie', rubrik: 'Kinder und Jugend' },
  { word: 'senior', rubrik: 'Senioren' },
  { word: 'verein', rubrik: 'Vereine' },
  { word: 'fasnet', rubrik: 'Fasnet' },
  { word: 'fastnacht', rubrik: 'Fasnet' },
  { word: 'fasching', rubrik: 'Fasnet' },
  { word: 'kirche', rubrik: 'Kirche' },
  { word: 'gottesdienst', rubrik: 'Kirche' },
  { word: 'politik', rubrik: 'Politik und Bürgerbeteiligung' },
  { word: 'buergerbeteiligung', rubrik: 'Politik und Bürgerbeteiligung' },
];

/** The town's categories a feed category maps to. */
function categoryMapping(feedCategories: string[], rubriken: { id: number; titel: string }[]): Record<string, number[]> {
  const byTitle = new Map(rubriken.map((r) => [fold(r.titel), r.id]));
  const out: Record<string, number[]> = {};
  for (const c of feedCategories) {
    const f = fold(c);
    const exact = byTitle.get(f);
    if (exact !== undefined) {
      out[c] = [exact];
      continue;
    }
    const ids = [...new Set(CATEGORY_WORDS.filter((w) => f.includes(w.word)).map((w) => byTitle.get(fold(w.rubrik))))].filter(
      (x): x is number => x !== undefined,
    );
    if (ids.length) out[c] = ids;
  }
  return out;
}

interface EventRecords {
  /** The calendar read: its address, else its name (X-WR-CALNAME), else the file's name. */
  kalender: string;
  /** The window read: events of the town's feed starting in it are added, changed or removed. */
  from: string;
  until: string;
  events: ImportedEvent[];
  unmappedCategories: string[];
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The feed's plain text as the paragraphs the event page shows. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p)}</p>`)
    .join('');

/** A feed's LOCATION 'Stadthalle, Hauptstraße 1' as place and street. */
function place(location: string): { ort_location: string; ort_street: string } {
  const [first = '', ...rest] = location.split(',').map((s) => s.trim());
  return { ort_location: first, ort_street: rest.join(', ') };
}

const fmt = (v: string) => `${v.slice(8, 10)}.${v.slice(5, 7)}.${v.slice(0, 4)}${v.length > 10 ? ` ${v.slice(11, 16)} Uhr` : ''}`;

/**
 * Events from a regional calendar's iCalendar feed (ADR 42): the events from today until two years
 * ahead; each is found again by its id in the feed (its UID, for one occurrence 'UID|RECURRENCE-ID'),
 * so a second run adds nothing. An event edited on the desk since the last import keeps the edit (its
 * revision is no longer the one the import wrote); imported events that left the feed are removed. A
 * town may import several calendars: each event records its calendar, and a feed removes only its own.
 */
export const eventImport: ImportKind<EventRecords> = {
  name: 'veranstaltungen',
  titel: 'Veranstaltungen',
  beschreibung: 'Veranstaltungen aus einem Veranstaltungskalender der Region (iCalendar), mit Zuordnung der Rubriken.',
  eingabe: 'datei',
  dateitypen: '.ics,text/calendar',
  async read(input, env) {
    if (!input.bytes || input.bytes.length === 0) throw new ImportError('format', 'Die Datei ist leer.');
    const from = berlinToday(env.now);
    const until = `${Number(from.slice(0, 4)) + 2}${from.slice(4)}`;
    const rubriken = await db(env.db).selectFrom('veranstaltung_rubrik').select(['id', 'titel']).orderBy('id').execute();
    // First the feed's categories, then the mapping of those to the town's.
    const probe = readEventsIcs(input.bytes, { from, until });
    const categories = categoryMapping(
      [...new Set(probe.events.flatMap((e) => e.sourceCategories))],
      rubriken.map((r) => ({ id: Number(r.id), titel: r.titel })),
    );
    const read = readEventsIcs(input.bytes, { from, until, categories });
    return {
      records: {
        kalender: input.url ?? (read.calendarName.trim() || input.name),
        from,
        until,
        events: read.events,
        unmappedCategories: read.unmappedCategories,
      },
      notices: read.notices,
      quelle: null,
      stand: null,
    };
  },
  async apply(w, records) {
    const d = db(w.db);
    const probleme: string[] = [];
    if (records.unmappedCategories.length) probleme.push(`Keiner Rubrik zugeordnet: ${records.unmappedCategories.join(', ')}.`);
    const existing = await d
      .selectFrom('veranstaltung')
      .select(['id', 'quelle', 'quelle_kalender', 'revision', 'quelle_revision', 'titel', 'datum_von'])
      .where('quelle', 'is not', null)
      .orderBy('id')
      .execute();
    const byQuelle = new Map(existing.map((r) => [r.quelle as string, r]));
    const kept: string[] = [];
    const seen = new Set<string>();
    for (const e of records.events) {
      seen.add(e.id);
      const row = byQuelle.get(e.id);
      const label = { was: 'Veranstaltung', titel: `${e.title} (${fmt(e.start)})` };
      const columns = {
        titel: e.title,
        datum_von: e.start,
        datum_bis: e.end,
        ...place(e.location),
        text: paragraphs(e.description),
        link: e.url,
      };
      if (!row) {
        const id = await w.insert(
          'veranstaltung',
          { ...columns, slug: 'neu', status: 'veroeffentlicht', quelle: e.id, quelle_kalender: records.kalender, revision: 1, quelle_revision: 1 },
          label,
        );
        await w.update('veranstaltung', { id }, { slug: makeSlug(e.title, id) }, label);
        for (const [sortierung, rubrik_id] of e.categories.entries()) {
          await w.insertKeyed('veranstaltung_zu_rubrik', { veranstaltung_id: id, rubrik_id }, { sortierung }, { was: null, titel: '' });
        }
        continue;
      }
      const id = Number(row.id);
      if (row.quelle_revision === null || Number(row.revision) !== Number(row.quelle_revision)) {
        kept.push(row.titel);
        continue;
      }
      const links = await d
        .selectFrom('veranstaltung_zu_rubrik')
        .select(['rubrik_id', 'sortierung'])
        .where('veranstaltung_id', '=', id)
        .orderBy('sortierung')
        .execute();
      const sameRubriken = links.length === e.categories.length && links.every((l, i) => Number(l.rubrik_id) === e.categories[i]);
      const changed = await w.update('veranstaltung', { id }, { ...columns, slug: makeSlug(e.title, id), quelle_kalender: records.kalender }, label);
      if (!sameRubriken) {
        for (const l of links) await w.remove('veranstaltung_zu_rubrik', { veranstaltung_id: id, rubrik_id: Number(l.rubrik_id) }, { was: null, titel: '' });
        for (const [sortierung, rubrik_id] of e.categories.entries()) {
          await w.insertKeyed('veranstaltung_zu_rubrik', { veranstaltung_id: id, rubrik_id }, { sortierung }, { was: null, titel: '' });
        }
      }
      if (changed || !sameRubriken) {
        const revision = Number(row.revision) + 1;
        await w.update('veranstaltung', { id }, { revision, quelle_revision: revision }, label);
      }
    }
    // Imported events of this calendar's window that left it; the past stays, and so does an edited one.
    // Another calendar's events are not this feed's to remove (one imported before calendars were told apart is).
    for (const row of existing) {
      if (
        seen.has(row.quelle as string) ||
        (row.quelle_kalender !== null && row.quelle_kalender !== records.kalender) ||
        row.datum_von.slice(0, 10) < records.from ||
        row.datum_von.slice(0, 10) >= records.until
      )
        continue;
      if (row.quelle_revision === null || Number(row.revision) !== Number(row.quelle_revision)) {
        kept.push(row.titel);
        continue;
      }
      const id = Number(row.id);
      const links = await d.selectFrom('veranstaltung_zu_rubrik').select('rubrik_id').where('veranstaltung_id', '=', id).execute();
      for (const l of links) await w.remove('veranstaltung_zu_rubrik', { veranstaltung_id: id, rubrik_id: Number(l.rubrik_id) }, { was: null, titel: '' });
      await w.remove('veranstaltung', { id }, { was: 'Veranstaltung', titel: `${row.titel} (${fmt(row.datum_von)})` });
    }
    if (kept.length) probleme.push(`In der Redaktion bearbeitet, daher nicht überschrieben: ${[...new Set(kept)].join(', ')}.`);
    return { probleme };
  },
};

/** A new town has no events until the desk or a feed brings some. */
export const eventsEmpty: EmptyState[] = [
  {
    titel: 'Noch keine Veranstaltungen',
    leer: async (anyDb) => !(await db(anyDb).selectFrom('veranstaltung').select('id').limit(1).executeTakeFirst()),
    aktion: { pfad: '/intranet/redaktion/einlesen/veranstaltungen', text: 'Veranstaltungskalender einlesen' },
  },
];
