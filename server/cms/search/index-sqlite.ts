import type SQLite from 'better-sqlite3';
import type { MigrationTarget } from '../store/migrate';
import { fold } from './fold';
import type { Eintrag } from './source';
import {
  MAX_RESULTS,
  TRIGGER_PREFIX,
  quoted,
  vocabularyOf,
  vocabularyOfAll,
  watchesByTable,
  type Kandidat,
  type Mark,
  type SearchIndex,
  type SourceWatches,
  type StoredEntry,
  type TitleCandidate,
  type Wort,
} from './terms';

/**
 * The index in SQLite: suchindex_eintrag holds one row per item with its ORIGINAL title and text; two
 * contentless FTS5 tables index the same columns FOLDED: `suchindex` (unicode61, words and prefixes,
 * bm25) and `suchindex_trigramm` (trigram, substrings such as 'abfuhr' in 'Müllabfuhr'). The MATCH
 * expression is built from quoted letter/digit terms only, so nothing a visitor types reaches FTS5 syntax.
 */
export const SQLITE_SEARCH_SCHEMA = /* sql */ `
  CREATE TABLE IF NOT EXISTS suchindex_eintrag (
    id INTEGER PRIMARY KEY,
    typ TEXT NOT NULL,
    ref TEXT NOT NULL,
    titel TEXT NOT NULL,
    text TEXT NOT NULL DEFAULT '',
    stichworte TEXT NOT NULL DEFAULT '',
    datum TEXT,
    url TEXT NOT NULL,
    pfad_ext TEXT,
    kategorie TEXT NOT NULL DEFAULT '',
    gueltig_von TEXT,
    gueltig_bis TEXT,
    UNIQUE (typ, ref)
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS suchindex USING fts5(
    titel, text, stichworte,
    content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2', prefix='2 3'
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS suchindex_trigramm USING fts5(
    titel, text, stichworte,
    content='', contentless_delete=1,
    tokenize='trigram'
  );
  CREATE TABLE IF NOT EXISTS suchindex_wort (
    gefaltet TEXT PRIMARY KEY,
    original TEXT NOT NULL,
    anzahl INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS suchindex_dirty (
    typ TEXT NOT NULL,
    ref TEXT NOT NULL,
    PRIMARY KEY (typ, ref)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS suchindex_stand (
    typ TEXT NOT NULL,
    ref TEXT NOT NULL,
    url TEXT NOT NULL,
    hash TEXT NOT NULL,
    geaendert TEXT NOT NULL,
    PRIMARY KEY (typ, ref)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS suchindex_meta (
    schluessel TEXT PRIMARY KEY,
    wert TEXT NOT NULL
  ) WITHOUT ROWID;
`;

/**
 * The index's tables, and the triggers that mark changed content (suchindex_dirty), made from the
 * sources' watches: plain SQL, so any client may edit the content and the index still follows.
 * Recreated on every start, so a changed watch needs no migration.
 */
export async function installSqliteSearch(target: MigrationTarget, sources: SourceWatches): Promise<void> {
  await target.exec(SQLITE_SEARCH_SCHEMA);
  const mark = (typ: string, w: SourceWatches[number]['watch'][number], row: 'NEW' | 'OLD') => {
    const value = `${row}.${w.column}`;
    return w.via
      ? `INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT ${quoted(typ)}, CAST(${w.via.select} AS TEXT) FROM ${w.via.table} WHERE ${w.via.where} = ${value};`
      : `INSERT OR IGNORE INTO suchindex_dirty (typ, ref) SELECT ${quoted(typ)}, CAST(${value} AS TEXT) WHERE ${value} IS NOT NULL;`;
  };
  const statements: string[] = [];
  const existing = await target.query<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '${TRIGGER_PREFIX}%'`);
  for (const { name } of existing) statements.push(`DROP TRIGGER IF EXISTS "${name}";`);
  for (const [table, entries] of watchesByTable(sources)) {
    const body = (rows: Array<'NEW' | 'OLD'>) => rows.flatMap((row) => entries.map((e) => mark(e.typ, e.watch, row))).join('\n  ');
    statements.push(`CREATE TRIGGER ${TRIGGER_PREFIX}${table}_ai AFTER INSERT ON ${table} BEGIN\n  ${body(['NEW'])}\nEND;`);
    statements.push(`CREATE TRIGGER ${TRIGGER_PREFIX}${table}_au AFTER UPDATE ON ${table} BEGIN\n  ${body(['OLD', 'NEW'])}\nEND;`);
    statements.push(`CREATE TRIGGER ${TRIGGER_PREFIX}${table}_ad AFTER DELETE ON ${table} BEGIN\n  ${body(['OLD'])}\nEND;`);
  }
  await target.transaction(() => target.exec(statements.join('\n')));
}

/** FTS5 expression: every term quoted (terms hold only letters and digits, so no quote can occur). */
function prefixExpr(terms: string[]): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"*`).join(' AND ');
}

function phraseExpr(terms: string[]): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
}

export function sqliteIndex(sqlite: SQLite.Database): SearchIndex {
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
    getMeta: sqlite.prepare('SELECT wert FROM suchindex_meta WHERE schluessel = ?').pluck(),
    setMeta: sqlite.prepare('INSERT INTO suchindex_meta (schluessel, wert) VALUES (?, ?) ON CONFLICT (schluessel) DO UPDATE SET wert = excluded.wert'),
    eintraege: sqlite.prepare(`SELECT id, typ, titel, text, datum, url, pfad_ext, kategorie FROM suchindex_eintrag
      WHERE id IN (SELECT value FROM json_each(?))`),
    // Words and prefixes; bm25 weights: titel 10, text 1, stichworte 5.
    token: sqlite.prepare(`SELECT e.id, e.typ, e.titel, e.url, bm25(suchindex, 10.0, 1.0, 5.0) AS score
      FROM suchindex JOIN suchindex_eintrag e ON e.id = suchindex.rowid
      WHERE suchindex MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= substr(?, 1, length(e.gueltig_bis)))
      ORDER BY score LIMIT ${MAX_RESULTS}`),
    // Substrings of the longer terms; shorter terms must still match as word prefixes.
    trigram: sqlite.prepare(`SELECT e.id, e.titel, bm25(suchindex_trigramm, 10.0, 1.0, 5.0) AS score
      FROM suchindex_trigramm JOIN suchindex_eintrag e ON e.id = suchindex_trigramm.rowid
      WHERE suchindex_trigramm MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= substr(?, 1, length(e.gueltig_bis)))
      ORDER BY score LIMIT ${MAX_RESULTS * 2}`),
    trigramShort: sqlite.prepare(`SELECT e.id, e.titel, bm25(suchindex_trigramm, 10.0, 1.0, 5.0) AS score
      FROM suchindex_trigramm JOIN suchindex_eintrag e ON e.id = suchindex_trigramm.rowid
      WHERE suchindex_trigramm MATCH ? AND e.id IN (SELECT rowid FROM suchindex WHERE suchindex MATCH ?)
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= substr(?, 1, length(e.gueltig_bis)))
      ORDER BY score LIMIT ${MAX_RESULTS * 2}`),
    adressen: sqlite
      .prepare(`SELECT DISTINCT url FROM suchindex_eintrag e
        WHERE (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= substr(?, 1, length(e.gueltig_bis)))
        ORDER BY url`)
      .pluck(),
    suggest: sqlite.prepare(`SELECT e.id, e.typ, e.titel, e.url, e.kategorie, bm25(suchindex, 10.0, 1.0, 5.0) AS score
      FROM suchindex JOIN suchindex_eintrag e ON e.id = suchindex.rowid
      WHERE suchindex MATCH ?
        AND (e.gueltig_von IS NULL OR e.gueltig_von <= ?) AND (e.gueltig_bis IS NULL OR e.gueltig_bis >= substr(?, 1, length(e.gueltig_bis)))
      ORDER BY score LIMIT 200`),
  };

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

  const rebuildTx = sqlite.transaction((entries: readonly Eintrag[], fingerprint: string): void => {
    st.clearFts.run();
    st.clearTri.run();
    st.clearEintrag.run();
    st.clearWort.run();
    st.clearDirty.run();
    for (const e of entries) insert(e);
    for (const [f, v] of vocabularyOfAll(entries)) st.insWort.run(f, v.original, v.anzahl);
    st.setMeta.run('quellen', fingerprint);
    st.optimizeFts.run();
    st.optimizeTri.run();
  });

  const refreshTx = sqlite.transaction((marks: readonly Mark[], entries: readonly Eintrag[]): void => {
    for (const { typ, ref } of marks) remove(typ, ref);
    for (const e of entries) {
      // Read while another mark was processed: insert once.
      remove(e.typ, e.ref);
      insert(e);
      for (const [f, original] of vocabularyOf(e)) st.wortPlus.run(f, original);
    }
    // Only the marks read before loading: a change since then stays marked for the next refresh.
    for (const { typ, ref } of marks) st.delDirty.run(typ, ref);
  });

  /** Changes whenever this connection rewrites the index. */
  let indexVersion = 0;
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

  return {
    state: async () => ({ marks: Number(st.hasDirty.get()) !== 0, fingerprint: st.getMeta.get('quellen') as string | undefined }),
    countMarks: async () => Number(st.countDirty.get()),
    marks: async () => st.dirty.all() as Mark[],
    fingerprint: async () => st.getMeta.get('quellen') as string | undefined,
    async replaceAll(entries, fingerprint) {
      try {
        rebuildTx.immediate(entries, fingerprint);
      } finally {
        indexVersion++;
      }
    },
    async update(marks, entries) {
      try {
        refreshTx.immediate(marks, entries);
      } finally {
        indexVersion++;
      }
    },
    words: async (terms, jetzt) => st.token.all(prefixExpr(terms), jetzt, jetzt) as Kandidat[],
    substrings: async (long, short, jetzt) =>
      (short.length > 0
        ? st.trigramShort.all(phraseExpr(long), prefixExpr(short), jetzt, jetzt)
        : st.trigram.all(phraseExpr(long), jetzt, jetzt)) as Kandidat[],
    titles: async (terms, jetzt) => st.suggest.all(`{titel} : (${prefixExpr(terms)})`, jetzt, jetzt) as TitleCandidate[],
    addresses: async (jetzt) => st.adressen.all(jetzt, jetzt) as string[],
    entries: async (ids) => (ids.length === 0 ? [] : (st.eintraege.all(JSON.stringify(ids)) as StoredEntry[])),
    async vocabularyNear(term) {
      const { woerter, known } = vocabulary();
      return { woerter, known: known.has(term) };
    },
  };
}
