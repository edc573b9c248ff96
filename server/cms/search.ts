/**
 * Site search: a German-aware full-text index over the public content of the CMS.
 *
 * Measured on 2 cores (seeded demo data, 480 entries, file database in WAL mode; test "measures" in
 * search.test.ts), while other work kept the load average at 12–14:
 * - rebuild(): ≈ 90–95 ms CPU, 140–650 ms wall clock (median of 3 runs per measurement);
 * - p50 of 100 typical queries (page of 10 with snippets): 0.65–0.9 ms; p95 10–57 ms (scheduling spikes);
 * - refresh() after editing two items: ≈ 2.5 ms; a query without hits incl. "Meinten Sie …": ≈ 3 ms.
 *
 * How it works
 * - suchindex_eintrag (migration 3) holds one row per searchable item with its ORIGINAL title and
 *   plain text; two contentless FTS5 tables index the same columns FOLDED (search-fold.ts:
 *   lower case, ä→ae, ö→oe, ü→ue, ß→ss, accents removed): `suchindex` (unicode61, words and
 *   prefixes, bm25) and `suchindex_trigramm` (trigram, substrings such as 'abfuhr' in 'Müllabfuhr').
 * - Triggers on the content tables write (typ, ref) into suchindex_dirty; refresh() re-indexes
 *   exactly those items, and query()/suggest() call it first, so edits are searchable at once.
 * - The MATCH expression is built here from quoted letter/digit terms only; nothing the user types
 *   ever reaches FTS5 syntax (quotes, AND/OR/NOT/NEAR, '*', ':', '^', parentheses are separators).
 * - Never indexed: intranet archive topics (archiv_thema.intranet = 1), internal documents
 *   (dokument.intern = 1), intranet_* tables, inactive news, and the contact fields (phone, fax,
 *   e-mail, room) of offices and staff. Archive entries are found only within their validity.
 */
import type SQLite from 'better-sqlite3';
import { paths } from '../../shared/site/paths';
import { newsDetailPath } from '../../shared/site/news-paths';
import { eventsListPath } from '../../shared/pages/veranstaltungen/event-paths';

import { ratsterminPath } from '../../shared/pages/ratstermine/paths';
import { ratsterminTitle } from '../../shared/pages/ratstermine/ratstermin-text';
import { sitzungTitel } from './api-ratstermine';
import { gewerbeEntryPath } from '../../shared/pages/gewerbe/paths';
import { baustellePath, flaechePath } from '../../shared/pages/baustellen/paths';
import { FASNETVEREINE_PATH, vereinAnchor, wanderwegPath } from '../../shared/pages/tourismus/paths';

const EVENTS_LIST_PATH = eventsListPath('gaeste');
import { berlinToday } from './query';
import { fold, foldWithMap, originalRange, stripHtml } from './search-fold';

// ---------------------------------------------------------------------------------------------
// Public types

import type { SearchHit, SearchHitType, SearchResult, SnippetPart, Suggestion } from '../../shared/api/types-suche';
import { redirectTarget } from '../../shared/api/types-suche';

export type { SearchHit, SearchHitType, SearchResult, SnippetPart, Suggestion };
export { redirectTarget };

export interface Search {
  /** Re-indexes all content; returns the number of indexed items. */
  rebuild(): number;
  /** Re-indexes the items the triggers marked as changed; returns how many marks were processed. */
  refresh(): number;
  /** Full-text search; `seite` is 1-based. Never throws for any `q`. */
  query(q: string, seite: number, proSeite: number): SearchResult;
  /** Up to `limit` (default 8) title suggestions for as-you-type: procedures and offices, then news, then the rest. */
  suggest(q: string, limit?: number): Suggestion[];
}

export interface SearchOptions {
  /** Clock for the validity of time-limited items (tests). */
  now?: () => Date;
}

export const MAX_QUERY_LENGTH = 200;
export const MAX_TERMS = 8;
export const MAX_RESULTS = 500;
export const MAX_PAGE_SIZE = 100;
/** Words around the first match in a snippet. */
export const SNIPPET_WORDS = 30;
/** More changed items than this: refresh() rebuilds instead (e.g. right after seeding). */
const REBUILD_THRESHOLD = 300;
/** Trigram (substring) search needs terms of at least this many folded characters. */
const MIN_SUBSTRING = 3;

// ---------------------------------------------------------------------------------------------
// Query terms

/** Trimmed query, at most MAX_QUERY_LENGTH characters (code points); '' for non-strings. */
export function normalizeQuery(q: unknown): string {
  if (typeof q !== 'string') return '';
  const trimmed = q.slice(0, MAX_QUERY_LENGTH * 4).trim();
  return Array.from(trimmed).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

const RAW_TERM = /[\p{L}\p{N}\p{M}]+/gu;
const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * Up to MAX_TERMS distinct folded terms of letters and digits: 'Müll-Abfuhr "Straße"' → ['muell', 'abfuhr', 'strasse'].
 * Everything else (quotes, operators, punctuation, emoji, control characters, lone surrogates) separates terms.
 */
export function parseTerms(q: unknown): string[] {
  const terms: string[] = [];
  for (const raw of normalizeQuery(q).match(RAW_TERM) ?? []) {
    for (const t of fold(raw).match(TOKEN) ?? []) {
      if (!terms.includes(t)) terms.push(t);
      if (terms.length >= MAX_TERMS) return terms;
    }
  }
  return terms;
}

/** FTS5 expression: every term quoted (terms hold only letters and digits, so no quote can occur). */
function prefixExpr(terms: string[]): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"*`).join(' AND ');
}

function phraseExpr(terms: string[]): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
}

// ---------------------------------------------------------------------------------------------
// What is indexed

type Typ = 'aktuelles' | 'dokument' | 'seite' | 'verfahren' | 'amt' | 'mitarbeiter' | 'formular' | 'lebenslage' | 'amtsblatt' | 'archiv' | 'veranstaltung' | 'ratstermin' | 'gewerbe' | 'baustelle' | 'flaeche' | 'wanderweg' | 'fasnetverein';

interface Eintrag {
  typ: Typ;
  ref: string;
  titel: string;
  text: string;
  stichworte: string;
  datum: string | null;
  url: string;
  pfad_ext: string | null;
  kategorie: string;
  gueltig_von: string | null;
  gueltig_bis: string | null;
}

const HIT_TYPE: Record<string, SearchHitType> = {
  verfahren: 'wegweiser',
  lebenslage: 'wegweiser',
  formular: 'dokument',
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

/** Joins text pieces with spaces, whitespace collapsed. */
function join(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A JSON list of strings as stored by the seed ('["a","b"]'); plain text is taken as one item. */
function jsonList(value: string | null | undefined): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const v: unknown = JSON.parse(value);
    if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
    if (typeof v === 'string') return [v];
  } catch {
    // not JSON: plain text
  }
  return [value];
}

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
const SOURCES: Record<Typ, Source> = {
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
  gewerbe: {
    numeric: true,
    key: 'g.id',
    sql: `SELECT g.id, g.name, g.slug, g.spezialisierung, g.text, g.street, g.zip, g.city, r.url AS rubrik, r.titel AS rubrik_titel
      FROM gewerbe g JOIN gewerbe_rubrik r ON r.id = g.rubrik_id WHERE 1 = 1 /*ONE*/ ORDER BY g.id`,
    map: (r) => ({
      typ: 'gewerbe',
      ref: str(r.id),
      titel: str(r.name),
      text: join(str(r.spezialisierung), str(r.text), `${str(r.street)}, ${str(r.zip)} ${str(r.city)}`),
      stichworte: join(str(r.rubrik_titel), str(r.spezialisierung)),
      datum: null,
      url: gewerbeEntryPath(str(r.rubrik), str(r.slug)),
      pfad_ext: null,
      kategorie: 'Gewerbeverzeichnis',
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

const TYPEN = Object.keys(SOURCES) as Typ[];

/** Words of titles and keywords for "Meinten Sie …": folded → first spelling seen. */
function vocabularyOf(e: Pick<Eintrag, 'titel' | 'stichworte'>): Map<string, string> {
  const words = new Map<string, string>();
  for (const raw of `${e.titel} ${e.stichworte}`.match(RAW_TERM) ?? []) {
    const f = fold(raw);
    if (f.length < 3 || !/^[\p{L}\p{N}]+$/u.test(f) || /^\p{N}+$/u.test(f)) continue;
    if (!words.has(f)) words.set(f, raw);
  }
  return words;
}

// ---------------------------------------------------------------------------------------------
// Snippets

type Range = [number, number];

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Original ranges of all matches of the terms: substrings for terms of 3+ characters, word starts for shorter ones. */
function matchRanges(original: string, terms: string[]): Range[] {
  if (original === '') return [];
  const f = foldWithMap(original);
  const ranges: Range[] = [];
  for (const t of terms) {
    let from = 0;
    while (ranges.length < 1000) {
      const at = f.text.indexOf(t, from);
      if (at < 0) break;
      from = at + t.length;
      if (t.length < MIN_SUBSTRING && at > 0 && WORD_CHAR.test(f.text.charAt(at - 1))) continue;
      ranges.push(originalRange(f, original, at, at + t.length));
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** Moves a cut position off the second half of a surrogate pair. */
function safeCut(s: string, at: number): number {
  const c = s.charCodeAt(at);
  return at > 0 && at < s.length && c >= 0xdc00 && c <= 0xdfff ? at - 1 : at;
}

/** About SNIPPET_WORDS words around the first match, with every match marked. */
function snippetOf(source: string, ranges: Range[]): SnippetPart[] {
  const words = [...source.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as Range);
  if (words.length === 0) return [];
  const first = ranges[0]?.[0] ?? 0;
  let w = 0;
  while (w + 1 < words.length && words[w + 1]![0] <= first) w++;
  let startWord = Math.max(0, w - Math.floor(SNIPPET_WORDS / 3));
  const endWord = Math.min(words.length, startWord + SNIPPET_WORDS);
  startWord = Math.max(0, endWord - SNIPPET_WORDS);
  let from = words[startWord]![0];
  let to = words[endWord - 1]![1];
  let cutStart = startWord > 0;
  let cutEnd = endWord < words.length;
  // Very long "words" (URLs, pasted junk): keep about 400 characters around the match.
  if (to - from > 400) {
    const newFrom = safeCut(source, Math.max(from, first - 150));
    const newTo = safeCut(source, Math.min(to, newFrom + 400));
    cutStart ||= newFrom > from;
    cutEnd ||= newTo < to;
    from = newFrom;
    to = newTo;
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, mark: boolean): void => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  if (cutStart) push('… ', false);
  let pos = from;
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue;
    const a = Math.max(s, from);
    const b = Math.min(e, to);
    push(source.slice(pos, a), false);
    push(source.slice(a, b), true);
    pos = b;
  }
  push(source.slice(pos, to), false);
  if (cutEnd) push(' …', false);
  return parts;
}

/** Snippet from the text around the first match, else the title if it matches, else the start of the text. */
function buildSnippet(titel: string, text: string, terms: string[]): SnippetPart[] {
  const inText = matchRanges(text, terms);
  if (inText.length > 0) return snippetOf(text, inText);
  const inTitle = matchRanges(titel, terms);
  if (inTitle.length > 0) return snippetOf(titel, inTitle);
  return snippetOf(text !== '' ? text : titel, []);
}

// ---------------------------------------------------------------------------------------------
// "Meinten Sie …"

/** Optimal-string-alignment (restricted Damerau-Levenshtein) distance, or max + 1 when it exceeds max. */
export function damerauLevenshtein(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  let prevPrev = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prevPrev[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  const d = prev[m]!;
  return d > max ? max + 1 : d;
}

// ---------------------------------------------------------------------------------------------
// The search

interface Wort {
  gefaltet: string;
  original: string;
  anzahl: number;
}

interface Kandidat {
  id: number;
  titel: string;
  score: number;
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/**
 * Title tier of a word/prefix hit: 0 = the title is exactly the query, 1 = every term starts a word
 * of the title, 2 = the title does not carry all terms (matched in text or keywords).
 */
function titleTier(titel: string, terms: string[]): number {
  const words = fold(titel).match(TOKEN) ?? [];
  if (words.join(' ') === terms.join(' ')) return 0;
  return terms.every((t) => words.some((w) => w.startsWith(t))) ? 1 : 2;
}

export function createSearch(sqlite: SQLite.Database, options: SearchOptions = {}): Search {
  const now = options.now ?? (() => new Date());

  const sources = Object.fromEntries(
    TYPEN.map((typ) => {
      const s = SOURCES[typ];
      return [
        typ,
        {
          all: sqlite.prepare(s.sql.replace('/*ONE*/', '')),
          one: sqlite.prepare(s.sql.replace('/*ONE*/', `AND ${s.key} = ?`)),
          source: s,
        },
      ];
    }),
  ) as Record<Typ, { all: SQLite.Statement; one: SQLite.Statement; source: Source }>;

  const st = {
    hasDirty: sqlite.prepare('SELECT EXISTS (SELECT 1 FROM suchindex_dirty) AS n').pluck(),
    countDirty: sqlite.prepare('SELECT COUNT(*) FROM suchindex_dirty').pluck(),
    dirty: sqlite.prepare('SELECT typ, ref FROM suchindex_dirty ORDER BY typ, ref'),
    delDirty: sqlite.prepare('DELETE FROM suchindex_dirty WHERE typ = ? AND ref = ?'),
    clearDirty: sqlite.prepare('DELETE FROM suchindex_dirty'),
    insEintrag: sqlite.prepare(`INSERT INTO suchindex_eintrag
      (typ, ref, titel, text, stichworte, datum, url, pfad_ext, kategorie, gueltig_von, gueltig_bis)
      VALUES (@typ, @ref, @titel, @text, @stichworte, @datum, @url, @pfad_ext, @kategorie, @gueltig_von, @gueltig_bis)`),
    findEintrag: sqlite.prepare('SELECT id, titel, stichworte FROM suchindex_eintrag WHERE typ = ? AND ref = ?'),
    delEintrag: sqlite.prepare('DELETE FROM suchindex_eintrag WHERE id = ?'),
    clearEintrag: sqlite.prepare('DELETE FROM suchindex_eintrag'),
    insFts: sqlite.prepare('INSERT INTO suchindex (rowid, titel, text, stichworte) VALUES (?, ?, ?, ?)'),
    insTri: sqlite.prepare('INSERT INTO suchindex_trigramm (rowid, titel, text, stichworte) VALUES (?, ?, ?, ?)'),
    delFts: sqlite.prepare('DELETE FROM suchindex WHERE rowid = ?'),
    delTri: sqlite.prepare('DELETE FROM suchindex_trigramm WHERE rowid = ?'),
    clearFts: sqlite.prepare("INSERT INTO suchindex (suchindex) VALUES ('delete-all')"),
    clearTri: sqlite.prepare("INSERT INTO suchindex_trigramm (suchindex_trigramm) VALUES ('delete-all')"),
    optimizeFts: sqlite.prepare("INSERT INTO suchindex (suchindex) VALUES ('optimize')"),
    optimizeTri: sqlite.prepare("INSERT INTO suchindex_trigramm (suchindex_trigramm) VALUES ('optimize')"),
    wortPlus: sqlite.prepare(`INSERT INTO suchindex_wort (gefaltet, original, anzahl) VALUES (?, ?, 1)
      ON CONFLICT (gefaltet) DO UPDATE SET anzahl = anzahl + 1`),
    wortMinus: sqlite.prepare('UPDATE suchindex_wort SET anzahl = anzahl - 1 WHERE gefaltet = ?'),
    wortWeg: sqlite.prepare('DELETE FROM suchindex_wort WHERE gefaltet = ? AND anzahl <= 0'),
    insWort: sqlite.prepare('INSERT INTO suchindex_wort (gefaltet, original, anzahl) VALUES (?, ?, ?)'),
    clearWort: sqlite.prepare('DELETE FROM suchindex_wort'),
    woerter: sqlite.prepare('SELECT gefaltet, original, anzahl FROM suchindex_wort'),
    eintraege: sqlite.prepare(`SELECT id, typ, titel, text, datum, url, pfad_ext, kategorie FROM suchindex_eintrag
      WHERE id IN (SELECT value FROM json_each(?))`),
    // Words and prefixes; bm25 weights: titel 10, text 1, stichworte 5.
    token: sqlite.prepare(`SELECT e.id, e.titel, bm25(suchindex, 10.0, 1.0, 5.0) AS score
      FROM suchindex JOIN suchindex_eintrag e ON e.id = suchindex.rowid
      WHERE suchindex MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= ?)
      ORDER BY score LIMIT ${MAX_RESULTS}`),
    // Substrings of the longer terms; shorter terms must still match as word prefixes.
    trigram: sqlite.prepare(`SELECT e.id, e.titel, bm25(suchindex_trigramm, 10.0, 1.0, 5.0) AS score
      FROM suchindex_trigramm JOIN suchindex_eintrag e ON e.id = suchindex_trigramm.rowid
      WHERE suchindex_trigramm MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= ?)
      ORDER BY score LIMIT ${MAX_RESULTS * 2}`),
    trigramShort: sqlite.prepare(`SELECT e.id, e.titel, bm25(suchindex_trigramm, 10.0, 1.0, 5.0) AS score
      FROM suchindex_trigramm JOIN suchindex_eintrag e ON e.id = suchindex_trigramm.rowid
      WHERE suchindex_trigramm MATCH ? AND e.id IN (SELECT rowid FROM suchindex WHERE suchindex MATCH ?)
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= ?)
      ORDER BY score LIMIT ${MAX_RESULTS * 2}`),
    suggest: sqlite.prepare(`SELECT e.id, e.typ, e.titel, e.url, e.kategorie, bm25(suchindex, 10.0, 1.0, 5.0) AS score
      FROM suchindex JOIN suchindex_eintrag e ON e.id = suchindex.rowid
      WHERE suchindex MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= ?)
      ORDER BY score LIMIT 200`),
  };

  function loadAll(typ: Typ): Eintrag[] {
    const { all, source } = sources[typ];
    return (all.all() as Record<string, unknown>[]).map(source.map).filter((e): e is Eintrag => e !== null);
  }

  function loadOne(typ: Typ, ref: string): Eintrag[] {
    const { one, source } = sources[typ];
    if (source.numeric && !/^-?\d{1,15}$/.test(ref)) return [];
    const key = source.numeric ? Number(ref) : ref;
    return (one.all(key) as Record<string, unknown>[]).map(source.map).filter((e): e is Eintrag => e !== null);
  }

  /** Writes the entry and its folded FTS rows; returns its id. */
  function insert(e: Eintrag): number {
    const id = Number(st.insEintrag.run(e).lastInsertRowid);
    const titel = fold(e.titel);
    const text = fold(e.text);
    const stichworte = fold(e.stichworte);
    st.insFts.run(id, titel, text, stichworte);
    st.insTri.run(id, titel, text, stichworte);
    return id;
  }

  function remove(typ: string, ref: string): void {
    const old = st.findEintrag.get(typ, ref) as { id: number; titel: string; stichworte: string } | undefined;
    if (!old) return;
    st.delFts.run(old.id);
    st.delTri.run(old.id);
    st.delEintrag.run(old.id);
    for (const f of vocabularyOf(old).keys()) {
      st.wortMinus.run(f);
      st.wortWeg.run(f);
    }
  }

  const rebuildTx = sqlite.transaction((): number => {
    st.clearFts.run();
    st.clearTri.run();
    st.clearEintrag.run();
    st.clearWort.run();
    st.clearDirty.run();
    const vocabulary = new Map<string, { original: string; anzahl: number }>();
    let n = 0;
    for (const typ of TYPEN) {
      for (const e of loadAll(typ)) {
        insert(e);
        n++;
        for (const [f, original] of vocabularyOf(e)) {
          const v = vocabulary.get(f);
          if (v) v.anzahl++;
          else vocabulary.set(f, { original, anzahl: 1 });
        }
      }
    }
    for (const [f, v] of vocabulary) st.insWort.run(f, v.original, v.anzahl);
    st.optimizeFts.run();
    st.optimizeTri.run();
    return n;
  });

  const refreshTx = sqlite.transaction((): number => {
    const dirty = st.dirty.all() as { typ: string; ref: string }[];
    for (const { typ, ref } of dirty) {
      remove(typ, ref);
      if ((TYPEN as string[]).includes(typ)) {
        for (const e of loadOne(typ as Typ, ref)) {
          insert(e);
          for (const [f, original] of vocabularyOf(e)) st.wortPlus.run(f, original);
        }
      }
      st.delDirty.run(typ, ref);
    }
    return dirty.length;
  });

  /** Changes whenever this connection rewrites the index. */
  let indexVersion = 0;

  function rebuild(): number {
    try {
      return rebuildTx.immediate();
    } finally {
      indexVersion++;
    }
  }

  function refresh(): number {
    const count = Number(st.countDirty.get());
    if (count === 0) return 0;
    if (count > REBUILD_THRESHOLD) {
      rebuild();
      return count;
    }
    try {
      return refreshTx.immediate();
    } finally {
      indexVersion++;
    }
  }

  /** Makes edits searchable before answering; a failed update (e.g. a read-only database) keeps the old index. */
  function ensureFresh(): void {
    try {
      if (Number(st.hasDirty.get()) !== 0) refresh();
    } catch {
      // The index stays as it was; the next search tries again.
    }
  }

  /**
   * Ids of all hits, best first: word/prefix matches (exact titles, then titles with all terms, then the
   * rest; bm25 within each tier), then substring-only matches by bm25.
   */
  function findIds(terms: string[]): number[] {
    const today = berlinToday(now());
    const tokenHits = (st.token.all(prefixExpr(terms), today, today) as Kandidat[])
      .map((k) => ({ ...k, tier: titleTier(k.titel, terms) }))
      .sort((a, b) => a.tier - b.tier || a.score - b.score || a.id - b.id);
    const ids = tokenHits.map((k) => k.id);
    const long = terms.filter((t) => t.length >= MIN_SUBSTRING);
    if (long.length > 0 && ids.length < MAX_RESULTS) {
      const short = terms.filter((t) => t.length < MIN_SUBSTRING);
      const rows = (
        short.length > 0
          ? st.trigramShort.all(phraseExpr(long), prefixExpr(short), today, today)
          : st.trigram.all(phraseExpr(long), today, today)
      ) as Kandidat[];
      const seen = new Set(ids);
      for (const r of rows) {
        if (ids.length >= MAX_RESULTS) break;
        if (!seen.has(r.id)) {
          seen.add(r.id);
          ids.push(r.id);
        }
      }
    }
    return ids.slice(0, MAX_RESULTS);
  }

  function loadHits(ids: number[], terms: string[]): SearchHit[] {
    if (ids.length === 0) return [];
    const rows = st.eintraege.all(JSON.stringify(ids)) as Array<{ id: number; typ: string; titel: string; text: string; datum: string | null; url: string; pfad_ext: string | null; kategorie: string }>;
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const hit: SearchHit = {
        _type: HIT_TYPE[r.typ] ?? 'suche_webcontact',
        url: r.url,
        titel: r.titel,
        kategorie: r.kategorie,
        datum: r.datum,
        snippet: buildSnippet(r.titel, r.text, terms),
        _source: r.pfad_ext ? { es_pfad: r.url, es_pfad_ext: r.pfad_ext } : { es_pfad: r.url },
      };
      return [hit];
    });
  }

  /**
   * The vocabulary, cached until this connection changes the index (indexVersion) or another
   * connection commits anything (data_version).
   */
  let vocabularyCache: { key: string; woerter: Wort[]; known: Set<string> } | null = null;
  function vocabulary(): { woerter: Wort[]; known: Set<string> } {
    const key = `${String(sqlite.pragma('data_version', { simple: true }))}:${indexVersion}`;
    if (vocabularyCache?.key !== key) {
      const woerter = st.woerter.all() as Wort[];
      vocabularyCache = { key, woerter, known: new Set(woerter.map((w) => w.gefaltet)) };
    }
    return vocabularyCache;
  }

  /** Up to 5 vocabulary words close to the terms (Damerau-Levenshtein ≤ 2, ≤ 1 for terms shorter than 5). */
  function meintenSie(terms: string[]): string[] {
    const { woerter, known } = vocabulary();
    const found = new Map<string, { original: string; d: number; anzahl: number }>();
    for (const t of terms) {
      if (t.length < MIN_SUBSTRING || known.has(t) || /^\p{N}+$/u.test(t)) continue;
      const max = t.length < 5 ? 1 : 2;
      for (const w of woerter) {
        if (Math.abs(w.gefaltet.length - t.length) > max) continue;
        const d = damerauLevenshtein(t, w.gefaltet, max);
        if (d > max) continue;
        const prev = found.get(w.gefaltet);
        if (!prev || d < prev.d) found.set(w.gefaltet, { original: w.original, d, anzahl: w.anzahl });
      }
    }
    const seen = new Set<string>();
    return [...found.values()]
      .sort((a, b) => a.d - b.d || b.anzahl - a.anzahl || a.original.localeCompare(b.original, 'de'))
      .map((c) => c.original)
      .filter((o) => {
        const k = o.toLocaleLowerCase('de-DE');
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      })
      .slice(0, 5);
  }

  function query(q: string, seite: number, proSeite: number): SearchResult {
    const text = normalizeQuery(q);
    const page = clampInt(seite, 1, 1, 1_000_000);
    const size = clampInt(proSeite, 10, 1, MAX_PAGE_SIZE);
    const result: SearchResult = { q: text, total: 0, seite: page, pro_seite: size, hits: [], suggestions: [] };
    const terms = parseTerms(text);
    if (terms.length === 0) return result;
    ensureFresh();
    const ids = findIds(terms);
    result.total = ids.length;
    if (ids.length === 0) {
      result.suggestions = meintenSie(terms);
      return result;
    }
    result.hits = loadHits(ids.slice((page - 1) * size, page * size), terms);
    return result;
  }

  const SUGGEST_GROUP: Record<string, number> = { verfahren: 0, amt: 0, aktuelles: 1 };

  function suggest(q: string, limit = 8): Suggestion[] {
    const terms = parseTerms(q);
    if (terms.length === 0) return [];
    const n = clampInt(limit, 8, 1, 50);
    ensureFresh();
    const today = berlinToday(now());
    const rows = st.suggest.all(`{titel} : (${prefixExpr(terms)})`, today, today) as Array<{
      id: number; typ: string; titel: string; url: string; kategorie: string; score: number;
    }>;
    const first = terms[0]!;
    const ranked = rows
      .map((r) => ({ ...r, group: SUGGEST_GROUP[r.typ] ?? 2, starts: fold(r.titel).startsWith(first) ? 0 : 1 }))
      .sort((a, b) => a.group - b.group || a.starts - b.starts || a.score - b.score || a.titel.length - b.titel.length || a.id - b.id);
    const seen = new Set<string>();
    const out: Suggestion[] = [];
    for (const r of ranked) {
      if (seen.has(r.url)) continue;
      seen.add(r.url);
      out.push({ titel: r.titel, url: r.url, kategorie: r.kategorie });
      if (out.length >= n) break;
    }
    return out;
  }

  return { rebuild, refresh, query, suggest };
}
