import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { OpenedDb } from '../store/types';
import { parts } from '../registry';
import { contentTables, fingerprint, rowKey, rowsOf, type TableKeys } from './ledger';
import { DEMO_REMOVED } from './run';

/**
 * Takes the demo town out of a database that started with it (ADR 31, `npm run demo:remove`): every
 * row the demo content wrote (the demo ledger) goes, with its files, except
 *
 * - a row the town changed since (its fingerprint differs): the town's work, it stays;
 * - a row that something staying refers to (a town's news in a demo category, a town's staff member
 *   in a demo office): it stays, so nothing of the town's loses what it points to.
 *
 * The demo's accounts always go. Everything the town added itself stays. Then the database is
 * recorded as without demo: no demo step runs on it again, also not with DEMO=on.
 */

export interface KeptRow {
  table: string;
  key: string;
  reason: 'geändert' | 'verwendet';
}

export interface RemovalReport {
  /** Rows removed, per table. */
  removed: Record<string, number>;
  kept: KeptRow[];
  /** Files deleted (documents, images, logos). */
  files: number;
  /** Demo accounts deleted. */
  accounts: number;
  /** Nothing was written (a trial run). */
  trial: boolean;
}

interface ForeignKey {
  child: string;
  from: string;
  parent: string;
  to: string;
}

async function foreignKeys(db: Kysely<Database>, store: OpenedDb, tables: TableKeys[]): Promise<ForeignKey[]> {
  if (store.dialect.name === 'sqlite') {
    const keyOf = new Map(tables.map((t) => [t.table, t.key[0] ?? 'rowid']));
    const out: ForeignKey[] = [];
    for (const { table: child } of tables) {
      const rows = (
        await sql<{ table: string; from: string; to: string | null }>`SELECT "table", "from", "to" FROM pragma_foreign_key_list(${child})`.execute(db)
      ).rows;
      // Without a column named, the reference is the parent's primary key.
      for (const r of rows) out.push({ child, from: r.from, parent: r.table, to: r.to ?? keyOf.get(r.table) ?? 'rowid' });
    }
    return out;
  }
  return (
    await sql<ForeignKey>`SELECT kcu.table_name AS child, kcu.column_name AS "from", ccu.table_name AS parent, ccu.column_name AS "to"
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`.execute(db)
  ).rows;
}

/** Tables in an order where every table comes after the tables it refers to. */
function parentsFirst(tables: string[], fks: ForeignKey[]): string[] {
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (done.has(t) || path.has(t)) return;
    path.add(t);
    for (const fk of fks) if (fk.child === t && fk.parent !== t) visit(fk.parent, path);
    done.add(t);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

const norm = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The keys of a table that refers to itself (an office's parent office) in an order where a row goes before the row it refers to. */
function childrenFirst(keys: Set<string>, rows: Map<string, Record<string, unknown>>, selfRefs: ForeignKey[]): string[] {
  if (!selfRefs.length) return [...keys];
  const left = new Set(keys);
  const out: string[] = [];
  while (left.size) {
    // Values still referred to by a row yet to go.
    const referred = new Set(selfRefs.flatMap((f) => [...left].map((k) => norm(rows.get(k)?.[f.from]))));
    const ready = [...left].filter((k) => !selfRefs.some((f) => referred.has(norm(rows.get(k)?.[f.to]))));
    // A circle (never written by the demo) goes as it is.
    for (const k of ready.length ? ready : [...left]) {
      out.push(k);
      left.delete(k);
    }
  }
  return out;
}

export async function removeDemo(store: OpenedDb, filesDir: string, options: { trial?: boolean; dataDir?: string } = {}): Promise<RemovalReport> {
  const db = store.db;
  const ledger = await db.selectFrom('demo_zeile').selectAll().execute();
  const tables = await contentTables(db, store.dialect);
  const byName = new Map<string, TableKeys>(tables.map((t) => [t.table, t]));
  const accounts = new Set(parts.flatMap((p) => p.accountTables ?? []));
  const fks = (await foreignKeys(db, store, tables)).filter((f) => byName.has(f.child) && byName.has(f.parent));

  // Every row of the tables involved, by key.
  const rows = new Map<string, Map<string, Record<string, unknown>>>();
  const load = async (table: string) => {
    let m = rows.get(table);
    if (!m) {
      const t = byName.get(table)!;
      m = new Map((await rowsOf(db, table)).map((r) => [rowKey(r, t.key), r]));
      rows.set(table, m);
    }
    return m;
  };
  for (const t of new Set([...ledger.map((e) => e.tabelle), ...fks.flatMap((f) => [f.child, f.parent])])) if (byName.has(t)) await load(t);

  // The demo's rows that are still as the demo wrote them.
  const doomed = new Map<string, Set<string>>();
  const kept: KeptRow[] = [];
  for (const e of ledger) {
    const row = rows.get(e.tabelle)?.get(e.schluessel);
    if (!row) continue;
    const columns = e.spalten.split(',').filter((c) => c in row);
    if (!accounts.has(e.tabelle) && fingerprint(row, columns) !== e.fingerabdruck) {
      kept.push({ table: e.tabelle, key: e.schluessel, reason: 'geändert' });
      continue;
    }
    let set = doomed.get(e.tabelle);
    if (!set) doomed.set(e.tabelle, (set = new Set()));
    set.add(e.schluessel);
  }

  // What stays keeps what it refers to, until nothing more moves.
  const isDoomed = (table: string, key: string) => doomed.get(table)?.has(key) ?? false;
  for (let moved = true; moved; ) {
    moved = false;
    for (const fk of fks) {
      const parents = rows.get(fk.parent)!;
      const targets = doomed.get(fk.parent);
      if (!targets?.size) continue;
      // The doomed parents by the referred column's value.
      const byValue = new Map<string | null, string>();
      for (const k of targets) byValue.set(norm(parents.get(k)?.[fk.to]), k);
      for (const [childKey, child] of rows.get(fk.child)!) {
        if (isDoomed(fk.child, childKey)) continue;
        const parent = byValue.get(norm(child[fk.from]));
        if (parent === undefined || child[fk.from] === null) continue;
        // An account of the demo goes even where a town's row names it (a revision's author).
        if (accounts.has(fk.parent)) continue;
        targets.delete(parent);
        kept.push({ table: fk.parent, key: parent, reason: 'verwendet' });
        moved = true;
      }
    }
  }

  const removed: Record<string, number> = {};
  let files = 0;
  let accountsRemoved = 0;
  const fileColumns = parts.flatMap((p) => p.files ?? []);
  const doomedFiles: string[] = [];
  for (const [table, keys] of doomed) {
    if (!keys.size) continue;
    removed[table] = keys.size;
    if (accounts.has(table)) accountsRemoved += keys.size;
    for (const f of fileColumns.filter((c) => c.table === table)) {
      for (const k of keys) {
        const v = rows.get(table)!.get(k)?.[f.column];
        if (typeof v === 'string' && v) doomedFiles.push(path.join(filesDir, f.folder, v));
      }
    }
  }
  if (options.trial) return { removed, kept, files: doomedFiles.length, accounts: accountsRemoved, trial: true };

  const order = parentsFirst(
    tables.map((t) => t.table),
    fks,
  ).reverse();
  await store.db.transaction().execute(async (trx) => {
    for (const table of order) {
      const keys = doomed.get(table);
      if (!keys?.size) continue;
      const keyColumns = byName.get(table)!.key;
      for (const k of childrenFirst(
        keys,
        rows.get(table)!,
        fks.filter((f) => f.child === table && f.parent === table),
      )) {
        const values = JSON.parse(k) as Array<string | null>;
        const where = keyColumns.map((c, i) => (values[i] === null ? sql`${sql.ref(c)} IS NULL` : sql`${sql.ref(c)} = ${values[i]}`));
        await sql`DELETE FROM ${sql.table(table)} WHERE ${sql.join(where, sql` AND `)}`.execute(trx);
      }
    }
    // From now on the rows that stayed are the town's, and no demo step runs on this database again.
    await sql`DELETE FROM demo_zeile`.execute(trx);
    await trx
      .insertInto('einrichtung_schritt')
      .values({ name: DEMO_REMOVED, art: 'entfernt', zeit: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  });
  for (const file of doomedFiles) {
    try {
      await fs.promises.unlink(file);
      files++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  // Rendered sizes of removed images would still be answered from the image cache (a running site
  // finds a deleted variant a miss).
  if (options.dataDir) {
    const cache = path.join(options.dataDir, 'cache', 'bild');
    for (const name of await fs.promises.readdir(cache).catch(() => [] as string[]))
      await fs.promises.rm(path.join(cache, name), { force: true, recursive: true });
  }
  return { removed, kept, files, accounts: accountsRemoved, trial: false };
}

/** The report as the command prints it, in German. */
export function reportLines(report: RemovalReport): string[] {
  const total = Object.values(report.removed).reduce((a, b) => a + b, 0);
  if (total === 0 && report.kept.length === 0) return ['Diese Datenbank enthält keine Demo-Inhalte.'];
  const lines = [report.trial ? 'Probelauf, nichts wurde geändert. Entfernt würden:' : 'Entfernt:'];
  for (const [table, n] of Object.entries(report.removed).sort()) lines.push(`  ${table}: ${n}`);
  lines.push(`  Dateien: ${report.files}; Demo-Zugänge darunter: ${report.accounts}`);
  if (report.kept.length) {
    lines.push(`Behalten (${report.kept.length}), weil die Stadt sie geändert hat oder eigene Inhalte sie verwenden:`);
    for (const k of report.kept) lines.push(`  ${k.table} ${k.key}: ${k.reason === 'geändert' ? 'geändert' : 'von eigenen Inhalten verwendet'}`);
  }
  if (!report.trial) lines.push('Die Demo-Inhalte sind entfernt; sie werden auch mit DEMO=on nicht wieder geladen.');
  return lines;
}
