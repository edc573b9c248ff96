/**
 * The search sources of the parts that still read the index with SQLite queries of their own. Each
 * part moves its source into its folder (server/cms/parts/<part>/search.ts) as a SearchSource; what is
 * left here is adapted to that interface by `legacySources`.
 */
import type SQLite from 'better-sqlite3';
import type { SearchHitType } from '../../../shared/api/types-suche';
import { paths } from '../../../shared/site/paths';
import { newsDetailPath } from '../../../shared/site/news-paths';
import { stripHtml } from './fold';
import { join, jsonList, type Eintrag, type SearchSource, type Watch } from './source';

const HIT_TYPE: Record<string, SearchHitType> = {
  dokument: 'dokument',
};

/** Public archive topics and where their entries are listed. Other topics have no public page. */
const ARCHIV_SEITEN: Readonly<Record<number, { pfad: string; kategorie: string }>> = {
  30: { pfad: '/rathaus/bekanntmachungen/', kategorie: 'Bekanntmachung' },
  31: { pfad: '/rathaus/satzungen/', kategorie: 'Satzung' },
  32: { pfad: '/rathaus/ausschreibungen/', kategorie: 'Ausschreibung' },
};

/** Same address as the CMS API's file links (server/cms/api.ts). */
const fileUrl = (id: number, datei: string): string => `/api/cms/dateien/${id}/${encodeURIComponent(datei)}`;

function jsonRows<T>(value: string | null | undefined): T[] {
  if (typeof value !== 'string') return [];
  try {
    const v: unknown = JSON.parse(value);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

interface Source {
  /** Whether ref is an integer id. */
  numeric: boolean;
  sql: string;
  /** Column compared with the ref for a single item. */
  key: string;
  map: (row: Record<string, unknown>) => Eintrag | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/** Every SQL has a WHERE clause; `/*ONE*\/` becomes `AND key = ?` for a single item. */
const SOURCES: Record<string, Source> = {
  aktuelles: {
    numeric: true,
    key: 'a.id',
    sql: `SELECT a.id, a.titel, a.slug, a.teaser, a.text, a.datum_von, r.url AS rubrik, r.titel AS rubrik_titel
      FROM aktuelles a JOIN rubrik r ON r.id = a.rubrik_id
      WHERE a.aktiv = 1 /*ONE*/ ORDER BY a.id`,
    map: (r) => ({
      typ: 'aktuelles',
      ref: str(r.id),
      titel: str(r.titel),
      text: join(str(r.teaser), stripHtml(str(r.text))),
      stichworte: '',
      datum: strOrNull(r.datum_von),
      url: newsDetailPath(str(r.rubrik), str(r.slug)),
      pfad_ext: null,
      kategorie: str(r.rubrik_titel),
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  dokument: {
    numeric: true,
    key: 'd.id',
    sql: `SELECT d.id, d.datei, d.downloadtext, d.beschreibung, d.einstufung, d.stand,
        a.titel AS news_titel, a.slug, a.datum_von, r.url AS rubrik
      FROM dokument d JOIN aktuelles a ON a.id = d.aktuelles_id JOIN rubrik r ON r.id = a.rubrik_id
      WHERE d.intern = 0 AND a.aktiv = 1 /*ONE*/ ORDER BY d.id`,
    map: (r) => ({
      typ: 'dokument',
      ref: str(r.id),
      titel: str(r.downloadtext) || str(r.datei),
      text: join(str(r.beschreibung), str(r.news_titel)),
      stichworte: join(str(r.einstufung)),
      datum: strOrNull(r.stand) ?? strOrNull(r.datum_von),
      url: newsDetailPath(str(r.rubrik), str(r.slug)),
      pfad_ext: fileUrl(num(r.id), str(r.datei)),
      kategorie: 'Download',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  seite: {
    numeric: false,
    key: 'pfad',
    sql: `SELECT pfad, titel, beschreibung, inhalt FROM seite WHERE 1 = 1 /*ONE*/ ORDER BY pfad`,
    map: (r) => ({
      typ: 'seite',
      ref: str(r.pfad),
      titel: str(r.titel),
      text: join(str(r.beschreibung), stripHtml(str(r.inhalt))),
      stichworte: '',
      datum: null,
      url: paths.seite(str(r.pfad)),
      pfad_ext: null,
      kategorie: 'Seite',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  amtsblatt: {
    numeric: true,
    key: 'b.id',
    sql: `SELECT b.id, b.jahr, b.ausgabe, b.datum, b.themen, d.id AS dokument_id, d.datei, d.intern
      FROM amtsblatt b LEFT JOIN dokument d ON d.id = b.dokument_id WHERE 1 = 1 /*ONE*/ ORDER BY b.id`,
    map: (r) => ({
      typ: 'amtsblatt',
      ref: str(r.id),
      titel: `Amtsblatt Nr. ${str(r.ausgabe)}/${str(r.jahr)}`,
      text: jsonList(str(r.themen)).join(' · '),
      stichworte: '',
      datum: strOrNull(r.datum),
      url: paths.amtsblatt(),
      pfad_ext: r.dokument_id !== null && r.dokument_id !== undefined && num(r.intern) === 0 ? fileUrl(num(r.dokument_id), str(r.datei)) : null,
      kategorie: 'Amtsblatt',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  archiv: {
    numeric: true,
    key: 'a.id',
    sql: `SELECT a.id, a.thema_id, a.titel, a.beschreibung, a.gueltig_von, a.gueltig_bis,
        (SELECT json_group_array(json_object('id', x.id, 'datei', x.datei, 'downloadtext', x.downloadtext, 'beschreibung', x.beschreibung))
          FROM (SELECT id, datei, downloadtext, beschreibung FROM dokument WHERE archiv_id = a.id AND intern = 0 ORDER BY sortierung, id) x) AS dokumente
      FROM archiv a JOIN archiv_thema t ON t.id = a.thema_id
      WHERE t.intranet = 0 AND t.id IN (${Object.keys(ARCHIV_SEITEN).join(', ')}) /*ONE*/ ORDER BY a.id`,
    map: (r) => {
      const seite = ARCHIV_SEITEN[num(r.thema_id)];
      if (!seite) return null;
      const docs = jsonRows<{ id?: unknown; datei?: unknown; downloadtext?: unknown; beschreibung?: unknown }>(str(r.dokumente));
      const first = docs[0];
      return {
        typ: 'archiv',
        ref: str(r.id),
        titel: str(r.titel),
        text: join(str(r.beschreibung), ...docs.flatMap((d) => [str(d.downloadtext), str(d.beschreibung)])),
        stichworte: '',
        datum: strOrNull(r.gueltig_von),
        url: `${seite.pfad}#archiv-${str(r.id)}`,
        pfad_ext: first ? fileUrl(num(first.id), str(first.datei)) : null,
        kategorie: seite.kategorie,
        gueltig_von: strOrNull(r.gueltig_von),
        gueltig_bis: strOrNull(r.gueltig_bis),
      };
    },
  },
};

/** Which table changes mark entries of each source stale (formerly the triggers of migrations 3 and 10). */
export const LEGACY_WATCHES: Record<string, Watch[]> = {
  aktuelles: [
    { table: 'aktuelles', column: 'id' },
    { table: 'rubrik', column: 'id', via: { table: 'aktuelles', select: 'id', where: 'rubrik_id' } },
  ],
  dokument: [
    { table: 'dokument', column: 'id' },
    { table: 'aktuelles', column: 'id', via: { table: 'dokument', select: 'id', where: 'aktuelles_id' } },
    { table: 'rubrik', column: 'id', via: { table: 'dokument d JOIN aktuelles a ON a.id = d.aktuelles_id', select: 'd.id', where: 'a.rubrik_id' } },
  ],
  seite: [{ table: 'seite', column: 'pfad' }],
  amtsblatt: [
    { table: 'amtsblatt', column: 'id' },
    { table: 'dokument', column: 'id', via: { table: 'amtsblatt', select: 'id', where: 'dokument_id' } },
  ],
  archiv: [
    { table: 'archiv', column: 'id' },
    { table: 'archiv_thema', column: 'id', via: { table: 'archiv', select: 'id', where: 'thema_id' } },
    { table: 'dokument', column: 'archiv_id' },
  ],
};

/** The sources above as SearchSources on one SQLite connection. `except` leaves out those a part now brings. */
export function legacySources(sqlite: SQLite.Database, except: ReadonlySet<string>): SearchSource[] {
  return Object.entries(SOURCES)
    .filter(([typ]) => !except.has(typ))
    .map(([typ, s]) => {
      const all = sqlite.prepare(s.sql.replace('/*ONE*/', ''));
      const one = sqlite.prepare(s.sql.replace('/*ONE*/', `AND ${s.key} = ?`));
      const mapped = (rows: unknown[]) => (rows as Record<string, unknown>[]).map(s.map).filter((e): e is Eintrag => e !== null);
      return {
        typ,
        ...(HIT_TYPE[typ] ? { hitType: HIT_TYPE[typ] } : {}),
        watch: LEGACY_WATCHES[typ] ?? [],
        async load(_db, refs) {
          if (refs === null) return mapped(all.all());
          return refs.flatMap((ref) => {
            if (s.numeric && !/^-?\d{1,15}$/.test(ref)) return [];
            return mapped(one.all(s.numeric ? Number(ref) : ref));
          });
        },
      } satisfies SearchSource;
    });
}
