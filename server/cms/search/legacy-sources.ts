/**
 * The search sources of the parts that still read the index with SQLite queries of their own. Each
 * part moves its source into its folder (server/cms/parts/<part>/search.ts) as a SearchSource; what is
 * left here is adapted to that interface by `legacySources`.
 */
import type SQLite from 'better-sqlite3';
import type { SearchHitType } from '../../../shared/api/types-suche';
import { paths } from '../../../shared/site/paths';
import { eventsListPath } from '../../../shared/pages/veranstaltungen/event-paths';
import { ratsterminPath } from '../../../shared/pages/ratstermine/paths';
import { ratsterminTitle } from '../../../shared/pages/ratstermine/ratstermin-text';
import { sitzungTitel } from '../api-ratstermine';
import { baustellePath, flaechePath } from '../../../shared/pages/baustellen/paths';
import { FASNETVEREINE_PATH, vereinAnchor, wanderwegPath } from '../../../shared/pages/tourismus/paths';
import { stripHtml } from './fold';
import { join, jsonList, type Eintrag, type SearchSource, type Watch } from './source';

const EVENTS_LIST_PATH = eventsListPath('gaeste');

const HIT_TYPE: Record<string, SearchHitType> = {
  verfahren: 'wegweiser',
  lebenslage: 'wegweiser',
  formular: 'dokument',
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
  verfahren: {
    numeric: true,
    key: 'id',
    sql: `SELECT id, titel, kurztext, text, gebuehren, stichworte FROM verfahren WHERE 1 = 1 /*ONE*/ ORDER BY id`,
    map: (r) => ({
      typ: 'verfahren',
      ref: str(r.id),
      titel: str(r.titel),
      text: join(str(r.kurztext), stripHtml(str(r.text)), str(r.gebuehren)),
      stichworte: join(...jsonList(str(r.stichworte))),
      datum: null,
      url: paths.verfahren(num(r.id), str(r.titel)),
      pfad_ext: null,
      kategorie: 'Verfahren',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  amt: {
    numeric: true,
    key: 'a.id',
    sql: `SELECT a.id, a.titel, a.beschreibung, a.aufgaben, a.gebaeude, a.strasse, a.plz, a.ort, p.titel AS uebergeordnet
      FROM amt a LEFT JOIN amt p ON p.id = a.uebergeordnet WHERE 1 = 1 /*ONE*/ ORDER BY a.id`,
    map: (r) => ({
      typ: 'amt',
      ref: str(r.id),
      titel: str(r.titel),
      // Description, tasks and address; phone numbers and e-mail addresses are left out on purpose.
      text: join(str(r.beschreibung), ...jsonList(str(r.aufgaben)), `${str(r.gebaeude)}, ${str(r.strasse)}, ${str(r.plz)} ${str(r.ort)}`),
      stichworte: join(str(r.uebergeordnet)),
      datum: null,
      url: paths.amt(num(r.id), str(r.titel)),
      pfad_ext: null,
      kategorie: 'Fachamt',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  mitarbeiter: {
    numeric: true,
    key: 'm.id',
    sql: `SELECT m.id, m.titel, m.vorname, m.nachname,
        (SELECT json_group_array(json_object('funktion', x.funktion, 'amt', x.amt)) FROM (
          SELECT ma.funktion, a.titel AS amt FROM mitarbeiter_amt ma JOIN amt a ON a.id = ma.amt_id
          WHERE ma.mitarbeiter_id = m.id ORDER BY ma.sortierung, a.titel) x) AS aemter
      FROM mitarbeiter m WHERE 1 = 1 /*ONE*/ ORDER BY m.id`,
    map: (r) => {
      const aemter = jsonRows<{ funktion?: unknown; amt?: unknown }>(str(r.aemter));
      return {
        typ: 'mitarbeiter',
        ref: str(r.id),
        titel: join(str(r.titel), str(r.vorname), str(r.nachname)),
        // Functions and offices only: no phone numbers, rooms or e-mail addresses.
        text: aemter.map((a) => join(str(a.funktion), str(a.amt))).join(', '),
        stichworte: '',
        datum: null,
        url: paths.mitarbeiter(num(r.id), str(r.vorname), str(r.nachname)),
        pfad_ext: null,
        kategorie: 'Mitarbeiter/in',
        gueltig_von: null,
        gueltig_bis: null,
      };
    },
  },
  formular: {
    numeric: true,
    key: 'f.id',
    sql: `SELECT f.id, f.titel, f.beschreibung, a.titel AS amt, d.id AS dokument_id, d.datei, d.downloadtext, d.intern
      FROM formular f LEFT JOIN amt a ON a.id = f.amt_id LEFT JOIN dokument d ON d.id = f.dokument_id
      WHERE 1 = 1 /*ONE*/ ORDER BY f.id`,
    map: (r) => ({
      typ: 'formular',
      ref: str(r.id),
      titel: str(r.titel),
      text: join(str(r.beschreibung), str(r.amt)),
      stichworte: str(r.downloadtext) !== str(r.titel) ? join(str(r.downloadtext)) : '',
      datum: null,
      url: `${paths.formulare()}#formular-${str(r.id)}`,
      // An internal document is never linked from the public search.
      pfad_ext: r.dokument_id !== null && r.dokument_id !== undefined && num(r.intern) === 0 ? fileUrl(num(r.dokument_id), str(r.datei)) : null,
      kategorie: 'Formular',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  lebenslage: {
    numeric: true,
    key: 'id',
    sql: `SELECT id, url, titel, beschreibung FROM lebenslage WHERE 1 = 1 /*ONE*/ ORDER BY id`,
    map: (r) => ({
      typ: 'lebenslage',
      ref: str(r.id),
      titel: str(r.titel),
      text: join(str(r.beschreibung)),
      stichworte: '',
      datum: null,
      url: paths.lebenslage(str(r.url)),
      pfad_ext: null,
      kategorie: 'Lebenslage',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  veranstaltung: {
    numeric: true,
    key: 'v.id',
    sql: `SELECT v.id, v.titel, v.slug, v.datum_von, v.datum_bis, v.text, v.veranstalter, v.ort_location, v.ort_street, v.ort_city,
        (SELECT group_concat(r.titel, ' ') FROM veranstaltung_zu_rubrik z JOIN veranstaltung_rubrik r ON r.id = z.rubrik_id
          WHERE z.veranstaltung_id = v.id) AS rubriken
      FROM veranstaltung v WHERE 1 = 1 /*ONE*/ ORDER BY v.id`,
    map: (r) => ({
      typ: 'veranstaltung',
      ref: str(r.id),
      titel: str(r.titel),
      text: join(stripHtml(str(r.text)), str(r.ort_location), str(r.ort_street), str(r.ort_city), str(r.veranstalter)),
      stichworte: join(str(r.rubriken)),
      datum: str(r.datum_von).slice(0, 10) || null,
      url: `${EVENTS_LIST_PATH}${str(r.slug)}`,
      pfad_ext: null,
      kategorie: 'Veranstaltung',
      // A past event leaves the results the day after it ends.
      gueltig_von: null,
      gueltig_bis: (strOrNull(r.datum_bis) ?? str(r.datum_von)).slice(0, 10),
    }),
  },

  ratstermin: {
    numeric: true,
    key: 'r.id',
    sql: `SELECT r.id, r.gremium, r.slug, r.datum, r.ort,
        (SELECT group_concat(t.titel, ' · ') FROM ratstermin_top t WHERE t.ratstermin_id = r.id AND t.oeffentlich = 1) AS tagesordnung
      FROM ratstermin r WHERE 1 = 1 /*ONE*/ ORDER BY r.id`,
    map: (r) => ({
      typ: 'ratstermin',
      ref: str(r.id),
      titel: ratsterminTitle({ titel: sitzungTitel(str(r.gremium)), datum: str(r.datum) }),
      // The public agenda only: non-public items are not published.
      text: join(str(r.tagesordnung), str(r.ort)),
      stichworte: join(str(r.gremium), 'Sitzung'),
      datum: str(r.datum).slice(0, 10) || null,
      url: ratsterminPath(str(r.slug)),
      pfad_ext: null,
      kategorie: 'Sitzungstermin',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  baustelle: {
    numeric: true,
    key: 'b.id',
    sql: `SELECT b.id, b.titel, b.slug, b.strasse, b.ortsteil, b.beschreibung, b.umleitung,
        (SELECT max(p.bis) FROM baustelle_phase p WHERE p.baustelle_id = b.id) AS ende
      FROM baustelle b WHERE 1 = 1 /*ONE*/ ORDER BY b.id`,
    map: (r) => ({
      typ: 'baustelle',
      ref: str(r.id),
      titel: str(r.titel),
      text: join(str(r.strasse), str(r.ortsteil), stripHtml(str(r.beschreibung)), stripHtml(str(r.umleitung))),
      stichworte: join('Baustelle', 'Umleitung', str(r.ortsteil)),
      datum: null,
      url: baustellePath(str(r.slug)),
      pfad_ext: null,
      kategorie: 'Baustelle',
      // A finished site leaves the results after its last phase.
      gueltig_von: null,
      gueltig_bis: strOrNull(r.ende),
    }),
  },
  flaeche: {
    numeric: true,
    key: 'id',
    sql: `SELECT id, art, titel, slug, lage, text, status FROM flaeche WHERE status <> 'verkauft' /*ONE*/ ORDER BY id`,
    map: (r) => ({
      typ: 'flaeche',
      ref: str(r.id),
      titel: str(r.titel),
      text: join(str(r.lage), stripHtml(str(r.text))),
      stichworte: str(r.art) === 'gewerbe' ? join('Gewerbefläche', 'Gewerbegrundstück') : join('Bauplatz', 'Wohnbaufläche'),
      datum: null,
      url: flaechePath(str(r.art) === 'gewerbe' ? 'gewerbe' : 'wohnen', str(r.slug)),
      pfad_ext: null,
      kategorie: str(r.art) === 'gewerbe' ? 'Gewerbefläche' : 'Wohnbaufläche',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  wanderweg: {
    numeric: true,
    key: 'id',
    sql: `SELECT id, titel, slug, start, text, schwierigkeit FROM wanderweg WHERE 1 = 1 /*ONE*/ ORDER BY id`,
    map: (r) => ({
      typ: 'wanderweg',
      ref: str(r.id),
      titel: str(r.titel),
      text: join(str(r.start), stripHtml(str(r.text))),
      stichworte: join('Wandern', 'Wanderweg', str(r.schwierigkeit)),
      datum: null,
      url: wanderwegPath(str(r.slug)),
      pfad_ext: null,
      kategorie: 'Wanderweg',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
  fasnetverein: {
    numeric: true,
    key: 'id',
    sql: `SELECT id, name, ortsteil, figuren, text FROM fasnetverein WHERE 1 = 1 /*ONE*/ ORDER BY id`,
    map: (r) => ({
      typ: 'fasnetverein',
      ref: str(r.id),
      titel: str(r.name),
      text: join(...jsonList(str(r.figuren)), stripHtml(str(r.text))),
      stichworte: join('Fasnet', 'Narrenzunft', str(r.ortsteil)),
      datum: null,
      url: `${FASNETVEREINE_PATH}#${vereinAnchor(num(r.id))}`,
      pfad_ext: null,
      kategorie: 'Fasnetverein',
      gueltig_von: null,
      gueltig_bis: null,
    }),
  },
};

/** Which table changes mark entries of each source stale (formerly the triggers of migrations 3 and 10). */
export const LEGACY_WATCHES: Record<string, Watch[]> = {
  verfahren: [{ table: 'verfahren', column: 'id' }],
  amt: [{ table: 'amt', column: 'id' }],
  mitarbeiter: [
    { table: 'mitarbeiter', column: 'id' },
    { table: 'mitarbeiter_amt', column: 'mitarbeiter_id' },
    { table: 'amt', column: 'id', via: { table: 'mitarbeiter_amt', select: 'mitarbeiter_id', where: 'amt_id' } },
  ],
  formular: [
    { table: 'formular', column: 'id' },
    { table: 'amt', column: 'id', via: { table: 'formular', select: 'id', where: 'amt_id' } },
    { table: 'dokument', column: 'id', via: { table: 'formular', select: 'id', where: 'dokument_id' } },
  ],
  lebenslage: [{ table: 'lebenslage', column: 'id' }],
  veranstaltung: [
    { table: 'veranstaltung', column: 'id' },
    { table: 'veranstaltung_zu_rubrik', column: 'veranstaltung_id' },
  ],
  ratstermin: [
    { table: 'ratstermin', column: 'id' },
    { table: 'ratstermin_top', column: 'ratstermin_id' },
  ],
  baustelle: [
    { table: 'baustelle', column: 'id' },
    { table: 'baustelle_phase', column: 'baustelle_id' },
  ],
  flaeche: [{ table: 'flaeche', column: 'id' }],
  wanderweg: [{ table: 'wanderweg', column: 'id' }],
  fasnetverein: [{ table: 'fasnetverein', column: 'id' }],
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
