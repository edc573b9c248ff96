import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from '../store/dialect';

/**
 * The ledger of the demo content (ADR 31): which rows the demo steps wrote, found without any step
 * saying so. Before the demo steps run, the keys of every content table are noted; afterwards every
 * row with a key not noted before is the demo's, and is written to `demo_zeile` with a fingerprint of
 * its columns. The demo removal takes out the rows whose fingerprint is still the same (the town did
 * not change them) and leaves everything else.
 */

/** Tables that are the store's own bookkeeping, never content: not in the ledger, never removed. */
const NOT_CONTENT = /^(schema_migration|_migration|content_version|einrichtung_schritt|demo_zeile|suchindex.*|drossel_.*|intranet_token|ratsinfo_token)$/;

export interface TableKeys {
  table: string;
  /** Its primary key's columns (all columns where it has none). */
  key: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The content tables of the store with their key columns. */
export async function contentTables(db: Kysely<Database>, dialect: Dialect): Promise<TableKeys[]> {
  const names = (await sql.raw<{ name: string }>(dialect.tablesQuery).execute(db)).rows.map((r) => r.name).filter((n) => !NOT_CONTENT.test(n));
  const out: TableKeys[] = [];
  for (const table of names) {
    let key: string[];
    let all: string[];
    if (dialect.name === 'sqlite') {
      const cols = (await sql<{ name: string; pk: number }>`SELECT name, pk FROM pragma_table_info(${table})`.execute(db)).rows;
      key = cols
        .filter((c) => Number(c.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((c) => c.name);
      all = cols.map((c) => c.name);
    } else {
      key = (
        await sql<{ name: string }>`SELECT k.column_name AS name FROM information_schema.table_constraints c
          JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema AND k.table_name = c.table_name
          WHERE c.table_schema = current_schema() AND c.table_name = ${table} AND c.constraint_type = 'PRIMARY KEY' ORDER BY k.ordinal_position`.execute(db)
      ).rows.map((r) => r.name);
      all = (
        await sql<{
          name: string;
        }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(
          db,
        )
      ).rows.map((r) => r.name);
    }
    out.push({ table, key: key.length ? key : all });
  }
  return out;
}

/** A value as text, the same on both engines (PostgreSQL answers 64-bit integers as text, SQLite as numbers). */
const norm = (v: unknown): string | null => (v === null || v === undefined ? null : Buffer.isBuffer(v) ? v.toString('base64') : String(v));

/** A row's key: the JSON list of its key columns' values. */
export const rowKey = (row: Record<string, unknown>, key: string[]) => JSON.stringify(key.map((c) => norm(row[c])));

/** SHA-256 over the named columns' values. */
export function fingerprint(row: Record<string, unknown>, columns: string[]): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(columns.map((c) => [c, norm(row[c])])))
    .digest('hex');
}

export async function rowsOf(db: Kysely<Database>, table: string): Promise<Record<string, unknown>[]> {
  return (await sql.raw<Record<string, unknown>>(`SELECT * FROM ${quote(table)}`).execute(db)).rows;
}

/** The keys of every content table: what is there before the demo steps run. */
export async function keysBefore(db: Kysely<Database>, tables: TableKeys[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const t of tables) {
    const cols = t.key.map(quote).join(', ');
    const rows = (await sql.raw<Record<string, unknown>>(`SELECT ${cols} FROM ${quote(t.table)}`).execute(db)).rows;
    out.set(t.table, new Set(rows.map((r) => rowKey(r, t.key))));
  }
  return out;
}

export interface LedgerEntry {
  tabelle: string;
  schluessel: string;
  spalten: string;
  fingerabdruck: string;
}

/**
 * The rows written since `before`, as ledger entries. `rewrite` may change their text first (the demo's
 * town segment for another town's slug): a changed row is written back, then fingerprinted.
 */
export async function newRows(
  db: Kysely<Database>,
  tables: TableKeys[],
  before: Map<string, Set<string>>,
  rewrite?: (value: string) => string,
): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for (const t of tables) {
    const seen = before.get(t.table) ?? new Set<string>();
    for (const row of await rowsOf(db, t.table)) {
      const oldKey = rowKey(row, t.key);
      if (seen.has(oldKey)) continue;
      const columns = Object.keys(row).sort();
      if (rewrite) {
        const changed: Record<string, string> = {};
        for (const c of columns) {
          const v = row[c];
          if (typeof v === 'string') {
            const w = rewrite(v);
            if (w !== v) changed[c] = w;
          }
        }
        if (Object.keys(changed).length) {
          const set = Object.keys(changed).map((c) => sql`${sql.ref(c)} = ${changed[c]}`);
          const where = t.key.map((c) => (row[c] === null ? sql`${sql.ref(c)} IS NULL` : sql`${sql.ref(c)} = ${row[c]}`));
          await sql`UPDATE ${sql.table(t.table)} SET ${sql.join(set)} WHERE ${sql.join(where, sql` AND `)}`.execute(db);
          Object.assign(row, changed);
        }
      }
      entries.push({ tabelle: t.table, schluessel: rowKey(row, t.key), spalten: columns.join(','), fingerabdruck: fingerprint(row, columns) });
    }
  }
  return entries;
}

export async function writeLedger(db: Kysely<Database>, entries: LedgerEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 200) {
    await db
      .insertInto('demo_zeile')
      .values(entries.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['tabelle', 'schluessel']).doNothing())
      .execute();
  }
}

/**
 * The demo content's town segment for another town: '/musterstadt/…', '…-musterstadt/' and
 * '/musterstadt-regenerativ/' become the town's slug (spec `{product}`); names, e-mail and web
 * addresses ('musterstadt.de', 'krone-musterstadt.example') stay as the demo wrote them.
 */
export function townSegmentRewrite(slug: string): ((value: string) => string) | undefined {
  if (slug === 'musterstadt') return undefined;
  return (value) => (value.includes('musterstadt') ? value.replace(/(?<=[/-])musterstadt(?=[/-])/g, slug) : value);
}
